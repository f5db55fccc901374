import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DailyClose } from '@server/portfolio/chart';
import { sortEntries } from '@server/portfolio/ledger';
import { snapshot } from '@tests/fixtures/server/portfolio/catalogue';
import { computeZakat } from '@server/zakat/compute';
import { DEFAULT_SETTINGS, type ZakatSettings } from '@server/zakat/settings';
import { tx, zakatCatalogue } from '@tests/fixtures/server/zakat/ledger';

/**
 * Product §12: an independent oracle. The rules of architecture §9 written a second time, small and slow, from the design
 * and not from server/zakat: every day from the first transaction to today, the counted holdings at that day's
 * dealer prices plus cash and receivables minus debts, against 85 g of the basis karat; a year starts on a day at
 * the nisab and is owed on its anniversary (Umm al-Qura from Intl, or the Gregorian one at 2.577 %) if the wealth is
 * at the nisab then (all year long under `continuous`; on both ends, unless it vanished, under `start_and_end`);
 * the next year starts on that due day; every owed year a payment did not settle is unpaid. fast-check compares it
 * with the real computation over random ledgers of up to 50 transactions across three years and every settings
 * combination. Prices and quantities are whole numbers, so no rounding rule is needed to compare with the nisab.
 */

// ---------------------------------------------------------------- the oracle (architecture §9) --------------------------
const DAY = 86_400_000;
const next = (day: string, n = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const hijriFormat = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
function hijri(day: string): [number, number, number] {
  const parts = hijriFormat.formatToParts(new Date(`${day}T12:00:00Z`));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? NaN);
  return [get('year') || get('relatedYear'), get('month'), get('day')];
}
const before = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
/** The same Hijri day and month next year; a 30th missing next year falls on the day after the 29th (ADR 024). */
function lunarAnniversary(day: string): string {
  const [y, m, d] = hijri(day);
  let candidate = next(day, 300);
  while (before(hijri(candidate), [y + 1, m, d]) < 0) candidate = next(candidate);
  return candidate;
}
/** The same Gregorian day next year; 29 February falls on 1 March (ADR 024). */
function solarAnniversary(day: string): string {
  const target = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
  return Number.isNaN(Date.parse(`${target}T00:00:00Z`)) ||
    new Date(`${target}T00:00:00Z`).toISOString().slice(0, 10) !== target
    ? `${target.slice(0, 4)}-03-01`
    : target;
}

interface Prices {
  k21: number;
  k24: number;
  usd: number;
  /** A gram of 999 silver. */
  silver: number;
}
interface Move {
  day: string;
  code: 'gram_21k' | 'gram_24k' | 'usd' | 'jewellery_21k' | 'silver_bar_100g';
  quantity: number; // negative: a sale
}
interface OracleAnswer {
  unpaid: { startedOn: string; dueOn: string; value: number; amount: string }[];
  current: { state: 'below_nisab' } | { state: 'running'; startedOn: string; dueOn: string };
  zakatable: number;
  nisabReached: boolean;
  estimate: string | null;
}

function oracle(
  moves: Move[],
  prices: (day: string) => Prices,
  today: string,
  s: ZakatSettings,
  paid: Set<string>,
): OracleAnswer {
  const rate = s.year === 'solar' ? 0.02577 : 0.025;
  const anniversary = s.year === 'solar' ? solarAnniversary : lunarAnniversary;
  const held = { gram_21k: 0, gram_24k: 0, usd: 0, jewellery_21k: 0, silver_bar_100g: 0 };
  const fixed = { cash: Number(s.cashEgp), receivables: Number(s.receivablesEgp), debts: Number(s.debtsEgp) };
  const wealthOn = (day: string) => {
    for (const m of moves) if (m.day === day) held[m.code] += m.quantity;
    const p = prices(day);
    const jewellery = s.jewellery === 'included' ? held.jewellery_21k : 0;
    const holdings =
      (held.gram_21k + jewellery) * p.k21 +
      held.gram_24k * p.k24 +
      held.usd * p.usd +
      held.silver_bar_100g * 100 * p.silver;
    const gross = holdings + fixed.cash + fixed.receivables;
    // 85 g of the basis karat; 595 g of silver; or the lower of 85 g of 21 karat and 595 g of silver (Hanafi).
    const gold = 85 * (s.nisabBasis === 'gold_24' ? p.k24 : p.k21);
    const silver = 595 * p.silver;
    const nisab =
      s.nisabBasis === 'silver' ? silver : s.nisabBasis === 'lower' ? Math.min(gold, silver) : gold;
    return { value: gross - fixed.debts, nisab, atNisab: gross - fixed.debts >= nisab, anything: gross > 0 };
  };
  // The history starts with the first transaction that counts (worn jewellery does not, when exempt): before it
  // only the cash entered could reach the nisab, and the ledger is where a person's history begins.
  const counts = (m: Move) => m.code !== 'jewellery_21k' || s.jewellery === 'included';
  const first = moves.find(counts)?.day ?? today;
  const owed: { startedOn: string; dueOn: string; value: number }[] = [];
  let year: { startedOn: string; dueOn: string } | null = null;
  for (const m of moves) if (m.day < first) held[m.code] += m.quantity;
  let w = wealthOn(first);
  for (let day = first; day <= today; day = next(day)) {
    if (day !== first) w = wealthOn(day);
    if (year) {
      const ends =
        s.hawlRule === 'continuous' ? !w.atNisab : !w.anything || (day === year.dueOn && !w.atNisab);
      if (!ends && day === year.dueOn) {
        owed.push({ ...year, value: w.value });
        year = { startedOn: day, dueOn: anniversary(day) };
        continue;
      }
      if (!ends) continue;
      year = null;
    }
    if (w.atNisab) year = { startedOn: day, dueOn: anniversary(day) };
  }
  const amount = (v: number) => (v > 0 ? new Big(v).times(rate).toFixed(2) : '0.00');
  return {
    unpaid: owed.filter((o) => !paid.has(o.dueOn)).map((o) => ({ ...o, amount: amount(o.value) })),
    current: year ? { state: 'running', ...year } : { state: 'below_nisab' },
    zakatable: w.value,
    nisabReached: w.atNisab,
    estimate: year && w.atNisab ? amount(w.value) : null,
  };
}

// ---------------------------------------------------------------- the comparison ----------------------------------
const FIRST = '2024-01-01';
const TODAY = '2026-11-23';
const DAYS = Math.round((Date.parse(TODAY) - Date.parse(FIRST)) / DAY);

/** Prices that wander around a nisab of about 300,000 so that wealth crosses it now and then. */
function priceSeries(seed: number[]): Prices[] {
  const out: Prices[] = [];
  let k21 = 3500;
  for (let i = 0; i <= DAYS; i += 1) {
    k21 = Math.min(4200, Math.max(2800, k21 + (seed[i % seed.length]! - 50)));
    // Silver around 500 a gram, so that under `lower` either metal's nisab is sometimes the lower one.
    out.push({ k21, k24: Math.round((k21 * 24) / 21), usd: 48 + (i % 5), silver: 350 + (i % 7) * 50 });
  }
  return out;
}

const move = fc.record({
  offset: fc.integer({ min: 0, max: DAYS }),
  code: fc.constantFrom(
    'gram_21k' as const,
    'gram_24k' as const,
    'usd' as const,
    'jewellery_21k' as const,
    'silver_bar_100g' as const,
  ),
  quantity: fc.integer({ min: 1, max: 120 }),
  sell: fc.boolean(),
});
const scenario = fc.record({
  moves: fc.array(move, { minLength: 0, maxLength: 50 }),
  walk: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 7, maxLength: 40 }),
  nisabBasis: fc.constantFrom('gold_21' as const, 'gold_24' as const, 'silver' as const, 'lower' as const),
  hawlRule: fc.constantFrom('continuous' as const, 'start_and_end' as const),
  jewellery: fc.constantFrom('exempt' as const, 'included' as const),
  year: fc.constantFrom('lunar' as const, 'solar' as const),
  cash: fc.constantFrom(0, 20_000, 150_000),
  receivables: fc.constantFrom(0, 60_000),
  debts: fc.constantFrom(0, 40_000),
  payFirst: fc.boolean(),
});

describe('zakat oracle (product §12): architecture §9 written twice agrees with the real computation', () => {
  it('random ledgers of up to 50 transactions over three years, every settings combination', () => {
    fc.assert(
      fc.property(scenario, (sc) => {
        const series = priceSeries(sc.walk);
        const dayOf = (offset: number) => next(FIRST, offset);
        const pricesOn = (day: string) =>
          series[Math.round((Date.parse(day) - Date.parse(FIRST)) / DAY)] ?? series.at(-1)!;
        // Sales never overdraw: each sells at most what is held of that asset on its day.
        const sorted = [...sc.moves].sort((a, b) => a.offset - b.offset);
        const balance: Record<string, number> = {};
        const moves: Move[] = [];
        for (const m of sorted) {
          const have = balance[m.code] ?? 0;
          const quantity = m.sell ? -Math.min(have, m.quantity) : m.quantity;
          if (quantity === 0) continue;
          balance[m.code] = have + quantity;
          // USD in hundreds, gold in grams, silver in 100 g bars, so each moves the wealth by similar amounts.
          moves.push({
            day: dayOf(m.offset),
            code: m.code,
            quantity: m.code === 'usd' ? quantity * 100 : quantity,
          });
        }
        const settings: ZakatSettings = {
          ...DEFAULT_SETTINGS,
          nisabBasis: sc.nisabBasis,
          hawlRule: sc.hawlRule,
          jewellery: sc.jewellery,
          year: sc.year,
          cashEgp: new Big(sc.cash),
          receivablesEgp: new Big(sc.receivables),
          debtsEgp: new Big(sc.debts),
        };
        const closes: DailyClose[] = series.map((p, i) => ({
          day: dayOf(i),
          snapshot: {
            ...snapshot(
              [String(p.k24), String(p.k24)],
              [String(p.k21), String(p.k21)],
              [String(Math.round((p.k21 * 18) / 21)), '1'],
              { USD: String(p.usd) },
            ),
            silver: {
              g999: { buy: String(p.silver), sell: String(p.silver) },
              g925: { buy: '1', sell: '1' },
            },
          },
        }));
        const entries = sortEntries(
          moves.map((m) => tx(m.quantity > 0 ? 'buy' : 'sell', m.code, String(Math.abs(m.quantity)), m.day)),
        );
        const input = {
          entries,
          catalogue: zakatCatalogue,
          closes,
          latest: closes.at(-1)!.snapshot,
          today: TODAY,
          settings,
          settled: new Set<string>(),
        };
        // First unpaid, then with the oldest owed year paid.
        const unpaid = computeZakat(input);
        const paid = new Set(sc.payFirst && unpaid.unpaid[0] ? [unpaid.unpaid[0].dueOn] : []);
        const real = paid.size ? computeZakat({ ...input, settled: paid }) : unpaid;
        const expected = oracle(moves, pricesOn, TODAY, settings, paid);
        expect({
          unpaid: real.unpaid.map((u) => ({
            startedOn: u.startedOn,
            dueOn: u.dueOn,
            value: Number(u.valueOnDue),
            amount: u.amount.toFixed(2),
          })),
          current:
            real.current.state === 'running'
              ? { state: 'running', startedOn: real.current.startedOn, dueOn: real.current.dueOn }
              : { state: 'below_nisab' },
          zakatable: Number(real.zakatableValue),
          nisabReached: real.nisabReached,
          estimate: real.estimate === null ? null : real.estimate.toFixed(2),
        }).toEqual(expected);
        expect(real.amountDue.toFixed(2)).toBe(
          expected.unpaid.reduce((sum, u) => sum.plus(u.amount), new Big(0)).toFixed(2),
        );
      }),
      { numRuns: 40 },
    );
  });
});
