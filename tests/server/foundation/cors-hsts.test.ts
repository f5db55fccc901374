import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ corsOrigins: ['https://app.example.com'] });
  });
  afterAll(() => t.close());

  it('answers a preflight from an allowed origin', async () => {
    const res = await t.app.request('/api/prices/market/', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example.com',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('gives another origin no permission', async () => {
    const res = await t.app.request('/healthz', { headers: { Origin: 'https://evil.example.com' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS off by default, HSTS only over TLS', () => {
  let plain: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    proxied = await createTestApp({ trustProxy: true });
  });
  afterAll(async () => {
    await plain.close();
    await proxied.close();
  });

  it('sends no CORS headers when CORS_ORIGINS is empty', async () => {
    const res = await plain.app.request('/healthz', { headers: { Origin: 'https://app.example.com' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('ignores X-Forwarded-Proto unless TRUST_PROXY is set', async () => {
    const headers = { 'X-Forwarded-Proto': 'https' };
    expect(
      (await plain.app.request('/healthz', { headers })).headers.get('strict-transport-security'),
    ).toBeNull();
    expect(
      (await proxied.app.request('/healthz', { headers })).headers.get('strict-transport-security'),
    ).toBe('max-age=31536000; includeSubDomains');
    expect((await proxied.app.request('/healthz')).headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when the request itself is https', async () => {
    const res = await plain.app.request('https://dahabi.example.com/healthz');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('API answers are not cached by browsers unless a route says so', async () => {
    const res = await plain.app.request('/api/missing/');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a body that is not JSON gets 415, not a 500', async () => {
    const res = await plain.app.request('/api/users/login/', {
      method: 'POST',
      body: 'email=a@b.c',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      detail: 'Unsupported media type "application/x-www-form-urlencoded" in request.',
    });
  });
});
