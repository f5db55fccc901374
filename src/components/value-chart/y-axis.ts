/**
 * The value chart's y axis (spec §9, docs/decisions/014-chart-y-axis.md): at most 5 ticks a quarter of the data's
 * span apart, from the lowest value to the highest; the axis padded about 10% of the span above and below, never
 * below zero; a single point (or a flat line) padded from 80% to 120% of its value. Pure, so the rules are tested
 * without drawing anything.
 */
export interface YAxisScale {
  min: number;
  max: number;
  /**
   * Equal intervals ApexCharts draws between min and max (its `tickAmount`). The axis is padded, so the labelled
   * ticks are not its ends: it is cut into twentieths of the span, and only those at `ticks` carry a label.
   */
  tickAmount: number;
  /** The labelled values, lowest first: at most 5. */
  ticks: number[];
}

/** spec §9: at most five ticks, so four steps of a quarter of the span each. */
export const Y_AXIS_STEPS = 4;
/** Twentieths of the span: the 10% padding is 2 of them, a quarter-span step 5. */
const PARTS = 20;
const PADDING_PARTS = 2;
const SINGLE_LOW = 0.8;
const SINGLE_HIGH = 1.2;

function quarters(min: number, max: number): number[] {
  const step = (max - min) / Y_AXIS_STEPS;
  return Array.from({ length: Y_AXIS_STEPS + 1 }, (_, i) => (i === Y_AXIS_STEPS ? max : min + step * i));
}

export function yAxisScale(values: readonly number[]): YAxisScale {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return { min: 0, max: 1, tickAmount: Y_AXIS_STEPS, ticks: quarters(0, 1) };
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  const span = high - low;

  if (span === 0) {
    // One point, or the same value every day: 80%–120% of it (0–1 when it is zero, so the axis is not empty).
    // There is no span to take a quarter of, so the ticks are the quarters of the axis.
    const min = Math.min(low * SINGLE_LOW, low * SINGLE_HIGH);
    let max = Math.max(low * SINGLE_LOW, low * SINGLE_HIGH);
    if (max === min) max = min + 1;
    return { min, max, tickAmount: Y_AXIS_STEPS, ticks: quarters(min, max) };
  }

  const part = span / PARTS;
  // spec §9 "from zero": a portfolio is never worth less than nothing, so the padding below shrinks (by whole
  // twentieths, to keep the ticks on ApexCharts' grid) rather than reach into negative values.
  const below = low < 0 ? PADDING_PARTS : Math.min(PADDING_PARTS, Math.floor(low / part));
  const min = low >= 0 ? Math.max(0, low - below * part) : low - below * part;
  const max = high + PADDING_PARTS * part;
  return { min, max, tickAmount: PARTS + below + PADDING_PARTS, ticks: quarters(low, high) };
}

/** The tick values the axis labels: the lowest value, then a quarter of the span at a time, up to the highest. */
export function yAxisTicks(scale: YAxisScale): number[] {
  return scale.ticks;
}

/** Whether ApexCharts' tick at `value` is one of the labelled ticks (the others are drawn without a label). */
export function isLabelledTick(scale: YAxisScale, value: number): boolean {
  const tolerance = (scale.max - scale.min) / scale.tickAmount / 2;
  return scale.ticks.some((tick) => Math.abs(tick - value) < tolerance);
}
