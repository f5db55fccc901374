import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-context';
import { validationHook } from './errors';

/**
 * A route module's router: OpenAPI-aware (its routes land in /api/schema/) and answering DRF-shaped 400s
 * on validation failures. `export function fooRoutes(ctx) { const app = createRouter(); app.openapi(...); return app; }`
 */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
