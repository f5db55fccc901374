import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/**
 * Product §16: a JSON body nested thousands of levels deep (well under the 64 KiB limit) used to overflow
 * the call stack of the NUL check and answer 500 with a stack trace in the log. It is a malformed request: a 400
 * in DRF's parse-error shape, and the server goes on answering.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: string) =>
  t.app.request('/api/users/login/', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
  });

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** A login body whose one unknown field holds `depth - 1` more levels (the body itself is level 1). */
const loginWith = (depth: number) =>
  `{"email":"a@example.com","password":"Gold-Savings-2026!","extra":${arrays(depth - 1)}}`;

async function expectParseError(res: Response, fragment: string) {
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { detail: string };
  expect(Object.keys(body)).toEqual(['detail']);
  expect(body.detail).toMatch(/^JSON parse error - /);
  expect(body.detail).toContain(fragment);
}

describe('deeply nested JSON bodies', () => {
  it('5,000 nested arrays → 400 JSON parse error, and the server still answers', async () => {
    await expectParseError(await login(arrays(5000)), 'nested deeper than 64 levels');
    const health = await t.app.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'alive' });
  });

  it('5,000 nested objects → 400 JSON parse error, and the server still answers', async () => {
    await expectParseError(await login(objects(5000)), 'nested deeper than 64 levels');
    const health = await t.app.request('/healthz');
    expect(health.status).toBe(200);
  });

  it('a body nested 64 levels reaches validation; 65 levels is a parse error', async () => {
    const ok = await login(loginWith(64));
    expect(ok.status).toBe(400);
    expect(await ok.json()).toEqual({ extra: ['Unknown field.'] });
    await expectParseError(await login(loginWith(65)), 'nested deeper than 64 levels');
  });

  it('an ordinary body is answered as before', async () => {
    const res = await login('{"email":"nobody@example.com","password":"Gold-Savings-2026!"}');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'No active account found with the given credentials' });
  });

  it('NUL is still refused deep inside, in a key or in a string', async () => {
    const inKey = `{"email":"a@example.com","extra":${'['.repeat(10)}{"a\\u0000":1}${']'.repeat(10)}}`;
    const inString = `{"email":"a@example.com","extra":${'{"b":'.repeat(10)}"x\\u0000"${'}'.repeat(10)}}`;
    await expectParseError(await login(inKey), 'NUL');
    await expectParseError(await login(inString), 'NUL');
  });
});
