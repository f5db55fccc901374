import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yAxisScale, yAxisTicks } from './y-axis';

describe('value chart y axis (spec §9)', () => {
  it('pads 10% of the span below and above, with five ticks a quarter of the axis apart', () => {
    const scale = yAxisScale([100_000, 105_000, 110_000]);
    expect(scale).toEqual({ min: 99_000, max: 111_000, tickAmount: 4 });
    expect(yAxisTicks(scale)).toEqual([99_000, 102_000, 105_000, 108_000, 111_000]);
  });

  it('never goes below zero', () => {
    // A portfolio started during the range: 0 → 50,000. 10% of the span below 0 would be -5,000.
    const scale = yAxisScale([0, 20_000, 50_000]);
    expect(scale.min).toBe(0);
    expect(scale.max).toBe(55_000);
    expect(yAxisTicks(scale)).toEqual([0, 13_750, 27_500, 41_250, 55_000]);
  });

  it('pads a single point from 80% to 120% of its value', () => {
    expect(yAxisScale([32_560])).toEqual({ min: 26_048, max: 39_072, tickAmount: 4 });
  });

  it('treats a flat line like a single point', () => {
    expect(yAxisScale([500, 500, 500])).toEqual({ min: 400, max: 600, tickAmount: 4 });
  });

  it('keeps an axis for a portfolio worth nothing', () => {
    expect(yAxisScale([0, 0])).toEqual({ min: 0, max: 1, tickAmount: 4 });
    expect(yAxisScale([])).toEqual({ min: 0, max: 1, tickAmount: 4 });
  });

  it('always holds every value, starts at or above zero, and shows at most five ticks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 200 }),
        (values) => {
          const scale = yAxisScale(values);
          const ticks = yAxisTicks(scale);
          expect(ticks.length).toBeLessThanOrEqual(5);
          expect(scale.min).toBeGreaterThanOrEqual(0);
          expect(scale.min).toBeLessThanOrEqual(Math.min(...values));
          expect(scale.max).toBeGreaterThanOrEqual(Math.max(...values));
          expect(scale.max).toBeGreaterThan(scale.min);
        },
      ),
    );
  });
});
