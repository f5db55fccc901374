import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '@server/app-context';
import { portfolioWriteGate } from '@server/portfolio/write-gate';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ASSET, buy, newCaller, NOW, recordPrices } from './helpers';

/**
 * ADR 013's write line is entered once per request: a path that two routers gate (the CSV import, under
 * `/api/portfolios/transactions/*`) must not make a request wait in its person's line behind itself, which never
 * answered and left every later write of that person waiting until the process restarted.
 */

const TX = '/api/portfolios/transactions/';
const IMPORT = `${TX}import/`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await recordPrices(t.ctx, '2026-11-22T09:00:00Z', { k24: 4100, k21: 3600, k18: 3100, usd: 51 });
});
afterAll(() => t?.close());

/** The answer, or a failure after two seconds instead of a test that hangs until its own timeout. */
async function promptly(answer: Response | Promise<Response>): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer within 2 s')), 2000);
  });
  try {
    return await Promise.race([Promise.resolve(answer), late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the write line', () => {
  it('GET, DELETE, PATCH and PUT on the import path answer 405 at once; the person’s next create is stored', async () => {
    const person = await newCaller(t);
    for (const method of ['DELETE', 'PATCH', 'PUT', 'GET']) {
      const res = await promptly(
        t.app.request(IMPORT, {
          method,
          headers: { Authorization: person.authHeader, 'Content-Type': 'application/json' },
          body: method === 'PATCH' || method === 'PUT' ? '{}' : undefined,
        }),
      );
      expect([method, res.status, await res.json()]).toEqual([
        method,
        405,
        { detail: `Method "${method}" not allowed.` },
      ]);
      expect(res.headers.get('allow')).toBe('POST');
    }
    const created = await promptly(
      t.app.request(TX, {
        method: 'POST',
        headers: { Authorization: person.authHeader, 'Content-Type': 'application/json' },
        body: JSON.stringify(buy(ASSET.gram_21k, 2, 3500, '2026-11-01')),
      }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
  });

  it('a request that passes the same line twice (two routers gating one path) enters it once', async () => {
    const gate = portfolioWriteGate(t.ctx);
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('user', { id: 1 } as AppEnv['Variables']['user']);
      await next();
    });
    app.use('/gated/*', gate.line);
    app.use('/gated/twice/', gate.line);
    app.delete('/gated/twice/', (c) => c.body(null, 204));
    for (let i = 0; i < 3; i++)
      expect((await promptly(app.request('/gated/twice/', { method: 'DELETE' }))).status).toBe(204);
  });
});
