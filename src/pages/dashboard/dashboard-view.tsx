import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { StalePricesBanner } from '@/components/price-age/stale-prices-banner';
import { DeferredTransactionDialog } from '@/components/transaction-dialog/deferred-transaction-dialog';
import { selectDialog, selectPriceStatus } from '@machines/dashboard/selectors';
import { ChartCard } from './chart-card';
import { useDashboardEvents, type DashboardActorRef } from './dashboard-actor';
import { TotalsCards } from './totals-cards';

export interface DashboardViewProps {
  actorRef: DashboardActorRef;
}

/** spec §2 /dashboard: title, Add New Transaction, the four cards and the value chart. */
export function DashboardView({ actorRef }: DashboardViewProps) {
  const { t } = useTranslation();
  const events = useDashboardEvents(actorRef);
  const dialog = useSelector(actorRef, selectDialog);
  const priceStatus = useSelector(actorRef, selectPriceStatus);

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
        <Button colorPalette="gold" onClick={events.addTransaction} flexShrink={0}>
          {t('dashboard.addTransaction')}
        </Button>
      </Flex>

      <StalePricesBanner status={priceStatus} />
      <TotalsCards actorRef={actorRef} />
      <ChartCard actorRef={actorRef} />

      <DeferredTransactionDialog actorRef={dialog} />
    </Stack>
  );
}
