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
    expect(pointsInUnit(points, closes)).toEqual([
      { date: '2026-11-19', value: 10, priced_on: '2026-11-19' },
      { date: '2026-11-20', value: null, priced_on: '2026-11-19' },
      { date: '2026-11-21', value: 10, priced_on: '2026-11-21' },
    ]);
  });

  it('leaves a gap, never a made-up value, where the unit has no price (or a zero one)', () => {
    const closes = [{ date: '2026-11-21', price: 0, sell: null }];
    expect(pointsInUnit(points, closes).map((p) => p.value)).toEqual([null, null, null]);
  });
});
