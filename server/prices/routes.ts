import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  MARKET_UNAVAILABLE_DETAIL,
  marketResponseSchema,
  marketUnavailableSchema,
  priceHistoryQuerySchema,
  priceHistoryResponseSchema,
} from '@contract/market';
import { priceStatusSchema } from '@contract/price-status';
import type { AppContext, AppEnv } from '../app-context';
import { completeResponse } from '../http/complete-response';
import { jsonResponse } from '../http/openapi-parts';
import { addDays, cairoDay } from '../time/cairo-day';
import { createRouter } from '../http/router';
import { marketBody } from './market-response';
import { getDailyCloses, getLatestSnapshot, previousClose } from './price-store';
import { historyStart, priceHistory } from './price-history';
import { priceStatus } from './price-status';

/**
 * Prices change only when a new snapshot is stored (every few minutes at most, or when an admin records one),
 * and a person who records prices must see them on the next load. So caches may keep the answer but must ask
 * again each time (`no-cache`), and the ETag / Last-Modified make that question a cheap 304.
 */
const CACHE_CONTROL = 'public, no-cache';

const marketRoute = createRoute({
  method: 'get',
  path: '/api/prices/market/',
  tags: ['prices'],
  summary: 'Latest gold prices in EGP and official exchange rates',
  description:
    'Public (a bearer header is accepted and ignored). `last_updated` is when the prices were taken. ' +
    'Answers 304 to a matching If-None-Match or If-Modified-Since.',
  responses: {
    200: jsonResponse(marketResponseSchema, 'The latest snapshot, and each price against the previous close'),
    304: { description: 'Not modified since the ETag or date the client holds' },
    503: jsonResponse(marketUnavailableSchema, 'No price has been stored yet'),
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/api/prices/history/',
  tags: ['prices'],
  summary: "One price's daily closes",
  description:
    "Public. The last price of each Cairo day in the range (the portfolio chart's: 1w, 1m, 6m, all), oldest " +
    'first; days without prices are left out. Gold by karat gives both sides.',
  request: { query: priceHistoryQuerySchema },
  responses: {
    200: jsonResponse(priceHistoryResponseSchema, "The instrument's closes"),
  },
});

const statusRoute = createRoute({
  method: 'get',
  path: '/api/prices/status/',
  tags: ['prices'],
  summary: 'How old the latest prices are, and how the live provider is doing',
  description:
    'Public. `stale` is true when the latest prices are older than PRICE_STALE_HOURS (or there are none); ' +
    '`last_error` and `failing_since` say why new prices are not arriving.',
  responses: {
    200: jsonResponse(priceStatusSchema, 'The age of the prices and the provider status'),
  },
});

export function priceRoutes(ctx: AppContext): OpenAPIHono<AppEnv> {
  const app = createRouter();

  app.openapi(statusRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await priceStatus(ctx), 200);
  });

  app.openapi(marketRoute, async (c) => {
    const snapshot = await getLatestSnapshot(ctx).catch((error: unknown) => {
      // Only when this process never read prices and the database is unreachable right now.
      ctx.log.error({ err: error }, 'market prices could not be read');
      return null;
    });
    if (!snapshot) {
      c.header('Cache-Control', 'no-store');
      c.header('Retry-After', '60');
      return c.json({ detail: MARKET_UNAVAILABLE_DETAIL }, 503);
    }
    const body = marketBody(snapshot, await previousClose(ctx, snapshot));
    const headers = { 'Cache-Control': CACHE_CONTROL, ETag: body.etag, 'Last-Modified': body.lastModified };
    if (
      notModified(
        c.req.header('if-none-match'),
        c.req.header('if-modified-since'),
        body.etag,
        snapshot.takenAt,
      )
    ) {
      return completeResponse(c, null, 304, headers);
    }
    return completeResponse(c, body.json, 200, { ...headers, 'Content-Type': 'application/json' });
  });

  app.openapi(historyRoute, async (c) => {
    const { instrument, range } = c.req.valid('query');
    const today = cairoDay(ctx.now());
    const closes = await getDailyCloses(ctx, range === 'all' ? '1900-01-01' : addDays(today, -200), today);
    const start = historyStart(range, today, closes[0]?.day ?? today);
    c.header('Cache-Control', CACHE_CONTROL);
    return c.json(priceHistory(instrument, closes, start), 200);
  });

  return app;
}

/** RFC 9110 §13.1: If-None-Match wins; If-Modified-Since only without it. */
function notModified(
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
  etag: string,
  takenAt: Date,
) {
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''))
      .some((t) => t === '*' || t === etag);
  }
  if (ifModifiedSince !== undefined) {
    const since = Date.parse(ifModifiedSince);
    // HTTP dates have whole seconds.
    return Number.isFinite(since) && Math.floor(takenAt.getTime() / 1000) * 1000 <= since;
  }
  return false;
}
