/**
 * The value chart's y axis (spec §9): at most 5 ticks, never below zero, padded about 10% of the values' span
 * above and below, ticks a quarter of the axis apart; a single point (or a flat line) padded from 80% to 120% of
 * its value. Pure, so the rules are tested without drawing anything.
 */
export interface YAxisScale {
  min: number;
  max: number;
  /** Intervals between ticks (ApexCharts' `tickAmount`): 4 intervals = 5 ticks. */
  tickAmount: number;
}

/** spec §9: at most five ticks, so four steps of a quarter of the axis each. */
export const Y_AXIS_STEPS = 4;
const SPAN_PADDING = 0.1;
const SINGLE_LOW = 0.8;
const SINGLE_HIGH = 1.2;

export function yAxisScale(values: readonly number[]): YAxisScale {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return { min: 0, max: 1, tickAmount: Y_AXIS_STEPS };
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  const span = high - low;

  let min: number;
  let max: number;
  if (span === 0) {
    // One point, or the same value every day: 80%–120% of it (0–1 when it is zero, so the axis is not empty).
    min = Math.min(low * SINGLE_LOW, low * SINGLE_HIGH);
    max = Math.max(low * SINGLE_LOW, low * SINGLE_HIGH);
    if (max === min) max = min + 1;
  } else {
    min = low - span * SPAN_PADDING;
    max = high + span * SPAN_PADDING;
  }
  // A portfolio is never worth less than nothing: the axis stops at zero rather than padding into negatives.
  if (low >= 0) min = Math.max(0, min);
  return { min, max, tickAmount: Y_AXIS_STEPS };
}

/** The tick values the axis shows: min, then a quarter of the axis at a time, up to max. */
export function yAxisTicks(scale: YAxisScale): number[] {
  const step = (scale.max - scale.min) / scale.tickAmount;
  return Array.from({ length: scale.tickAmount + 1 }, (_, i) => scale.min + step * i);
}
