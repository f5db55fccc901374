import pg from 'pg';
import type { AppContext } from '../app-context';
import { priceCache, PRICES_CHANGED_CHANNEL } from './price-cache';

const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * Keeps this process's price cache current with `LISTEN prices_changed` on a dedicated connection (not one
 * of the pool's: a LISTEN connection is held for the life of the process). When the connection drops, the
 * cache falls back to re-reading the database every few seconds, and the listener reconnects with backoff;
 * on every (re)connect the whole series is read again, since notifications may have been missed.
 */
export function listenForPriceChanges(ctx: AppContext): { stop(): Promise<void> } {
  const cache = priceCache(ctx.pool);
  const log = ctx.log.child({ module: 'price-listener' });
  let client: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  let retryDelay = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const lost = (why: unknown) => {
    const c = client;
    client = null;
    if (listening) {
      listening = false;
      cache.listeners -= 1;
    }
    c?.removeAllListeners();
    c?.on('error', () => undefined);
    void c?.end().catch(() => undefined);
    if (stopped || ctx.pool.ending) return;
    log.warn({ err: why, retryInMs: retryDelay }, 'price change listener disconnected; will reconnect');
    retryTimer = setTimeout(connect, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
  };

  async function connect(): Promise<void> {
    retryTimer = null;
    if (stopped) return;
    const c = new pg.Client({ ...ctx.pool.options, application_name: 'dahabi-price-listener' });
    client = c;
    c.on('error', (err) => lost(err));
    c.on('end', () => {
      if (client === c) lost(new Error('connection ended'));
    });
    c.on('notification', (msg) => {
      if (msg.channel !== PRICES_CHANGED_CHANNEL) return;
      cache.onChanged(ctx, msg.payload ?? '*').catch((err: unknown) => {
        log.error({ err }, 'could not read a changed price snapshot; reloading prices');
        void cache.reload(ctx).catch(() => undefined);
      });
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${PRICES_CHANGED_CHANNEL}`);
      if (stopped || client !== c) return;
      listening = true;
      cache.listeners += 1;
      retryDelay = RECONNECT_MIN_MS;
      await cache.reload(ctx);
    } catch (err) {
      if (client === c) lost(err);
    }
  }

  const started = connect();

  return {
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      await started.catch(() => undefined);
      const c = client;
      client = null;
      if (listening) {
        listening = false;
        cache.listeners -= 1;
      }
      if (c) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}
