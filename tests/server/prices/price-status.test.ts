import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceStatusSchema } from '@contract/price-status';
import { startPricePoller } from '@server/prices/poller';
import { recordSnapshot } from '@server/prices/price-store';
import { ProviderError, type PriceProvider } from '@server/prices/providers/price-provider';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { manualSnapshot } from './fixtures/snapshots';

const HOUR = 3_600_000;
const T0 = Date.parse('2027-03-01T10:00:00Z');
let nowMs = T0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(nowMs) });
});
afterAll(() => t.close());

async function status() {
  const res = await t.app.request('/api/prices/status/');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return priceStatusSchema.parse(await res.json());
}

function capturingLog() {
  const lines: Array<Record<string, unknown>> = [];
  return { lines, log: pino({ level: 'info' }, { write: (l: string) => lines.push(JSON.parse(l)) }) };
}

describe('GET /api/prices/status/', () => {
  it('calls the prices stale while none was ever stored', async () => {
    expect(await status()).toEqual({
      last_updated: null,
      age_seconds: null,
      stale: true,
      stale_after_hours: 24,
      provider: 'manual',
      last_success_at: null,
      failing_since: null,
      last_error: null,
    });
  });

  it('gives the age of the latest prices, fresh within the threshold and stale past it', async () => {
    await recordSnapshot(t.ctx, manualSnapshot({ takenAt: new Date(T0 - 2 * HOUR) }));
    expect(await status()).toMatchObject({
      last_updated: '2027-03-01T08:00:00.000Z',
      age_seconds: 7_200,
      stale: false,
    });
    nowMs = T0 + 23 * HOUR; // 25 hours after the prices were taken
    expect(await status()).toMatchObject({ age_seconds: 25 * 3_600, stale: true });
  });

  it('reports why the live provider fails, logs an error once it has failed for hours, and clears on success', async () => {
    const { lines, log } = capturingLog();
    let fail = true;
    let calls = 0;
    const provider: PriceProvider = {
      name: 'flaky',
      fetchLatest() {
        calls += 1;
        if (fail) return Promise.reject(new ProviderError('gold-api.com: HTTP 503'));
        return Promise.resolve(manualSnapshot({ takenAt: new Date(nowMs - 60_000), source: 'live' }));
      },
    };
    const started = nowMs;
    const poller = startPricePoller(
      { ...t.ctx, log },
      { provider, intervalMs: 10_000, retryBaseMs: 20, electionRetryMs: 50 },
    );
    try {
      await expect.poll(() => calls, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      const failing = await status();
      expect(failing.last_error).toBe('gold-api.com: HTTP 503');
      expect(failing.failing_since).toBe(new Date(started).toISOString());
      expect(lines.some((l) => l.level === 50)).toBe(false); // a short outage only warns

      nowMs = started + 4 * HOUR;
      await expect
        .poll(() => lines.filter((l) => l.level === 50).map((l) => l.msg), { timeout: 10_000 })
        .toContain(
          'the live price provider has failed for 4 hours: people see older prices (with their age)',
        );
      // Once an hour, not at every retry (retries back off from 20 ms, so keep their number small).
      const before = calls;
      await expect.poll(() => calls, { timeout: 10_000 }).toBeGreaterThan(before);
      expect(lines.filter((l) => l.level === 50)).toHaveLength(1);

      fail = false;
      await expect.poll(async () => (await status()).failing_since, { timeout: 10_000 }).toBeNull();
      expect(await status()).toMatchObject({
        last_error: null,
        last_success_at: new Date(nowMs).toISOString(),
        stale: false,
      });
    } finally {
      await poller.stop();
    }
  });
});
