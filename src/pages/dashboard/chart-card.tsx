import { Card, Flex, Heading, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartRangeButtons, ChartStatusArea } from '@/components/value-chart/chart-panel';
import {
  selectCanRetryChart,
  selectChartStatus,
  selectPoints,
  selectRange,
  selectUnit,
} from '@machines/dashboard/selectors';
import { useDashboardEvents, type DashboardActorRef } from './dashboard-actor';
import { useChartUnit, useUnitLabel } from './wealth-unit';

/** The portfolio value chart with its range buttons 1w, 1m (default), 6m, all (product §2, §4). */
export function ChartCard({ actorRef }: { actorRef: DashboardActorRef }) {
  const { t } = useTranslation();
  const range = useSelector(actorRef, selectRange);
  // The line arrives as one store update, which React would draw in one go: drawn deferred, in slices that leave the
  // phone free for a tap (architecture §7: total blocking time), the status and its points always together.
  const status = useSelector(actorRef, selectChartStatus);
  const points = useSelector(actorRef, selectPoints);
  const line = useDeferredValue(useMemo(() => ({ status, points }), [status, points]));
  const canRetry = useSelector(actorRef, selectCanRetryChart);
  const unit = useSelector(actorRef, selectUnit);
  const lineUnit = useChartUnit(unit);
  const unitLabel = useUnitLabel(unit);
  const { chooseRange, retryChart } = useDashboardEvents(actorRef);

  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="chart-card">
      <Card.Header pb={0}>
        <Flex justify="space-between" align="center" gap={3} wrap="wrap">
          <Heading as="h2" size="md">
            {t('chart.title')}
            {/* "Your wealth in" (product §10): the chart follows the chosen unit. */}
            {unit !== 'egp' && (
              <Text
                as="span"
                fontSize="sm"
                fontWeight="medium"
                color="fg.muted"
                ms={2}
                data-testid="chart-unit"
              >
                ({unitLabel})
              </Text>
            )}
          </Heading>
          <ChartRangeButtons range={range} onChoose={chooseRange} dataAttribute="data-range" />
        </Flex>
      </Card.Header>
      <Card.Body pt={4} px={{ base: 2, md: 4 }}>
        <ChartStatusArea
          status={line.status}
          points={line.points}
          unit={unit === 'egp' ? undefined : lineUnit}
          canRetry={canRetry}
          onRetry={retryChart}
          testIdPrefix="chart"
        />
      </Card.Body>
    </Card.Root>
  );
}
