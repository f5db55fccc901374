import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { chartDays, chartSeries, exposureTimeline, type DailyClose } from './chart';
import { sortEntries } from './ledger';
import { snapshot, testAsset, testCatalogue } from '@tests/fixtures/server/portfolio/catalogue';
import { ledgerEntry } from '@tests/fixtures/server/portfolio/entries';

const entry = (type: 'buy' | 'sell', code: string, quantity: string, iso: string) =>
  ledgerEntry(type, testAsset(code).id, quantity, '1', Date.parse(iso));
const prices = (k21: string, usd: string) =>
  snapshot(['4000', '4000'], [k21, k21], ['3000', '3000'], { USD: usd });

describe('chart: days', () => {
  const today = '2026-11-22';

  it('1w is seven daily points ending today', () => {
    expect(chartDays('1w', today, '2020-01-01')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('1m and 6m are daily since the same date a month (six months) ago', () => {
    const month = chartDays('1m', today, '2020-01-01');
    expect(month[0]).toBe('2026-10-23');
    expect(month.at(-1)).toBe(today);
    expect(month).toHaveLength(31);
    const half = chartDays('6m', today, '2020-01-01');
    expect(half[0]).toBe('2026-05-23');
    expect(half).toHaveLength(184);
    expect(chartDays('1m', '2026-03-31', '2020-01-01')[0]).toBe('2026-03-01');
  });

  it('all starts at the first transaction day, daily while it spans a year or less', () => {
    const days = chartDays('all', today, '2026-01-10');
    expect(days[0]).toBe('2026-01-10');
    expect(days.at(-1)).toBe(today);
    expect(days).toHaveLength(317);
  });

  it('all is weekly beyond a year, still ending today', () => {
    const days = chartDays('all', today, '2024-11-01');
    expect(days[0]).toBe('2024-11-01');
    expect(days[1]).toBe('2024-11-08');
    expect(days.at(-2)).toBe('2026-11-20');
    expect(days.at(-1)).toBe(today);
  });

  it('all with a first transaction today is one point', () => {
    expect(chartDays('all', today, today)).toEqual([today]);
  });
});

describe('chart: values', () => {
  const today = '2026-11-22';
  const closes: DailyClose[] = [
    // Before the range: carried forward into it.
    { day: '2026-11-10', snapshot: prices('3000', '48') },
    { day: '2026-11-19', snapshot: prices('3100', '49') },
  ];
  const latest = prices('3200', '50');

  it('a buy mid-range, a price change, a sale and a currency holding, against hand-computed values', () => {
    const entries = sortEntries([
      entry('buy', 'usd', '100', '2026-11-16T12:00:00Z'),
      entry('buy', 'pound_full', '2', '2026-11-18T12:00:00Z'),
      entry('sell', 'pound_full', '1', '2026-11-20T12:00:00Z'),
    ]);
    const series = chartSeries({
      timeline: exposureTimeline(entries, testCatalogue),
      days: chartDays('1w', today, '2026-11-16'),
      closes,
      latest,
      today,
    });
    expect(series.map((p) => [p.date, p.value.toString()])).toEqual([
      ['2026-11-16', '4800'], // 100 USD × 48
      ['2026-11-17', '4800'],
      ['2026-11-18', '52800'], // + 2 pounds × 8 g × 3000
      ['2026-11-19', '54500'], // 100 × 49 + 16 g × 3100
      ['2026-11-20', '29700'], // one pound sold: 4900 + 8 × 3100
      ['2026-11-21', '29700'], // no close: forward-filled
      ['2026-11-22', '30600'], // today at the latest snapshot: 5000 + 8 × 3200
    ]);
    // product §17: each point names the day whose prices valued it
    expect(series.map((p) => p.pricedOn)).toEqual([
      '2026-11-10',
      '2026-11-10',
      '2026-11-10',
      '2026-11-19',
      '2026-11-19',
      '2026-11-19',
      today,
    ]);
  });

  it('today names the day its latest snapshot was taken, which is older when no price came since', () => {
    const entries = [entry('buy', 'gram_21k', '1', '2026-11-16T12:00:00Z')];
    const series = chartSeries({
      timeline: exposureTimeline(entries, testCatalogue),
      days: chartDays('1w', today, '2026-11-16'),
      closes,
      latest: { ...closes[1]!.snapshot, takenAt: new Date('2026-11-19T13:00:00Z') },
      today,
    });
    expect(series.at(-1)).toEqual({ date: today, value: new Big(3100), pricedOn: '2026-11-19' });
  });

  it('before the first purchase the value is 0; without any price it is 0', () => {
    const entries = [entry('buy', 'gram_21k', '1', '2026-11-21T12:00:00Z')];
    const series = chartSeries({
      timeline: exposureTimeline(entries, testCatalogue),
      days: chartDays('1w', today, '2026-11-21'),
      closes: [],
      latest: null,
      today,
    });
    expect(series.every((p) => p.value.eq(0))).toBe(true);
    const priced = chartSeries({
      timeline: exposureTimeline(entries, testCatalogue),
      days: chartDays('1w', today, '2026-11-21'),
      closes,
      latest,
      today,
    });
    expect(priced.map((p) => p.value.toString())).toEqual(['0', '0', '0', '0', '0', '3100', '3200']);
  });

  it('a purchase counts on its Cairo day: 22:30 UTC on the 17th is already the 18th in Cairo', () => {
    const entries = [entry('buy', 'gram_21k', '1', '2026-11-17T22:30:00Z')];
    const series = chartSeries({
      timeline: exposureTimeline(entries, testCatalogue),
      days: chartDays('1w', today, '2026-11-18'),
      closes,
      latest,
      today,
    });
    expect(series.find((p) => p.date === '2026-11-17')!.value.toString()).toBe('0');
    expect(series.find((p) => p.date === '2026-11-18')!.value.toString()).toBe('3000');
  });

  it('weekly points over two years take each point day’s holdings and close', () => {
    const entries = sortEntries([
      entry('buy', 'gram_21k', '2', '2024-11-01T12:00:00Z'),
      entry('sell', 'gram_21k', '1', '2026-11-21T12:00:00Z'),
    ]);
    const days = chartDays('all', today, '2024-11-01');
    const series = chartSeries({
      timeline: exposureTimeline(entries, testCatalogue),
      days,
      closes: [{ day: '2024-10-31', snapshot: prices('2000', '30') }, ...closes],
      latest,
      today,
    });
    expect(series[0]).toEqual({ date: '2024-11-01', value: new Big(4000), pricedOn: '2024-10-31' });
    expect(series.find((p) => p.date === '2026-11-13')!.value.toString()).toBe('6000');
    expect(series.find((p) => p.date === '2026-11-20')!.value.toString()).toBe('6200');
    expect(series.at(-1)!.value.toString()).toBe('3200');
  });
});
