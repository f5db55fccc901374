/**
 * The drill's load: signed-in readers and writers driven by autocannon through HAProxy at a bounded rate, and
 * writers that retry a failed write with its Idempotency-Key until it is acknowledged (as the SPA does), each
 * write carrying a price no other write has, so the database can be asked whether it holds it exactly once.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export interface Person {
  email: string;
  password: string;
  access: string;
  userId: number;
}

let sequence = 0;
/** A price no other write of this drill has (numeric(14, 6) keeps it exactly). */
function nextPrice(): string {
  sequence += 1;
  return (100 + sequence / 100).toFixed(2);
}

function writeBody(asset: number, price: string): string {
  return JSON.stringify({
    transaction_type: 'buy',
    asset,
    quantity: 1,
    price,
    timestamp: new Date(Date.now() - 60_000).toISOString(),
  });
}

export interface Cannon {
  stop: () => Promise<autocannon.Result>;
}

/** Readers: value and holdings of each reader in turn, at most `rate` requests a second in all. */
export function readers(url: string, people: Person[], rate: number): Cannon {
  const requests = people.flatMap((p) =>
    ['/api/portfolios/value/', '/api/portfolios/holdings/'].map((path) => ({
      method: 'GET' as const,
      path,
      headers: { authorization: `Bearer ${p.access}` },
    })),
  );
  return cannon({ url, connections: 6, overallRate: rate, requests });
}

/**
 * Writers through autocannon: each request a fresh key and price. What was acknowledged is kept, and so is what was
 * sent and never answered because the run was stopped (such a write may or may not be stored).
 */
export function keyedWriters(url: string, people: Person[], asset: number, rate: number) {
  const acknowledged: Array<{ userId: number; price: string }> = [];
  const unanswered = new Set<string>();
  let turn = 0;
  const instance = cannon({
    url,
    connections: people.length,
    overallRate: rate,
    requests: [
      {
        method: 'POST',
        path: '/api/portfolios/transactions/',
        setupRequest: (request, context) => {
          const person = people[turn++ % people.length]!;
          const price = nextPrice();
          Object.assign(context, { userId: person.userId, price });
          unanswered.add(price);
          return {
            ...request,
            headers: {
              authorization: `Bearer ${person.access}`,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: writeBody(asset, price),
          };
        },
        onResponse: (status, _body, context) => {
          const { userId, price } = context as { userId: number; price: string };
          unanswered.delete(price);
          if (status === 201) acknowledged.push({ userId, price });
        },
      },
    ],
  });
  return { ...instance, acknowledged, unanswered };
}

function cannon(options: autocannon.Options): Cannon {
  let done: (r: autocannon.Result) => void;
  const finished = new Promise<autocannon.Result>((resolve) => (done = resolve));
  const instance = autocannon({ duration: 600, pipelining: 1, timeout: 20, ...options }, (error, result) => {
    if (error) throw error;
    done(result);
  });
  return {
    stop: () => {
      instance.stop();
      return finished;
    },
  };
}

/** Every failed request of a run: transport errors, timeouts and answers other than 2xx. */
export function failures(result: autocannon.Result): number {
  return result.errors + result.timeouts + result.non2xx;
}

/** The statuses of a run, e.g. { 200: 1234, 503: 2 }. */
export function statuses(result: autocannon.Result): Record<string, number> {
  const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> })
    .statusCodeStats;
  return Object.fromEntries(Object.entries(stats ?? {}).map(([code, s]) => [code, s.count]));
}

export interface Acknowledged {
  userId: number;
  price: string;
  key: string;
  attempts: number;
}

/**
 * Writers as the SPA writes: a write that fails on the network or answers 5xx, 409 or 429 is sent again with the same
 * key until it is acknowledged (201). Runs until stop() is called; then every started write is finished.
 */
export function retryingWriters(
  url: string,
  people: Person[],
  asset: number,
  pauseMs: number,
  /** Where each write is sent first (an instance itself); its retries go to `url`. */
  firstUrl = url,
) {
  const acknowledged: Acknowledged[] = [];
  const seen: Record<string, number> = {};
  let stopping = false;
  let gaveUp = 0;
  let inFlight = 0;
  async function writer(person: Person) {
    while (!stopping) {
      const key = randomUUID();
      const price = nextPrice();
      const body = writeBody(asset, price);
      for (let attempt = 1; ; attempt++) {
        let status = 0;
        inFlight += 1;
        try {
          const res = await fetch(`${attempt === 1 ? firstUrl : url}/api/portfolios/transactions/`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${person.access}`,
              'content-type': 'application/json',
              'idempotency-key': key,
            },
            body,
            signal: AbortSignal.timeout(15_000),
          });
          await res.arrayBuffer();
          status = res.status;
        } catch {
          status = 0; // the connection failed or timed out: the write may or may not have happened
        } finally {
          inFlight -= 1;
        }
        seen[status] = (seen[status] ?? 0) + 1;
        if (status === 201) {
          acknowledged.push({ userId: person.userId, price, key, attempts: attempt });
          break;
        }
        if (attempt >= 200 || !(status === 0 || status >= 500 || status === 409 || status === 429)) {
          gaveUp += 1;
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  }
  const running = Promise.all(people.map(writer));
  return {
    acknowledged,
    seen,
    /** Writes sent and not yet answered. */
    inFlight: () => inFlight,
    stop: async () => {
      stopping = true;
      await running;
      return { gaveUp };
    },
  };
}
