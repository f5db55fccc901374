import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('gold '.repeat(2000))});`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dahabi-test-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('/ serves index.html, revalidated on every visit', async () => {
    const res = await t.app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });

  it('any other non-API path falls back to index.html (client-side routes)', async () => {
    for (const route of ['/dashboard', '/login?next=%2Fportfolio', '/no/such/page']) {
      const res = await t.app.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('hashed assets are immutable and compressed with brotli or gzip', async () => {
    const br = await t.app.request('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(SCRIPT.length / 10);
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(SCRIPT);

    const gz = await t.app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await t.app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('a missing hashed asset is a 404, not the HTML page', async () => {
    const res = await t.app.request('/assets/gone-999.js');
    expect(res.status).toBe(404);
  });

  it('other files keep their type and are revalidated; an unchanged file answers 304', async () => {
    const res = await t.app.request('/favicon.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag')!;
    const again = await t.app.request('/favicon.svg', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('carries the security headers', async () => {
    for (const route of ['/', '/assets/index-abc123.js']) {
      const res = await t.app.request(route);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('path traversal cannot leave dist/', async () => {
    const res = await t.app.request('/%2e%2e/%2e%2e/etc/passwd');
    expect(await res.text()).toBe(INDEX);
  });
});

describe('a rebuild while the server runs', () => {
  it('is picked up: new files are served, old ones are gone, nothing answers 500', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dahabi-test-dist-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<p>v1</p>');
    fs.writeFileSync(path.join(dir, 'assets', 'app-v1.js'), 'v1();');
    const app = await createTestApp({ distDir: dir });
    try {
      expect(await (await app.app.request('/')).text()).toBe('<p>v1</p>');
      expect((await app.app.request('/assets/app-v1.js')).status).toBe(200);

      // What vite build does: empty the folder, write the new hashed files, then index.html.
      fs.rmSync(path.join(dir, 'assets'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'assets'));
      fs.writeFileSync(path.join(dir, 'assets', 'app-v2.js'), 'v2();');
      fs.writeFileSync(path.join(dir, 'index.html'), '<p>v2</p>');
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(path.join(dir, 'index.html'), later, later);

      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await (await app.app.request('/')).text()).toBe('<p>v2</p>');
      expect(await (await app.app.request('/assets/app-v2.js')).text()).toBe('v2();');
      expect((await app.app.request('/assets/app-v1.js')).status).toBe(404);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('without a build', () => {
  it('says so clearly instead of a blank page', async () => {
    const bare = await createTestApp({ distDir: path.join(os.tmpdir(), 'dahabi-no-such-dist') });
    try {
      const html = await bare.app.request('/', { headers: { Accept: 'text/html' } });
      expect(html.status).toBe(503);
      expect(await html.text()).toContain('The web app has not been built');
      const json = await bare.app.request('/dashboard');
      expect(((await json.json()) as { detail: string }).detail).toContain('npm run build');
      // The API still works.
      expect((await bare.app.request('/healthz')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
