import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { AppContext } from './app-context';
import { fastPortfolioReads } from './portfolio/fast-reads';

export interface HttpServerOptions {
  /**
   * Answer the dashboard's cached value and holdings reads ahead of the app (ADR 031; on unless false). Tests turn
   * it off to compare the fast reads' answers with the app's.
   */
  fastReads?: boolean;
}

/**
 * The HTTP server of an instance: the Hono app through @hono/node-server, as `createAdaptorServer` makes it, with
 * the fast reads (server/portfolio/fast-reads.ts) in front. Not listening yet.
 */
export function createHttpServer(
  ctx: AppContext,
  app: { fetch: (request: Request, env: object) => Response | Promise<Response> },
  options: HttpServerOptions = {},
): Server {
  const hono = getRequestListener(app.fetch);
  // With CORS configured every API answer carries Vary and maybe its origin: left to the app.
  if (options.fastReads === false || ctx.config.corsOrigins.length > 0) return createServer(hono);
  const fast = fastPortfolioReads(ctx);
  return createServer((req, res) => {
    const answered = fast(req, res);
    if (answered === false) void hono(req, res);
    else
      void answered.then((done) => {
        if (!done) return hono(req, res);
      });
  });
}
