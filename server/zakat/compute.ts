import Big from 'big.js';
import type { CatalogueAsset } from '../portfolio/catalogue';
import { ZERO } from '../portfolio/money';
import { exposureOf, replayPositions, resolvePrices, valueHoldings } from '../portfolio/valuation';
import { hijriString } from './hijri';
import { dayWealth, reachesNisab, walkHawls, type DayWealth, type HawlInput, type HawlSoFar } from './hawl';
import {
  inclusionOf,
  NISAB_GRAMS,
  nisabKarat,
  SILVER_NISAB_GRAMS,
  zakatRate,
  type InclusionReason,
  type ZakatSettings,
} from './settings';

/** One holding as the zakat page lists it: counted or not, and why. */
export interface ZakatItem {
  asset: CatalogueAsset;
  quantity: Big;
  value: Big;
  included: boolean;
  reason: InclusionReason;
}

/** A step of the explanation: a key the SPA localises and the numbers it shows (decimals as strings). */
export interface ExplanationStep {
  key: string;
  values: Record<string, string>;
}

/** A completed hawl no payment settled (product §12): owed, with its due day's figures. */
export interface UnpaidYear {
  startedOn: string;
  dueOn: string;
  dueOnHijri: string;
  valueOnDue: Big;
  amount: Big;
  wealth: DayWealth;
}

export interface ZakatInput extends HawlInput {
  /** The due days of the hawls payments settled. */
  settled: ReadonlySet<string>;
  /** When the newest price was taken, and whether it is older than PRICE_STALE_HOURS (null: no price). */
  prices?: { takenAt: string; stale: boolean } | null;
}

export interface Zakat {
  asOf: string;
  settings: ZakatSettings;
  rate: Big;
  nisabGrams: Big;
  /** The metal of today's nisab: silver under `silver`, and under `lower` when silver's is the lower today. */
  nisabMetal: 'gold' | 'silver';
  nisabValue: Big;
  zakatableValue: Big;
  nisabReached: boolean;
  items: ZakatItem[];
  /** The oldest unpaid year while one is owed (`due`), otherwise the year under way today. */
  hawl: ({ state: 'below_nisab' } | { state: 'running' | 'due'; startedOn: string; dueOn: string }) & {
    dueOnHijri: string | null;
  };
  /** The year under way today, whatever is owed for earlier ones. */
  current: HawlSoFar & { dueOnHijri: string | null };
  /** Every completed, unsettled hawl, oldest first. */
  unpaid: UnpaidYear[];
  /** The oldest unpaid year's value on its due day. */
  valueOnDue: Big | null;
  /** The sum of every unpaid year's amount. */
  amountDue: Big;
  /**
   * Product §12: the rate on today's zakatable value only while a year is running and today's wealth is at or
   * above the nisab ("if your year ended today"); null otherwise, so no figure ever contradicts "below the nisab".
   */
  estimate: Big | null;
  explanation: ExplanationStep[];
}

/** The rate of a value, never negative (debts larger than the wealth owe nothing). */
export function zakatOn(value: Big, rate: Big): Big {
  return value.gt(0) ? value.times(rate) : ZERO;
}

const money = (value: Big) => value.round(2).toFixed(2);
const percent = (rate: Big) => rate.times(100).toFixed();

/** The figures of one day, each step naming it (product §12). */
function daySteps(
  prefix: '' | 'due_',
  day: string,
  w: Pick<DayWealth, 'holdings' | 'gramPrice' | 'nisab' | 'value' | 'nisabMetal' | 'candidates'>,
  settings: ZakatSettings,
): ExplanationStep[] {
  const lower: ExplanationStep[] = w.candidates
    ? [
        {
          key: `${prefix}nisab_lower`,
          values: {
            day,
            gold_grams: NISAB_GRAMS.toFixed(0),
            gold_value: money(w.candidates.gold),
            silver_grams: SILVER_NISAB_GRAMS.toFixed(0),
            silver_value: money(w.candidates.silver),
          },
        },
      ]
    : [];
  const nisab: ExplanationStep =
    w.nisabMetal === 'silver'
      ? {
          key: `${prefix}nisab_silver`,
          values: {
            day,
            grams: SILVER_NISAB_GRAMS.toFixed(0),
            gram_price: money(w.gramPrice),
            nisab_value: money(w.nisab),
          },
        }
      : {
          key: `${prefix}nisab`,
          values: {
            day,
            grams: NISAB_GRAMS.toFixed(0),
            karat: String(nisabKarat(settings)),
            gram_price: money(w.gramPrice),
            nisab_value: money(w.nisab),
          },
        };
  return [
    ...lower,
    nisab,
    {
      key: `${prefix}zakatable`,
      values: {
        day,
        holdings: money(w.holdings),
        cash: money(settings.cashEgp),
        receivables: money(settings.receivablesEgp),
        debts: money(settings.debtsEgp),
        zakatable_value: money(w.value),
      },
    },
  ];
}

export function computeZakat(input: ZakatInput): Zakat {
  const { entries, catalogue, latest, today, settings, settled } = input;
  const rate = zakatRate(settings);
  const prices = resolvePrices(latest);
  const positions = replayPositions(entries);
  const items: ZakatItem[] = valueHoldings(positions, catalogue, prices).map((h) => ({
    asset: h.asset,
    quantity: h.quantity,
    value: h.totalValue,
    ...inclusionOf(h.asset, settings),
  }));
  const includedPositions = new Map(
    [...positions].filter(([id]) => {
      const asset = catalogue.byId.get(id);
      return asset !== undefined && inclusionOf(asset, settings).included;
    }),
  );
  const now = dayWealth(exposureOf(includedPositions, catalogue), prices, settings);
  const nisabReached = reachesNisab(now);
  const history = walkHawls(input);
  const unpaid: UnpaidYear[] = history.completed
    .filter((h) => !settled.has(h.dueOn))
    .map((h) => ({
      startedOn: h.startedOn,
      dueOn: h.dueOn,
      dueOnHijri: hijriString(h.dueOn),
      valueOnDue: h.wealth.value,
      // In piastres, so the years listed add up to the total shown (amount_due is their sum).
      amount: zakatOn(h.wealth.value, rate).round(2, Big.roundHalfUp),
      wealth: h.wealth,
    }));
  const current =
    history.current.state === 'running'
      ? { ...history.current, dueOnHijri: hijriString(history.current.dueOn) }
      : { ...history.current, dueOnHijri: null };
  const oldest = unpaid[0];
  const hawl: Zakat['hawl'] = oldest
    ? { state: 'due', startedOn: oldest.startedOn, dueOn: oldest.dueOn, dueOnHijri: oldest.dueOnHijri }
    : current;
  const amountDue = unpaid.reduce((sum, u) => sum.plus(u.amount), ZERO);
  // Only while a year runs (product §12), which it always does at the nisab today: the walk values today at the
  // same latest prices, and a day at the nisab starts or continues one (the property test holds both).
  const estimate = nisabReached ? zakatOn(now.value, rate) : null;

  const excludedValue = items.filter((i) => !i.included).reduce((sum, i) => sum.plus(i.value), ZERO);
  const explanation: ExplanationStep[] = [];
  for (const u of unpaid) {
    explanation.push(
      { key: 'due_year', values: { started_on: u.startedOn, due_on: u.dueOn, due_on_hijri: u.dueOnHijri } },
      ...daySteps('due_', u.dueOn, u.wealth, settings),
      {
        key: 'due_amount',
        values: { day: u.dueOn, rate: percent(rate), base: money(u.valueOnDue), amount: money(u.amount) },
      },
    );
  }
  if (unpaid.length > 1)
    explanation.push({
      key: 'total_due',
      values: { years: String(unpaid.length), amount: money(amountDue) },
    });
  explanation.push({ key: 'today', values: { day: today } });
  if (input.prices?.stale)
    explanation.push({ key: 'stale_prices', values: { taken_at: input.prices.takenAt } });
  explanation.push(
    ...daySteps('', today, now, settings),
    { key: 'excluded', values: { day: today, excluded_value: money(excludedValue) } },
    {
      key: nisabReached ? 'nisab_reached' : 'nisab_not_reached',
      values: { day: today, zakatable_value: money(now.value), nisab_value: money(now.nisab) },
    },
  );
  if (current.state === 'running') {
    explanation.push({
      key: nisabReached ? 'hawl_running' : 'hawl_running_below',
      values: { started_on: current.startedOn, due_on: current.dueOn, due_on_hijri: current.dueOnHijri },
    });
    if (estimate !== null)
      explanation.push({
        key: 'estimate',
        values: { day: today, rate: percent(rate), base: money(now.value), amount: money(estimate) },
      });
  } else {
    explanation.push({ key: history.everReached ? 'hawl_fell_below' : 'hawl_not_reached', values: {} });
  }

  return {
    asOf: today,
    settings,
    rate,
    nisabGrams: now.nisabMetal === 'silver' ? SILVER_NISAB_GRAMS : NISAB_GRAMS,
    nisabMetal: now.nisabMetal,
    nisabValue: now.nisab,
    zakatableValue: now.value,
    nisabReached,
    items,
    hawl,
    current,
    unpaid,
    valueOnDue: oldest ? oldest.valueOnDue : null,
    amountDue,
    estimate,
    explanation,
  };
}
