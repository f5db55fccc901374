import { createRoute, type OpenAPIHono, type RouteHandler } from '@hono/zod-openapi';
import { z } from 'zod';
import { detailErrorSchema, fieldErrorsSchema } from '@contract/errors';
import {
  availableAssetsResponseSchema,
  chartQuerySchema,
  chartResponseSchema,
  createTransactionPayloadSchema,
  holdingsResponseSchema,
  portfolioErrorDetails,
  portfolioValueSchema,
  transactionListQuerySchema,
  transactionListResponseSchema,
  transactionPageSchema,
  transactionParamsSchema,
  transactionSchema,
  updateTransactionPayloadSchema,
} from '@contract/portfolio';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../app-context';
import { requireUser } from '../auth/require-user';
import { NOT_FOUND } from '../http/errors';
import { createRouter } from '../http/router';
import { sharedJson } from '../http/shared-json';
import { availableAssets } from './available-assets';
import { getCatalogue } from './catalogue-store';
import { readLedger, USER_CHECK_WITH_REVISION } from './ledger-store';
import { ledgerFullDetail, newEntry, writeLedger } from './ledger-write';
import { pageLinks, pageRequest } from './pagination';
import { portfolioChart, portfolioHoldings, portfolioValue } from './portfolio-queries';
import { presentTransaction } from './presenters';
import { listTransactionPage, listTransactions } from './transaction-list';
import { parseCreate, parseUpdate } from './transaction-input';
import { portfolioWriteGate, throttledAnswer } from './write-gate';

/**
 * Portfolio API (spec §7, DESIGN §4.1–4.2). Every route is behind requireUser and reads or writes only the
 * signed-in person's rows; another person's transaction is a 404 like one that does not exist.
 */

const security = [{ bearerAuth: [] }];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
const errors = {
  400: json(z.union([detailErrorSchema, fieldErrorsSchema]), 'Invalid input (DRF-shaped)'),
  401: json(detailErrorSchema, 'Not signed in'),
};
const notFound = { 404: json(detailErrorSchema, 'Not found (or another person’s)') };
// write-gate.ts: the person's writes are queued and rate-limited.
const throttled = {
  429: {
    ...json(detailErrorSchema, 'Too many writes at once or this minute: retry after `Retry-After` seconds'),
    headers: z.object({ 'Retry-After': z.string() }),
  },
};

const availableAssetsRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/available-assets/',
  tags: ['portfolio'],
  summary: 'The assets a transaction can be recorded on, by main type, sorted by order',
  security,
  responses: { 200: json(availableAssetsResponseSchema, 'The catalogue'), 401: errors[401] },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/transactions/',
  tags: ['portfolio'],
  summary: 'The person’s transactions, newest first, optionally filtered; a page with `limit`/`offset`',
  security,
  request: { query: transactionListQuerySchema },
  responses: {
    200: json(
      z.union([transactionListResponseSchema, transactionPageSchema]),
      'Transactions: an array, or with `limit`/`offset` a page {count, next, previous, results}',
    ),
    ...errors,
  },
});

const createBody = {
  body: { content: { 'application/json': { schema: createTransactionPayloadSchema } }, required: true },
};
const createResponses = {
  201: json(transactionSchema, 'The created transaction'),
  ...errors,
  ...throttled,
};

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/portfolios/transactions/',
  tags: ['portfolio'],
  summary: 'Record a buy or a sell',
  security,
  request: createBody,
  responses: createResponses,
});

// DESIGN §4.1: the legacy alias behaves exactly as POST /api/portfolios/transactions/.
const legacyCreateRoute = createRoute({
  method: 'post',
  path: '/transactions/',
  tags: ['portfolio'],
  summary: 'Legacy alias of POST /api/portfolios/transactions/',
  security,
  request: createBody,
  responses: createResponses,
});

const retrieveRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/transactions/{uuid}/',
  tags: ['portfolio'],
  summary: 'One transaction',
  security,
  request: { params: transactionParamsSchema },
  responses: { 200: json(transactionSchema, 'The transaction'), 401: errors[401], ...notFound },
});

const updateRoute = createRoute({
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
    200: json(transactionSchema, 'The updated transaction'),
    ...errors,
    ...notFound,
    ...throttled,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/portfolios/transactions/{uuid}/',
  tags: ['portfolio'],
  summary: 'Delete a transaction',
  security,
  request: { params: transactionParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...errors, ...notFound, ...throttled },
});

const holdingsRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/holdings/',
  tags: ['portfolio'],
  summary: 'Every asset held, valued at the latest prices, with weighted-average cost',
  security,
  responses: { 200: json(holdingsResponseSchema, 'Holdings'), 401: errors[401] },
});

const valueRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/value/',
  tags: ['portfolio'],
  summary: 'Total value, change since the previous close, total grams and gold prices',
  security,
  responses: { 200: json(portfolioValueSchema, 'Portfolio value'), 401: errors[401] },
});

const chartRoute = createRoute({
  method: 'get',
  path: '/api/portfolios/chart/',
  tags: ['portfolio'],
  summary: 'Portfolio value per day (weekly for long histories), ending today',
  security,
  request: { query: chartQuerySchema },
  responses: { 200: json(chartResponseSchema, 'Chart points'), ...errors },
});

/** write-gate.ts: over the person's write rate. */
function tooMany(c: Context<AppEnv>, seconds: number) {
  const { body, headers } = throttledAnswer(seconds);
  return c.json(body, 429, headers);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function portfolioRoutes(ctx: AppContext): OpenAPIHono<AppEnv> {
  const app = createRouter();
  const signedIn = requireUser(ctx, USER_CHECK_WITH_REVISION);
  app.use('/api/portfolios/*', signedIn);
  app.use('/transactions/', signedIn);
  const gate = portfolioWriteGate(ctx);
  app.use('/api/portfolios/transactions/*', gate.line);
  app.use('/transactions/', gate.line);
  const owner = (c: Context<AppEnv>) => ({ userId: c.get('user').id, revision: c.get('portfolioRevision') });

  app.openapi(availableAssetsRoute, async (c) => c.json(availableAssets(await getCatalogue(ctx)), 200));

  app.openapi(listRoute, async (c) => {
    const catalogue = await getCatalogue(ctx);
    const query = c.req.valid('query');
    const page = pageRequest(query);
    if (!page) {
      const entries = await listTransactions(ctx, c.get('user').id, query);
      return c.json(
        entries.map((e) => presentTransaction(e, catalogue)),
        200,
      );
    }
    const { count, entries } = await listTransactionPage(ctx, c.get('user').id, query, page);
    return c.json(
      {
        count,
        ...pageLinks(ctx.config.publicUrl, c.req.url, page, count),
        results: entries.map((e) => presentTransaction(e, catalogue)),
      },
      200,
    );
  });

  const create: RouteHandler<typeof createRouteDef, AppEnv> = async (c) => {
    const catalogue = await getCatalogue(ctx);
    const parsed = parseCreate(c.req.valid('json'), catalogue, ctx.now());
    if (!parsed.ok) return c.json(parsed.body, 400);
    const wait = await gate.admit(c);
    if (wait !== null) return tooMany(c, wait);
    const entry = newEntry(parsed.value);
    const result = await writeLedger(ctx, c.get('user').id, { kind: 'create', entry });
    if (!result.ok && result.reason === 'full')
      return c.json({ detail: ledgerFullDetail(result.limit) }, 400);
    if (!result.ok) return c.json({ detail: portfolioErrorDetails.notEnoughBalance }, 400);
    return c.json(presentTransaction(entry, catalogue), 201);
  };
  app.openapi(createRouteDef, create);
  app.openapi(legacyCreateRoute, create);

  app.openapi(retrieveRoute, async (c) => {
    const { uuid } = c.req.valid('param');
    if (!UUID.test(uuid)) return c.json({ detail: NOT_FOUND }, 404);
    const [catalogue, ledger] = await Promise.all([
      getCatalogue(ctx),
      readLedger(ctx, c.get('user').id, c.get('portfolioRevision')),
    ]);
    const entry = ledger.entries.find((e) => e.uuid === uuid.toLowerCase());
    if (!entry) return c.json({ detail: NOT_FOUND }, 404);
    return c.json(presentTransaction(entry, catalogue), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { uuid } = c.req.valid('param');
    if (!UUID.test(uuid)) return c.json({ detail: NOT_FOUND }, 404);
    const parsed = parseUpdate(c.req.valid('json'), ctx.now());
    if (!parsed.ok) return c.json(parsed.body, 400);
    const wait = await gate.admit(c);
    if (wait !== null) return tooMany(c, wait);
    const result = await writeLedger(ctx, c.get('user').id, {
      kind: 'update',
      uuid: uuid.toLowerCase(),
      ...parsed.value,
    });
    if (!result.ok) {
      return result.reason === 'not_found'
        ? c.json({ detail: NOT_FOUND }, 404)
        : c.json({ detail: portfolioErrorDetails.notEnoughBalance }, 400);
    }
    return c.json(presentTransaction(result.entry!, await getCatalogue(ctx)), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { uuid } = c.req.valid('param');
    if (!UUID.test(uuid)) return c.json({ detail: NOT_FOUND }, 404);
    const wait = await gate.admit(c);
    if (wait !== null) return tooMany(c, wait);
    const result = await writeLedger(ctx, c.get('user').id, { kind: 'delete', uuid: uuid.toLowerCase() });
    if (!result.ok) {
      return result.reason === 'not_found'
        ? c.json({ detail: NOT_FOUND }, 404)
        : c.json({ detail: portfolioErrorDetails.notEnoughBalance }, 400);
    }
    return c.body(null, 204);
  });

  // These answers are memoized per ledger revision and prices, so their JSON is too (sharedJson).
  app.openapi(holdingsRoute, async (c) => sharedJson(c, await portfolioHoldings(ctx, owner(c))));

  app.openapi(valueRoute, async (c) => sharedJson(c, await portfolioValue(ctx, owner(c))));

  app.openapi(chartRoute, async (c) =>
    sharedJson(c, await portfolioChart(ctx, owner(c), c.req.valid('query').range)),
  );

  return app;
}
