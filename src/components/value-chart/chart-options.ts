import type { ApexAxisChartSeries, ApexOptions } from 'apexcharts';
import { formatAmount } from '@/i18n/format-number';
import { onFirstUse } from '@/i18n/on-first-use';
import type { Language } from '@/i18n/languages';
import { formatChartDate, spansMoreThanAYear } from './chart-dates';
import { pricedPoints, splitByPrices, type LinePoint } from './price-gaps';

export type { LinePoint };
import { labelledTickAt, yAxisScale } from './y-axis';

export interface ChartPalette {
  line: string;
  grid: string;
  text: string;
  /** the page behind the chart, ringing the last point's marker */
  surface: string;
}

export interface ValueChartSpec {
  points: readonly LinePoint[];
  language: Language;
  privacyMode: boolean;
  theme: 'dark' | 'light';
  palette: ChartPalette;
  seriesName: string;
  /** EGP / ج.م (or the unit the line is counted in), after each amount in the tooltip and each value on the axis */
  currencyLabel: string;
  /** The tooltip's figure (default: money, two decimals). */
  formatValue?: (value: number) => string;
  /** How many dates fit under the chart (fewer on a phone); the first and last are always among them. */
  maxDateLabels: number;
  /** Product §17: the tooltip's note on a day without prices, naming the day whose prices valued it. */
  pricesOf: (formattedDay: string) => string;
}

export interface ValueChartConfig {
  series: ApexAxisChartSeries;
  options: ApexOptions;
  /** index of the newest point in the drawn series (the only one marked) */
  lastIndex: number;
}

/** About half the width of one character of a 12 px axis label, in pixels (Arabic and Latin alike). */
const HALF_CHARACTER = 3.8;
const EDGE_MARGIN = 8;
/** A point's marker: the last one's radius 6 and its ring. */
const MARKER_ROOM = 10;

// product §9: en-US grouping; round ticks need no more than two decimals (a step of 0.25 at the smallest here).
// Made on first use: this module loads with the page, the chart is drawn later (architecture §7).
const axisNumber = onFirstUse(
  () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 0 }),
);
/** From a million up, ticks are short words (`600B`, `600 مليار`) so the axis leaves the plot room on a phone. */
const COMPACT_FROM = 1_000_000;
const compactNumber = {
  en: onFirstUse(() => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 })),
  ar: onFirstUse(
    () => new Intl.NumberFormat('ar-EG-u-nu-latn', { notation: 'compact', maximumFractionDigits: 2 }),
  ),
} satisfies Record<Language, () => Intl.NumberFormat>;

/** Each labelled tick's text: compact when large, unless that would give two ticks the same label. */
function tickLabels(ticks: readonly number[], language: Language, unit: string): Map<number, string> {
  const compact = ticks.some((t) => t >= COMPACT_FROM)
    ? ticks.map((t) => compactNumber[language]().format(t))
    : null;
  const numbers =
    compact && new Set(compact).size === ticks.length ? compact : ticks.map((t) => axisNumber().format(t));
  return new Map(ticks.map((t, i) => [t, `${numbers[i]} ${unit}`]));
}

/**
 * Which points name their date under the chart: the first, the last and evenly spaced ones between, at most
 * `max` (ApexCharts' own thinning drops the last label or lets Arabic month names collide on a phone).
 */
export function dateLabelIndices(count: number, max: number): Set<number> {
  const labels = Math.max(1, Math.min(count, Math.floor(max)));
  if (labels === 1) return new Set(count > 0 ? [count - 1] : []);
  return new Set(Array.from({ length: labels }, (_, k) => Math.round((k * (count - 1)) / (labels - 1))));
}

/** Removes the y axis's blank tick labels from a drawn chart (ApexCharts' instance keeps its element in `el`). */
export function dropBlankYLabels(chart: unknown): void {
  (chart as { el?: Element | null }).el?.querySelectorAll('.apexcharts-yaxis-label').forEach((label) => {
    if (!label.textContent?.trim()) label.remove();
  });
}

/**
 * ApexCharts options for the portfolio value chart, exactly as product §9 asks. Pure: no ApexCharts import
 * (only its types), so the rules are unit-tested and the chart library stays in its lazy chunk.
 */
export function buildValueChart(spec: ValueChartSpec): ValueChartConfig {
  const { language, privacyMode, palette } = spec;
  // ApexCharts has no right-to-left mode (architecture §2): in Arabic time runs from right to left, so the series is
  // drawn reversed (newest on the left) and the y axis sits on the right.
  const rtl = language === 'ar';
  const ordered = rtl ? [...spec.points].reverse() : [...spec.points];
  const days = ordered.map((p) => p.date);
  const values = ordered.map((p) => p.value);
  const format = spec.formatValue ?? formatAmount;
  // Product §17: where days had no prices the line is dashed (price-gaps.ts). The full series stays first, drawn with
  // no stroke: it carries the tooltip and the last point's marker; the solid and dashed parts are drawn over it.
  const inOrder = <T>(data: T[]) => (rtl ? [...data].reverse() : data);
  const priced = inOrder(pricedPoints(spec.points));
  // A line with gaps (a unit without a price some days) leaves them blank rather than dashing anything across.
  const gaps = values.includes(null);
  const parts = !gaps && priced.includes(false) ? splitByPrices(spec.points) : null;
  const lastIndex = rtl ? 0 : ordered.length - 1;
  const scale = yAxisScale(values.filter((v): v is number => v !== null));
  const yLabels = tickLabels(scale.ticks, language, spec.currencyLabel);
  const longSpan = spansMoreThanAYear(spec.points.map((p) => p.date));
  const labelled = dateLabelIndices(days.length, spec.maxDateLabels);
  const dateLabels = days.map((d, i) =>
    labelled.has(i) ? formatChartDate(d, language, longSpan ? 'axisLong' : 'axis') : '',
  );
  // The first and last labels are centred on the plot's edges: half of the longer one must fit outside. On the y
  // axis's side it may reach under the axis's labels, whose lowest stands above the dates' row: that side keeps
  // room for a marker only (the oldest point's, on hover), and a phone's narrow plot is not narrowed for nothing.
  const edgeRoom =
    Math.ceil(Math.max(...dateLabels.map((label) => label.length), 0) * HALF_CHARACTER) + EDGE_MARGIN;
  const axisSide = privacyMode ? edgeRoom : MARKER_ROOM;

  const options: ApexOptions = {
    chart: {
      type: 'line',
      background: 'transparent',
      foreColor: palette.text,
      fontFamily: 'inherit',
      parentHeightOffset: 0,
      toolbar: { show: false },
      zoom: { enabled: false },
      selection: { enabled: false },
      // The draw-in animation leaves the newest stretch undrawn for a while (its dash length is measured before
      // smoothing); figures about money appear at once instead.
      animations: { enabled: false },
      // ApexCharts writes a text element for every tick of the finer grid (y-axis.ts); the blank ones go, so the
      // axis holds its five labels only, for the eye and for screen readers alike.
      events: { mounted: dropBlankYLabels, updated: dropBlankYLabels },
    },
    theme: { mode: spec.theme },
    colors: parts ? [palette.line, palette.line, palette.line] : [palette.line],
    // product §9: line tension 0.4 — ApexCharts' smooth curve is its counterpart of Chart.js's tension. Across days
    // without prices the dashed part is straight: no curve invents a movement there.
    stroke: parts
      ? { curve: ['smooth', 'smooth', 'straight'], width: [0, 3, 2], dashArray: [0, 0, 6], lineCap: 'round' }
      : { curve: 'smooth', width: 3, lineCap: 'round' },
    dataLabels: { enabled: false },
    legend: { show: false },
    grid: {
      borderColor: palette.grid,
      strokeDashArray: 4,
      // Room for the date label centred on the edge point away from the y axis, and for the markers (the last
      // point's at the top).
      padding: { left: rtl ? edgeRoom : axisSide, right: rtl ? axisSide : edgeRoom, top: 8 },
      // The axis is cut finer than its labels (y-axis.ts): the grid lines are drawn at the labelled ticks only.
      yaxis: { lines: { show: false } },
    },
    annotations: {
      yaxis: privacyMode
        ? []
        : scale.ticks.map((y) => ({ y, borderColor: palette.grid, strokeDashArray: 4, opacity: 1 })),
    },
    // product §9: only the last point is marked.
    // A line with gaps may hold a day between two gaps: a point alone draws no line, so there every day is marked.
    markers: {
      size: gaps ? 4 : 0,
      strokeWidth: 0,
      hover: { size: privacyMode ? 0 : 5 },
      discrete: [
        {
          seriesIndex: 0,
          dataPointIndex: lastIndex,
          size: 6,
          fillColor: palette.line,
          strokeColor: palette.surface,
          shape: 'circle',
        },
      ],
    },
    xaxis: {
      type: 'category',
      // Every point has a category, blank but for the few dates chosen above: those are far enough apart to
      // never collide, and ApexCharts is left no thinning of its own to do.
      categories: dateLabels,
      tickPlacement: 'on',
      labels: { rotate: 0, hideOverlappingLabels: false, trim: false, style: { colors: palette.text } },
      axisBorder: { show: false },
      axisTicks: { show: false },
      tooltip: { enabled: false },
      crosshairs: { show: !privacyMode },
    },
    // product §9: ≤ 5 round ticks a quarter of the span apart (rounded up), from zero (never below; ADR 014), with
    // the unit; product §1: privacy mode hides the axis.
    yaxis: {
      show: !privacyMode,
      opposite: rtl,
      min: scale.min,
      max: scale.max,
      tickAmount: scale.tickAmount,
      forceNiceScale: false,
      labels: {
        formatter: (v: number) => {
          const tick = labelledTickAt(scale, v);
          return tick === null ? '' : (yLabels.get(tick) ?? '');
        },
        // ApexCharts cuts longer labels with an ellipsis (160 px); a compact label with its unit stays well within.
        maxWidth: 200,
        style: { colors: palette.text },
      },
    },
    // product §1: privacy mode disables the tooltip.
    tooltip: {
      enabled: !privacyMode,
      // the full series only: the parts drawn over it would repeat its amount
      enabledOnSeries: parts ? [0] : undefined,
      theme: spec.theme,
      x: {
        formatter: (_value: number, opts?: { dataPointIndex?: number }) => {
          const index = opts?.dataPointIndex ?? -1;
          const day = days[index];
          if (!day) return '';
          const date = formatChartDate(day, language, 'full');
          const pricedOn = ordered[index]?.priced_on;
          return priced[index] === false && pricedOn
            ? `${date} (${spec.pricesOf(formatChartDate(pricedOn, language, 'full'))})`
            : date;
        },
      },
      y: { formatter: (v: number | null) => (v === null ? '' : `${format(v)} ${spec.currencyLabel}`) },
      marker: { show: false },
    },
    states: { active: { filter: { type: 'none' } } },
  };

  const series: ApexAxisChartSeries = [{ name: spec.seriesName, data: values }];
  if (parts) {
    series.push({ name: spec.seriesName, data: inOrder(parts.solid) });
    series.push({ name: spec.seriesName, data: inOrder(parts.dashed) });
  }
  return { series, options, lastIndex };
}
