import type { PriceStatus } from '@contract/price-status';
import type { AppContext } from '../app-context';
import { getLatestSnapshot } from './price-store';
import { readProviderStatus } from './provider-status';

const HOUR_MS = 3_600_000;

/** GET /api/prices/status/: the age of the prices a person is shown, and why newer ones are not arriving. */
export async function priceStatus(ctx: AppContext): Promise<PriceStatus> {
  const [snapshot, provider] = await Promise.all([getLatestSnapshot(ctx), readProviderStatus(ctx)]);
  const now = ctx.now().getTime();
  const staleAfterHours = ctx.config.priceStaleHours;
  const ageMs = snapshot ? Math.max(0, now - snapshot.takenAt.getTime()) : null;
  return {
    last_updated: snapshot?.takenAt.toISOString() ?? null,
    age_seconds: ageMs === null ? null : Math.floor(ageMs / 1000),
    stale: ageMs === null || ageMs > staleAfterHours * HOUR_MS,
    stale_after_hours: staleAfterHours,
    provider: ctx.config.priceProvider,
    last_success_at: provider.lastSuccessAt?.toISOString() ?? null,
    failing_since: provider.failingSince?.toISOString() ?? null,
    last_error: provider.lastError,
  };
}
