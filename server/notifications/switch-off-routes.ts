import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../app-context';
import { serveEmailLink } from '../http/email-link-routes';
import { createRouter } from '../http/router';
import { readSwitchOffToken } from './alert-mail';

/**
 * The e-mail's switch-off link, without a session (product §14): GET shows the alert, POST pauses it. The token names
 * one firing: it works once, and not after the alert was re-armed or changed.
 */
export function switchOffRoutes(ctx: AppContext): OpenAPIHono<AppEnv> {
  const app = createRouter();
  serveEmailLink(app, ctx, {
    tag: 'alerts',
    path: '/api/alert-off/{token}/',
    params: (token) => {
      const fired = readSwitchOffToken(ctx, token);
      return fired && [fired.alert, fired.firing];
    },
    row: {
      table: 'price_alerts',
      where: "uuid = $1 AND firings = $2 AND state = 'fired'",
      set: "state = 'paused'",
      columns: 'instrument, condition, trim_scale(threshold)::text AS threshold',
      schema: z.object({ instrument: z.string(), condition: z.string(), threshold: z.string() }),
    },
    check: { summary: 'What the switch-off link would switch off', answered: 'The alert' },
    act: { summary: 'Switch the alert off (paused) with the link from its e-mail', answered: 'Paused' },
  });
  return app;
}
