import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (
  path: string,
  body: string,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
) => t.app.request(path, { method: 'POST', body, headers });

describe('health', () => {
  it('GET /healthz answers 200 alive', async () => {
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'alive' });
  });

  it('GET /readyz answers 200 when the database answers', async () => {
    const res = await t.app.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });
});

describe('errors are JSON, never 500', () => {
  it('bad JSON → 400 with a DRF-style parse error', async () => {
    const res = await post('/api/users/login/', '{"email": ');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { detail: string };
    expect(body.detail).toMatch(/^JSON parse error - /);
  });

  it('a 65 KiB body → 413 JSON', async () => {
    const res = await post('/api/users/login/', JSON.stringify({ email: 'a'.repeat(65 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ detail: 'Request body is too large (the limit is 64 KiB).' });
  });

  it('unknown API route → 404 {"detail":"Not found."}', async () => {
    for (const path of ['/api/nothing-here/', '/auth/nope/', '/api/']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Not found.' });
    }
    const res = await post('/api/nothing-here/', '{}');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found.' });
  });

  it('a known path with the wrong method → 405 JSON with Allow', async () => {
    const res = await t.app.request('/healthz', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expect(await res.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
  });
});

describe('security headers', () => {
  it('are on API responses, errors included: JSON answers under a policy that lets nothing load or frame them', async () => {
    for (const res of [await t.app.request('/healthz'), await t.app.request('/api/missing/')]) {
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('permissions-policy')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-request-id')).toBeTruthy();
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('a page under /api/ (the API documentation) has a document’s policy: our scripts and Google’s', async () => {
    const res = await t.app.request('/api/docs/');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('are on answers that no route gave (405, 413, a JSON parse error), with no-store and a request id', async () => {
    const answers = [
      await t.app.request('/healthz', { method: 'DELETE' }),
      await post('/api/users/login/', JSON.stringify({ email: 'a'.repeat(65 * 1024) })),
      await post('/api/users/login/', '{"email": '),
    ];
    expect(answers.map((r) => r.status)).toEqual([405, 413, 400]);
    for (const res of answers) {
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    // API answers are never stored; the health check is not an API path.
    expect(answers.slice(1).map((r) => r.headers.get('cache-control'))).toEqual(['no-store', 'no-store']);
  });

  it('X-Request-Id: a plain id passed on by a proxy is kept, anything else replaced', async () => {
    const given = async (id: string) =>
      (await t.app.request('/healthz', { headers: { 'X-Request-Id': id } })).headers.get('x-request-id');
    expect(await given('edge-7f3a_9=')).toBe('edge-7f3a_9=');
    expect(await given('not plain; <script>')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await given('x'.repeat(256))).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OpenAPI', () => {
  it('serves the 3.1 document and a local reference page', async () => {
    const schema = await t.app.request('/api/schema/');
    expect(schema.status).toBe(200);
    const doc = (await schema.json()) as { openapi: string; info: { title: string } };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Dahabi API');
    const page = await t.app.request('/api/docs/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/api/docs/docs.js"></script>');
    expect(html).not.toMatch(/https?:\/\/(?!localhost)/);
    expect((await t.app.request('/api/docs/docs.js')).status).toBe(200);
  });
});
