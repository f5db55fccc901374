import type { ApexAxisChartSeries, ApexOptions } from 'apexcharts';
import type { ChartPoint } from '@contract/portfolio';
import { formatAmount } from '@/i18n/format-number';
import type { Language } from '@/i18n/languages';
import { formatChartDate, spansMoreThanAYear } from './chart-dates';
import { isLabelledTick, yAxisScale } from './y-axis';

export interface ChartPalette {
  line: string;
  grid: string;
  text: string;
  /** the page behind the chart, ringing the last point's marker */
  surface: string;
}

export interface ValueChartSpec {
  points: readonly ChartPoint[];
  language: Language;
  privacyMode: boolean;
  theme: 'dark' | 'light';
  palette: ChartPalette;
  seriesName: string;
  /** EGP / ج.م, after each amount in the tooltip */
  currencyLabel: string;
}

export interface ValueChartConfig {
  series: ApexAxisChartSeries;
  options: ApexOptions;
  /** index of the newest point in the drawn series (the only one marked) */
  lastIndex: number;
}

/** Pixels kept free at each end of the plot for half a date label (Arabic month names are long). */
const EDGE_ROOM = 40;

const axisNumber = (fractionDigits: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: fractionDigits, minimumFractionDigits: 0 });

/** Removes the y axis's blank tick labels from a drawn chart (ApexCharts' instance keeps its element in `el`). */
export function dropBlankYLabels(chart: unknown): void {
  (chart as { el?: Element | null }).el?.querySelectorAll('.apexcharts-yaxis-label').forEach((label) => {
    if (!label.textContent?.trim()) label.remove();
  });
}

/**
 * ApexCharts options for the portfolio value chart, exactly as spec §9 asks. Pure: no ApexCharts import
 * (only its types), so the rules are unit-tested and the chart library stays in its lazy chunk.
 */
export function buildValueChart(spec: ValueChartSpec): ValueChartConfig {
  const { language, privacyMode, palette } = spec;
  // ApexCharts has no right-to-left mode (DESIGN §2): in Arabic time runs from right to left, so the series is
  // drawn reversed (newest on the left) and the y axis sits on the right.
  const rtl = language === 'ar';
  const ordered = rtl ? [...spec.points].reverse() : [...spec.points];
  const days = ordered.map((p) => p.date);
  const values = ordered.map((p) => p.value);
  const lastIndex = rtl ? 0 : ordered.length - 1;
  const scale = yAxisScale(values);
  const step = (scale.ticks[1] ?? scale.max) - (scale.ticks[0] ?? scale.min);
  const tickNumber = axisNumber(step >= 10 ? 0 : 2);
  const longSpan = spansMoreThanAYear(spec.points.map((p) => p.date));

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
    colors: [palette.line],
    // spec §9: line tension 0.4 — ApexCharts' smooth curve is its counterpart of Chart.js's tension.
    stroke: { curve: 'smooth', width: 3, lineCap: 'round' },
    dataLabels: { enabled: false },
    legend: { show: false },
    grid: {
      borderColor: palette.grid,
      strokeDashArray: 4,
      // Room for the first and last date labels, which are centred on the edge points.
      padding: { left: EDGE_ROOM, right: EDGE_ROOM },
      // The axis is cut finer than its labels (y-axis.ts): the grid lines are drawn at the labelled ticks only.
      yaxis: { lines: { show: false } },
    },
    annotations: {
      yaxis: privacyMode
        ? []
        : scale.ticks.map((y) => ({ y, borderColor: palette.grid, strokeDashArray: 4, opacity: 1 })),
    },
    // spec §9: only the last point is marked.
    markers: {
      size: 0,
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
      categories: days.map((d) => formatChartDate(d, language, longSpan ? 'axisLong' : 'axis')),
      tickAmount: Math.max(1, Math.min(ordered.length - 1, 6)),
      tickPlacement: 'on',
      labels: { rotate: 0, hideOverlappingLabels: true, trim: false, style: { colors: palette.text } },
      axisBorder: { show: false },
      axisTicks: { show: false },
      tooltip: { enabled: false },
      crosshairs: { show: !privacyMode },
    },
    // spec §9: ≤ 5 ticks a quarter of the span apart, from zero (never below; ADR 014); spec §1: privacy mode hides
    // the axis.
    yaxis: {
      show: !privacyMode,
      opposite: rtl,
      min: scale.min,
      max: scale.max,
      tickAmount: scale.tickAmount,
      forceNiceScale: false,
      labels: {
        formatter: (v: number) => (isLabelledTick(scale, v) ? tickNumber.format(v) : ''),
        style: { colors: palette.text },
      },
    },
    // spec §1: privacy mode disables the tooltip.
    tooltip: {
      enabled: !privacyMode,
      theme: spec.theme,
      x: {
        formatter: (_value: number, opts?: { dataPointIndex?: number }) => {
          const day = days[opts?.dataPointIndex ?? -1];
          return day ? formatChartDate(day, language, 'full') : '';
        },
      },
      y: { formatter: (v: number) => `${formatAmount(v)} ${spec.currencyLabel}` },
      marker: { show: false },
    },
    states: { active: { filter: { type: 'none' } } },
    // On a phone, fewer dates fit under the chart.
    responsive: [
      {
        breakpoint: 600,
        options: {
          xaxis: { tickAmount: Math.max(1, Math.min(ordered.length - 1, 2)) },
          grid: { padding: { left: EDGE_ROOM - 10, right: EDGE_ROOM - 10 } },
        },
      },
    ],
  };

  return { series: [{ name: spec.seriesName, data: values }], options, lastIndex };
}
