import { Button, Flex, Group, Stack, Text, type GroupProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { chartRanges } from '@contract/portfolio-values';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';
import type { LinePoint } from './price-gaps';
import { CHART_HEIGHT, ChartSpinner, ValueChart, type LineUnit } from './value-chart';

type ChartRange = (typeof chartRanges)[number];

/** The range buttons of a value chart (product §4: 1w, 1m, 6m, all), the chosen one pressed. */
export function ChartRangeButtons({
  range,
  onChoose,
  dataAttribute,
  ...group
}: {
  range: ChartRange;
  onChoose: (range: ChartRange) => void;
  /** The attribute naming each button's range, which the browser tests read. */
  dataAttribute: 'data-range' | 'data-history-range';
} & Omit<GroupProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <Group attached role="group" aria-label={t('chart.rangeLabel')} {...group}>
      {chartRanges.map((r) => (
        <Button
          key={r}
          size="sm"
          minW="3.25rem"
          variant={r === range ? 'solid' : 'outline'}
          colorPalette={r === range ? 'gold' : 'gray'}
          aria-pressed={r === range}
          title={t(`chart.rangeNames.${r}`)}
          onClick={() => onChoose(r)}
          {...{ [dataAttribute]: r }}
        >
          {t(`chart.ranges.${r}`)}
        </Button>
      ))}
    </Group>
  );
}

/** What a value chart's machine says of its line: loading, the line, none, or a failure to retry. */
export type ChartStatus = 'loading' | 'loaded' | 'empty' | 'loadingFailed';

/** The chart in each state of its machine: a spinner, the line, "no data", or the failure with its retry. */
export function ChartStatusArea({
  status,
  points,
  unit,
  canRetry,
  onRetry,
  testIdPrefix,
}: {
  status: ChartStatus | (string & {});
  points: readonly LinePoint[];
  unit?: LineUnit;
  canRetry: boolean;
  onRetry: () => void;
  /** `chart-empty` and `chart-failed`, or `history-…`: what the browser tests find. */
  testIdPrefix: 'chart' | 'history';
}) {
  const { t } = useTranslation();
  return (
    <>
      {status === 'loading' && (
        <Stack role="status" h={CHART_HEIGHT} aria-label={t('chart.loading')}>
          <ChartSpinner />
        </Stack>
      )}
      {status === 'loaded' && <ValueChart points={points} unit={unit} />}
      {status === 'empty' && (
        <Flex h={CHART_HEIGHT} align="center" justify="center" data-testid={`${testIdPrefix}-empty`}>
          <Text color="fg.muted">{t('chart.noData')}</Text>
        </Flex>
      )}
      {status === 'loadingFailed' && (
        <Flex h={CHART_HEIGHT} align="center" justify="center">
          <LoadFailedAlert
            message={t('chart.loadError')}
            retryLabel={t('chart.retry')}
            canRetry={canRetry}
            onRetry={onRetry}
            testId={`${testIdPrefix}-failed`}
          />
        </Flex>
      )}
    </>
  );
}
