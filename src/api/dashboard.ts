import type { ChartPoint, ChartRange, PortfolioValue } from '@contract/portfolio';
import { type ApiClient, type RequestOptions } from '@/api/client';
import { inScope, type HouseholdScope } from '@/api/household-scope';

const valueFields = [
  'total_value',
  'latest_change',
  'percentage_change',
  'total_grams',
  'gold_24k_price',
  'gold_21k_price',
  'gold_18k_price',
  // Product §10's additive fields: an older server leaves them out, and 0 is what a person with no ledger has.
  'cost_basis',
  'unrealized_gain',
  'unrealized_gain_pct',
  'realized_gain',
  'total_gain',
  'pure_gold_grams',
] as const satisfies readonly (keyof PortfolioValue)[];

/** A text field the SPA can read, or null (product §10's fields are additive: an older server leaves them out). */
const textOrNull = (v: unknown, pattern: RegExp): string | null =>
  typeof v === 'string' && pattern.test(v) ? v : null;

/**
 * product §3: each field of the portfolio value defaults to 0 when missing (or not a number). The prices' time and
 * the compared close's day (product §10) default to null, which the cards show as "not known" rather than a guess.
 */
export function portfolioValueWithDefaults(body: unknown): PortfolioValue {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const value = {} as PortfolioValue;
  for (const field of valueFields) {
    const n = Number(source[field] ?? 0);
    value[field] = Number.isFinite(n) ? n : 0;
  }
  value.prices_at = textOrNull(source.prices_at, /^\d{4}-\d{2}-\d{2}T/);
  // The worth split and the wealth in units are additive too: absent, unknown (never a made-up 0).
  const numberOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  if (typeof source.workmanship_known === 'boolean') value.workmanship_known = source.workmanship_known;
  for (const field of ['workmanship_paid', 'gold_cost', 'gold_gain'] as const) {
    if (field in source) value[field] = numberOrNull(source[field]);
  }
  for (const field of ['refundable', 'resale_value'] as const) {
    const n = numberOrNull(source[field]);
    if (n !== null) value[field] = n;
  }
  const units = (source.in_units && typeof source.in_units === 'object' ? source.in_units : null) as Record<
    string,
    unknown
  > | null;
  if (units)
    value.in_units = {
      gold_21_grams: numberOrNull(units.gold_21_grams),
      gold_pounds: numberOrNull(units.gold_pounds),
      usd: numberOrNull(units.usd),
    };
  value.previous_close_day = textOrNull(source.previous_close_day, /^\d{4}-\d{2}-\d{2}$/);
  return value;
}

/** GET /api/portfolios/value/ (product §7): of the scope's member, or of the whole household when it has none. */
export async function fetchPortfolioValue(
  client: ApiClient,
  scope: HouseholdScope,
  options: RequestOptions = {},
): Promise<PortfolioValue> {
  const body = await client
    .get('api/portfolios/value/', { ...inScope(scope, true), signal: options.signal })
    .json<unknown>();
  return portfolioValueWithDefaults(body);
}

/** GET /api/portfolios/chart/?range= (product §7): one point per day (weekly for long `all` ranges), oldest first. */
export async function fetchPortfolioChart(
  client: ApiClient,
  scope: HouseholdScope,
  range: ChartRange,
  options: RequestOptions = {},
): Promise<ChartPoint[]> {
  const body = await client
    .get('api/portfolios/chart/', { ...inScope(scope, true, { range }), signal: options.signal })
    .json<ChartPoint[]>();
  return Array.isArray(body) ? body : [];
}
