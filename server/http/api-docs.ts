import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';

const dir = path.join(import.meta.dirname, 'api-docs');
const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

/** /api/docs/: a readable API reference rendered from /api/schema/, served locally (no CDN, CSP-clean). */
export function apiDocsRoutes(): Hono {
  const files = {
    html: read('index.html'),
    js: read('docs.js'),
    css: read('docs.css'),
  };
  const app = new Hono();
  app.get('/api/docs', (c) => c.redirect('/api/docs/', 301));
  app.get('/api/docs/', (c) => c.html(files.html, 200, { 'Cache-Control': 'no-cache' }));
  app.get('/api/docs/docs.js', (c) =>
    c.body(files.js, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.get('/api/docs/docs.css', (c) =>
    c.body(files.css, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  return app;
}
