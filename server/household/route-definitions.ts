import { createRoute } from '@hono/zod-openapi';
import {
  createMemberPayloadSchema,
  householdListSchema,
  memberListSchema,
  memberParamsSchema,
  memberSchema,
  moveMemberPayloadSchema,
  moveMemberResponseSchema,
  updateMemberPayloadSchema,
} from '@contract/household';
import { householdQuerySchema } from '@contract/household-query';
import {
  bearerSecurity as security,
  householdErrors,
  inputErrors,
  jsonRequestBody,
  jsonResponse,
  unauthorisedResponse,
} from '../http/openapi-parts';

/**
 * The households API's operations as the OpenAPI document describes them (routes.ts has the handlers). Every
 * operation on a household takes `?household=` (the caller's own by default); members are the owner's to change.
 */

const tags = ['household'];
const query = householdQuerySchema;

export const householdsRoute = createRoute({
  method: 'get',
  path: '/api/households/',
  tags,
  summary: 'Every household the caller holds a role in (uuid, name, role), their own first',
  security,
  responses: { 200: jsonResponse(householdListSchema, 'Households'), ...unauthorisedResponse },
});

export const listMembersRoute = createRoute({
  method: 'get',
  path: '/api/household/members/',
  tags,
  summary: 'The members of the household, the owner’s own (relation "self") first',
  security,
  request: { query },
  responses: { 200: jsonResponse(memberListSchema, 'Members'), ...inputErrors, ...householdErrors },
});

export const createMemberRoute = createRoute({
  method: 'post',
  path: '/api/household/members/',
  tags,
  summary: 'Add a member (name, relation, colour); the owner only',
  security,
  request: { query, ...jsonRequestBody(createMemberPayloadSchema) },
  responses: { 201: jsonResponse(memberSchema, 'The new member'), ...inputErrors, ...householdErrors },
});

export const updateMemberRoute = createRoute({
  method: 'patch',
  path: '/api/household/members/{uuid}/',
  tags,
  summary: 'Change a member’s name, relation or colour; the owner only',
  security,
  request: { query, params: memberParamsSchema, ...jsonRequestBody(updateMemberPayloadSchema) },
  responses: { 200: jsonResponse(memberSchema, 'The member'), ...inputErrors, ...householdErrors },
});

export const deleteMemberRoute = createRoute({
  method: 'delete',
  path: '/api/household/members/{uuid}/',
  tags,
  summary: 'Remove a member who has no transactions (move them first); the owner only',
  security,
  request: { query, params: memberParamsSchema },
  responses: { 204: { description: 'Removed' }, ...inputErrors, ...householdErrors },
});

export const moveMemberRoute = createRoute({
  method: 'post',
  path: '/api/household/members/{uuid}/move/',
  tags,
  summary:
    'Move every transaction of the member to another member, in one database transaction; the owner only',
  security,
  request: { query, params: memberParamsSchema, ...jsonRequestBody(moveMemberPayloadSchema) },
  responses: {
    200: jsonResponse(moveMemberResponseSchema, 'How many moved'),
    ...inputErrors,
    ...householdErrors,
  },
});
