import { Box, Flex, Spinner, useBreakpointValue, useToken } from '@chakra-ui/react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartPoint } from '@contract/portfolio';
import { useLanguage, usePrivacyMode, useTheme } from '@/app/preferences/use-preferences';
import { formatAmount } from '@/i18n/format-number';
import { buildValueChart } from './chart-options';
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

/** The portfolio value line (product §9), in the page's language, theme and privacy mode. */
export function ValueChart({ points }: { points: readonly ChartPoint[] }) {
  const { t } = useTranslation();
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
        seriesName: t('chart.seriesName'),
        currencyLabel: t('common.currency.EGP'),
        maxDateLabels,
        pricesOf: (day) => t('chart.pricesOf', { day }),
      }),
    [near, points, language, privacyMode, theme, line, grid, text, surface, t, maxDateLabels],
  );

  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? t(privacyMode ? 'chart.summaryHidden' : 'chart.summary', {
          from: formatChartDate(first.date, language, 'full'),
          to: formatChartDate(last.date, language, 'full'),
          first: `${formatAmount(first.value)} ${t('common.currency.EGP')}`,
          last: `${formatAmount(last.value)} ${t('common.currency.EGP')}`,
        })
      : undefined;

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
        {chart ? (
          <Suspense fallback={<ChartSpinner />}>
            <ApexLineChart
              // A new theme, language or privacy mode draws a fresh chart rather than morphing the old one.
              key={`${theme}-${language}-${privacyMode}`}
              series={chart.series}
              options={chart.options}
              height="100%"
            />
          </Suspense>
        ) : (
          <ChartSpinner />
        )}
      </Box>
      <PriceGapNote points={points} />
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
