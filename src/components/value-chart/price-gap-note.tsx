import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/app/preferences/use-preferences';
import { formatChartDate } from './chart-dates';
import { priceGaps, type LinePoint, type PriceGap } from './price-gaps';

/**
 * The words under the value chart for its dashed stretches (product §17): which days had no prices and whose prices
 * valued them. Nothing when every day had prices. Dates only, so privacy mode has nothing to hide here.
 */
export function PriceGapNote({ points }: { points: readonly LinePoint[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const gaps = priceGaps(points);
  const latest = gaps.at(-1);
  if (!latest) return null;
  // Short dates ("30 Sep") while the whole note is in the chart's last year; with the year otherwise.
  const year = points.at(-1)!.date.slice(0, 4);
  const style = [latest.from, latest.to, latest.pricedOn ?? year].every((d) => d.startsWith(year))
    ? 'axis'
    : 'full';
  const day = (d: string) => formatChartDate(d, language, style);

  return (
    <Flex align="center" gap={2} mt={2} px={2} color="fg.muted" data-testid="chart-price-gaps">
      <Box
        as="span"
        aria-hidden
        flexShrink={0}
        w={6}
        borderTopWidth="2px"
        borderTopStyle="dashed"
        borderColor="gold.solid"
      />
      <Text textStyle="sm">{noteText(gaps.length, latest, day, t)}</Text>
    </Flex>
  );
}

function noteText(
  count: number,
  gap: PriceGap,
  day: (d: string) => string,
  t: ReturnType<typeof useTranslation>['t'],
): string {
  const span = { from: day(gap.from), to: day(gap.to) };
  if (count > 1) return t('chart.noPricesSeveral', span);
  if (gap.pricedOn === null) return t('chart.noPricesYet', span);
  if (gap.from === gap.to) return t('chart.noPricesDay', { day: span.from, pricedOn: day(gap.pricedOn) });
  return t('chart.noPrices', { ...span, pricedOn: day(gap.pricedOn) });
}
