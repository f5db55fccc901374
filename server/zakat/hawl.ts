import Big from 'big.js';
import { exposureTimeline, walkDays, type DailyClose } from '../portfolio/chart';
import type { Catalogue } from '../portfolio/catalogue';
import type { LedgerEntry } from '../portfolio/ledger';
import {
  resolvePrices,
  valueExposure,
  type Exposure,
  type PriceSnapshotLike,
  type ResolvedPrices,
} from '../portfolio/valuation';
import { ZERO } from '../portfolio/money';
import { addDays, cairoDay } from '../time/cairo-day';
import { hijriYearAfter, solarYearAfter } from './hijri';
import { inclusionOf, NISAB_GRAMS, nisabKarat, SILVER_NISAB_GRAMS, type ZakatSettings } from './settings';

/**
 * The hawls, worked out day by day (architecture §9): the included holdings at the end of each Cairo day valued at that
 * day's close (forward-filled, exactly as the chart does; today at the latest snapshot), plus cash and receivables
 * minus debts, against the nisab of the person's basis at the same prices (85 g of the basis karat, 595 g of
 * silver, or the lower of 85 g of 21 karat and 595 g of silver).
 *
 * - `continuous`: the hawl starts on the last day the wealth rose to the nisab and restarts whenever it falls
 *   below it.
 * - `start_and_end`: only the first day at or above the nisab and the anniversary count, unless the wealth
 *   vanished entirely (nothing held and no cash) in between.
 *
 * Every hawl that completes is owed (product §12: a missed year's zakat remains owed), paid or not; the next one
 * starts on its due day. Which of them are settled is the payments' business (compute.ts), not the walk's.
 * Days with no known price cannot reach the nisab: we do not invent prices (and the walk skips them while no hawl
 * runs, so its length is bounded by the price history, not by the ledger's first day).
 */
export interface HawlInput {
  /** Sorted by compareEntries. */
  entries: readonly LedgerEntry[];
  catalogue: Catalogue;
  /** Daily closes sorted by day, including the last close before the first day walked. */
  closes: readonly DailyClose[];
  latest: PriceSnapshotLike | null;
  today: string;
  settings: ZakatSettings;
}

export type Hawl =
  | { state: 'below_nisab' }
  | { state: 'running'; startedOn: string; dueOn: string }
  | { state: 'due'; startedOn: string; dueOn: string; valueOnDue: Big };

export interface DayWealth {
  /** Holdings + cash + receivables − debts. */
  value: Big;
  /** The included holdings' value alone. */
  holdings: Big;
  /** The dealer's price of a gram of the basis metal (the basis karat of gold, or 999 silver). */
  gramPrice: Big;
  nisab: Big;
  /** Which nisab applies that day: `lower` picks gold or silver by the day's prices. */
  nisabMetal: 'gold' | 'silver';
  /** Under `lower`, both candidates that day (the steps name them); null otherwise. */
  candidates: { gold: Big; silver: Big } | null;
  /** Held anything (or cash) at all: `start_and_end` only restarts when this drops to nothing. */
  holdsAnything: boolean;
}

/** A hawl that completed at or above the nisab, with its due day's figures. */
export interface CompletedHawl {
  startedOn: string;
  dueOn: string;
  wealth: DayWealth;
}

export interface Nisab {
  metal: 'gold' | 'silver';
  grams: Big;
  gramPrice: Big;
  value: Big;
  candidates: { gold: Big; silver: Big } | null;
}

/**
 * The nisab on a day's prices. Silver at the price a dealer pays for a gram of 999 silver, as gold at its karat's.
 * Under `lower` a day without a silver price has only the gold nisab: the lower of a known and an unknown price is
 * not zero.
 */
export function nisabOn(prices: ResolvedPrices, settings: Pick<ZakatSettings, 'nisabBasis'>): Nisab {
  // The walk asks once a day: each metal is worked out only when the basis needs it.
  const silverNisab = (): Nisab => {
    const gramPrice = prices.silverGram[999];
    const value = SILVER_NISAB_GRAMS.times(gramPrice);
    return { metal: 'silver', grams: SILVER_NISAB_GRAMS, gramPrice, value, candidates: null };
  };
  if (settings.nisabBasis === 'silver') return silverNisab();
  const goldPrice = prices.gram[nisabKarat(settings)];
  const gold: Nisab = {
    metal: 'gold',
    grams: NISAB_GRAMS,
    gramPrice: goldPrice,
    value: NISAB_GRAMS.times(goldPrice),
    candidates: null,
  };
  if (settings.nisabBasis !== 'lower') return gold;
  const silver = silverNisab();
  const candidates = { gold: gold.value, silver: silver.value };
  const lower = silver.value.gt(0) && silver.value.lt(gold.value) ? silver : gold;
  return { ...lower, candidates };
}

/** One year after `day`: the Umm al-Qura anniversary, or the Gregorian one under a solar year. */
export function yearAfter(day: string, settings: Pick<ZakatSettings, 'year'>): string {
  return settings.year === 'solar' ? solarYearAfter(day) : hijriYearAfter(day);
}

export function dayWealth(
  exposure: Exposure | null,
  prices: ResolvedPrices,
  settings: ZakatSettings,
): DayWealth {
  const holdings = exposure ? valueExposure(exposure, prices) : ZERO;
  const gross = holdings.plus(settings.cashEgp).plus(settings.receivablesEgp);
  const nisab = nisabOn(prices, settings);
  return {
    value: gross.minus(settings.debtsEgp),
    holdings,
    gramPrice: nisab.gramPrice,
    nisab: nisab.value,
    nisabMetal: nisab.metal,
    candidates: nisab.candidates,
    holdsAnything: gross.gt(0),
  };
}

/** The smallest Egyptian money, and what the page shows amounts to. */
const piastres = (value: Big) => value.round(2, Big.roundHalfUp);

/**
 * Whether the wealth reaches the nisab, compared in piastres, the way the page shows both figures. A fraction of a
 * piastre is no money anyone can hold or be paid (it comes from valuing 6-decimal quantities and entries), and the
 * decision must agree with the figures on screen: 339,999.996 shows as 340,000.00 and so reaches a nisab of
 * 340,000.00. Half up, so the borderline case counts, as Dar al-Ifta's nisab does "for the benefit of the poor"
 * (architecture §9).
 */
export function reachesNisab(w: Pick<DayWealth, 'value' | 'nisab'>): boolean {
  const nisab = piastres(w.nisab);
  return nisab.gt(0) && piastres(w.value).gte(nisab);
}

/**
 * The first day the walk knows a price: the first close's (every later day is forward-filled from it), or today at
 * the latest snapshot; null when neither is known.
 */
export function firstPricedDay(
  closes: HawlInput['closes'],
  latest: HawlInput['latest'],
  today: string,
): string | null {
  const first = closes[0];
  if (first && first.day <= today) return first.day;
  return latest ? today : null;
}

/** What the walk carries from one day to the next: a hawl under way, or none. */
export type HawlSoFar = Exclude<Hawl, { state: 'due' }>;

/** Where the walk begins: its first day (the first transaction, or today with none) and each day's wealth. */
export function beginHawlWalk(input: HawlInput): { firstDay: string; wealthOn: (day: string) => DayWealth } {
  const { catalogue, closes, latest, today, settings } = input;
  const included = input.entries.filter((e) => {
    const asset = catalogue.byId.get(e.assetId);
    return asset !== undefined && inclusionOf(asset, settings).included;
  });
  const timeline = exposureTimeline(included, catalogue);
  // With cash alone the wealth may have reached the nisab before any purchase; the ledger is still where the
  // history starts.
  const firstDay = included.length > 0 ? cairoDay(included[0]!.at) : today;
  const walked = walkDays({ timeline, closes, latest, today });
  return {
    firstDay,
    wealthOn: (day) => {
      const { exposure, prices } = walked(day);
      return dayWealth(exposure, prices ?? resolvePrices(null), settings);
    },
  };
}

/**
 * One day of the walk under the hawl rules: the hawl after `day`, given that day's wealth. A running hawl ends when
 * the wealth falls below the nisab (`continuous`), or when it vanishes or misses the nisab on the due day
 * (`start_and_end`); it is due when the wealth reaches the nisab on its due day. With none running, a day at the
 * nisab starts one.
 */
export function hawlAfterDay(
  hawl: HawlSoFar,
  day: string,
  wealth: DayWealth,
  settings: Pick<ZakatSettings, 'hawlRule' | 'year'>,
): Hawl {
  const atNisab = reachesNisab(wealth);
  if (hawl.state === 'running') {
    const onDue = day === hawl.dueOn;
    const ends = settings.hawlRule === 'continuous' ? !atNisab : !wealth.holdsAnything || (onDue && !atNisab);
    if (!ends) return onDue && atNisab ? { ...hawl, state: 'due', valueOnDue: wealth.value } : hawl;
  }
  return atNisab
    ? { state: 'running', startedOn: day, dueOn: yearAfter(day, settings) }
    : { state: 'below_nisab' };
}

/** Every hawl completed up to today, oldest first, and the one under way today. */
export interface HawlHistory {
  completed: CompletedHawl[];
  current: HawlSoFar;
  /** Whether the wealth ever reached the nisab on a day walked (the page words "never reached" and "fell below"). */
  everReached: boolean;
}

export function walkHawls(input: HawlInput): HawlHistory {
  const { closes, latest, today, settings } = input;
  const walk = beginHawlWalk(input);
  const priced = firstPricedDay(closes, latest, today);
  const completed: CompletedHawl[] = [];
  let hawl: HawlSoFar = { state: 'below_nisab' };
  let everReached = false;
  // A day without a price cannot reach the nisab, so before the first priced day no hawl starts: the walk begins at
  // the later of the two (ISO days sort as text). A ledger may start in 1900, ~46,000 days before the first close
  // (the reference prices start in 2024); this bounds the walk by the price history.
  if (priced === null) return { completed, current: hawl, everReached };
  const start = [walk.firstDay, priced].sort()[1]!;
  for (let day = start; day <= today; day = addDays(day, 1)) {
    const wealth = walk.wealthOn(day);
    const next = hawlAfterDay(hawl, day, wealth, settings);
    if (next.state === 'due') {
      completed.push({ startedOn: next.startedOn, dueOn: next.dueOn, wealth });
      // The next year starts on the due day (the wealth is at the nisab on it).
      hawl = { state: 'running', startedOn: day, dueOn: yearAfter(day, settings) };
    } else {
      hawl = next;
    }
    if (hawl.state === 'running') everReached = true;
  }
  return { completed, current: hawl, everReached };
}
