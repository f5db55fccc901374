import { Button } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { selectCanAskTodayPrice, selectIsFetchingTodayPrice } from '@machines/transaction-dialog/selectors';
import { useTransactionDialogEvents, type TransactionDialogActor } from './use-transaction-dialog';

/**
 * "Use today's price" (product §10): fills the price with the market's price of the chosen item, what a dealer sells
 * at for a buy and pays for a sell. Offered once an item is chosen in the add form.
 */
export function TodayPriceButton({ actorRef }: { actorRef: TransactionDialogActor }) {
  const { t } = useTranslation();
  const events = useTransactionDialogEvents(actorRef);
  const fetching = useSelector(actorRef, selectIsFetchingTodayPrice);
  const canAsk = useSelector(actorRef, selectCanAskTodayPrice);
  if (!canAsk && !fetching) return null;
  return (
    <Button
      type="button"
      data-testid="today-price"
      alignSelf="flex-start"
      size="sm"
      variant="outline"
      colorPalette="gold"
      mt="-2"
      loading={fetching}
      onClick={events.askTodayPrice}
    >
      {t('transaction.todayPrice')}
    </Button>
  );
}
