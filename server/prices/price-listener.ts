import type { AppContext } from '../app-context';
import { listenOnChannel } from '../db/listener';
import { priceCache, PRICES_CHANGED_CHANNEL } from './price-cache';

/**
 * Keeps this process's price cache current with `LISTEN prices_changed` (server/db/listener.ts). While the
 * connection is down the cache falls back to re-reading the database every few seconds; on every (re)connect the
 * whole series is read again, since notifications may have been missed.
 */
export function listenForPriceChanges(ctx: AppContext): { stop(): Promise<void> } {
  const cache = priceCache(ctx.pool);
  const log = ctx.log.child({ module: 'price-listener' });
  return listenOnChannel(ctx, 'price-listener', {
    channel: PRICES_CHANGED_CHANNEL,
    onNotification(payload) {
      cache.onChanged(ctx, payload || '*').catch((err: unknown) => {
        log.error({ err }, 'could not read a changed price snapshot; reloading prices');
        void cache.reload(ctx).catch(() => undefined);
      });
    },
    async onListening() {
      cache.listeners += 1;
      await cache.reload(ctx);
    },
    onLost() {
      cache.listeners -= 1;
    },
  });
}
