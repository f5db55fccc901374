import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { detailErrorSchema, fieldErrorsSchema } from '@contract/errors';
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
import { jsonRequestBody, jsonResponse } from '../http/openapi-parts';

/** The households API's operations as the OpenAPI document describes them (routes.ts has the handlers). */

const security = [{ bearerAuth: [] }];
const tags = ['household'];
const errors = {
  400: jsonResponse(z.union([detailErrorSchema, fieldErrorsSchema]), 'Invalid input (DRF-shaped)'),
  401: jsonResponse(detailErrorSchema, 'Not signed in'),
};
const notFound = { 404: jsonResponse(detailErrorSchema, 'Not found (or another household’s)') };

export const householdsRoute = createRoute({
  method: 'get',
  path: '/api/households/',
  tags,
  summary: 'Every household the caller holds a role in (uuid, name, role), their own first',
  security,
  responses: { 200: jsonResponse(householdListSchema, 'Households'), 401: errors[401] },
});

export const listMembersRoute = createRoute({
  method: 'get',
  path: '/api/household/members/',
  tags,
  summary: 'The members of the household, the owner’s own (relation "self") first',
  security,
  responses: { 200: jsonResponse(memberListSchema, 'Members'), 401: errors[401] },
});

export const createMemberRoute = createRoute({
  method: 'post',
  path: '/api/household/members/',
  tags,
  summary: 'Add a member (name, relation, colour)',
  security,
  request: jsonRequestBody(createMemberPayloadSchema),
  responses: { 201: jsonResponse(memberSchema, 'The new member'), ...errors },
});

export const updateMemberRoute = createRoute({
  method: 'patch',
  path: '/api/household/members/{uuid}/',
  tags,
  summary: 'Change a member’s name, relation or colour',
  security,
  request: { params: memberParamsSchema, ...jsonRequestBody(updateMemberPayloadSchema) },
  responses: { 200: jsonResponse(memberSchema, 'The member'), ...errors, ...notFound },
});

export const deleteMemberRoute = createRoute({
  method: 'delete',
  path: '/api/household/members/{uuid}/',
  tags,
  summary: 'Remove a member who has no transactions (move them first)',
  security,
  request: { params: memberParamsSchema },
  responses: { 204: { description: 'Removed' }, ...errors, ...notFound },
});

export const moveMemberRoute = createRoute({
  method: 'post',
  path: '/api/household/members/{uuid}/move/',
  tags,
  summary: 'Move every transaction of the member to another member, in one database transaction',
  security,
  request: { params: memberParamsSchema, ...jsonRequestBody(moveMemberPayloadSchema) },
  responses: { 200: jsonResponse(moveMemberResponseSchema, 'How many moved'), ...errors, ...notFound },
});
