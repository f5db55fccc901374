/**
 * Where the build writes the document of each main route and where the server looks for it (ADR 011): the build
 * (scripts/vite-prerender.ts), the server (server/static/spa.ts) and the service worker's precache list
 * (vite.config.ts) all follow this one rule.
 */

/** `''` → `routes/index.html`, `dashboard/market` → `routes/dashboard/market.html`, relative to dist/. */
export function routeDocument(route: string): string {
  return `routes/${route || 'index'}.html`;
}

/** The route a document file belongs to (the inverse of routeDocument), or undefined for any other file. */
export function routeOfDocument(file: string): string | undefined {
  if (!file.startsWith('routes/') || !file.endsWith('.html')) return undefined;
  const route = file.slice('routes/'.length, -'.html'.length);
  return route === 'index' ? '' : route;
}

/** Routes whose links carry parameters, each answered with one document for all its links (architecture §7). */
const SHARED_DOCUMENTS: Array<{ route: string; links: RegExp }> = [
  { route: 'activate', links: /^activate\/[^/]+\/[^/]+\/?$/ },
];

/** The route whose document answers a request path (without its leading slash): its own, or a shared one. */
export function documentRoute(path: string): string {
  return SHARED_DOCUMENTS.find((shared) => shared.links.test(path))?.route ?? path;
}
