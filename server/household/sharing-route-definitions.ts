import { createRoute } from '@hono/zod-openapi';
import { householdSchema } from '@contract/household';
import { householdQuerySchema as query } from '@contract/household-query';
import { MAX_PENDING_INVITATIONS } from '@contract/household-sharing-values';
import {
  acceptInvitationPayloadSchema,
  accessListSchema,
  invitationListSchema,
  invitationPayloadSchema,
  invitationPreviewSchema,
  invitationSchema,
  leavePayloadSchema,
  sharingParamsSchema as params,
} from '@contract/household-sharing';
import { DEFAULT_RATE_LIMITS } from '../auth/rate-limits';
import { detailErrorSchema } from '@contract/errors';
import { z } from 'zod';
import {
  bearerSecurity,
  householdErrors,
  householdOperations,
  inputErrors,
  jsonRequestBody,
  jsonResponse,
  throttledResponseDoc,
} from '../http/openapi-parts';

/**
 * Sharing a household (product §13; docs/decisions/017-household-sharing.md), as the OpenAPI document describes it
 * (sharing-routes.ts has the handlers): invitations are the owner's, the people with access everyone's to read and
 * the owner's to revoke; accepting and leaving act on the caller's own roles, so they take no `?household=`.
 */

const operation = householdOperations('household');

export const listInvitationsRoute = operation({
  method: 'get',
  path: '/api/household/invitations/',
  summary: 'The household’s pending invitations; the owner only',
  request: { query },
  responses: { 200: jsonResponse(invitationListSchema, 'Pending invitations') },
});

export const createInvitationRoute = operation({
  method: 'post',
  path: '/api/household/invitations/',
  summary:
    'Invite an e-mail address as viewer or editor: the e-mail carries PUBLIC_URL/invitations/{token}, single use, valid 7 days; ' +
    `the owner only, at most ${DEFAULT_RATE_LIMITS.invitation.account.points} an hour and ${MAX_PENDING_INVITATIONS} pending`,
  request: { query, ...jsonRequestBody(invitationPayloadSchema) },
  responses: { 201: jsonResponse(invitationSchema, 'The invitation'), 429: throttledResponseDoc },
});

export const deleteInvitationRoute = operation({
  method: 'delete',
  path: '/api/household/invitations/{uuid}/',
  summary: 'Withdraw a pending invitation; the owner only',
  request: { query, params },
  responses: { 204: { description: 'Withdrawn' } },
});

export const listAccessRoute = operation({
  method: 'get',
  path: '/api/household/access/',
  summary: 'The people with access to the household and their roles, the owner first',
  request: { query },
  responses: { 200: jsonResponse(accessListSchema, 'People with access') },
});

export const revokeAccessRoute = operation({
  method: 'delete',
  path: '/api/household/access/{uuid}/',
  summary: 'End a person’s access, at once on every instance; the owner only',
  request: { query, params },
  responses: { 204: { description: 'Revoked' } },
});

/** The two operations on the caller's own roles: no `?household=`, no 403. */
const ownRole = { tags: ['household'], security: bearerSecurity };

export const acceptInvitationRoute = createRoute({
  ...ownRole,
  method: 'post',
  path: '/api/household/invitations/accept/',
  summary:
    'Accept an invitation with the token of its link, signed in with the address it was sent to: the household and the caller’s role',
  request: jsonRequestBody(acceptInvitationPayloadSchema),
  responses: { 200: jsonResponse(householdSchema, 'The household joined'), ...inputErrors },
});

export const leaveRoute = createRoute({
  ...ownRole,
  method: 'post',
  path: '/api/household/leave/',
  summary: 'Give up your role in a household shared with you',
  request: jsonRequestBody(leavePayloadSchema),
  responses: { 204: { description: 'Left' }, ...inputErrors, 404: householdErrors[404] },
});

/**
 * An invitation link opened signed out (product §13): whose household it joins, so the page can say so before the
 * person signs in or up. No session; throttled per client address; any link not valid, used or expired is a 404.
 */
export const previewInvitationRoute = createRoute({
  tags: ['household'],
  method: 'get',
  path: '/api/invitations/{token}/',
  summary: 'The owner’s name of a pending invitation, by the token of its link (no session needed)',
  request: { params: z.object({ token: z.string() }) },
  responses: {
    200: jsonResponse(invitationPreviewSchema, 'The name of the household’s owner'),
    404: jsonResponse(detailErrorSchema, 'Not valid, already used or expired'),
    429: throttledResponseDoc,
  },
});
