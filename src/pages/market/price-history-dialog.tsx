import { CloseButton, Dialog, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PriceInstrument } from '@contract/market';
import { DialogContent } from '@/components/dialog-content/dialog-content';
import { ChartRangeButtons, ChartStatusArea } from '@/components/value-chart/chart-panel';
import type { LineUnit } from '@/components/value-chart/value-chart';
import { formatAmount } from '@/i18n/format-number';
import {
  selectCanRetryHistory,
  selectHistory,
  selectHistoryInstrument,
  selectHistoryOpen,
  selectHistoryRange,
  selectHistoryStatus,
} from '@machines/market/selectors';
import { historyLine } from './history-line';
import { useMarketEvents, type MarketActorRef } from './use-market-events';

const karatOf = (instrument: PriceInstrument) => /^gold_(\d\d)$/.exec(instrument)?.[1];

/** A price's name as the market page shows it: "21 karat", "Gold pound", "US Dollar". */
export function instrumentLabel(t: TFunction, instrument: PriceInstrument): string {
  const karat = karatOf(instrument);
  if (karat) return t(`karats.${karat}`);
  if (instrument === 'gold_pound') return t('market.gold.pound');
  if (instrument === 'gold_ounce') return t('market.gold.ounce');
  return t(`currencies.${instrument}`);
}

/** One price's own chart: its daily closes over the chart's ranges, with gaps where there were no prices. */
export function PriceHistoryDialog({ actorRef }: { actorRef: MarketActorRef }) {
  const { t } = useTranslation();
  const open = useSelector(actorRef, selectHistoryOpen);
  const instrument = useSelector(actorRef, selectHistoryInstrument);
  const range = useSelector(actorRef, selectHistoryRange);
  const status = useSelector(actorRef, selectHistoryStatus);
  const history = useSelector(actorRef, selectHistory);
  const canRetry = useSelector(actorRef, selectCanRetryHistory);
  const { chooseHistoryRange, retryHistory, closeHistory } = useMarketEvents(actorRef);
  const line = useMemo(() => historyLine(history?.points ?? []), [history]);
  const name = instrument ? instrumentLabel(t, instrument) : '';
  const unit: LineUnit = useMemo(
    () => ({
      label: t(`common.currency.${history?.currency ?? 'EGP'}`),
      format: formatAmount,
      seriesName: name,
      summaryKey: { shown: 'market.history.summary', hidden: 'market.history.summaryHidden' },
      gapNote: t('market.history.gaps'),
    }),
    [t, history, name],
  );

  // Mounted only while open: closing takes it off the page at once.
  if (!open) return null;
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && closeHistory()}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
    >
      <DialogContent maxW={{ md: '3xl' }} data-testid="price-history">
        <Dialog.Header>
          <Stack gap={1}>
            <Dialog.Title>{t('market.history.title', { name })}</Dialog.Title>
            <Text fontSize="sm" color="fg.muted">
              {instrument && karatOf(instrument) ? t('market.history.buySide') : t('market.history.closes')}
            </Text>
          </Stack>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap={4}>
            <ChartRangeButtons
              range={range}
              onChoose={chooseHistoryRange}
              dataAttribute="data-history-range"
              alignSelf="flex-start"
            />
            <ChartStatusArea
              status={status}
              points={line}
              unit={unit}
              canRetry={canRetry}
              onRetry={retryHistory}
              testIdPrefix="history"
            />
          </Stack>
        </Dialog.Body>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label={t('common.close')} />
        </Dialog.CloseTrigger>
      </DialogContent>
    </Dialog.Root>
  );
}
