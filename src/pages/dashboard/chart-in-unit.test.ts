import { describe, expect, it } from 'vitest';
import type { ChartPoint } from '@contract/portfolio';
import { pointsInUnit } from './chart-in-unit';

const points: ChartPoint[] = [
  { date: '2026-11-19', value: 40_000, priced_on: '2026-11-19' },
  // no prices that day: the server valued it at the 19th's
  { date: '2026-11-20', value: 40_000, priced_on: '2026-11-19' },
  { date: '2026-11-21', value: 41_000, priced_on: '2026-11-21' },
];

describe('the value chart in grams of 21k, gold pounds or dollars', () => {
  it("divides each day's value by that day's price", () => {
    const closes = [
      { date: '2026-11-19', price: 4000, sell: 4050 },
      { date: '2026-11-21', price: 4100, sell: 4150 },
    ];
    expect(pointsInUnit(points, closes, 'gold_21_grams')).toEqual([
      { date: '2026-11-19', value: 10, priced_on: '2026-11-19' },
      { date: '2026-11-20', value: null, priced_on: '2026-11-19' },
      { date: '2026-11-21', value: 10, priced_on: '2026-11-21' },
    ]);
  });

  it('leaves a gap, never a made-up value, where the unit has no price (or a zero one)', () => {
    const closes = [{ date: '2026-11-21', price: 0, sell: null }];
    expect(pointsInUnit(points, closes, 'usd').map((p) => p.value)).toEqual([null, null, null]);
  });

  it('rounds as the total is, so a steady holding reads the same every day', () => {
    const closes = [
      { date: '2026-11-19', price: 6081.47, sell: null },
      { date: '2026-11-21', price: 6000.01, sell: null },
    ];
    const tenGrams = points.map((p) => ({ ...p, value: p.date === '2026-11-19' ? 60_814.7 : 60_000.1 }));
    expect(pointsInUnit(tenGrams, closes, 'gold_21_grams').map((p) => p.value)).toEqual([10, null, 10]);
    expect(pointsInUnit(points, closes, 'usd')[0]?.value).toBe(6.58);
  });
});
