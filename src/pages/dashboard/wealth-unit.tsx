import { Button, Flex, Group, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortfolioValue } from '@contract/portfolio';
import { formatAmount, formatNumber } from '@/i18n/format-number';
import type { LineUnit } from '@/components/value-chart/value-chart';
import { selectUnit } from '@machines/dashboard/selectors';
import { wealthUnits, type WealthUnit } from '@machines/dashboard/types';
import { useDashboardEvents, type DashboardActorRef } from './dashboard-actor';

/** How a figure in each unit reads: money with two decimals, grams and pounds with up to two. */
export const formatInUnit = (unit: WealthUnit, value: number) =>
  unit === 'egp' || unit === 'usd' ? formatAmount(value) : formatNumber(value);

/** The total in the unit (the value answer's `in_units`); null when there is no price to count it at. */
export function totalInUnit(totals: PortfolioValue, unit: WealthUnit): number | null {
  if (unit === 'egp') return totals.total_value;
  return totals.in_units?.[unit] ?? null;
}

/** The label after a figure in the unit: ج.م / EGP, جم عيار 21 / g of 21k, جنيه ذهب / gold pounds, دولار / USD. */
export function useUnitLabel(unit: WealthUnit): string {
  const { t } = useTranslation();
  return t(`dashboard.wealth.suffix.${unit}`);
}

/** The value chart's unit: its label, its figures and what it is, for the chart and its summary. */
export function useChartUnit(unit: WealthUnit): LineUnit {
  const { t } = useTranslation();
  const label = useUnitLabel(unit);
  return useMemo(
    () => ({
      label,
      format: (value: number) => formatInUnit(unit, value),
      seriesName: t('chart.seriesName'),
      gapNote: t('dashboard.wealth.chartGaps'),
    }),
    [label, unit, t],
  );
}

/** "Your wealth in": EGP, grams of 21k, gold pounds, USD; the machine keeps and stores the choice. */
export function WealthUnitPicker({ actorRef }: { actorRef: DashboardActorRef }) {
  const { t } = useTranslation();
  const unit = useSelector(actorRef, selectUnit);
  const { chooseUnit } = useDashboardEvents(actorRef);
  return (
    <Flex align="center" gap={3} wrap="wrap" data-testid="wealth-unit">
      <Text id="wealth-unit-label" fontSize="sm" color="fg.muted" fontWeight="medium">
        {t('dashboard.wealth.label')}
      </Text>
      {/* One row of four, across the phone's width. */}
      <Group attached role="group" aria-labelledby="wealth-unit-label" w={{ base: 'full', sm: 'auto' }}>
        {wealthUnits.map((u) => (
          <Button
            key={u}
            flex={{ base: 1, sm: 'initial' }}
            px={2}
            size="sm"
            variant={u === unit ? 'solid' : 'outline'}
            colorPalette={u === unit ? 'gold' : 'gray'}
            aria-pressed={u === unit}
            onClick={() => chooseUnit(u)}
            data-unit={u}
          >
            {t(`dashboard.wealth.units.${u}`)}
          </Button>
        ))}
      </Group>
    </Flex>
  );
}
