import type { AppContext } from '../app-context';
import { deliverPending } from '../notifications/outbox-sender';
import { repeatWhileLeader, type LeaderJobOptions } from './leader-election';
import { pollOnce } from './poll-once';
import { listenForPriceChanges } from './price-listener';
import { createPriceProvider } from './providers/provider-from-config';
import type { PriceProvider } from './providers/price-provider';
import { recordPollFailure, recordPollSuccess } from './provider-status';
import { importReferenceHistory } from './reference-history';

/** After this long without a successful reading the poller logs an error (once an hour), not only warnings. */
export const LOUD_FAILURE_AFTER_MS = 3 * 3_600_000;
const LOUD_REPEAT_MS = 3_600_000;

/** Advisory lock key of the price poller election ("dahp"); the migration runner uses "dahb". */
export const PRICE_POLLER_LOCK_KEY = 0x64616870n;

/** Defaults: `intervalMs` PRICE_POLL_SECONDS; `electionRetryMs` the poll interval, at most 15 s. */
export interface PricePollerOptions extends LeaderJobOptions {
  /** Default: the provider PRICE_PROVIDER names. Tests inject one. */
  provider?: PriceProvider;
  /** First retry delay after a failed poll (doubling up to the interval, at least 15 minutes). Default 30 s. */
  retryBaseMs?: number;
}

/**
 * The prices background job, started once per process by main.ts:
 * - keeps this process's price cache current (LISTEN prices_changed);
 * - imports the bundled reference history on a fresh database (no network needed);
 * - with PRICE_PROVIDER=live, polls the live provider every PRICE_POLL_SECONDS on ONE elected instance
 *   (leader-election.ts), storing a snapshot only when the reading is new. Failures are logged and retried
 *   with backoff; nothing here can fail a request. PRICE_PROVIDER=manual|reference never touches the network.
 */
export function startPricePoller(
  ctx: AppContext,
  options: PricePollerOptions = {},
): { stop(): Promise<void> } {
  const log = ctx.log.child({ module: 'price-poller' });
  const listener = listenForPriceChanges(ctx);
  const imported = importReferenceHistory(ctx).catch((err: unknown) => {
    log.error({ err }, 'could not import the bundled reference price history');
  });

  const provider =
    options.provider ?? (ctx.config.priceProvider === 'live' ? createPriceProvider(ctx) : null);
  if (!provider) {
    log.info(
      { provider: ctx.config.priceProvider },
      'price polling off: prices come from the admin CLI or the bundled history',
    );
  }
  const intervalMs = options.intervalMs ?? ctx.config.pricePollSeconds * 1000;

  const election = provider
    ? repeatWhileLeader(
        ctx,
        {
          lockKey: PRICE_POLLER_LOCK_KEY,
          retryMs: options.electionRetryMs ?? Math.min(intervalMs, 15_000),
          name: 'price-poller',
        },
        pricePolls(ctx, provider, log, imported, {
          intervalMs,
          retryBaseMs: Math.min(options.retryBaseMs ?? 30_000, intervalMs),
        }),
      )
    : null;

  return {
    async stop() {
      await election?.stop();
      await imported;
      await listener.stop();
    },
  };
}

/**
 * The poller's pass: one poll (once the bundled history is imported), then the wait before the next: the interval,
 * or after failures a retry delay that doubles up to the interval (at least 15 minutes). After LOUD_FAILURE_AFTER_MS
 * of failures it logs an error. The count of failures outlasts a term of leadership: an instance elected again keeps
 * backing off a provider that still fails.
 */
function pricePolls(
  ctx: AppContext,
  provider: PriceProvider,
  log: AppContext['log'],
  imported: Promise<unknown>,
  { intervalMs, retryBaseMs }: { intervalMs: number; retryBaseMs: number },
): (signal: AbortSignal) => Promise<number> {
  const maxRetryMs = Math.max(intervalMs, 15 * 60_000);
  let failures = 0;
  let lastLoudAt: number | null = null;
  return async (signal) => {
    await imported;
    try {
      const result = await pollOnce(ctx, provider, signal);
      failures = 0;
      // The elected instance sends what alerts (and later reports) put in the outbox.
      await deliverPending(ctx).catch((err: unknown) => log.warn({ err }, 'outbox delivery failed'));
      await recordPollSuccess(ctx, ctx.now()).catch((err: unknown) =>
        log.warn({ err }, 'could not record the price provider status'),
      );
      const s = result.snapshot;
      log.info(
        {
          outcome: result.outcome,
          id: s.id,
          takenAt: s.takenAt.toISOString(),
          gold21Buy: s.gold.k21.buy,
          usd: s.rates.USD,
        },
        result.outcome === 'stored' ? 'new prices stored' : 'prices unchanged',
      );
      return intervalMs;
    } catch (err) {
      if (signal.aborted) return 0;
      failures += 1;
      const retryInMs = Math.min(retryBaseMs * 2 ** (failures - 1), maxRetryMs);
      const reason = (err as Error).message;
      log.warn(
        { provider: provider.name, failures, retryInMs, reason },
        'price poll failed; the API keeps serving the last stored prices',
      );
      const at = ctx.now();
      const failingSince = await recordPollFailure(ctx, at, reason).catch(() => null);
      if (failingSince && at.getTime() - failingSince.getTime() >= LOUD_FAILURE_AFTER_MS) {
        if (lastLoudAt === null || at.getTime() - lastLoudAt >= LOUD_REPEAT_MS) {
          lastLoudAt = at.getTime();
          const hours = Math.floor((at.getTime() - failingSince.getTime()) / 3_600_000);
          log.error(
            { provider: provider.name, failingSince: failingSince.toISOString(), reason },
            `the live price provider has failed for ${hours} hours: people see older prices (with their age)`,
          );
        }
      }
      return retryInMs;
    }
  };
}
