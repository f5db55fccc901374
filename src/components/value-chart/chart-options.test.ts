import { describe, expect, it } from 'vitest';
import type { ChartPoint } from '@contract/portfolio';
import { buildValueChart, dateLabelIndices, dropBlankYLabels, type ValueChartSpec } from './chart-options';
import { priceGaps } from './price-gaps';

const points: ChartPoint[] = [
  { date: '2026-11-20', value: 100_000, priced_on: '2026-11-20' },
  { date: '2026-11-21', value: 105_000, priced_on: '2026-11-21' },
  { date: '2026-11-22', value: 110_000, priced_on: '2026-11-22' },
];
const base: ValueChartSpec = {
  points,
  language: 'en',
  privacyMode: false,
  theme: 'dark',
  palette: { line: '#dcae3c', grid: '#322b20', text: '#bdb3a0', surface: '#15120d' },
  seriesName: 'Portfolio value',
  currencyLabel: 'EGP',
  maxDateLabels: 5,
  pricesOf: (day) => `prices of ${day}`,
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

describe('value chart options (product §9)', () => {
  it('draws oldest to newest in English with the y axis on the left and only the last point marked', () => {
    const chart = buildValueChart(base);
    expect(chart.series).toEqual([{ name: 'Portfolio value', data: [100_000, 105_000, 110_000] }]);
    expect(chart.options.xaxis?.categories).toEqual(['Nov 20', 'Nov 21', 'Nov 22']);
    expect(yaxisOf(chart)).toMatchObject({
      show: true,
      opposite: false,
      min: 99_000,
      max: 111_000,
      // tenths of the 2,500 step (y-axis.ts); five of them labelled
      tickAmount: 48,
    });
    expect(chart.options.markers?.size).toBe(0);
    expect(chart.options.markers?.discrete).toEqual([
      expect.objectContaining({ seriesIndex: 0, dataPointIndex: 2 }),
    ]);
    expect(chart.options.stroke?.curve).toBe('smooth');
  });

  it('leaves gaps blank, nothing dashed across them, and marks every day so a day between two gaps shows', () => {
    const chart = buildValueChart({
      ...base,
      points: [
        { date: '2026-11-20', value: 10, priced_on: '2026-11-20' },
        { date: '2026-11-21', value: null, priced_on: '2026-11-20' },
        { date: '2026-11-22', value: 10.5, priced_on: '2026-11-22' },
      ],
    });
    expect(chart.series).toEqual([{ name: 'Portfolio value', data: [10, null, 10.5] }]);
    expect(chart.options.markers?.size).toBe(4);
  });

  it('runs right to left in Arabic: reversed series, y axis opposite, the newest (marked) point on the left', () => {
    const chart = buildValueChart({ ...base, language: 'ar' });
    expect(chart.series[0]?.data).toEqual([110_000, 105_000, 100_000]);
    expect(chart.options.xaxis?.categories).toEqual(['٢٢ نوفمبر', '٢١ نوفمبر', '٢٠ نوفمبر']);
    expect(yaxisOf(chart).opposite).toBe(true);
    expect(chart.options.markers?.discrete?.[0]?.dataPointIndex).toBe(0);
  });

  it('formats y ticks with en-US grouping and the unit, and the tooltip with the full date and the amount', () => {
    const chart = buildValueChart(base);
    expect(yaxisOf(chart).labels.formatter(102_500)).toBe('102,500 EGP');
    // ApexCharts' own tick values drift; the label is the round tick's
    const arabic = buildValueChart({ ...base, language: 'ar', currencyLabel: 'ج.م' });
    expect(yaxisOf(arabic).labels.formatter(102_500.0000001)).toBe('102,500 ج.م');
    const tooltip = chart.options.tooltip as {
      x: { formatter: Formatter };
      y: { formatter: Formatter };
      enabled: boolean;
    };
    expect(tooltip.enabled).toBe(true);
    expect(tooltip.x.formatter(0, { dataPointIndex: 1 })).toBe('November 21, 2026');
    expect(tooltip.y.formatter(105_000.5)).toBe('105,000.50 EGP');
  });

  it('writes ticks of a million and more in words, short enough for a phone', () => {
    const big = [
      { date: '2026-11-20', value: 500_000_000_000, priced_on: '2026-11-20' },
      { date: '2026-11-22', value: 700_000_000_000, priced_on: '2026-11-22' },
    ];
    const labels = (c: ReturnType<typeof buildValueChart>) => {
      const y = yaxisOf(c);
      return Array.from({ length: y.tickAmount + 1 }, (_, i) => y.min + ((y.max - y.min) / y.tickAmount) * i)
        .map((v) => y.labels.formatter(v))
        .filter((label) => label !== '');
    };
    expect(labels(buildValueChart({ ...base, points: big }))).toEqual([
      '500B EGP',
      '550B EGP',
      '600B EGP',
      '650B EGP',
      '700B EGP',
    ]);
    // (a no-break space inside the words, as Intl writes them)
    expect(labels(buildValueChart({ ...base, points: big, language: 'ar', currencyLabel: 'ج.م' }))).toEqual([
      '500\u00a0مليار ج.م',
      '550\u00a0مليار ج.م',
      '600\u00a0مليار ج.م',
      '650\u00a0مليار ج.م',
      '700\u00a0مليار ج.م',
    ]);
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
        { date: '2024-01-07', value: 1, priced_on: '2024-01-07' },
        { date: '2026-11-22', value: 2, priced_on: '2026-11-22' },
      ],
    });
    expect(chart.options.xaxis?.categories).toEqual(['Jan 2024', 'Nov 2026']);
  });

  it('pads a single point from 80% to 120%', () => {
    const chart = buildValueChart({
      ...base,
      points: [{ date: '2026-11-22', value: 50_000, priced_on: '2026-11-22' }],
    });
    expect(yaxisOf(chart)).toMatchObject({ min: 40_000, max: 60_000 });
    expect(chart.options.xaxis?.categories).toEqual(['Nov 22']);
    expect(chart.options.markers?.discrete?.[0]?.dataPointIndex).toBe(0);
  });
});

describe('value chart dates (product §10: they never collide, the last is always named)', () => {
  const month = Array.from({ length: 31 }, (_, i) => {
    const date = `2026-10-${String(i + 1).padStart(2, '0')}`;
    return { date, value: 100_000 + i * 100, priced_on: date };
  });

  it('names the first, the last and evenly spaced days between, at most as many as fit', () => {
    expect([...dateLabelIndices(31, 3)]).toEqual([0, 15, 30]);
    expect([...dateLabelIndices(31, 5)]).toEqual([0, 8, 15, 23, 30]);
    expect([...dateLabelIndices(2, 5)]).toEqual([0, 1]);
    expect([...dateLabelIndices(1, 3)]).toEqual([0]);
    expect([...dateLabelIndices(0, 3)]).toEqual([]);
  });

  it('leaves the other categories blank, so ApexCharts has nothing to thin or overlap', () => {
    const chart = buildValueChart({ ...base, points: month, maxDateLabels: 3 });
    const categories = chart.options.xaxis?.categories as string[];
    expect(categories).toHaveLength(31);
    expect(categories.filter((c) => c !== '')).toEqual(['Oct 1', 'Oct 16', 'Oct 31']);
    expect(chart.options.xaxis?.labels?.hideOverlappingLabels).toBe(false);
  });

  it('in Arabic names the newest day on the left, with room for half its label there', () => {
    const chart = buildValueChart({ ...base, points: month, language: 'ar', maxDateLabels: 3 });
    const categories = chart.options.xaxis?.categories as string[];
    expect(categories[0]).toBe('٣١ أكتوبر');
    expect(categories.at(-1)).toBe('١ أكتوبر');
    expect(chart.options.grid?.padding?.left).toBeGreaterThanOrEqual(('٣١ أكتوبر'.length * 7) / 2);
  });

  it('lets the date at the y axis reach under its labels, keeping room for a marker only there', () => {
    const half = ('٣١ أكتوبر'.length * 7) / 2;
    for (const language of ['ar', 'en'] as const) {
      const padding = buildValueChart({ ...base, points: month, language, maxDateLabels: 3 }).options.grid
        ?.padding;
      const [axisSide, otherSide] =
        language === 'ar' ? [padding?.right, padding?.left] : [padding?.left, padding?.right];
      expect(axisSide).toBeLessThan(half);
      expect(axisSide).toBeGreaterThanOrEqual(10);
      expect(otherSide).toBeGreaterThan(axisSide!);
    }
  });

  it('with the y axis hidden (privacy mode), keeps room for half a label at both edges', () => {
    const padding = buildValueChart({
      ...base,
      points: month,
      language: 'ar',
      privacyMode: true,
      maxDateLabels: 3,
    }).options.grid?.padding;
    expect(padding?.left).toBe(padding?.right);
    expect(padding?.left).toBeGreaterThanOrEqual(('٣١ أكتوبر'.length * 7) / 2);
  });
});

describe('value chart y axis labels (product §9, ADR 014)', () => {
  it('labels five values a quarter of the span apart, from the lowest to the highest, with grid lines there only', () => {
    const chart = buildValueChart(base);
    const y = yaxisOf(chart);
    const drawn = Array.from(
      { length: y.tickAmount + 1 },
      (_, i) => y.min + ((y.max - y.min) / y.tickAmount) * i,
    );
    expect(drawn.map((v) => y.labels.formatter(v)).filter((label) => label !== '')).toEqual([
      '100,000 EGP',
      '102,500 EGP',
      '105,000 EGP',
      '107,500 EGP',
      '110,000 EGP',
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

describe('value chart over days without prices (product §17)', () => {
  // The week after the reference history ended: six days valued at the 29 September prices, today at live ones.
  const week: ChartPoint[] = [
    ...['22', '23', '24', '25', '26', '27'].map((d) => ({
      date: `2026-11-${d}`,
      value: 997_000,
      priced_on: '2026-09-29',
    })),
    { date: '2026-11-28', value: 899_000, priced_on: '2026-11-28' },
  ];

  it('draws the stretch without prices dashed and straight, never as part of the solid line', () => {
    const chart = buildValueChart({ ...base, points: week });
    const [full, solid, dashed] = chart.series as { data: (number | null)[] }[];
    // the full series carries the tooltip and the marker, with no stroke of its own
    expect(full!.data).toEqual(week.map((p) => p.value));
    // one priced point only: nothing solid to draw
    expect(solid!.data).toEqual([null, null, null, null, null, null, null]);
    // the fall from 997k to 899k is a dashed segment into today's prices
    expect(dashed!.data).toEqual(week.map((p) => p.value));
    expect(chart.options.stroke).toMatchObject({
      width: [0, 3, 2],
      dashArray: [0, 0, 6],
      curve: ['smooth', 'smooth', 'straight'],
    });
    expect(chart.options.tooltip?.enabledOnSeries).toEqual([0]);
    expect(chart.options.markers?.discrete?.[0]).toMatchObject({ seriesIndex: 0, dataPointIndex: 6 });
  });

  it('keeps priced days solid and joins them to the dashed stretch at its ends', () => {
    const points: ChartPoint[] = [
      { date: '2026-11-20', value: 10, priced_on: '2026-11-20' },
      { date: '2026-11-21', value: 11, priced_on: '2026-11-21' },
      { date: '2026-11-22', value: 11, priced_on: '2026-11-21' },
      { date: '2026-11-23', value: 13, priced_on: '2026-11-23' },
      { date: '2026-11-24', value: 14, priced_on: '2026-11-24' },
    ];
    const [, solid, dashed] = buildValueChart({ ...base, points }).series as { data: (number | null)[] }[];
    expect(solid!.data).toEqual([10, 11, null, 13, 14]);
    expect(dashed!.data).toEqual([null, 11, 11, 13, null]);
    // in Arabic the same, newest first
    const [, solidAr, dashedAr] = buildValueChart({ ...base, points, language: 'ar' }).series as {
      data: (number | null)[];
    }[];
    expect(solidAr!.data).toEqual([14, 13, null, 11, 10]);
    expect(dashedAr!.data).toEqual([null, 13, 11, 11, null]);
  });

  it('names the prices that valued a day without prices in the tooltip', () => {
    const tooltip = buildValueChart({ ...base, points: week }).options.tooltip as {
      x: { formatter: Formatter };
    };
    expect(tooltip.x.formatter(0, { dataPointIndex: 0 })).toBe(
      'November 22, 2026 (prices of September 29, 2026)',
    );
    expect(tooltip.x.formatter(0, { dataPointIndex: 6 })).toBe('November 28, 2026');
    const arabic = buildValueChart({ ...base, points: week, language: 'ar' }).options.tooltip as {
      x: { formatter: Formatter };
    };
    expect(arabic.x.formatter(0, { dataPointIndex: 6 })).toBe('٢٢ نوفمبر ٢٠٢٦ (prices of ٢٩ سبتمبر ٢٠٢٦)');
  });

  it('keeps privacy mode: no tooltip and no y axis over a gap either', () => {
    const chart = buildValueChart({ ...base, points: week, privacyMode: true });
    expect(chart.options.tooltip?.enabled).toBe(false);
    expect(yaxisOf(chart).show).toBe(false);
  });

  it('draws one solid line, as before, when every day had prices', () => {
    const chart = buildValueChart(base);
    expect(chart.series).toHaveLength(1);
    expect(chart.options.stroke).toMatchObject({ width: 3, curve: 'smooth' });
  });
});

describe('price gaps (product §17)', () => {
  it('names each stretch without prices from the day after the last prices to the day before the next', () => {
    expect(
      priceGaps([
        { date: '2026-11-22', value: 1, priced_on: '2026-09-29' },
        { date: '2026-11-23', value: 1, priced_on: '2026-09-29' },
        { date: '2026-11-24', value: 1, priced_on: '2026-11-24' },
        { date: '2026-11-25', value: 1, priced_on: '2026-11-24' },
        { date: '2026-11-26', value: 1, priced_on: '2026-11-26' },
      ]),
    ).toEqual([
      { from: '2026-09-30', to: '2026-11-23', pricedOn: '2026-09-29' },
      { from: '2026-11-25', to: '2026-11-25', pricedOn: '2026-11-24' },
    ]);
  });

  it('counts a weekly point as priced by any prices since the point before it', () => {
    expect(
      priceGaps([
        { date: '2024-11-01', value: 1, priced_on: '2024-11-01' },
        { date: '2024-11-08', value: 1, priced_on: '2024-11-05' },
        { date: '2024-11-15', value: 1, priced_on: '2024-11-05' },
        { date: '2024-11-22', value: 1, priced_on: '2024-11-20' },
      ]),
    ).toEqual([{ from: '2024-11-06', to: '2024-11-19', pricedOn: '2024-11-05' }]);
  });

  it('a stretch before any price is known starts at its first point', () => {
    expect(
      priceGaps([
        { date: '2026-11-27', value: 0, priced_on: null },
        { date: '2026-11-28', value: 0, priced_on: null },
      ]),
    ).toEqual([{ from: '2026-11-27', to: '2026-11-28', pricedOn: null }]);
  });
});
