import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionDialogProps } from '@/components/transaction-dialog/transaction-dialog';
import { useLanguage, usePrivacyMode } from '@/app/preferences/use-preferences';
import { StalePricesBanner } from '@/components/price-age/stale-prices-banner';
import { selectDialogOpen, selectPriceStatus } from '@machines/dashboard/selectors';
import { ChartCard } from './chart-card';
import type { DashboardActorRef } from './dashboard-actor';
import { TotalsCards } from './totals-cards';

export interface DashboardViewProps {
  actorRef: DashboardActorRef;
  /** The add-transaction dialog (the page passes the real one, lazily loaded; tests may pass a stand-in). */
  TransactionDialog: ComponentType<TransactionDialogProps>;
}

/** spec §2 /dashboard: title, Add New Transaction, the four cards and the value chart. */
export function DashboardView({ actorRef, TransactionDialog }: DashboardViewProps) {
  const { t } = useTranslation();
  const dialogOpen = useSelector(actorRef, selectDialogOpen);
  const priceStatus = useSelector(actorRef, selectPriceStatus);
  useReloadChartOnPreferenceChange(actorRef);

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
        <Button colorPalette="gold" onClick={() => actorRef.send({ type: 'dialog.open' })} flexShrink={0}>
          {t('dashboard.addTransaction')}
        </Button>
      </Flex>

      <StalePricesBanner status={priceStatus} />
      <TotalsCards actorRef={actorRef} />
      <ChartCard actorRef={actorRef} />

      <TransactionDialog
        open={dialogOpen}
        transaction={null}
        onClose={() => actorRef.send({ type: 'dialog.close' })}
        onSaved={() => actorRef.send({ type: 'dialog.saved' })}
      />
    </Stack>
  );
}

/** spec §4: the chart reloads when privacy mode or the language changes (not on the first render). */
function useReloadChartOnPreferenceChange(actorRef: DashboardActorRef) {
  const language = useLanguage();
  const privacyMode = usePrivacyMode();
  const previous = useRef({ language, privacyMode });
  useEffect(() => {
    if (previous.current.language === language && previous.current.privacyMode === privacyMode) return;
    previous.current = { language, privacyMode };
    actorRef.send({ type: 'chart.preferencesChanged' });
  }, [actorRef, language, privacyMode]);
}
