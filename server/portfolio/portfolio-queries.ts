import type { ChartRange, ChartResponse, HoldingsResponse, PortfolioValue } from '@contract/portfolio';
import type { AppContext } from '../app-context';
import { getCloseOnOrBefore, getDailyCloses, getLatestSnapshot } from '../prices/price-store';
import { addDays, cairoDay } from '../time/cairo-day';
import { getCatalogue } from './catalogue-store';
import { chartDays, chartSeries, chartStart } from './chart';
import { memoized, readLedger, type UserLedger } from './ledger-store';
import { roundMoney } from './money';
import { portfolioGains } from './gains';
import { boughtSince, portfolioTotals } from './portfolio-value';
import { portfolioWorth } from './portfolio-worth';
import { presentHolding, presentValue } from './presenters';
import { resolvePrices, valueHoldings } from './valuation';

/**
 * The value and chart endpoints: gather the person's replayed ledger (cached by revision) and the prices
 * (served from the price store's memory), then run the pure computations. No query per day.
 */

/** Whose portfolio, and its revision when the request has read it already (ledger-store.ts readLedger). */
export interface PortfolioOwner {
  userId: number;
  revision?: number;
  /** One household member's part (product §13); absent, the whole household. */
  member?: string;
}

/** The owner's ledger, or one member's part of it. */
async function ledgerOf(ctx: AppContext, owner: PortfolioOwner): Promise<UserLedger> {
  const ledger = await readLedger(ctx, owner.userId, owner.revision);
  return owner.member ? ledger.forMember(owner.member) : ledger;
}

/**
 * The day before `day`, remembered for the next request: every value read asks for the same one until the day or the
 * prices move on, and working it out again (a Date and its ISO text) was a measurable part of a cached read.
 */
let askedDay = '';
let dayBeforeAsked = '';
function previousDay(day: string): string {
  if (day !== askedDay) {
    dayBeforeAsked = addDays(day, -1);
    askedDay = day;
  }
  return dayBeforeAsked;
}

export async function portfolioValue(ctx: AppContext, owner: PortfolioOwner): Promise<PortfolioValue> {
  const [ledger, latest] = await Promise.all([ledgerOf(ctx, owner), getLatestSnapshot(ctx)]);
  // The change is the latest price's against the close of the day before it: yesterday's close while prices are
  // live. While they are stale (none since day D), D's prices compare with the close before D, not with
  // themselves, which would read 0.00 however the market moved that day.
  const today = cairoDay(ctx.now());
  const latestDay = latest ? cairoDay(latest.takenAt) : today;
  const dayBefore = previousDay(latestDay < today ? latestDay : today);
  // The last close on or before that day.
  const close = await getCloseOnOrBefore(ctx, dayBefore);
  const previousClose = close?.snapshot ?? null;
  const catalogue = await getCatalogue(ctx);
  return memoized(ledger, `value:${latest?.id}:${previousClose?.id}:${dayBefore}`, () => {
    // Units bought after the day compared with are compared with their own price, not with that day's close.
    const boughtSinceClose = boughtSince(
      ledger.entries,
      (entry) => cairoDay(entry.at) > dayBefore,
      (id) => catalogue.byId.get(id),
    );
    const totals = portfolioTotals({ exposure: ledger.exposure, latest, previousClose, boughtSinceClose });
    const prices = {
      pricesAt: latest?.takenAt ?? null,
      // Product §10: "since yesterday" names the close it compares with (it may be older than yesterday when no
      // prices were taken that day: the last close on or before it is used).
      previousCloseDay: close?.day ?? null,
    };
    const gains = portfolioGains(ledger.positions, totals.totalValue);
    const resolved = resolvePrices(latest);
    const worth = portfolioWorth(
      valueHoldings(ledger.positions, catalogue, resolved),
      totals.totalValue,
      gains.costBasis,
      resolved,
      catalogue,
    );
    return presentValue(totals, prices, gains, worth);
  });
}

export async function portfolioChart(
  ctx: AppContext,
  owner: PortfolioOwner,
  range: ChartRange,
): Promise<ChartResponse> {
  const today = cairoDay(ctx.now());
  const ledger = await ledgerOf(ctx, owner);
  const first = ledger.entries[0];
  // product §4 / product §2: a person with no transactions gets no points (the SPA shows "No data available").
  if (!first) return [];
  const start = chartStart(range, today, cairoDay(first.at));
  const [latest, closes] = await Promise.all([getLatestSnapshot(ctx), getDailyCloses(ctx, start, today)]);
  const key = `chart:${range}:${today}:${latest?.id}:${closes.length}:${closes.at(-1)?.snapshot.id}`;
  return memoized(ledger, key, () =>
    chartSeries({
      timeline: ledger.timeline,
      days: chartDays(range, today, cairoDay(first.at)),
      closes,
      latest,
      today,
    }).map((p) => ({ date: p.date, value: roundMoney(p.value), priced_on: p.pricedOn })),
  );
}

export async function portfolioHoldings(ctx: AppContext, owner: PortfolioOwner): Promise<HoldingsResponse> {
  const [catalogue, ledger, latest] = await Promise.all([
    getCatalogue(ctx),
    ledgerOf(ctx, owner),
    getLatestSnapshot(ctx),
  ]);
  return memoized(ledger, `holdings:${latest?.id}`, () =>
    valueHoldings(ledger.positions, catalogue, resolvePrices(latest)).map((row) =>
      presentHolding(row, latest?.takenAt ?? null),
    ),
  );
}
