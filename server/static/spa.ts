import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import { documentRoute, routeDocument } from '@contract/route-documents';
import type { AppContext } from '../app-context';
import { contentTypeOf, isCompressible } from './content-types';

/**
 * Serves the built SPA (vite build → dist/): files as they are, every other GET the app's index.html so the
 * client router takes over (history fallback); the main routes get their own copy of it (dist/routes/). Vite's
 * hashed files under assets/ never change: cached for a year, immutable. Everything else is revalidated (no-cache + ETag). Compressed once with brotli and gzip on
 * first use (warmed in the background at start), then served from memory.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface Entry {
  type: string;
  cacheControl: string;
  etag: string;
  raw: Buffer;
  br?: Buffer;
  gz?: Buffer;
}

export function spaHandler(ctx: AppContext) {
  const assets = new SpaAssets(ctx.config.distDir, ctx.log);
  return Object.assign((c: Context) => assets.respond(c), { warm: () => assets.warm() });
}

export class SpaAssets {
  private files: Map<string, string> | undefined;
  private lastScan = 0;
  /** mtime of dist/index.html when scanned: a rebuild under a running server replaces the whole set. */
  private builtAt = 0;
  private lastBuildCheck = 0;
  private readonly entries = new Map<string, Promise<Entry>>();

  constructor(
    private readonly distDir: string,
    private readonly log: Logger,
  ) {}

  /** Compresses every file ahead of the first visitor. */
  async warm(): Promise<void> {
    for (const rel of this.scan()?.keys() ?? []) await this.entry(rel).catch(() => undefined);
  }

  async respond(c: Context): Promise<Response> {
    const files = this.scan();
    if (!files) return notBuilt(c, this.distDir);

    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path).replace(/^\/+/, '');
    } catch {
      rel = '';
    }
    // The main routes have their own copy of the shell that preloads their code, `/` with the landing page in it
    // (scripts/vite-prerender.ts); any other route gets index.html.
    const routeFile = routeDocument(documentRoute(rel));
    if (files.has(routeFile)) rel = routeFile;
    if (!files.has(rel)) {
      // A missing hashed asset is a real 404 (an HTML page would be run as a script); anything else is a route.
      if (rel.startsWith('assets/')) return c.text('Not found.', 404, { 'Cache-Control': REVALIDATE });
      rel = 'index.html';
      if (!files.has(rel)) return notBuilt(c, this.distDir);
    }
    let entry: Entry;
    try {
      entry = await this.entry(rel);
    } catch {
      // Deleted since the scan (a rebuild in progress): look again next time rather than failing with a 500.
      this.reset();
      return c.text('Not found.', 404, { 'Cache-Control': REVALIDATE });
    }
    if (c.req.header('if-none-match') === entry.etag) {
      return c.body(null, 304, { ETag: entry.etag, 'Cache-Control': entry.cacheControl });
    }
    const headers: Record<string, string> = {
      'Content-Type': entry.type,
      'Cache-Control': entry.cacheControl,
      ETag: entry.etag,
    };
    let body = entry.raw;
    if (entry.br || entry.gz) {
      headers.Vary = 'Accept-Encoding';
      const accepted = c.req.header('accept-encoding') ?? '';
      if (entry.br && /\bbr\b/.test(accepted)) {
        body = entry.br;
        headers['Content-Encoding'] = 'br';
      } else if (entry.gz && /\bgzip\b/.test(accepted)) {
        body = entry.gz;
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = String(body.length);
    // Node's Buffers from readFile and zlib sit on a plain ArrayBuffer (never shared): serve them without a copy.
    return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), 200, headers);
  }

  /** Relative path → absolute path of every file in dist/; undefined when there is no build. Rescanned while missing. */
  private scan(): Map<string, string> | undefined {
    const now = Date.now();
    if (this.files && now - this.lastBuildCheck > 1_000) {
      this.lastBuildCheck = now;
      if (mtimeOf(path.join(this.distDir, 'index.html')) !== this.builtAt) this.reset();
    }
    if (this.files) return this.files;
    if (now - this.lastScan < 2_000) return undefined;
    this.lastScan = now;
    if (!fs.existsSync(path.join(this.distDir, 'index.html'))) return undefined;
    const files = new Map<string, string>();
    const walk = (dir: string) => {
      for (const dirent of fs.readdirSync(dir, { withFileTypes: true })) {
        const abs = path.join(dir, dirent.name);
        if (dirent.isDirectory()) walk(abs);
        else if (dirent.isFile()) files.set(path.relative(this.distDir, abs).split(path.sep).join('/'), abs);
      }
    };
    this.builtAt = mtimeOf(path.join(this.distDir, 'index.html'));
    walk(this.distDir);
    this.files = files;
    this.lastBuildCheck = now;
    this.log.info({ dir: this.distDir, files: files.size }, 'serving the web app');
    return files;
  }

  private reset() {
    this.files = undefined;
    this.lastScan = 0;
    this.entries.clear();
  }

  private entry(rel: string): Promise<Entry> {
    let entry = this.entries.get(rel);
    if (!entry) {
      entry = this.load(rel);
      this.entries.set(rel, entry);
      entry.catch(() => this.entries.delete(rel));
    }
    return entry;
  }

  private async load(rel: string): Promise<Entry> {
    const abs = this.files!.get(rel)!;
    const [raw, stat] = await Promise.all([fs.promises.readFile(abs), fs.promises.stat(abs)]);
    const entry: Entry = {
      type: contentTypeOf(rel),
      cacheControl: rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
      etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      raw,
    };
    if (isCompressible(rel) && raw.length >= MIN_COMPRESS_BYTES) {
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, { level: 9 }),
      ]);
      // Keep a compressed form only when it is actually smaller.
      if (br.length < raw.length) entry.br = br;
      if (gz.length < raw.length) entry.gz = gz;
    }
    return entry;
  }
}

function mtimeOf(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function notBuilt(c: Context, distDir: string) {
  const message = `The web app has not been built (no ${path.join(distDir, 'index.html')}). Run "npm run build", or "npm start", which builds it when needed.`;
  if ((c.req.header('accept') ?? '').includes('text/html')) {
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dahabi</title></head>` +
        `<body style="font-family:system-ui,sans-serif;padding:2rem"><h1>Dahabi</h1><p>${escapeHtml(message)}</p></body></html>`,
      503,
      { 'Cache-Control': 'no-store' },
    );
  }
  return c.json({ detail: message }, 503, { 'Cache-Control': 'no-store' });
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
