import { TrieRouter } from 'hono/router/trie-router';

/** What is read of an app: its routes (`app.routes` of Hono). */
interface Routed {
  routes: readonly { method: string; path: string }[];
}

/**
 * The methods an app's routes answer on a path (a GET route answers HEAD too), for a 405's `Allow` header. The
 * table is built on first use, when every route is registered; middleware (method ALL) is not a route.
 */
export function allowedMethodsOf(app: Routed): (path: string) => string[] {
  let router: TrieRouter<string[]> | undefined;
  return (path) => {
    router ??= buildRouter(app);
    const allowed = new Set<string>();
    for (const [methods] of router.match('ALL', path)[0]) for (const method of methods) allowed.add(method);
    return [...allowed];
  };
}

function buildRouter(app: Routed): TrieRouter<string[]> {
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
