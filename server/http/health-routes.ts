import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../app-context';

const READY_TIMEOUT_MS = 1_000;

/** /healthz: the process answers. /readyz: it can also reach its database (load balancers route on this). */
export function healthRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'alive' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (ctx.draining?.())
      return c.json({ status: 'draining', detail: 'This instance is shutting down.' }, 503);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        ctx.pool.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
        }),
      ]);
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ status: 'unavailable', detail: 'The database is not reachable.' }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
  return app;
}
