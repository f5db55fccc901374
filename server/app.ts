import { OpenAPIHono } from '@hono/zod-openapi';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { AppContext, AppEnv } from './app-context';
import { accountRoutes } from './auth/account-routes';
import { authRoutes } from './auth/routes';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './db/unavailable';
import { configRoutes } from './auth/config-routes';
import { apiDocsRoutes } from './http/api-docs';
import { methodNotAllowed, NOT_FOUND, validationHook } from './http/errors';
import { healthRoutes } from './http/health-routes';
import { IDEMPOTENCY_HEADER } from './http/idempotency';
import { allowedMethodsOf } from './http/allowed-methods';
import { isComplete } from './http/complete-response';
import { RememberedRoutes } from './http/remembered-routes';
import { bodyChecks } from './http/json-body';
import { requestIdFor } from './http/request-id';
import { isApiPath, loggedPath, logRequest } from './http/request-log';
import { addStandardHeaders, standardHeaders } from './http/standard-headers';
import { notificationRoutes } from './notifications/routes';
import { switchOffRoutes } from './notifications/switch-off-routes';
import { csvRoutes, transactionsImportRoute } from './portfolio/csv-routes';
import { portfolioWriteGate } from './portfolio/write-gate';
import { portfolioRoutes } from './portfolio/routes';
import { householdRoutes } from './household/routes';
import { sharingRoutes } from './household/sharing-routes';
import { zakatRoutes } from './zakat/routes';
import { priceRoutes } from './prices/routes';
import { reportRoutes } from './reports/routes';
import { spaHandler } from './static/spa';
import { afterWrite } from './auth/user-check-cache';
import { committedUserCheckWrite } from './db/user-check-writes';

const API_VERSION = '1.0.0';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The whole HTTP application, without listening (tests call `app.request()`; main.ts serves it).
 * Order: request id, standard headers and log (one middleware) → CORS → body limit and JSON parse →
 * routes → SPA, 405 or 404.
 */
export interface AppOptions {
  /** Compress the SPA's files in the background right away (the server does; tests do not). */
  warmSpa?: boolean;
}

export function createApp(ctx: AppContext, options: AppOptions = {}): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook, router: new RememberedRoutes() });

  // Every request: an id (X-Request-Id, and on its log line), the standard headers (security headers, no-store on
  // the API) and one log line. One middleware calling plain functions rather than four: each middleware layer
  // costs every request a few promises and closures. An answer built by completeResponse has the headers already.
  app.use(async (c, next) => {
    const started = performance.now();
    const id = requestIdFor(c);
    c.set('requestId', id);
    const standard = standardHeaders(c, ctx.config, id);
    c.set('standardHeaders', standard);
    if (READ_METHODS.has(c.req.method)) await next();
    // A write to what the user check reads answers once every instance has been told of it (user-check-cache.ts).
    else if (await committedUserCheckWrite(next)) await afterWrite(ctx);
    if (!isComplete(c.res)) addStandardHeaders(c.res, standard);
    logRequest(ctx.log, ctx.config, c, id, started);
  });
  if (ctx.config.corsOrigins.length > 0) {
    const corsMiddleware = cors({
      origin: ctx.config.corsOrigins,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language', IDEMPOTENCY_HEADER],
      exposeHeaders: ['X-Request-Id', 'Idempotent-Replayed'],
      maxAge: 600,
    });
    for (const prefix of ['/api/*', '/auth/*', '/transactions/*']) app.use(prefix, corsMiddleware);
  }
  app.use(bodyChecks(new Set([transactionsImportRoute.path])));

  app.route('/', healthRoutes(ctx));
  app.route('/', configRoutes(ctx));
  app.route('/', authRoutes(ctx));
  app.route('/', accountRoutes(ctx));
  app.route('/', priceRoutes(ctx));
  // Before portfolioRoutes: its /api/portfolios/transactions/* middleware would otherwise see export.csv first.
  // One write gate (ADR 013) for both: an import waits in the same line as the person's other writes.
  const portfolioGate = portfolioWriteGate(ctx);
  app.route('/', csvRoutes(ctx, portfolioGate));
  app.route('/', portfolioRoutes(ctx, portfolioGate));
  app.route('/', zakatRoutes(ctx));
  app.route('/', householdRoutes(ctx));
  app.route('/', sharingRoutes(ctx));
  app.route('/', notificationRoutes(ctx));
  app.route('/', switchOffRoutes(ctx));
  app.route('/', reportRoutes(ctx));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The access token from POST /api/users/login/ (5 minutes; renew with POST /auth/jwt/refresh/).',
  });
  app.doc31('/api/schema/', {
    openapi: '3.1.0',
    info: {
      title: 'Dahabi API',
      version: API_VERSION,
      description:
        "Gold and foreign-currency savings valued in EGP. Errors are shaped as Django REST framework's: " +
        '`{"field": ["message"]}` for validation, `{"detail": "message"}` otherwise.',
    },
  });
  app.route('/', apiDocsRoutes());

  const spa = spaHandler(ctx);
  if (options.warmSpa) void spa.warm();
  // No route answered: the SPA's pages and files, else 405 with Allow when the path has routes for other methods
  // (Django's answer), else 404.
  const allowedMethods = allowedMethodsOf(app);
  app.notFound((c) => {
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && !isApiPath(c.req.path)) return spa(c);
    const allowed = allowedMethods(c.req.path);
    if (allowed.length > 0 && !allowed.includes(c.req.method)) {
      return c.json({ detail: methodNotAllowed(c.req.method) }, 405, { Allow: allowed.join(', ') });
    }
    return c.json({ detail: NOT_FOUND }, 404);
  });

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const status = error.status;
      if (status === 415) {
        const type = c.req.header('content-type') ?? '';
        return c.json({ detail: `Unsupported media type "${type}" in request.` }, 415);
      }
      if (status === 400 && /JSON/i.test(error.message))
        return c.json({ detail: 'JSON parse error - malformed JSON' }, 400);
      if (status < 500) return c.json({ detail: error.message || 'Bad request.' }, status);
    }
    if (isDatabaseUnavailable(error)) {
      ctx.log.warn(
        {
          reqId: c.get('requestId'),
          path: loggedPath(c.req.path),
          err: { message: (error as Error).message },
        },
        'database unavailable',
      );
      return c.json({ detail: DATABASE_UNAVAILABLE }, 503, { 'Retry-After': '5' });
    }
    ctx.log.error(
      { reqId: c.get('requestId'), method: c.req.method, path: loggedPath(c.req.path), err: error },
      'unhandled error',
    );
    return c.json({ detail: 'A server error occurred.' }, 500);
  });

  return app;
}
