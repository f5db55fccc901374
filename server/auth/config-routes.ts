import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { publicConfigSchema, type PublicConfig } from '@contract/auth';
import type { AppContext, AppEnv } from '../app-context';
import { jsonResponse } from '../http/openapi-parts';
import { createRouter } from '../http/router';

/** GET /api/config/: the public settings the SPA needs before anyone signs in (architecture §4.1). */

const configRoute = createRoute({
  method: 'get',
  path: '/api/config/',
  tags: ['config'],
  summary: 'Public settings of this server',
  description:
    '`google_client_id` is null when Google sign-in is not configured: the SPA then hides its Google buttons.',
  responses: {
    200: jsonResponse(publicConfigSchema, 'Public settings'),
  },
});

export function configRoutes(ctx: AppContext): OpenAPIHono<AppEnv> {
  const app = createRouter();
  const settings: PublicConfig = { google_client_id: ctx.config.googleClientId ?? null };
  app.openapi(configRoute, (c) => c.json(settings, 200, { 'Cache-Control': 'no-cache' }));
  return app;
}
