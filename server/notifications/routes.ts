import type { OpenAPIHono } from '@hono/zod-openapi';
import Big from 'big.js';
import { z } from 'zod';
import {
  alertListQuerySchema,
  alertPageSchema,
  alertParamsSchema,
  alertSchema,
  createAlertPayloadSchema,
  createdAlertSchema,
  markReadPayloadSchema,
  MAX_ACTIVE_ALERTS,
  MAX_ALERTS,
  notificationListSchema,
  pricedInstrumentSchema,
  updateAlertPayloadSchema,
} from '@contract/alerts';
import { detailErrorSchema } from '@contract/errors';
import type { AppContext, AppEnv } from '../app-context';
import { requireUser } from '../auth/require-user';
import { NOT_FOUND } from '../http/errors';
import { createRouter } from '../http/router';
import { parseAlert } from './alert-input';
import { pageLinks, pageRequest } from '../portfolio/pagination';
import { alertPage, changeAlert, insertAlert } from './alert-store';
import { pricedInstruments } from './alert-check';
import { inputErrors, jsonRequestBody, jsonResponse, signedInOperations } from '../http/openapi-parts';

/** Price alerts and the in-app notification list (product §14). Every row read or written is the caller's own. */

const missing = { 404: jsonResponse(detailErrorSchema, 'Not found (or another person’s)') };
const operation = signedInOperations('alerts');

const listAlerts = operation({
  method: 'get',
  path: '/api/alerts/',
  summary: `The person’s price alerts (at most ${MAX_ALERTS}), oldest first; \`limit\`/\`offset\` for a page`,
  request: { query: alertListQuerySchema },
  responses: {
    200: jsonResponse(
      z.union([z.array(alertSchema), alertPageSchema]),
      'Every alert (no paging parameters), or the page asked for',
    ),
    ...inputErrors,
  },
});
const createAlert = operation({
  method: 'post',
  path: '/api/alerts/',
  summary: `Create an armed alert (at most ${MAX_ACTIVE_ALERTS} active, ${MAX_ALERTS} in all)`,
  request: jsonRequestBody(createAlertPayloadSchema),
  responses: {
    201: jsonResponse(createdAlertSchema, 'The alert, and whether the latest price meets it already'),
    ...inputErrors,
  },
});
const listInstruments = operation({
  method: 'get',
  path: '/api/alerts/instruments/',
  summary: 'What an alert may watch: the instruments the latest prices include, each with its price',
  responses: { 200: jsonResponse(z.array(pricedInstrumentSchema), 'The priced instruments') },
});
const updateAlert = operation({
  method: 'patch',
  path: '/api/alerts/{uuid}/',
  summary: 'Change an alert; `{"state": "armed"}` re-arms it, `"paused"` pauses it',
  request: { params: alertParamsSchema, ...jsonRequestBody(updateAlertPayloadSchema) },
  responses: { 200: jsonResponse(alertSchema, 'The alert'), ...inputErrors, ...missing },
});
const deleteAlert = operation({
  method: 'delete',
  path: '/api/alerts/{uuid}/',
  summary: 'Delete an alert (its past notifications stay)',
  request: { params: alertParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...missing },
});
const listNotifications = operation({
  method: 'get',
  path: '/api/notifications/',
  summary: 'In-app notifications, newest first, with the unread count',
  responses: { 200: jsonResponse(notificationListSchema, 'Notifications') },
});
const markRead = operation({
  method: 'post',
  path: '/api/notifications/read/',
  summary: 'Mark notifications read (the given `uuids`, or all)',
  request: jsonRequestBody(markReadPayloadSchema),
  responses: { 200: jsonResponse(z.object({ unread: z.number() }), 'What is left unread'), ...inputErrors },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const asObject = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const NOT_OBJECT = { non_field_errors: ['Invalid data. Expected a dictionary, but got another type.'] };
const TOO_MANY = `You can have at most ${MAX_ACTIVE_ALERTS} active alerts.`;
const NOT_PRICED = 'There is no price for this now, so no alert can watch it.';
const TOO_MANY_IN_ALL = `You can have at most ${MAX_ALERTS} alerts, paused ones included.`;

export function notificationRoutes(ctx: AppContext): OpenAPIHono<AppEnv> {
  const app = createRouter();
  app.use('/api/alerts/*', requireUser(ctx));
  app.use('/api/notifications/*', requireUser(ctx));

  app.openapi(listAlerts, async (c) => {
    const page = pageRequest(c.req.valid('query'));
    // Without paging parameters, the whole list as the first clients read it (it holds at most MAX_ALERTS).
    const { count, alerts } = await alertPage(ctx, c.var.user.id, page ?? { limit: MAX_ALERTS, offset: 0 });
    if (!page) return c.json(alerts, 200);
    return c.json(
      { count, ...pageLinks(ctx.config.publicUrl, c.req.url, page, count), results: alerts },
      200,
    );
  });

  app.openapi(listInstruments, async (c) => c.json(await pricedInstruments(ctx.pool), 200));

  app.openapi(createAlert, async (c) => {
    const input = asObject(c.req.valid('json'));
    if (!input) return c.json(NOT_OBJECT, 400);
    const parsed = parseAlert(input, false);
    if ('errors' in parsed) return c.json(parsed.errors, 400);
    const { instrument, condition, threshold } = parsed.ok;
    // parseAlert(…, false) names every field or refuses the body.
    const alert = { instrument: instrument!, condition: condition!, threshold: threshold! };
    const price = (await pricedInstruments(ctx.pool)).find((p) => p.instrument === instrument)?.price;
    if (price === undefined) return c.json({ instrument: [NOT_PRICED] }, 400);
    const row = await insertAlert(ctx, c.var.user.id, alert, {
      maxActive: MAX_ACTIVE_ALERTS,
      max: MAX_ALERTS,
    });
    if (row === 'tooMany') return c.json({ non_field_errors: [TOO_MANY_IN_ALL] }, 400);
    if (row === 'tooManyActive') return c.json({ non_field_errors: [TOO_MANY] }, 400);
    return c.json({ ...row, met_now: metNow(condition!, threshold!, price) }, 201);
  });

  app.openapi(updateAlert, async (c) => {
    const { uuid } = c.req.valid('param');
    const input = asObject(c.req.valid('json'));
    if (!input) return c.json(NOT_OBJECT, 400);
    if (!UUID.test(uuid)) return c.json({ detail: NOT_FOUND }, 404);
    const parsed = parseAlert(input, true);
    if ('errors' in parsed) return c.json(parsed.errors, 400);
    if (parsed.ok.instrument) {
      const priced = await pricedInstruments(ctx.pool);
      if (!priced.some((p) => p.instrument === parsed.ok.instrument))
        return c.json({ instrument: [NOT_PRICED] }, 400);
    }
    const result = await changeAlert(ctx, c.var.user.id, uuid, parsed.ok, MAX_ACTIVE_ALERTS);
    if (result === 'missing') return c.json({ detail: NOT_FOUND }, 404);
    if (result === 'tooMany') return c.json({ non_field_errors: [TOO_MANY] }, 400);
    return c.json(result, 200);
  });

  app.openapi(deleteAlert, async (c) => {
    const { uuid } = c.req.valid('param');
    if (!UUID.test(uuid)) return c.json({ detail: NOT_FOUND }, 404);
    const { rowCount } = await ctx.pool.query('DELETE FROM price_alerts WHERE uuid = $1 AND user_id = $2', [
      uuid,
      c.var.user.id,
    ]);
    return rowCount ? c.body(null, 204) : c.json({ detail: NOT_FOUND }, 404);
  });

  app.openapi(listNotifications, async (c) => {
    const { rows } = await ctx.pool.query(
      `SELECT uuid::text, kind, read,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
              payload->>'instrument' AS instrument, payload->>'condition' AS condition,
              payload->>'threshold' AS threshold, payload->>'price' AS price
         FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200`,
      [c.var.user.id],
    );
    return c.json({ unread: await unread(ctx, c.var.user.id), results: rows }, 200);
  });

  app.openapi(markRead, async (c) => {
    const input = asObject(c.req.valid('json'));
    if (!input) return c.json(NOT_OBJECT, 400);
    const uuids = input.uuids;
    if (
      uuids !== undefined &&
      (!Array.isArray(uuids) || !uuids.every((u) => typeof u === 'string' && UUID.test(u)))
    )
      return c.json({ uuids: ['Expected a list of notification uuids.'] }, 400);
    await ctx.pool.query(
      `UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read AND ($2::uuid[] IS NULL OR uuid = ANY ($2))`,
      [c.var.user.id, uuids ?? null],
    );
    return c.json({ unread: await unread(ctx, c.var.user.id) }, 200);
  });

  return app;
}

/** Whether `price` meets an above or below condition already (a % move is never met at its making). */
function metNow(condition: string, threshold: string, price: string): boolean {
  if (condition === 'above') return new Big(price).gt(threshold);
  if (condition === 'below') return new Big(price).lt(threshold);
  return false;
}

async function unread(ctx: AppContext, userId: number): Promise<number> {
  const { rows } = await ctx.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT read',
    [userId],
  );
  return rows[0]!.n;
}
