import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** A recorded answer, or a misbehaviour: a status, a raw body, a delay, or no answer at all. */
export interface FakeAnswer {
  status?: number;
  /** Sent as JSON when an object, as-is when a string (malformed JSON, HTML error pages…). */
  body?: unknown;
  /** Never answer (the client must time out). */
  hang?: boolean;
}

export const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')) as Record<
    string,
    unknown
  >;

/**
 * A local stand-in for the public price APIs: each path answers what the test set, and every request is
 * recorded. Paths not set answer 404.
 */
export async function startFakeFeeds() {
  const answers = new Map<string, FakeAnswer>();
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    requests.push(url);
    const answer = answers.get(url);
    if (!answer) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    if (answer.hang) {
      hanging.add(res);
      return;
    }
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    set(pathname: string, answer: FakeAnswer) {
      answers.set(pathname, answer);
    },
    reset() {
      answers.clear();
      requests.length = 0;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeFeeds = Awaited<ReturnType<typeof startFakeFeeds>>;

/** The three sources (gold-api.com for gold and silver) answering their recorded documents. */
export function answerAllRecorded(feeds: FakeFeeds) {
  feeds.set('/gold/price/XAU', { body: fixture('gold-api-xau.json') });
  feeds.set('/gold/price/XAG', { body: fixture('gold-api-xag.json') });
  feeds.set('/er/v6/latest/USD', { body: fixture('er-api-latest-usd.json') });
  feeds.set('/jsdelivr/currencies/usd.min.json', { body: fixture('currency-api-usd.json') });
  feeds.set('/pages/currencies/usd.min.json', { body: fixture('currency-api-usd.json') });
}

/** The environment of a server (or admin command) whose live provider reads these fake sources. */
export function liveFeedsEnv(feeds: FakeFeeds) {
  return {
    PRICE_PROVIDER: 'live',
    PRICE_GOLD_API_URL: `${feeds.url}/gold`,
    PRICE_RATES_API_URL: `${feeds.url}/er`,
    PRICE_CURRENCY_API_URLS: `${feeds.url}/jsdelivr,${feeds.url}/pages`,
  };
}
