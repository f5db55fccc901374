import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { detailErrorSchema } from '@contract/errors';
import {
  availableAssetsResponseSchema,
  chartQuerySchema,
  chartResponseSchema,
  createTransactionPayloadSchema,
  holdingsResponseSchema,
  portfolioValueSchema,
  transactionListQuerySchema,
  transactionListResponseSchema,
  transactionPageSchema,
  transactionParamsSchema,
  transactionSchema,
  updateTransactionPayloadSchema,
} from '@contract/portfolio';
import { householdQuerySchema, memberQuerySchema } from '@contract/household-query';
import {
  bearerSecurity as security,
  householdErrors,
  inputErrors as errors,
  jsonRequestBody,
  jsonResponse,
  unauthorisedResponse,
} from '../http/openapi-parts';

/**
 * The portfolio API's operations as the OpenAPI document describes them (routes.ts has the handlers). Each but the
 * catalogue acts on a household (`?household=`, issue 17): 404 for one the caller holds no role in, 403 for a
 * viewer's write.
 */

const query = householdQuerySchema;
// write-gate.ts: the person's writes are queued and rate-limited.
const throttled = {
  429: {
    ...jsonResponse(
      detailErrorSchema,
      'Too many writes at once or this minute: retry after `Retry-After` seconds',
    ),
    headers: z.object({ 'Retry-After': z.string() }),
  },
};

export const availableAssetsRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/available-assets/',
  tags: ['portfolio'],
  summary: 'The assets a transaction can be recorded on, by main type, sorted by order',
  security,
  responses: { 200: jsonResponse(availableAssetsResponseSchema, 'The catalogue'), ...unauthorisedResponse },
});

export const listRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/transactions/',
  tags: ['portfolio'],
  summary: 'The person’s transactions, newest first, optionally filtered; a page with `limit`/`offset`',
  security,
  request: { query: transactionListQuerySchema },
  responses: {
    200: jsonResponse(
      z.union([transactionListResponseSchema, transactionPageSchema]),
      'Transactions: an array, or with `limit`/`offset` a page {count, next, previous, results}',
    ),
    ...errors,
    ...householdErrors,
  },
});

const createRequest = { query, ...jsonRequestBody(createTransactionPayloadSchema) };
const createResponses = {
  201: jsonResponse(transactionSchema, 'The created transaction'),
  ...errors,
  ...householdErrors,
  ...throttled,
};

export const createRouteDef = createRoute({
  method: 'post',
  path: '/api/portfolios/transactions/',
  tags: ['portfolio'],
  summary: 'Record a buy or a sell',
  security,
  request: createRequest,
  responses: createResponses,
});

// DESIGN §4.1: the legacy alias behaves exactly as POST /api/portfolios/transactions/.
export const legacyCreateRoute = createRoute({
  method: 'post',
  path: '/transactions/',
  tags: ['portfolio'],
  summary: 'Legacy alias of POST /api/portfolios/transactions/',
  security,
  request: createRequest,
  responses: createResponses,
});

export const retrieveRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/transactions/{uuid}/',
  tags: ['portfolio'],
  summary: 'One transaction',
  security,
  request: { query, params: transactionParamsSchema },
  responses: { 200: jsonResponse(transactionSchema, 'The transaction'), ...errors, ...householdErrors },
});

export const updateRoute = createRoute({
  method: 'patch',
  path: '/api/portfolios/transactions/{uuid}/',
  tags: ['portfolio'],
  summary: 'Change the quantity, price or date of a transaction (only those)',
  security,
  request: { query, params: transactionParamsSchema, ...jsonRequestBody(updateTransactionPayloadSchema) },
  responses: {
    200: jsonResponse(transactionSchema, 'The updated transaction'),
    ...errors,
    ...householdErrors,
    ...throttled,
  },
});

export const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/portfolios/transactions/{uuid}/',
  tags: ['portfolio'],
  summary: 'Delete a transaction',
  security,
  request: { query, params: transactionParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...errors, ...householdErrors, ...throttled },
});

export const holdingsRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/holdings/',
  tags: ['portfolio'],
  summary: 'Every asset held, valued at the latest prices, with weighted-average cost',
  security,
  request: { query: memberQuerySchema },
  responses: { 200: jsonResponse(holdingsResponseSchema, 'Holdings'), ...errors, ...householdErrors },
});

export const valueRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/value/',
  tags: ['portfolio'],
  summary: 'Total value, change since the previous close, total grams and gold prices',
  security,
  request: { query: memberQuerySchema },
  responses: { 200: jsonResponse(portfolioValueSchema, 'Portfolio value'), ...errors, ...householdErrors },
});

export const chartRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/chart/',
  tags: ['portfolio'],
  summary: 'Portfolio value per day (weekly for long histories), ending today',
  security,
  request: { query: chartQuerySchema },
  responses: { 200: jsonResponse(chartResponseSchema, 'Chart points'), ...errors, ...householdErrors },
});
