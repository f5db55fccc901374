import { describe, expect, it } from 'vitest';
import { historyLine } from './history-line';

describe("a price's history line", () => {
  it('leaves a gap for each day without a close, never a carried-over price', () => {
    const line = historyLine([
      { date: '2026-11-19', price: 4000, sell: 4050 },
      { date: '2026-11-22', price: 4100, sell: 4150 },
    ]);
    expect(line.map((p) => [p.date, p.value])).toEqual([
      ['2026-11-19', 4000],
      ['2026-11-20', null],
      ['2026-11-21', null],
      ['2026-11-22', 4100],
    ]);
  });

  it('is empty without closes', () => {
    expect(historyLine([])).toEqual([]);
  });
});
