import { describe, expect, it } from 'vitest';
import type { ChartPoint } from '@contract/portfolio';
import { buildValueChart, dropBlankYLabels, type ValueChartSpec } from './chart-options';

const points: ChartPoint[] = [
  { date: '2026-11-20', value: 100_000 },
  { date: '2026-11-21', value: 105_000 },
  { date: '2026-11-22', value: 110_000 },
];
const base: ValueChartSpec = {
  points,
  language: 'en',
  privacyMode: false,
  theme: 'dark',
  palette: { line: '#dcae3c', grid: '#322b20', text: '#bdb3a0', surface: '#15120d' },
  seriesName: 'Portfolio value',
  currencyLabel: 'EGP',
};

type Formatter = (v: number, o?: unknown) => string;
const yaxisOf = (c: ReturnType<typeof buildValueChart>) =>
  c.options.yaxis as {
    show: boolean;
    opposite: boolean;
    min: number;
    max: number;
    tickAmount: number;
    labels: { formatter: Formatter };
  };

describe('value chart options (spec §9)', () => {
  it('draws oldest to newest in English with the y axis on the left and only the last point marked', () => {
    const chart = buildValueChart(base);
    expect(chart.series).toEqual([{ name: 'Portfolio value', data: [100_000, 105_000, 110_000] }]);
    expect(chart.options.xaxis?.categories).toEqual(['Nov 20', 'Nov 21', 'Nov 22']);
    expect(yaxisOf(chart)).toMatchObject({
      show: true,
      opposite: false,
      min: 99_000,
      max: 111_000,
      // twentieths of the span, two of them padding at each end (y-axis.ts); five of them labelled
      tickAmount: 24,
    });
    expect(chart.options.markers?.size).toBe(0);
    expect(chart.options.markers?.discrete).toEqual([
      expect.objectContaining({ seriesIndex: 0, dataPointIndex: 2 }),
    ]);
    expect(chart.options.stroke?.curve).toBe('smooth');
  });

  it('runs right to left in Arabic: reversed series, y axis opposite, the newest (marked) point on the left', () => {
    const chart = buildValueChart({ ...base, language: 'ar' });
    expect(chart.series[0]?.data).toEqual([110_000, 105_000, 100_000]);
    expect(chart.options.xaxis?.categories).toEqual(['٢٢ نوفمبر', '٢١ نوفمبر', '٢٠ نوفمبر']);
    expect(yaxisOf(chart).opposite).toBe(true);
    expect(chart.options.markers?.discrete?.[0]?.dataPointIndex).toBe(0);
  });

  it('formats y ticks with en-US grouping and the tooltip with the full date and the amount', () => {
    const chart = buildValueChart(base);
    expect(yaxisOf(chart).labels.formatter(102_500)).toBe('102,500');
    const tooltip = chart.options.tooltip as {
      x: { formatter: Formatter };
      y: { formatter: Formatter };
      enabled: boolean;
    };
    expect(tooltip.enabled).toBe(true);
    expect(tooltip.x.formatter(0, { dataPointIndex: 1 })).toBe('November 21, 2026');
    expect(tooltip.y.formatter(105_000.5)).toBe('105,000.50 EGP');
  });

  it('hides the y axis and disables the tooltip in privacy mode', () => {
    const chart = buildValueChart({ ...base, privacyMode: true });
    expect(yaxisOf(chart).show).toBe(false);
    expect(chart.options.tooltip?.enabled).toBe(false);
  });

  it('names months and years when the range spans more than a year', () => {
    const chart = buildValueChart({
      ...base,
      points: [
        { date: '2024-01-07', value: 1 },
        { date: '2026-11-22', value: 2 },
      ],
    });
    expect(chart.options.xaxis?.categories).toEqual(['Jan 2024', 'Nov 2026']);
  });

  it('pads a single point from 80% to 120%', () => {
    const chart = buildValueChart({ ...base, points: [{ date: '2026-11-22', value: 50_000 }] });
    expect(yaxisOf(chart)).toMatchObject({ min: 40_000, max: 60_000 });
    expect(chart.options.markers?.discrete?.[0]?.dataPointIndex).toBe(0);
  });
});

describe('value chart y axis labels (spec §9, ADR 014)', () => {
  it('labels five values a quarter of the span apart, from the lowest to the highest, with grid lines there only', () => {
    const chart = buildValueChart(base);
    const y = yaxisOf(chart);
    const drawn = Array.from(
      { length: y.tickAmount + 1 },
      (_, i) => y.min + ((y.max - y.min) / y.tickAmount) * i,
    );
    expect(drawn.map((v) => y.labels.formatter(v)).filter((label) => label !== '')).toEqual([
      '100,000',
      '102,500',
      '105,000',
      '107,500',
      '110,000',
    ]);
    expect(chart.options.grid?.yaxis?.lines?.show).toBe(false);
    expect(chart.options.annotations?.yaxis?.map((line) => line.y)).toEqual([
      100_000, 102_500, 105_000, 107_500, 110_000,
    ]);
  });

  it('leaves only the labelled ticks in the drawn axis', () => {
    const el = document.createElement('div');
    el.innerHTML = ['110,000', '', '', '105,000', '']
      .map(
        (text) => `<text class="apexcharts-yaxis-label"><tspan>${text}</tspan><title>${text}</title></text>`,
      )
      .join('');
    const options = buildValueChart(base).options.chart?.events;
    expect(options?.mounted).toBe(dropBlankYLabels);
    expect(options?.updated).toBe(dropBlankYLabels);
    dropBlankYLabels({ el });
    expect([...el.querySelectorAll('.apexcharts-yaxis-label')].map((l) => l.textContent)).toEqual([
      '110,000110,000',
      '105,000105,000',
    ]);
  });

  it('draws no grid lines in privacy mode', () =>
    expect(buildValueChart({ ...base, privacyMode: true }).options.annotations?.yaxis).toEqual([]));
});
