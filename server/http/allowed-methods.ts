import type { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';

/**
 * The methods an app's routes answer on a path (a GET route answers HEAD too), for a 405's `Allow` header. The
 * table is built on first use, when every route is registered; middleware (method ALL) is not a route.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app, whatever its environment
export function allowedMethodsOf(app: Hono<any>): (path: string) => string[] {
  let router: TrieRouter<string[]> | undefined;
  return (path) => {
    router ??= buildRouter(app);
    const allowed = new Set<string>();
    for (const [methods] of router.match('ALL', path)[0]) for (const method of methods) allowed.add(method);
    return [...allowed];
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
function buildRouter(app: Hono<any>): TrieRouter<string[]> {
  const byPath = new Map<string, Set<string>>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.method === 'HEAD') continue;
    const methods = byPath.get(route.path) ?? new Set<string>();
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
    byPath.set(route.path, methods);
  }
  const router = new TrieRouter<string[]>();
  for (const [path, methods] of byPath) router.add('ALL', path, [...methods]);
  return router;
}
