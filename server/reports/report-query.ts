import type { Report } from '@contract/reports';
import type { AppContext } from '../app-context';
import { getCatalogue } from '../portfolio/catalogue-store';
import { memoized, readLedger } from '../portfolio/ledger-store';
import { percentOf, roundMoney, roundQuantity } from '../portfolio/money';
import { presentTransaction } from '../portfolio/presenters';
import { getDailyCloses, getLatestSnapshot } from '../prices/price-store';
import { cairoDay, cairoDayStart, addDays } from '../time/cairo-day';
import { findMember } from '../household/store';
import { zakatFor, type ZakatMember } from '../zakat/zakat-query';
import { monthDays, monthlyReport, previousMonth } from './monthly-report';

/**
 * Gathers one month of a person's portfolio (or one household member's part) and presents it (product §14): the
 * ledger (cached by revision), the daily closes around the month, the month's price range from the stored
 * history, and the zakat state on the month's last day (today for this month). null: no report for that month (before the first transaction, or after
 * this one).
 */

export interface ReportOwner {
  userId: number;
  revision?: number;
  member?: ZakatMember & { isOwner?: boolean };
}

/** Every month with a report, newest first: from the first transaction's month to this one (Cairo). */
export async function reportMonths(ctx: AppContext, owner: ReportOwner): Promise<string[]> {
  const household = await readLedger(ctx, owner.userId, owner.revision);
  const ledger = owner.member ? household.forMember(owner.member.uuid) : household;
  const first = ledger.entries[0];
  if (!first) return [];
  const firstMonth = cairoDay(first.at).slice(0, 7);
  const months: string[] = [];
  for (let m = cairoDay(ctx.now()).slice(0, 7); m >= firstMonth; m = previousMonth(m)) months.push(m);
  return months;
}

export async function reportFor(ctx: AppContext, owner: ReportOwner, month: string): Promise<Report | null> {
  if (!(await reportMonths(ctx, owner)).includes(month)) return null;
  const today = cairoDay(ctx.now());
  const { from, to: lastDay } = monthDays(month);
  const complete = lastDay < today;
  const to = complete ? lastDay : today;
  const [catalogue, household, closes, latest, ranges, zakat] = await Promise.all([
    getCatalogue(ctx),
    readLedger(ctx, owner.userId, owner.revision),
    getDailyCloses(ctx, from, to),
    getLatestSnapshot(ctx),
    priceRanges(ctx, from, to),
    reportZakat(ctx, owner, to),
  ]);
  const ledger = owner.member ? household.forMember(owner.member.uuid) : household;
  // getDailyCloses puts the last close before `from` first, when there is one: the start's prices.
  const startClose = closes[0] && closes[0].day < from ? closes[0] : null;
  const endClose = closes.at(-1) ?? null;
  const endPrices = complete ? (endClose?.snapshot ?? null) : latest;
  // Product §17: the days whose prices value the start and the end. A month without any stored price is valued at the
  // same older prices at both ends: its change then says nothing about the market, and the report says so.
  const endPricedOn = complete ? (endClose?.day ?? null) : latest ? cairoDay(latest.takenAt) : null;
  const key = `report:${month}:${today}:${startClose?.snapshot.id}:${endPrices?.id}`;
  const r = memoized(ledger, key, () =>
    monthlyReport({
      entries: ledger.entries,
      catalogue,
      from,
      to,
      startPrices: startClose?.snapshot ?? null,
      endPrices,
    }),
  );
  const change = r.endValue.minus(r.startValue);
  return {
    month,
    from,
    to,
    complete,
    start_value: roundMoney(r.startValue),
    end_value: roundMoney(r.endValue),
    change: roundMoney(change),
    change_pct: r.startValue.eq(0) ? null : percentOf(change, r.startValue),
    net_invested: roundMoney(r.netInvested),
    start_prices_at: startClose?.snapshot.takenAt.toISOString() ?? null,
    end_prices_at: endPrices?.takenAt.toISOString() ?? null,
    start_priced_on: startClose?.day ?? null,
    end_priced_on: endPricedOn,
    prices_in_month: endPricedOn !== null && endPricedOn >= from,
    total_grams: roundQuantity(r.totalGrams),
    pure_gold_grams: roundQuantity(r.pureGoldGrams),
    holdings: r.holdings.map((h) => ({
      asset_code: h.asset.code,
      asset_name: h.asset.nameEn,
      main_type: h.asset.mainType,
      start_quantity: roundQuantity(h.startQuantity),
      end_quantity: roundQuantity(h.endQuantity),
      start_value: roundMoney(h.startValue),
      end_value: roundMoney(h.endValue),
      change: roundMoney(h.endValue.minus(h.startValue)),
    })),
    transactions: r.transactions.map((e) => presentTransaction(e, catalogue)),
    ...ranges,
    zakat: {
      as_of: zakat.asOf,
      nisab_reached: zakat.nisabReached,
      hawl_state: zakat.hawl.state,
      due_on: zakat.hawl.state === 'below_nisab' ? null : zakat.hawl.dueOn,
      amount_due: roundMoney(zakat.amountDue),
    },
  };
}

/**
 * Product §12: the report's zakat line is the zakat page's computation, for the report's member (the
 * household owner's own when the report covers the whole household: zakat is each person's, never pooled) and as
 * of the report's last day (today for the current month). It reads the member's settings each time, so a settings
 * change shows in the next report asked for.
 */
async function reportZakat(ctx: AppContext, owner: ReportOwner, lastDay: string) {
  const member = owner.member ?? (await findMember(ctx, owner.userId, undefined));
  if (!member) throw new Error(`Household of user ${owner.userId} has no own member.`);
  return zakatFor(ctx, owner.userId, owner.revision, { uuid: member.uuid }, { day: lastDay });
}

/** The lowest and highest 21k buy price and USD rate among every snapshot stored for the month's days. */
async function priceRanges(
  ctx: AppContext,
  from: string,
  to: string,
): Promise<Pick<Report, 'gold_21_buy' | 'usd'>> {
  const { rows } = await ctx.pool.query<Record<'g_min' | 'g_max' | 'u_min' | 'u_max', string | null>>(
    `SELECT min(s.gold_21_buy) AS g_min, max(s.gold_21_buy) AS g_max, min(r.value) AS u_min, max(r.value) AS u_max
       FROM price_snapshots s LEFT JOIN currency_rates r ON r.snapshot_id = s.id AND r.code = 'USD'
      WHERE s.taken_at >= $1 AND s.taken_at < $2`,
    [cairoDayStart(from), cairoDayStart(addDays(to, 1))],
  );
  const row = rows[0];
  const range = (min: string | null | undefined, max: string | null | undefined) =>
    min == null || max == null ? null : { min: Number(min), max: Number(max) };
  return { gold_21_buy: range(row?.g_min, row?.g_max), usd: range(row?.u_min, row?.u_max) };
}
