import { Box, Flex, Spinner, Text, useBreakpointValue, useToken } from '@chakra-ui/react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage, usePrivacyMode, useTheme } from '@/app/preferences/use-preferences';
import { formatAmount } from '@/i18n/format-number';
import { buildValueChart, type LinePoint } from './chart-options';
import { useNearScreen } from './use-near-screen';
import { formatChartDate } from './chart-dates';
import { PriceGapNote } from './price-gap-note';

// Loaded only when a chart with points is about to be drawn (architecture §2, §7: never in the first load), and drawn only
// once its place comes near the screen: on a phone it sits below the cards, and ApexCharts laying out its SVG was
// one of the largest pieces of main-thread work in the dashboard's first load (architecture §7: total blocking time).
const ApexLineChart = lazy(() => import('./apex-line-chart'));

const tokens = {
  dark: ['gold.400', 'ink.700', '#bdb3a0', 'ink.900'],
  light: ['gold.600', '#e8dfca', '#5e5442', 'white'],
} as const;

export const CHART_HEIGHT = { base: '240px', md: '320px' };
/** Dates under the chart: three fit a phone in Arabic without touching, five a wider card. */
const DATE_LABELS = { base: 3, md: 5 };

/** What a line is counted in: the label after each figure, how a figure reads, and what the line is. */
export interface LineUnit {
  label: string;
  format: (value: number) => string;
  seriesName: string;
  /** What the line describes, for screen readers: `chart.summary`'s words by default. */
  summaryKey?: { shown: string; hidden: string };
  /** Said under a line with gaps (days without the price it is counted at). */
  gapNote?: string;
}

/**
 * The portfolio value line (product §9), in the page's language, theme and privacy mode; in EGP unless `unit` says
 * otherwise (the dashboard's "your wealth in", a market price's history).
 */
export function ValueChart({ points, unit }: { points: readonly LinePoint[]; unit?: LineUnit }) {
  const { t } = useTranslation();
  const label = unit?.label ?? t('common.currency.EGP');
  const format = unit?.format ?? formatAmount;
  const seriesName = unit?.seriesName ?? t('chart.seriesName');
  const language = useLanguage();
  const privacyMode = usePrivacyMode();
  const theme = useTheme();
  const [line, grid, text, surface] = useToken('colors', [...tokens[theme]]);
  const maxDateLabels = useBreakpointValue(DATE_LABELS) ?? DATE_LABELS.base;

  const [near, nearRef] = useNearScreen<HTMLDivElement>();
  // Laid out only once it is to be drawn (below).
  const chart = useMemo(
    () =>
      near &&
      buildValueChart({
        points,
        language,
        privacyMode,
        theme,
        palette: { line: line!, grid: grid!, text: text!, surface: surface! },
        seriesName,
        currencyLabel: label,
        formatValue: format,
        maxDateLabels,
        pricesOf: (day) => t('chart.pricesOf', { day }),
      }),
    [
      near,
      points,
      language,
      privacyMode,
      theme,
      line,
      grid,
      text,
      surface,
      t,
      maxDateLabels,
      seriesName,
      label,
      format,
    ],
  );

  // The first and last figures the line has (a unit's line may start or end in a gap).
  const valued = points.filter((p): p is LinePoint & { value: number } => p.value !== null);
  const first = valued[0];
  const last = valued.at(-1);
  const keys = unit?.summaryKey ?? { shown: 'chart.summary', hidden: 'chart.summaryHidden' };
  const summary =
    first && last
      ? t(privacyMode ? keys.hidden : keys.shown, {
          from: formatChartDate(first.date, language, 'full'),
          to: formatChartDate(last.date, language, 'full'),
          first: `${format(first.value)} ${label}`,
          last: `${format(last.value)} ${label}`,
        })
      : undefined;
  const hasGaps = points.some((p) => p.value === null);

  return (
    <>
      {/* ApexCharts lays its SVG out left to right; the series is already mirrored for Arabic (chart-options.ts). */}
      <Box
        ref={nearRef}
        role="img"
        aria-label={summary}
        dir="ltr"
        h={CHART_HEIGHT}
        data-testid="value-chart"
        data-points={points.length}
        // The tooltip is HTML inside the left-to-right box: in Arabic it reads right to left, date above amount.
        css={
          language === 'ar'
            ? { '& .apexcharts-tooltip': { direction: 'rtl', textAlign: 'right' } }
            : undefined
        }
      >
        {/* Nothing until the chart comes near the screen: a spinner there would spin, unseen, for as long as the page
            stays open, each of its turns a frame for the main thread to draw (architecture §7). */}
        {chart && (
          <Suspense fallback={<ChartSpinner />}>
            <ApexLineChart
              // A new theme, language or privacy mode draws a fresh chart rather than morphing the old one.
              key={`${theme}-${language}-${privacyMode}`}
              series={chart.series}
              options={chart.options}
              height="100%"
            />
          </Suspense>
        )}
      </Box>
      {hasGaps ? (
        unit?.gapNote && (
          <Text mt={2} px={2} textStyle="sm" color="fg.muted" data-testid="chart-unit-gaps">
            {unit.gapNote}
          </Text>
        )
      ) : (
        <PriceGapNote points={points} />
      )}
    </>
  );
}

export function ChartSpinner() {
  return (
    <Flex h="full" align="center" justify="center">
      <Spinner size="lg" color="gold.solid" />
    </Flex>
  );
}
