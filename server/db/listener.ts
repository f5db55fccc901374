import pg from 'pg';
import type { AppContext } from '../app-context';

const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * What a cache kept current by `LISTEN channel` is told. While the connection is down notifications may be missed,
 * so a cache must not trust what it holds from `onLost` until the next `onListening`.
 */
export interface ChannelSubscriber {
  channel: string;
  /** A notification on the channel, in commit order. */
  onNotification(payload: string): void;
  /** LISTEN is in effect: from here on every commit's notification arrives (re-read what may have been missed). */
  onListening(): Promise<void> | void;
  /** The connection dropped or the listener stopped: notifications may be missed from now on. */
  onLost(): void;
}

/**
 * `LISTEN` on a dedicated connection (not one of the pool's: a LISTEN connection is held for the life of the
 * process), reconnecting with backoff from 1 s to 30 s when it drops. Used by the price cache
 * (server/prices/price-listener.ts) and the user check's cache (server/auth/user-check-cache.ts).
 */
export function listenOnChannel(
  ctx: AppContext,
  name: string,
  subscriber: ChannelSubscriber,
): { stop(): Promise<void> } {
  const log = ctx.log.child({ module: name });
  let client: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  let retryDelay = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const unlisten = () => {
    if (!listening) return;
    listening = false;
    subscriber.onLost();
  };

  const lost = (why: unknown) => {
    const c = client;
    client = null;
    unlisten();
    c?.removeAllListeners();
    c?.on('error', () => undefined);
    void c?.end().catch(() => undefined);
    if (stopped || ctx.pool.ending) return;
    log.warn({ err: why, retryInMs: retryDelay }, `${name} disconnected; will reconnect`);
    retryTimer = setTimeout(connect, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
  };

  async function connect(): Promise<void> {
    retryTimer = null;
    if (stopped) return;
    // Named `dahabi-<name>` only once LISTEN is in effect: a writer counts the instances to wait for by that name
    // (server/auth/user-check-cache.ts), and one counted before it listens would hold the writer to its time-out.
    const c = new pg.Client({ ...ctx.pool.options, application_name: `dahabi-${name}-starting` });
    client = c;
    c.on('error', (err) => lost(err));
    c.on('end', () => {
      if (client === c) lost(new Error('connection ended'));
    });
    c.on('notification', (msg) => {
      if (client === c && msg.channel === subscriber.channel) subscriber.onNotification(msg.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${subscriber.channel}`);
      await c.query(`SELECT set_config('application_name', $1, false)`, [`dahabi-${name}`]);
      if (stopped || client !== c) return;
      listening = true;
      retryDelay = RECONNECT_MIN_MS;
      await subscriber.onListening();
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
      unlisten();
      if (c) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}
