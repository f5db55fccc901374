import { afterAll, describe, expect, it } from 'vitest';
import { CONNECTION_WAIT_MS, QUERY_TIMEOUT_MS } from '@server/db/pool';
import { createSignedInUser } from '@tests/support/e2e';
import {
  asRunning,
  cleanUp,
  launch,
  makeDataDir,
  throwawayPostgres,
  timed,
  type ThrowawayPostgres,
} from './processes';

/**
 * Architecture §6, database outage: a server on DATABASE_URL = a PostgreSQL of our own, under load, while that database is
 * stopped (pg_ctl stop -m fast) and, separately, frozen (SIGSTOP of every postgres process, as a hung host or a
 * network partition). Requests must fail fast with a JSON 503 (never a 500, never a hang), /readyz must say 503,
 * and service must come back by itself when the database does.
 */

let pg: ThrowawayPostgres | undefined;
afterAll(async () => {
  await pg?.destroy();
  await cleanUp();
}, 60_000);

const OUTAGE_MS = 8_000;
/**
 * "fail fast": no answer during the outage may take longer than this. The longest a request can be held is its wait
 * for a connection (every one of the pool's is held by a frozen query) and then its one query's timeout: the first
 * query that times out fails the request. Half a second more for the test's own machine being busy.
 */
const FAST_MS = CONNECTION_WAIT_MS + QUERY_TIMEOUT_MS + 500;
/** the database back, the service must answer 2xx again within this */
const RECOVERY_MS = 10_000;

interface Sample {
  at: number;
  path: string;
  status: number;
  ms: number;
  json: boolean;
}

describe('database outage', () => {
  it('stopped, then frozen: 503 fast, /readyz 503, service back by itself', async () => {
    pg = await throwawayPostgres();
    const server = await launch(makeDataDir(), {
      DATABASE_URL: pg.url,
      JWT_SECRET: 'outage-secret-0123456789abcdef0123456789',
    });
    const user = await createSignedInUser(asRunning(server));
    const auth = { authorization: `Bearer ${user.access}` };
    const samples: Sample[] = [];
    let running = true;
    let seq = 0;
    const clients = Array.from({ length: 10 }, async (_, i) => {
      while (running) {
        const post = i % 2 === 0;
        const path = post
          ? '/api/portfolios/transactions/'
          : i % 4 === 1
            ? '/api/portfolios/holdings/'
            : '/readyz';
        const init: RequestInit = post
          ? {
              method: 'POST',
              headers: { ...auth, 'content-type': 'application/json' },
              body: JSON.stringify({
                transaction_type: 'buy',
                asset: 11,
                quantity: 1,
                price: 1000 + seq++,
                timestamp: '2026-11-01T12:00:00Z',
              }),
            }
          : { headers: auth };
        const at = performance.now();
        const r = await timed(`${server.url}${path}`, init, 20_000);
        let json = false;
        try {
          JSON.parse(r.body);
          json = true;
        } catch {
          json = false;
        }
        samples.push({ at, path, status: r.status, ms: r.ms, json });
        await new Promise((res) => setTimeout(res, 50));
      }
    });

    const phases: Record<string, unknown> = {};
    for (const [name, down, up] of [
      ['stopped', () => pg!.stop(), () => pg!.start()],
      ['frozen', async () => pg!.freeze(), async () => pg!.thaw()],
    ] as const) {
      await new Promise((r) => setTimeout(r, 1_500));
      const from = performance.now();
      await down();
      await new Promise((r) => setTimeout(r, OUTAGE_MS));
      const backAt = performance.now();
      await up();
      // service back: the first 2xx of each path after the database returned
      let recoveredMs: number | null = null;
      while (performance.now() - backAt < RECOVERY_MS + 5_000) {
        const ok = samples.filter((s) => s.at > backAt && s.status >= 200 && s.status < 300);
        if (new Set(ok.map((s) => s.path)).size === 3) {
          recoveredMs = Math.round(
            Math.max(
              ...['/readyz', '/api/portfolios/holdings/', '/api/portfolios/transactions/'].map((p) =>
                Math.min(...ok.filter((s) => s.path === p).map((s) => s.at + s.ms)),
              ),
            ) - backAt,
          );
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      const during = samples.filter((s) => s.at > from + 200 && s.at + s.ms < backAt);
      const statuses: Record<string, number> = {};
      for (const s of during)
        statuses[`${s.path} ${s.status}`] = (statuses[`${s.path} ${s.status}`] ?? 0) + 1;
      const overlapping = samples.filter((s) => s.at < backAt && s.at + s.ms > from + 200);
      phases[name] = {
        statuses,
        maxMs: Math.round(Math.max(0, ...overlapping.map((s) => s.ms))),
        recoveredMs,
      };
    }
    running = false;
    await Promise.all(clients);
    console.info(
      `[outage] ${JSON.stringify(phases)} exit=${server.child.exitCode}\n${server.output().slice(-1500)}`,
    );
    expect(server.child.exitCode, 'the server stays up while its DATABASE_URL is unreachable').toBeNull();
    expect(
      samples.filter((s) => s.status >= 500 && s.status !== 503),
      'no 5xx other than 503',
    ).toEqual([]);
    expect(
      samples.filter((s) => s.status === 0),
      'no request hung or lost its connection',
    ).toEqual([]);
    expect(
      samples.filter((s) => !s.json),
      'every answer JSON',
    ).toEqual([]);
    for (const [name, phase] of Object.entries(phases) as [
      string,
      { statuses: Record<string, number>; maxMs: number; recoveredMs: number | null },
    ][]) {
      expect(phase.maxMs, `${name}: slowest answer during the outage`).toBeLessThan(FAST_MS);
      expect(
        Object.keys(phase.statuses).every((k) => k.endsWith(' 503')),
        `${name}: ${JSON.stringify(phase.statuses)}`,
      ).toBe(true);
      expect(phase.statuses['/readyz 503'], `${name}: /readyz reports it`).toBeGreaterThan(0);
      expect(phase.recoveredMs, `${name}: back by itself`).not.toBeNull();
      expect(phase.recoveredMs!).toBeLessThan(RECOVERY_MS);
    }
    await server.stop();
  }, 180_000);
});
