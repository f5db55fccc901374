import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchedLookup,
  batchStatement,
  LookupTimeout,
  singleStatement,
  type LookupStatement,
} from '@server/db/batched-lookup';
import { isDatabaseUnavailable } from '@server/db/unavailable';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/**
 * The lookup that concurrent requests share one statement for (server/db/batched-lookup.ts), on the real database:
 * each request must get exactly its own row, however the requests were grouped.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LABELS: LookupStatement = {
  name: 'test-batched-labels',
  text: `SELECT x.label, $2::int * 2 AS doubled, $1 = $1 AS same
           FROM (VALUES (1, 'one'), (2, 'two'), (3, 'three')) AS x(id, label) WHERE x.id = $1`,
  types: ['int', 'int'],
};
const LABEL = ['one', 'two', 'three'];

/** The pool, with the name of every statement it was asked to run. */
function countingPool() {
  const names: string[] = [];
  const pool = {
    query: ((config: pg.QueryConfig) => {
      names.push(config.name ?? '(unnamed)');
      return t.ctx.pool.query(config);
    }) as pg.Pool['query'],
  };
  return { pool, names };
}

describe('batchedLookup', () => {
  it('answers concurrent requests in fewer statements, each with its own row or none', async () => {
    const { pool, names } = countingPool();
    const lookup = batchedLookup<{ label: string; doubled: number; same: boolean }>(pool, LABELS);
    const asked = Array.from({ length: 40 }, (_, i) => [(i % 4) + 1, i] as const); // id 4 has no row
    const rows = await Promise.all(asked.map((values) => lookup.ask(values)));
    rows.forEach((row, i) => {
      const [id, n] = asked[i]!;
      expect(row).toEqual(id === 4 ? undefined : { label: LABEL[id - 1], doubled: n * 2, same: true });
    });
    expect(names.length).toBeLessThan(asked.length);
    expect(names).toContain('test-batched-labels+batch');
  });

  it('runs the plain statement for a request alone', async () => {
    const { pool, names } = countingPool();
    const lookup = batchedLookup<{ label: string }>(pool, LABELS);
    expect(await lookup.ask([2, 0])).toMatchObject({ label: 'two' });
    expect(await lookup.ask([9, 0])).toBeUndefined();
    expect(names).toEqual(['test-batched-labels', 'test-batched-labels']);
  });

  it('answers more requests than one statement takes, every one rightly', async () => {
    const lookup = batchedLookup<{ label: string; doubled: number }>(t.ctx.pool, LABELS);
    const rows = await Promise.all(Array.from({ length: 300 }, (_, i) => lookup.ask([(i % 3) + 1, i])));
    rows.forEach((row, i) => expect(row).toMatchObject({ label: LABEL[i % 3], doubled: i * 2 }));
  });

  it('fails every request of a batch when its statement fails, and keeps answering afterwards', async () => {
    const broken = batchedLookup(t.ctx.pool, {
      ...LABELS,
      name: 'test-batched-broken',
      text: 'SELECT * FROM no_such_table WHERE id = $1 AND $2 = $2',
    });
    const outcomes = await Promise.allSettled([1, 2, 3].map((id) => broken.ask([id, 0])));
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect(String((outcome as PromiseRejectedResult).reason)).toMatch(/no_such_table/);
    }
    const lookup = batchedLookup<{ label: string }>(t.ctx.pool, LABELS);
    await expect(Promise.allSettled([lookup.ask([1, 0]), broken.ask([1, 0])])).resolves.toMatchObject([
      { status: 'fulfilled', value: { label: 'one' } },
      { status: 'rejected' },
    ]);
  });

  it('answers every request within its deadline when the database hangs, those queued behind the hung ones too', async () => {
    const { pool, names } = countingPool();
    const hanging = batchedLookup(
      pool,
      { ...LABELS, name: 'test-batched-hanging', text: 'SELECT $1 + $2 AS sum FROM pg_sleep(2)' },
      { deadlineMs: 300 },
    );
    const asked: Array<Promise<unknown>> = [];
    const settled: number[] = [];
    const started = performance.now();
    // Four lone requests in four turns fill the statements in flight; six more wait behind them.
    for (let i = 0; i < 4; i++) {
      asked.push(hanging.ask([i, 0]));
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (let i = 0; i < 6; i++) asked.push(hanging.ask([i, 1]));
    const outcomes = await Promise.allSettled(
      asked.map((p) => p.finally(() => settled.push(performance.now() - started))),
    );
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as unknown;
      expect(reason).toBeInstanceOf(LookupTimeout);
      expect(isDatabaseUnavailable(reason), 'answered as a 503').toBe(true);
    }
    expect(Math.max(...settled), 'no request waits for the hung statements').toBeLessThan(1_500);
    expect(names, 'the queued requests are not sent once they have timed out').toEqual(
      Array(4).fill('test-batched-hanging'),
    );
  });

  it('refuses parameters that do not match the statement’s', async () => {
    const lookup = batchedLookup(t.ctx.pool, LABELS);
    await expect(lookup.ask([1])).rejects.toThrow('1 values for 2 parameters');
  });

  it('reads every `$k` of the text, however often it stands, as its declared type or from the k-th array', () => {
    expect(singleStatement(LABELS).text).toContain(
      '($2::int)::int * 2 AS doubled, ($1::int) = ($1::int) AS same',
    );
    const { name, text } = batchStatement(LABELS);
    expect(name).toBe('test-batched-labels+batch');
    expect(text).toContain('unnest($1::int[], $2::int[]) WITH ORDINALITY AS asked(p1, p2, n)');
    expect(text).toContain('asked.p2::int * 2 AS doubled, asked.p1 = asked.p1 AS same');
    expect(text).not.toMatch(/\$[12](?!::int\[\])/);
  });
});
