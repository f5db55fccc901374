import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { JSON_CONTENT_SECURITY_POLICY } from '@server/http/standard-headers';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, caller, NOW, recordPrices } from '../portfolio/helpers';

/**
 * The headers as they leave the socket, through @hono/node-server as in production (app.request() never uses its
 * Response class): answers built from one plain header object (server/http/complete-response.ts) and answers the
 * outermost middleware completes must carry the same standard headers, each exactly once.
 */

const STANDARD = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-resource-policy',
  'x-permitted-cross-domain-policies',
  'x-request-id',
];

let t: TestApp;
let server: Server;
let port: number;
let authHeader: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await recordPrices(t.ctx, '2026-11-22T09:00:00Z', { k24: 4100, k21: 3600, k18: 3100, usd: 51 });
  ({ authHeader } = await createActiveUser(t.ctx));
  expect(
    (await caller(t, authHeader).post('/api/portfolios/transactions/', buy(ASSET.usd, 5, 48, '2026-11-02')))
      .status,
  ).toBe(201);
  server = createAdaptorServer({ fetch: t.app.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

interface WireAnswer {
  status: number;
  /** Lower-case name → every value sent under it. */
  headers: Map<string, string[]>;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const sent = new Map<string, string[]>();
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        const name = res.rawHeaders[i]!.toLowerCase();
        sent.set(name, [...(sent.get(name) ?? []), res.rawHeaders[i + 1]!]);
      }
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, headers: sent }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A JSON answer's standard headers, each once: a policy under which nothing loads, and no document's policies. */
function expectStandardOnce(answer: WireAnswer, cacheControl: string) {
  for (const name of STANDARD) expect(answer.headers.get(name), name).toHaveLength(1);
  expect(answer.headers.get('content-security-policy')).toEqual([JSON_CONTENT_SECURITY_POLICY]);
  expect(answer.headers.get('permissions-policy')).toBeUndefined();
  expect(answer.headers.get('cross-origin-opener-policy')).toBeUndefined();
  expect(answer.headers.get('cache-control')).toEqual([cacheControl]);
  expect(answer.headers.get('x-frame-options')).toEqual(['DENY']);
}

describe('standard headers on the wire', () => {
  it('market: 200, 304 and HEAD', async () => {
    const ok = await get('/api/prices/market/');
    expect(ok.status).toBe(200);
    expectStandardOnce(ok, 'public, no-cache');
    expect(ok.headers.get('content-type')).toEqual(['application/json']);
    const etag = ok.headers.get('etag')![0]!;
    const notModified = await get('/api/prices/market/', { 'If-None-Match': etag });
    expect(notModified.status).toBe(304);
    expectStandardOnce(notModified, 'public, no-cache');
    const head = await get('/api/prices/market/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expectStandardOnce(head, 'public, no-cache');
  });

  it('value, holdings and chart, and the answers no route built (401, 404, 405)', async () => {
    for (const path of [
      '/api/portfolios/value/',
      '/api/portfolios/holdings/',
      '/api/portfolios/chart/?range=1w',
    ]) {
      const answer = await get(path, { Authorization: authHeader });
      expect(answer.status, path).toBe(200);
      expectStandardOnce(answer, 'no-store');
      expect(answer.headers.get('content-type')).toEqual(['application/json']);
    }
    for (const [path, status, method] of [
      ['/api/portfolios/value/', 401, 'GET'],
      ['/api/nothing-here/', 404, 'GET'],
      ['/api/prices/market/', 405, 'DELETE'],
    ] as const) {
      const answer = await get(path, {}, method);
      expect(answer.status, path).toBe(status);
      expectStandardOnce(answer, 'no-store');
    }
  });

  it('a request id passed on by a proxy comes back once', async () => {
    const answer = await get('/api/prices/market/', { 'X-Request-Id': 'edge-42' });
    expect(answer.headers.get('x-request-id')).toEqual(['edge-42']);
  });
});
