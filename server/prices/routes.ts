import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppContext, AppEnv } from '../app-context';
import { createRouter } from '../http/router';

// Placeholder created by server-core so server/app.ts can mount it; the area owner replaces this file.
export function priceRoutes(_ctx: AppContext): OpenAPIHono<AppEnv> {
  return createRouter();
}
