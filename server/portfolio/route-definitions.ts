import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { detailErrorSchema, fieldErrorsSchema } from '@contract/errors';
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
import { memberQuerySchema } from '@contract/household';
import { jsonResponse } from '../http/openapi-parts';

/** The portfolio API's operations as the OpenAPI document describes them (routes.ts has the handlers). */

const security = [{ bearerAuth: [] }];
const errors = {
  400: jsonResponse(z.union([detailErrorSchema, fieldErrorsSchema]), 'Invalid input (DRF-shaped)'),
  401: jsonResponse(detailErrorSchema, 'Not signed in'),
};
const notFound = { 404: jsonResponse(detailErrorSchema, 'Not found (or another person’s)') };
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
  responses: { 200: jsonResponse(availableAssetsResponseSchema, 'The catalogue'), 401: errors[401] },
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
    ...notFound,
  },
});

const createBody = {
  body: { content: { 'application/json': { schema: createTransactionPayloadSchema } }, required: true },
};
const createResponses = {
  201: jsonResponse(transactionSchema, 'The created transaction'),
  ...errors,
  ...throttled,
};

export const createRouteDef = createRoute({
  method: 'post',
  path: '/api/portfolios/transactions/',
  tags: ['portfolio'],
  summary: 'Record a buy or a sell',
  security,
  request: createBody,
  responses: createResponses,
});

// DESIGN §4.1: the legacy alias behaves exactly as POST /api/portfolios/transactions/.
export const legacyCreateRoute = createRoute({
  method: 'post',
  path: '/transactions/',
  tags: ['portfolio'],
  summary: 'Legacy alias of POST /api/portfolios/transactions/',
  security,
  request: createBody,
  responses: createResponses,
});

export const retrieveRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/transactions/{uuid}/',
  tags: ['portfolio'],
  summary: 'One transaction',
  security,
  request: { params: transactionParamsSchema },
  responses: { 200: jsonResponse(transactionSchema, 'The transaction'), 401: errors[401], ...notFound },
});

export const updateRoute = createRoute({
  method: 'patch',
  path: '/api/portfolios/transactions/{uuid}/',
  tags: ['portfolio'],
  summary: 'Change the quantity, price or date of a transaction (only those)',
  security,
  request: {
    params: transactionParamsSchema,
    body: { content: { 'application/json': { schema: updateTransactionPayloadSchema } }, required: true },
  },
  responses: {
    200: jsonResponse(transactionSchema, 'The updated transaction'),
    ...errors,
    ...notFound,
    ...throttled,
  },
});

export const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/portfolios/transactions/{uuid}/',
  tags: ['portfolio'],
  summary: 'Delete a transaction',
  security,
  request: { params: transactionParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...errors, ...notFound, ...throttled },
});

export const holdingsRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/holdings/',
  tags: ['portfolio'],
  summary: 'Every asset held, valued at the latest prices, with weighted-average cost',
  security,
  request: { query: memberQuerySchema },
  responses: { 200: jsonResponse(holdingsResponseSchema, 'Holdings'), ...errors, ...notFound },
});

export const valueRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/value/',
  tags: ['portfolio'],
  summary: 'Total value, change since the previous close, total grams and gold prices',
  security,
  request: { query: memberQuerySchema },
  responses: { 200: jsonResponse(portfolioValueSchema, 'Portfolio value'), ...errors, ...notFound },
});

export const chartRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/chart/',
  tags: ['portfolio'],
  summary: 'Portfolio value per day (weekly for long histories), ending today',
  security,
  request: { query: chartQuerySchema },
  responses: { 200: jsonResponse(chartResponseSchema, 'Chart points'), ...errors, ...notFound },
});
