import { Button, Card, Flex, Group, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { chartRanges } from '@contract/portfolio-values';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';
import { CHART_HEIGHT, ChartSpinner, ValueChart } from '@/components/value-chart/value-chart';
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
  const status = useSelector(actorRef, selectChartStatus);
  const range = useSelector(actorRef, selectRange);
  const points = useSelector(actorRef, selectPoints);
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
          <Group attached role="group" aria-label={t('chart.rangeLabel')}>
            {chartRanges.map((r) => (
              <Button
                key={r}
                size="sm"
                minW="3.25rem"
                variant={r === range ? 'solid' : 'outline'}
                colorPalette={r === range ? 'gold' : 'gray'}
                aria-pressed={r === range}
                title={t(`chart.rangeNames.${r}`)}
                onClick={() => chooseRange(r)}
                data-range={r}
              >
                {t(`chart.ranges.${r}`)}
              </Button>
            ))}
          </Group>
        </Flex>
      </Card.Header>
      <Card.Body pt={4} px={{ base: 2, md: 4 }}>
        {status === 'loading' && (
          <Stack role="status" h={CHART_HEIGHT} aria-label={t('chart.loading')}>
            <ChartSpinner />
          </Stack>
        )}
        {status === 'loaded' && <ValueChart points={points} unit={unit === 'egp' ? undefined : lineUnit} />}
        {status === 'empty' && (
          <Flex h={CHART_HEIGHT} align="center" justify="center" data-testid="chart-empty">
            <Text color="fg.muted">{t('chart.noData')}</Text>
          </Flex>
        )}
        {status === 'loadingFailed' && (
          <Flex h={CHART_HEIGHT} align="center" justify="center">
            <LoadFailedAlert
              message={t('chart.loadError')}
              retryLabel={t('chart.retry')}
              canRetry={canRetry}
              onRetry={retryChart}
              testId="chart-failed"
            />
          </Flex>
        )}
      </Card.Body>
    </Card.Root>
  );
}
