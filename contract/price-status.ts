import { z } from 'zod';

/**
 * GET /api/prices/status/ (product §10: prices that say how old they are). Public, like the market prices.
 * `stale` is true when the latest prices are older than the server's PRICE_STALE_HOURS (or there are none).
 */
export const PRICE_SOURCES = ['live', 'manual', 'reference'] as const;

const instant = z.iso.datetime({ offset: true });

export const priceStatusSchema = z
  .object({
    /** When the latest stored prices were taken; null before any price is stored. */
    last_updated: instant.nullable(),
    /** Seconds from `last_updated` to now. */
    age_seconds: z.number().int().nonnegative().nullable(),
    stale: z.boolean(),
    /** The age from which prices count as stale. */
    stale_after_hours: z.number().int().positive(),
    /** Where new prices come from (PRICE_PROVIDER). */
    provider: z.enum(PRICE_SOURCES),
    /** The live provider's last successful reading; null when it never succeeded (or is not used). */
    last_success_at: instant.nullable(),
    /** Since when every live reading has failed; null when the last one succeeded. */
    failing_since: instant.nullable(),
    /** Why the last live reading failed, one sentence; null when it succeeded. */
    last_error: z.string().nullable(),
  })
  .meta({ id: 'PriceStatus' });

export type PriceStatus = z.infer<typeof priceStatusSchema>;
