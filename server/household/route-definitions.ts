import {
  MAX_HOUSEHOLD_MEMBERS,
  createMemberPayloadSchema,
  householdListSchema,
  memberListSchema,
  memberParamsSchema,
  memberSchema,
  moveMemberPayloadSchema,
  moveMemberResponseSchema,
  updateMemberPayloadSchema,
} from '@contract/household';
import { householdQuerySchema as query } from '@contract/household-query';
import {
  householdOperations,
  jsonRequestBody,
  jsonResponse,
  signedInOperations,
} from '../http/openapi-parts';

/**
 * The households API's operations as the OpenAPI document describes them (routes.ts has the handlers). Every
 * operation on a household takes `?household=` (the caller's own by default); members are the owner's to change.
 */

const operation = householdOperations('household');

export const householdsRoute = signedInOperations('household')({
  method: 'get',
  path: '/api/households/',
  summary: 'Every household the caller holds a role in (uuid, name, role), their own first',
  responses: { 200: jsonResponse(householdListSchema, 'Households') },
});

export const listMembersRoute = operation({
  method: 'get',
  path: '/api/household/members/',
  summary: 'The members of the household, the owner’s own (relation "self") first',
  request: { query },
  responses: { 200: jsonResponse(memberListSchema, 'Members') },
});

export const createMemberRoute = operation({
  method: 'post',
  path: '/api/household/members/',
  summary: `Add a member (name, relation, colour); the owner only, up to ${MAX_HOUSEHOLD_MEMBERS} members in all`,
  request: { query, ...jsonRequestBody(createMemberPayloadSchema) },
  responses: { 201: jsonResponse(memberSchema, 'The new member') },
});

export const updateMemberRoute = operation({
  method: 'patch',
  path: '/api/household/members/{uuid}/',
  summary: 'Change a member’s name, relation or colour; the owner only',
  request: { query, params: memberParamsSchema, ...jsonRequestBody(updateMemberPayloadSchema) },
  responses: { 200: jsonResponse(memberSchema, 'The member') },
});

export const deleteMemberRoute = operation({
  method: 'delete',
  path: '/api/household/members/{uuid}/',
  summary: 'Remove a member who has no transactions (move them first); the owner only',
  request: { query, params: memberParamsSchema },
  responses: { 204: { description: 'Removed' } },
});

export const moveMemberRoute = operation({
  method: 'post',
  path: '/api/household/members/{uuid}/move/',
  summary:
    'Move every transaction of the member to another member, in one database transaction; the owner only',
  request: { query, params: memberParamsSchema, ...jsonRequestBody(moveMemberPayloadSchema) },
  responses: { 200: jsonResponse(moveMemberResponseSchema, 'How many moved') },
});
