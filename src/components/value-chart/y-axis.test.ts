import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelledTickAt, roundStep, yAxisScale, yAxisTicks } from './y-axis';

/** Where ApexCharts draws its ticks: min, then (max - min) / tickAmount at a time. */
const apexTicks = (scale: ReturnType<typeof yAxisScale>) =>
  Array.from(
    { length: scale.tickAmount + 1 },
    (_, i) => scale.min + ((scale.max - scale.min) / scale.tickAmount) * i,
  );
const labelled = (scale: ReturnType<typeof yAxisScale>) =>
  apexTicks(scale)
    .map((v) => labelledTickAt(scale, v))
    .filter((v) => v !== null);

/** 1, 2, 2.5 or 5 times a power of ten. */
const isRound = (step: number) =>
  [1, 2, 2.5, 5].some((m) => {
    const power = step / m;
    return Math.abs(Math.log10(power) - Math.round(Math.log10(power))) < 1e-9;
  });

describe('value chart y axis (product §9, ADR 014)', () => {
  it('rounds a quarter of the span up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([2_500, 2_586.81, 1_200, 0.03, 7_000, 10_000].map(roundStep)).toEqual([
      2_500, 5_000, 2_000, 0.05, 10_000, 10_000,
    ]);
  });

  it('pads 10% of the span below and above, with round ticks a quarter of the span apart', () => {
    const scale = yAxisScale([100_000, 105_000, 110_000]);
    expect(scale).toMatchObject({ min: 99_000, max: 111_000, step: 2_500 });
    expect(yAxisTicks(scale)).toEqual([100_000, 102_500, 105_000, 107_500, 110_000]);
  });

  it('labels round values even when the data is not round', () => {
    // span 10,347.25: a quarter is 2,586.81, rounded up to 5,000; the padded axis 100,211–111,593 holds two.
    const scale = yAxisScale([101_245.5, 106_000, 111_592.75]);
    expect(yAxisTicks(scale)).toEqual([105_000, 110_000]);
    expect(scale.min).toBeLessThanOrEqual(101_245.5 - 1_034.725);
    expect(scale.max).toBeGreaterThanOrEqual(111_592.75 + 1_034.725);
  });

  it('labels exactly the round ticks among those ApexCharts draws', () => {
    const scale = yAxisScale([100_000, 105_000, 110_000]);
    expect(labelled(scale)).toEqual(yAxisTicks(scale));
  });

  it('never goes below zero', () => {
    // A portfolio started during the range: 0 → 50,000. 10% of the span below 0 would be -5,000.
    const scale = yAxisScale([0, 20_000, 50_000]);
    expect(scale.min).toBe(0);
    expect(scale.max).toBe(56_000); // 55,000 up to the next tenth of the 20,000 step
    expect(yAxisTicks(scale)).toEqual([0, 20_000, 40_000]);
  });

  it('shrinks the padding below instead of crossing zero', () => {
    // span 10,000: 10% below 500 would be -500; the axis starts at 0.
    const scale = yAxisScale([500, 10_500]);
    expect(scale.min).toBe(0);
    expect(scale.max).toBe(11_500);
    expect(yAxisTicks(scale)).toEqual([0, 2_500, 5_000, 7_500, 10_000]);
    expect(labelled(scale)).toHaveLength(5);
  });

  it('pads a single point from 80% to 120% of its value', () => {
    const scale = yAxisScale([32_560]);
    expect(scale).toMatchObject({ min: 26_000, max: 39_500 });
    expect(yAxisTicks(scale)).toEqual([30_000, 35_000]);
    expect(labelled(scale)).toEqual([30_000, 35_000]);
  });

  it('treats a flat line like a single point', () => {
    const scale = yAxisScale([500, 500, 500]);
    expect(scale).toMatchObject({ min: 400, max: 600 });
    expect(yAxisTicks(scale)).toEqual([400, 450, 500, 550, 600]);
  });

  it('keeps round ticks for a tiny span on a large value', () => {
    // a billion pounds that moved by a piastre: a step of a quarter-piastre, the ticks still its multiples
    const scale = yAxisScale([999_999_999.99, 1_000_000_000]);
    expect(scale.step).toBe(0.0025);
    expect(yAxisTicks(scale)).toEqual([
      999_999_999.99, 999_999_999.9925, 999_999_999.995, 999_999_999.9975, 1_000_000_000,
    ]);
    expect(labelled(scale)).toEqual(yAxisTicks(scale));
  });

  it('keeps an axis for a portfolio worth nothing', () => {
    expect(yAxisScale([0, 0])).toMatchObject({ min: 0, max: 1 });
    expect(yAxisScale([])).toMatchObject({ min: 0, max: 1 });
  });

  it('always holds every value, starts at or above zero, and labels two to five round ticks', () => {
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
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          expect(labelled(scale)).toEqual(ticks);
          expect(isRound(scale.step)).toBe(true);
          for (const tick of ticks) {
            // a whole number of steps, to the precision doubles keep (a billion pounds in steps of a piastre's tenth
            // is 10^10 steps, where one unit in the last place is already about 2e-6)
            const steps = tick / scale.step;
            expect(Math.abs(steps - Math.round(steps))).toBeLessThan(Math.max(1e-6, Math.abs(steps) * 1e-12));
            expect(tick).toBeGreaterThanOrEqual(scale.min);
            expect(tick).toBeLessThanOrEqual(scale.max);
          }
          expect(scale.min).toBeGreaterThanOrEqual(0);
          expect(scale.min).toBeLessThanOrEqual(low);
          expect(scale.max).toBeGreaterThanOrEqual(high);
          expect(scale.max).toBeGreaterThan(scale.min);
          if (high > low) {
            const span = high - low;
            // a quarter of the span, rounded up to at most twice as much
            expect(scale.step).toBeGreaterThanOrEqual(span / 4 - 1e-9 * span);
            expect(scale.step).toBeLessThanOrEqual(span / 2 + 1e-9 * span);
            // about 10% of the span above (a tenth of a step more at most); below as much as zero allows. To the
            // precision doubles keep at these values: near a billion one unit in the last place is about 1.2e-7,
            // more than a millionth of a span of a few piastres.
            const slack = 1e-6 * span + 4 * Number.EPSILON * scale.max;
            expect(scale.max - high).toBeGreaterThanOrEqual(span / 10 - slack);
            expect(scale.max - high).toBeLessThanOrEqual(span / 10 + scale.step / 10 + slack);
            expect(low - scale.min).toBeLessThanOrEqual(span / 10 + scale.step / 10 + slack);
          }
        },
      ),
    );
  });
});

describe('a line apart by floating-point noise alone', () => {
  it('is drawn as a flat line, and its ticks are found (the loop once never ended)', () => {
    const value = 608_147.0000000001;
    const scale = yAxisScale([608_147, value, 608_147]);
    expect(scale).toEqual(yAxisScale([608_147]));
    expect(scale.ticks.length).toBeGreaterThan(0);
  });
});
