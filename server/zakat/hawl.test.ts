import Big from 'big.js';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as chart from '../portfolio/chart';
import type { DailyClose } from '../portfolio/chart';
import { sortEntries } from '../portfolio/ledger';
import { exposureOf, replayPositions, resolvePrices } from '../portfolio/valuation';
import { snapshot } from '@tests/fixtures/server/portfolio/catalogue';
import { addDays, daysBetween } from '../time/cairo-day';
import {
  beginHawlWalk,
  dayWealth,
  firstPricedDay,
  hawlAfterDay,
  walkHawls,
  yearAfter,
  type HawlHistory,
  type HawlInput,
  type HawlSoFar,
} from './hawl';
import { DEFAULT_SETTINGS, type ZakatSettings } from './settings';
import { tx, zakatCatalogue } from '@tests/fixtures/server/zakat/ledger';

/**
 * The hawl walk starts at the first priced day (security review: a ledger may start in 1900, ~46,000 days before the
 * reference prices of 2024, and the walk ran once per member). The answer must not change, and the days walked must
 * be bounded by the price history: every day the walk asks walkDays for is recorded here.
 */
const walkedDays = vi.hoisted(() => [] as string[]);
vi.mock('../portfolio/chart', async (importOriginal) => {
  const real = await importOriginal<typeof chart>();
  return {
    ...real,
    walkDays: (...args: Parameters<typeof real.walkDays>) => {
      const walk = real.walkDays(...args);
      return (day: string) => {
        walkedDays.push(day);
        return walk(day);
      };
    },
  };
});
beforeEach(() => {
  walkedDays.length = 0;
});

const TODAY = '2026-11-23';
/** As the bundled reference history: daily closes from March 2024 to September 2026, then today's snapshot. */
const FIRST_CLOSE = '2024-03-01';
const LAST_CLOSE = '2026-09-30';

/**
 * 21k moves between 3,000 and 4,000 EGP a gram (a nisab of 255,000 to 340,000) while a dollar stays at 50 EGP, so a
 * saver holding dollars crosses the nisab back and forth; 24k and 18k follow 21k.
 */
function closesFrom(first: string, last: string): DailyClose[] {
  const closes: DailyClose[] = [];
  for (let day = first, i = 0; day <= last; day = addDays(day, 1), i += 1) {
    const k21 = Math.round(3500 + 500 * Math.sin((2 * Math.PI * i) / 300));
    const k24 = String(Math.round((k21 * 24) / 21));
    const k18 = String(Math.round((k21 * 18) / 21));
    closes.push({
      day,
      snapshot: snapshot([k24, k24], [String(k21), String(k21)], [k18, k18], { USD: '50' }),
    });
  }
  return closes;
}
const CLOSES = closesFrom(FIRST_CLOSE, LAST_CLOSE);
const LATEST = snapshot(['4000', '4000'], ['3500', '3500'], ['3000', '3000'], { USD: '50' });

function hawlInput(entries: ReturnType<typeof tx>[], settings: Partial<ZakatSettings> = {}): HawlInput {
  return {
    entries: sortEntries(entries),
    catalogue: zakatCatalogue,
    closes: CLOSES,
    latest: LATEST,
    today: TODAY,
    settings: { ...DEFAULT_SETTINGS, ...settings },
  };
}

/**
 * The walk before the fix, kept as the oracle: every day from where the walk begins, by the same daily rules, so it
 * differs from walkHawls only in the days it skips.
 */
function everyDayHawls(input: HawlInput): HawlHistory {
  const walk = beginHawlWalk(input);
  const completed: HawlHistory['completed'] = [];
  let hawl: HawlSoFar = { state: 'below_nisab' };
  let everReached = false;
  for (let day = walk.firstDay; day <= input.today; day = addDays(day, 1)) {
    const wealth = walk.wealthOn(day);
    const next = hawlAfterDay(hawl, day, wealth, input.settings);
    if (next.state === 'due') {
      completed.push({ startedOn: next.startedOn, dueOn: next.dueOn, wealth });
      hawl = { state: 'running', startedOn: day, dueOn: yearAfter(day, input.settings) };
    } else hawl = next;
    if (hawl.state === 'running') everReached = true;
  }
  return { completed, current: hawl, everReached };
}

/** Both walks' answers (the due days' values as strings); and how many days the new one walked. */
function bothWalks(input: HawlInput) {
  const plain = (h: HawlHistory) => ({
    current: h.current,
    everReached: h.everReached,
    completed: h.completed.map((c) => ({
      startedOn: c.startedOn,
      dueOn: c.dueOn,
      value: c.wealth.value.toFixed(),
    })),
  });
  const before = plain(everyDayHawls(input));
  walkedDays.length = 0;
  const now = plain(walkHawls(input));
  return { before, now, walked: [...walkedDays] };
}

const priceHistoryDays = daysBetween(FIRST_CLOSE, TODAY) + 1;
const RULES = ['continuous', 'start_and_end'] as const;

describe('hawl walk: from the first priced day', () => {
  // 6,000 dollars (300,000 EGP): at the nisab while 21k is at 3,529 or less.
  const since1900 = [tx('buy', 'usd', '6000', '1900-01-02')];
  const since2025 = [tx('buy', 'usd', '6000', '2025-01-10')];

  it.each(RULES)(
    'a ledger from 1900 (%s): the same answer as walking every day, walking only the priced days',
    (hawlRule) => {
      const { before, now, walked } = bothWalks(hawlInput(since1900, { hawlRule }));
      expect(now).toEqual(before);
      expect(now.everReached).toBe(true); // a real hawl, found within the price history
      expect(walked[0]).toBe(FIRST_CLOSE);
      expect(walked.length).toBeLessThanOrEqual(priceHistoryDays);
      // The walk before the fix went through every day since 1900: about 46,000.
      expect(daysBetween('1900-01-02', TODAY)).toBeGreaterThan(46_000);
    },
  );

  it.each(RULES)(
    'a ledger that starts after the first price (%s): the same answer and the same days',
    (hawlRule) => {
      const { before, now, walked } = bothWalks(hawlInput(since2025, { hawlRule }));
      expect(now).toEqual(before);
      expect(walked[0]).toBe('2025-01-10');
      expect(walked.length).toBeLessThanOrEqual(daysBetween('2025-01-10', TODAY) + 1);
    },
  );

  it('a ledger from 1900 with cash, either year, gives the same answer', () => {
    for (const [hawlRule, year] of [
      ['continuous', 'lunar'],
      ['start_and_end', 'solar'],
    ] as const) {
      const input = hawlInput(since1900, { hawlRule, year, cashEgp: new Big(20000) });
      const { before, now, walked } = bothWalks(input);
      expect(now).toEqual(before);
      expect(walked.length).toBeLessThanOrEqual(priceHistoryDays);
    }
  });

  it('with no price at all, walks no day and finds no hawl', () => {
    const input = { ...hawlInput(since1900), closes: [], latest: null };
    const nothing = { current: { state: 'below_nisab' }, everReached: false, completed: [] };
    expect(bothWalks(input)).toEqual({ before: nothing, now: nothing, walked: [] });
  });

  it('with only today’s snapshot, walks today alone', () => {
    const input = { ...hawlInput(since1900, { cashEgp: new Big(1) }), closes: [] };
    const { before, now, walked } = bothWalks(input);
    expect(now).toEqual(before);
    expect(now.current).toMatchObject({ state: 'running', startedOn: TODAY });
    expect(walked).toEqual([TODAY]);
  });

  it('random ledgers and settings: the same answer, and the days walked bounded by the prices', () => {
    const firstDay = fc.oneof(
      fc.constantFrom('1900-01-02', '1975-06-15', '2023-12-31'),
      fc.integer({ min: 0, max: daysBetween('2024-01-01', TODAY) }).map((n) => addDays('2024-01-01', n)),
    );
    const move = fc.record({
      code: fc.constantFrom('usd', 'gram_21k', 'jewellery_21k'),
      quantity: fc.integer({ min: 1, max: 8000 }),
      offset: fc.integer({ min: 0, max: 800 }),
      sellHalf: fc.boolean(),
    });
    const scenario = fc.record({
      firstDay,
      moves: fc.array(move, { minLength: 1, maxLength: 6 }),
      cash: fc.constantFrom(0, 20_000, 300_000),
      debts: fc.constantFrom(0, 50_000),
      hawlRule: fc.constantFrom(...RULES),
      jewellery: fc.constantFrom('exempt' as const, 'included' as const),
      year: fc.constantFrom('lunar' as const, 'solar' as const),
    });
    fc.assert(
      fc.property(scenario, (s) => {
        const entries = s.moves.flatMap((m, i) => {
          const day = i === 0 ? s.firstDay : addDays(s.firstDay, m.offset);
          if (day > TODAY) return [];
          const buy = tx('buy', m.code, String(m.quantity), day);
          const sold = addDays(day, 30);
          return m.sellHalf && sold <= TODAY
            ? [buy, tx('sell', m.code, String(m.quantity / 2), sold)]
            : [buy];
        });
        const input = hawlInput(entries, {
          hawlRule: s.hawlRule,
          jewellery: s.jewellery,
          cashEgp: new Big(s.cash),
          debtsEgp: new Big(s.debts),
          year: s.year,
        });
        const { before, now, walked } = bothWalks(input);
        expect(now).toEqual(before);
        expect(walked.length).toBeLessThanOrEqual(priceHistoryDays);
      }),
      { numRuns: 60 },
    );
  });
});

describe('hawl: where the walk starts and when a year ends', () => {
  const close = (day: string) => ({
    day,
    snapshot: snapshot(['4000', '4000'], ['3500', '3600'], ['3000', '3000']),
  });
  const latest = snapshot(['4000', '4000'], ['3500', '3600'], ['3000', '3000']);

  it('the walk starts at the first close, or today at the latest price; a close after today is not a start', () => {
    expect(firstPricedDay([close('2025-01-01')], latest, '2026-11-23')).toBe('2025-01-01');
    expect(firstPricedDay([close('2026-11-23')], null, '2026-11-23')).toBe('2026-11-23');
    expect(firstPricedDay([close('2026-12-01')], latest, '2026-11-23')).toBe('2026-11-23');
    expect(firstPricedDay([close('2026-12-01')], null, '2026-11-23')).toBeNull();
    expect(firstPricedDay([], latest, '2026-11-23')).toBe('2026-11-23');
    expect(firstPricedDay([], null, '2026-11-23')).toBeNull();
  });

  it('start_and_end: a year whose due day finds the wealth below the nisab ends, though something is still held', () => {
    const settings: ZakatSettings = { ...DEFAULT_SETTINGS, hawlRule: 'start_and_end' };
    const running: HawlSoFar = { state: 'running', startedOn: '2025-06-01', dueOn: '2026-05-21' };
    const prices = resolvePrices(latest);
    const fifty = exposureOf(replayPositions([tx('buy', 'gram_21k', '50', '2025-06-01')]), zakatCatalogue);
    const below = dayWealth(fifty, prices, settings); // 175,000 against a nisab of 297,500
    expect(below.holdsAnything).toBe(true);
    expect(hawlAfterDay(running, '2026-05-20', below, settings)).toEqual(running);
    expect(hawlAfterDay(running, '2026-05-21', below, settings)).toEqual({ state: 'below_nisab' });
  });
});
