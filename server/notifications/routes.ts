import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  alertParamsSchema,
  alertSchema,
  createAlertPayloadSchema,
  markReadPayloadSchema,
  MAX_ACTIVE_ALERTS,
  notificationListSchema,
  updateAlertPayloadSchema,
} from '@contract/alerts';
import { detailErrorSchema } from '@contract/errors';
import type { AppContext, AppEnv } from '../app-context';
import { requireUser } from '../auth/require-user';
import { NOT_FOUND } from '../http/errors';
import { createRouter } from '../http/router';
import { parseAlert } from './alert-input';
import { inputErrors, jsonRequestBody, jsonResponse, signedInOperations } from '../http/openapi-parts';

/** Price alerts and the in-app notification list (issue 18). Every row read or written is the caller's own. */

const missing = { 404: jsonResponse(detailErrorSchema, 'Not found (or another person’s)') };
const operation = signedInOperations('alerts');

const listAlerts = operation({
  method: 'get',
  path: '/api/alerts/',
  summary: 'The person’s price alerts, oldest first',
  responses: { 200: jsonResponse(z.array(alertSchema), 'Alerts') },
});
const createAlert = operation({
  method: 'post',
  path: '/api/alerts/',
  summary: `Create an armed alert (at most ${MAX_ACTIVE_ALERTS} active)`,
  request: jsonRequestBody(createAlertPayloadSchema),
  responses: { 201: jsonResponse(alertSchema, 'The alert'), ...inputErrors },
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

const ALERT_COLUMNS = `uuid::text, instrument, condition, trim_scale(threshold)::text AS threshold, state,
  to_char(fired_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS fired_at,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const asObject = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const NOT_OBJECT = { non_field_errors: ['Invalid data. Expected a dictionary, but got another type.'] };
const TOO_MANY = `You can have at most ${MAX_ACTIVE_ALERTS} active alerts.`;

export function notificationRoutes(ctx: AppContext): OpenAPIHono<AppEnv> {
  const app = createRouter();
  app.use('/api/alerts/*', requireUser(ctx));
  app.use('/api/notifications/*', requireUser(ctx));

  app.openapi(listAlerts, async (c) => {
    const { rows } = await ctx.pool.query(
      `SELECT ${ALERT_COLUMNS} FROM price_alerts WHERE user_id = $1 ORDER BY id`,
      [c.var.user.id],
    );
    return c.json(rows, 200);
  });

  app.openapi(createAlert, async (c) => {
    const input = asObject(c.req.valid('json'));
    if (!input) return c.json(NOT_OBJECT, 400);
    const parsed = parseAlert(input, false);
    if ('errors' in parsed) return c.json(parsed.errors, 400);
    const a = parsed.ok;
    // The count and the insert in one statement, under a lock on the person's row, so two at once stay ≤ 20.
    const { rows } = await ctx.pool.query(
      `WITH me AS (SELECT id FROM users WHERE id = $1 FOR UPDATE)
       INSERT INTO price_alerts (user_id, instrument, condition, threshold, created_at)
       SELECT me.id, $2, $3, $4, $5 FROM me
        WHERE (SELECT count(*) FROM price_alerts WHERE user_id = $1 AND state <> 'paused') < $6
       RETURNING ${ALERT_COLUMNS}`,
      [c.var.user.id, a.instrument, a.condition, a.threshold, ctx.now(), MAX_ACTIVE_ALERTS],
    );
    if (rows.length === 0) return c.json({ non_field_errors: [TOO_MANY] }, 400);
    return c.json(rows[0], 201);
  });

  app.openapi(updateAlert, async (c) => {
    const { uuid } = c.req.valid('param');
    const input = asObject(c.req.valid('json'));
    if (!input) return c.json(NOT_OBJECT, 400);
    if (!UUID.test(uuid)) return c.json({ detail: NOT_FOUND }, 404);
    const parsed = parseAlert(input, true);
    if ('errors' in parsed) return c.json(parsed.errors, 400);
    const a = parsed.ok;
    const { rows } = await ctx.pool.query(
      `UPDATE price_alerts SET instrument = coalesce($3, instrument), condition = coalesce($4, condition),
              threshold = coalesce($5::numeric, threshold), state = coalesce($6, state)
        WHERE uuid = $1 AND user_id = $2
          AND ($6 IS DISTINCT FROM 'armed' OR state <> 'paused'
               OR (SELECT count(*) FROM price_alerts WHERE user_id = $2 AND state <> 'paused') < $7)
       RETURNING ${ALERT_COLUMNS}`,
      [
        uuid,
        c.var.user.id,
        a.instrument ?? null,
        a.condition ?? null,
        a.threshold ?? null,
        a.state ?? null,
        MAX_ACTIVE_ALERTS,
      ],
    );
    if (rows.length > 0) return c.json(rows[0], 200);
    const exists = await ctx.pool.query('SELECT 1 FROM price_alerts WHERE uuid = $1 AND user_id = $2', [
      uuid,
      c.var.user.id,
    ]);
    return exists.rowCount
      ? c.json({ non_field_errors: [TOO_MANY] }, 400)
      : c.json({ detail: NOT_FOUND }, 404);
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

async function unread(ctx: AppContext, userId: number): Promise<number> {
  const { rows } = await ctx.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT read',
    [userId],
  );
  return rows[0]!.n;
}
