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
import { householdQuerySchema as query, memberQuerySchema } from '@contract/household-query';
import {
  householdOperations,
  jsonRequestBody,
  jsonResponse,
  signedInOperations,
} from '../http/openapi-parts';

/**
 * The portfolio API's operations as the OpenAPI document describes them (routes.ts has the handlers). Each but the
 * catalogue acts on a household (`?household=`, product §13): 404 for one the caller holds no role in, 403 for a
 * viewer's write.
 */

const operation = householdOperations('portfolio');
// write-gate.ts: the person's writes (the CSV import's too) are queued and rate-limited.
export const throttled = {
  429: {
    ...jsonResponse(
      detailErrorSchema,
      'Too many writes at once or this minute: retry after `Retry-After` seconds',
    ),
    headers: z.object({ 'Retry-After': z.string() }),
  },
};

export const availableAssetsRoute = signedInOperations('portfolio')({
  method: 'get',
  path: '/api/portfolios/available-assets/',
  summary: 'The assets a transaction can be recorded on, by main type, sorted by order',
  responses: { 200: jsonResponse(availableAssetsResponseSchema, 'The catalogue') },
});

export const listRoute = operation({
  method: 'get',
  path: '/api/portfolios/transactions/',
  summary: 'The person’s transactions, newest first, optionally filtered; a page with `limit`/`offset`',
  request: { query: transactionListQuerySchema },
  responses: {
    200: jsonResponse(
      z.union([transactionListResponseSchema, transactionPageSchema]),
      'Transactions: an array, or with `limit`/`offset` a page {count, next, previous, results}',
    ),
  },
});

const createRequest = { query, ...jsonRequestBody(createTransactionPayloadSchema) };
const createResponses = { 201: jsonResponse(transactionSchema, 'The created transaction'), ...throttled };

export const createRouteDef = operation({
  method: 'post',
  path: '/api/portfolios/transactions/',
  summary: 'Record a buy or a sell',
  request: createRequest,
  responses: createResponses,
});

// architecture §4.1: the legacy alias behaves exactly as POST /api/portfolios/transactions/.
export const legacyCreateRoute = operation({
  method: 'post',
  path: '/transactions/',
  summary: 'Legacy alias of POST /api/portfolios/transactions/',
  request: createRequest,
  responses: createResponses,
});

export const retrieveRoute = operation({
  method: 'get',
  path: '/api/portfolios/transactions/{uuid}/',
  summary: 'One transaction',
  request: { query, params: transactionParamsSchema },
  responses: { 200: jsonResponse(transactionSchema, 'The transaction') },
});

export const updateRoute = operation({
  method: 'patch',
  path: '/api/portfolios/transactions/{uuid}/',
  summary: 'Change the quantity, price or date of a transaction (only those)',
  request: { query, params: transactionParamsSchema, ...jsonRequestBody(updateTransactionPayloadSchema) },
  responses: {
    200: jsonResponse(transactionSchema, 'The updated transaction'),
    ...throttled,
  },
});

export const deleteRoute = operation({
  method: 'delete',
  path: '/api/portfolios/transactions/{uuid}/',
  summary: 'Delete a transaction',
  request: { query, params: transactionParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...throttled },
});

export const holdingsRoute = operation({
  method: 'get',
  path: '/api/portfolios/holdings/',
  summary: 'Every asset held, valued at the latest prices, with weighted-average cost',
  request: { query: memberQuerySchema },
  responses: { 200: jsonResponse(holdingsResponseSchema, 'Holdings') },
});

export const valueRoute = operation({
  method: 'get',
  path: '/api/portfolios/value/',
  summary: 'Total value, change since the previous close, total grams and gold prices',
  request: { query: memberQuerySchema },
  responses: { 200: jsonResponse(portfolioValueSchema, 'Portfolio value') },
});

export const chartRoute = operation({
  method: 'get',
  path: '/api/portfolios/chart/',
  summary: 'Portfolio value per day (weekly for long histories), ending today',
  request: { query: chartQuerySchema },
  responses: { 200: jsonResponse(chartResponseSchema, 'Chart points') },
});
