import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../app-context';
import { NOT_FOUND } from '../http/errors';
import { createRouter } from '../http/router';
import { readSwitchOffToken } from './alert-mail';
import { emailLinkOperations, jsonResponse } from '../http/openapi-parts';

/**
 * The e-mail's switch-off link, without a session (issue 18). GET only reads (mail scanners open links), POST
 * pauses the alert. The token names one firing: it works once, and not after the alert was re-armed or changed.
 */

const answer = z.object({ instrument: z.string(), condition: z.string(), threshold: z.string() });
// Not valid, or already used: the same 404 as any unknown path (DRF's wording).
const INVALID = NOT_FOUND;

const linkOperation = emailLinkOperations('alerts');
const checkRoute = linkOperation({
  method: 'get',
  path: '/api/alert-off/{token}/',
  summary: 'What the switch-off link would switch off (no session needed)',
  responses: { 200: jsonResponse(answer, 'The alert') },
});
const offRoute = linkOperation({
  method: 'post',
  path: '/api/alert-off/{token}/',
  summary: 'Switch the alert off (paused) with the link from its e-mail (no session needed)',
  responses: { 200: jsonResponse(answer, 'Paused') },
});

const COLUMNS = 'instrument, condition, trim_scale(threshold)::text AS threshold';

export function switchOffRoutes(ctx: AppContext): OpenAPIHono<AppEnv> {
  const app = createRouter();
  app.openapi(checkRoute, async (c) => {
    const t = readSwitchOffToken(ctx, c.req.valid('param').token);
    if (!t) return c.json({ detail: INVALID }, 404);
    const { rows } = await ctx.pool.query<z.infer<typeof answer>>(
      `SELECT ${COLUMNS} FROM price_alerts WHERE uuid = $1 AND firings = $2 AND state = 'fired'`,
      [t.alert, t.firing],
    );
    return rows[0] ? c.json(rows[0], 200) : c.json({ detail: INVALID }, 404);
  });
  app.openapi(offRoute, async (c) => {
    const t = readSwitchOffToken(ctx, c.req.valid('param').token);
    if (!t) return c.json({ detail: INVALID }, 404);
    const { rows } = await ctx.pool.query<z.infer<typeof answer>>(
      `UPDATE price_alerts SET state = 'paused' WHERE uuid = $1 AND firings = $2 AND state = 'fired'
       RETURNING ${COLUMNS}`,
      [t.alert, t.firing],
    );
    return rows[0] ? c.json(rows[0], 200) : c.json({ detail: INVALID }, 404);
  });
  return app;
}
