import { Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { PricesAsOf } from '@/components/price-age/prices-as-of';
import { StalePricesBanner } from '@/components/price-age/stale-prices-banner';
import { DeferredTransactionDialog } from '@/components/transaction-dialog/deferred-transaction-dialog';
import {
  selectMayAdd,
  selectDialog,
  selectLedgerEmpty,
  selectPriceStatus,
  selectTotals,
} from '@machines/dashboard/selectors';
import { AllocationCard } from './allocation-card';
import { ChartCard } from './chart-card';
import { useDashboardEvents, type DashboardActorRef } from './dashboard-actor';
import { EmptyDashboard } from './empty-dashboard';
import { GoldPricesCard, TotalsCards } from './totals-cards';
import { opensTransactionDialog } from '@/components/transaction-dialog/lazy-transaction-dialog';

/** On a wide screen, a main card and a narrower one beside it; one column on a phone. */
const twoToOne = { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' };

export interface DashboardViewProps {
  actorRef: DashboardActorRef;
}

/** product §2 /dashboard: title, Add New Transaction, the four cards and the value chart. */
export function DashboardView({ actorRef }: DashboardViewProps) {
  const { t } = useTranslation();
  const events = useDashboardEvents(actorRef);
  // What the cards, the banner and the chart show, each of them reads for itself: a figure arriving redraws its own
  // part, not the whole page (architecture §7: total blocking time).
  const dialog = useSelector(actorRef, selectDialog);
  const ledgerEmpty = useSelector(actorRef, selectLedgerEmpty);
  // A viewer of a shared household reads it and adds nothing: their machine refuses the dialog.
  const canWrite = useSelector(actorRef, selectMayAdd);

  return (
    <Stack gap={{ base: 5, md: 6 }}>
      <Flex
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap={4}
        direction={{ base: 'column', sm: 'row' }}
      >
        <Stack gap={1}>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {t('dashboard.title')}
          </Heading>
          <Text color="fg.muted">{t('dashboard.subtitle')}</Text>
        </Stack>
        {canWrite && (
          <Button
            colorPalette="gold"
            onClick={events.addTransaction}
            {...opensTransactionDialog}
            flexShrink={0}
          >
            {t('dashboard.addTransaction')}
          </Button>
        )}
      </Flex>

      <PricesBanner actorRef={actorRef} />
      {ledgerEmpty ? (
        // product §10: nothing recorded yet: the invitation, and today's prices a first purchase starts from.
        <Grid templateColumns={twoToOne} gap={{ base: 3, md: 4 }}>
          <EmptyDashboard actorRef={actorRef} />
          <TodaysPrices actorRef={actorRef} />
        </Grid>
      ) : (
        <>
          <TotalsCards actorRef={actorRef} />
          <Grid templateColumns={twoToOne} gap={{ base: 5, md: 6 }}>
            <ChartCard actorRef={actorRef} />
            <AllocationCard actorRef={actorRef} />
          </Grid>
        </>
      )}

      <DeferredTransactionDialog actorRef={dialog} />
    </Stack>
  );
}

/**
 * product §10: the stale-prices warning, from the prices the totals were valued at. Drawn deferred, like the cards: its
 * dates and ages are the page's first of their kind to format, apart from the store update's one go (architecture §7).
 */
function PricesBanner({ actorRef }: DashboardViewProps) {
  return <StalePricesBanner status={useDeferredValue(useSelector(actorRef, selectPriceStatus))} />;
}

/** product §10: with nothing recorded yet, today's gold prices and when they were taken. */
function TodaysPrices({ actorRef }: DashboardViewProps) {
  const totals = useSelector(actorRef, selectTotals);
  return (
    <Stack gap={3}>
      <GoldPricesCard totals={totals} />
      {totals && <PricesAsOf at={totals.prices_at} testId="dashboard-prices-at" />}
    </Stack>
  );
}
