import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLabelledTick, yAxisScale, yAxisTicks } from './y-axis';

/** Where ApexCharts draws its ticks: min, then (max - min) / tickAmount at a time. */
const apexTicks = (scale: ReturnType<typeof yAxisScale>) =>
  Array.from(
    { length: scale.tickAmount + 1 },
    (_, i) => scale.min + ((scale.max - scale.min) / scale.tickAmount) * i,
  );
const labelled = (scale: ReturnType<typeof yAxisScale>) =>
  apexTicks(scale).filter((v) => isLabelledTick(scale, v));

describe('value chart y axis (spec §9, ADR 014)', () => {
  it('pads 10% of the span below and above, with five ticks a quarter of the data span apart', () => {
    const scale = yAxisScale([100_000, 105_000, 110_000]);
    expect(scale).toMatchObject({ min: 99_000, max: 111_000 });
    // span 10,000: a step of 2,500, from the lowest value to the highest
    expect(yAxisTicks(scale)).toEqual([100_000, 102_500, 105_000, 107_500, 110_000]);
  });

  it('labels exactly those five of the ticks ApexCharts draws', () => {
    const scale = yAxisScale([100_000, 105_000, 110_000]);
    const drawn = labelled(scale);
    expect(drawn).toHaveLength(5);
    drawn.forEach((v, i) => expect(v).toBeCloseTo(yAxisTicks(scale)[i]!, 6));
  });

  it('never goes below zero', () => {
    // A portfolio started during the range: 0 → 50,000. 10% of the span below 0 would be -5,000.
    const scale = yAxisScale([0, 20_000, 50_000]);
    expect(scale.min).toBe(0);
    expect(scale.max).toBe(55_000);
    expect(yAxisTicks(scale)).toEqual([0, 12_500, 25_000, 37_500, 50_000]);
  });

  it('shrinks the padding below instead of crossing zero', () => {
    // span 10,000: 10% below 500 would be -500; the axis starts at 0, the ticks still from the lowest value.
    const scale = yAxisScale([500, 10_500]);
    expect(scale.min).toBe(0);
    expect(scale.max).toBe(11_500);
    expect(yAxisTicks(scale)).toEqual([500, 3_000, 5_500, 8_000, 10_500]);
    expect(labelled(scale)).toHaveLength(5);
  });

  it('pads a single point from 80% to 120% of its value', () => {
    const scale = yAxisScale([32_560]);
    expect(scale).toMatchObject({ min: 26_048, max: 39_072 });
    expect(yAxisTicks(scale)).toHaveLength(5);
    expect(labelled(scale)).toHaveLength(5);
  });

  it('treats a flat line like a single point', () => {
    const scale = yAxisScale([500, 500, 500]);
    expect(scale).toMatchObject({ min: 400, max: 600 });
    expect(yAxisTicks(scale)).toEqual([400, 450, 500, 550, 600]);
  });

  it('keeps an axis for a portfolio worth nothing', () => {
    expect(yAxisScale([0, 0])).toMatchObject({ min: 0, max: 1 });
    expect(yAxisScale([])).toMatchObject({ min: 0, max: 1 });
  });

  it('always holds every value, starts at or above zero, and labels at most five ticks a quarter-span apart', () => {
    fc.assert(
      fc.property(
        // amounts in EGP to the piastre, up to a billion
        fc.array(
          fc.integer({ min: 0, max: 100_000_000_000 }).map((piastres) => piastres / 100),
          { minLength: 1, maxLength: 200 },
        ),
        (values) => {
          const scale = yAxisScale(values);
          const ticks = yAxisTicks(scale);
          const low = Math.min(...values);
          const high = Math.max(...values);
          expect(ticks.length).toBeLessThanOrEqual(5);
          expect(labelled(scale).length).toBe(ticks.length);
          expect(scale.min).toBeGreaterThanOrEqual(0);
          expect(scale.min).toBeLessThanOrEqual(low);
          expect(scale.max).toBeGreaterThanOrEqual(high);
          expect(scale.max).toBeGreaterThan(scale.min);
          if (high > low) {
            expect(ticks[0]).toBe(low);
            expect(ticks[4]).toBe(high);
            for (let i = 1; i < ticks.length; i++)
              expect(ticks[i]! - ticks[i - 1]!).toBeCloseTo((high - low) / 4, 6);
            // about 10% of the span above; below as much as zero allows
            expect(scale.max - high).toBeCloseTo((high - low) / 10, 6);
            expect(low - scale.min).toBeLessThanOrEqual((high - low) / 10 + 1e-6 * (high - low));
          }
        },
      ),
    );
  });
});
