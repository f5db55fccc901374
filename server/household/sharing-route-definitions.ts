import { createRoute } from '@hono/zod-openapi';
import { householdSchema } from '@contract/household';
import { householdQuerySchema } from '@contract/household-query';
import {
  acceptInvitationPayloadSchema,
  accessListSchema,
  invitationListSchema,
  invitationPayloadSchema,
  invitationSchema,
  leavePayloadSchema,
  sharingParamsSchema,
} from '@contract/household-sharing';
import {
  bearerSecurity as security,
  householdErrors,
  inputErrors,
  jsonRequestBody,
  jsonResponse,
} from '../http/openapi-parts';

/**
 * Sharing a household (issue 17; docs/decisions/017-household-sharing.md), as the OpenAPI document describes it
 * (sharing-routes.ts has the handlers): invitations are the owner's, the people with access everyone's to read and
 * the owner's to revoke; accepting and leaving act on the caller's own roles.
 */

const tags = ['household'];
const query = householdQuerySchema;

export const listInvitationsRoute = createRoute({
  method: 'get',
  path: '/api/household/invitations/',
  tags,
  summary: 'The household’s pending invitations; the owner only',
  security,
  request: { query },
  responses: {
    200: jsonResponse(invitationListSchema, 'Pending invitations'),
    ...inputErrors,
    ...householdErrors,
  },
});

export const createInvitationRoute = createRoute({
  method: 'post',
  path: '/api/household/invitations/',
  tags,
  summary:
    'Invite an e-mail address as viewer or editor: the e-mail carries PUBLIC_URL/invitations/{token}, single use, valid 7 days; the owner only',
  security,
  request: { query, ...jsonRequestBody(invitationPayloadSchema) },
  responses: { 201: jsonResponse(invitationSchema, 'The invitation'), ...inputErrors, ...householdErrors },
});

export const deleteInvitationRoute = createRoute({
  method: 'delete',
  path: '/api/household/invitations/{uuid}/',
  tags,
  summary: 'Withdraw a pending invitation; the owner only',
  security,
  request: { query, params: sharingParamsSchema },
  responses: { 204: { description: 'Withdrawn' }, ...inputErrors, ...householdErrors },
});

export const acceptInvitationRoute = createRoute({
  method: 'post',
  path: '/api/household/invitations/accept/',
  tags,
  summary:
    'Accept an invitation with the token of its link, signed in with the address it was sent to: the household and the caller’s role',
  security,
  request: jsonRequestBody(acceptInvitationPayloadSchema),
  responses: {
    200: jsonResponse(householdSchema, 'The household joined'),
    ...inputErrors,
  },
});

export const listAccessRoute = createRoute({
  method: 'get',
  path: '/api/household/access/',
  tags,
  summary: 'The people with access to the household and their roles, the owner first',
  security,
  request: { query },
  responses: {
    200: jsonResponse(accessListSchema, 'People with access'),
    ...inputErrors,
    ...householdErrors,
  },
});

export const revokeAccessRoute = createRoute({
  method: 'delete',
  path: '/api/household/access/{uuid}/',
  tags,
  summary: 'End a person’s access, at once on every instance; the owner only',
  security,
  request: { query, params: sharingParamsSchema },
  responses: { 204: { description: 'Revoked' }, ...inputErrors, ...householdErrors },
});

export const leaveRoute = createRoute({
  method: 'post',
  path: '/api/household/leave/',
  tags,
  summary: 'Give up your role in a household shared with you',
  security,
  request: jsonRequestBody(leavePayloadSchema),
  responses: { 204: { description: 'Left' }, ...inputErrors, 404: householdErrors[404] },
});
