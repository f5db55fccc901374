/**
 * The value chart's y axis (product §9, docs/decisions/014-chart-y-axis.md): at most 5 round ticks, a step of a quarter
 * of the data's span rounded up to a round number (1, 2, 2.5 or 5 times a power of ten); the axis padded about 10%
 * of the span above and below, never below zero; a single point (or a flat line) padded from 80% to 120% of its
 * value. Pure, so the rules are tested without drawing anything.
 */
export interface YAxisScale {
  min: number;
  max: number;
  /**
   * Equal intervals ApexCharts draws between min and max (its `tickAmount`). The axis is padded, so the labelled
   * ticks are not its ends: it is cut into tenths of the step, and only the whole steps at `ticks` carry a label.
   */
  tickAmount: number;
  /** The labelled values, lowest first: at most 5, whole multiples of `step`. */
  ticks: number[];
  /** The round distance between two labelled ticks. */
  step: number;
}

/** product §9: at most five ticks, so four steps of (at least) a quarter of the span each. */
export const Y_AXIS_STEPS = 4;
const PADDING = 0.1;
const SINGLE_LOW = 0.8;
const SINGLE_HIGH = 1.2;
/** The axis's finer grid (where ApexCharts draws its ticks): a tenth of a step. */
const FINE_PARTS = 10;
const ROUND_MANTISSAS = [1, 2, 2.5, 5, 10];

/** Floating sums of steps drift (0.1 × 3 = 0.30000000000000004): ticks are kept to 15 significant digits. */
const tidy = (value: number) => Number(value.toPrecision(15));

/** The smallest round number (1, 2, 2.5 or 5 × 10^k) at least `raw`. */
export function roundStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const mantissa = ROUND_MANTISSAS.find((m) => tidy(m * power) >= raw) ?? 10;
  return tidy(mantissa * power);
}

/** The range the axis must show: the values padded 10% of their span (never below zero), or 80–120% of one value. */
function wantedRange(low: number, high: number): [number, number] {
  const span = high - low;
  if (span > 0) {
    const below = low - PADDING * span;
    return [low >= 0 ? Math.max(0, below) : below, high + PADDING * span];
  }
  // One point, or the same value every day: 80%–120% of it (0–1 when it is zero, so the axis is not empty).
  const from = Math.min(low * SINGLE_LOW, low * SINGLE_HIGH);
  const to = Math.max(low * SINGLE_LOW, low * SINGLE_HIGH);
  return to > from ? [from, to] : [0, 1];
}

/** The share of a value below which two values differ by floating-point noise alone. */
const NOISE = 1e-12;

export function yAxisScale(values: readonly number[]): YAxisScale {
  const finite = values.filter(Number.isFinite);
  const low = finite.length ? Math.min(...finite) : 0;
  const highest = finite.length ? Math.max(...finite) : 0;
  // Values apart by floating-point noise alone (a flat line of sums) are flat: a step that small against them would
  // need more multiples than a double can count (k + 1 === k), and the ticks' loop would never end.
  const high = highest - low <= Math.abs(highest) * NOISE ? low : highest;
  const [from, to] = wantedRange(low, high);
  // A quarter of the data's span (of the padded axis for a single point, which has no span), rounded up: the
  // padded range is at most 1.2 spans, under 5 steps, so at most 5 multiples of the step fall in it.
  const step = roundStep((high > low ? high - low : to - from) / Y_AXIS_STEPS);
  const fine = step / FINE_PARTS;
  // product §9 "from zero": whole fine steps outside the wanted range; zero is one, so the axis never crosses it.
  const min = tidy(Math.floor(tidy(from / fine)) * fine);
  const max = tidy(Math.ceil(tidy(to / fine)) * fine);
  const ticks: number[] = [];
  for (let k = Math.ceil(tidy(from / step)); tidy(k * step) <= to; k++) ticks.push(tidy(k * step));
  return { min, max, tickAmount: Math.round((max - min) / fine), ticks, step };
}

/** The tick values the axis labels: round multiples of the step, lowest first. */
export function yAxisTicks(scale: YAxisScale): number[] {
  return scale.ticks;
}

/** The labelled tick ApexCharts' tick at `value` stands for, or null for a tick drawn without a label. */
export function labelledTickAt(scale: YAxisScale, value: number): number | null {
  const tolerance = (scale.max - scale.min) / scale.tickAmount / 2;
  return scale.ticks.find((tick) => Math.abs(tick - value) < tolerance) ?? null;
}
