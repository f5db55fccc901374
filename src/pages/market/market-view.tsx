import { Alert, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { MarketPanel } from '@/components/market-panel/market-panel';
import { StalePricesBanner } from '@/components/price-age/stale-prices-banner';
import type { marketMachine } from '@machines/market/market.machine';
import { useMarketEvents } from './use-market-events';
import {
  selectCanRetry,
  selectHasFailed,
  selectIsLoading,
  selectMarket,
  selectPriceStatus,
} from '@machines/market/selectors';

export type MarketActorRef = ActorRefFrom<typeof marketMachine>;

/** The Market page (spec §2): heading, subtitle, and the market data panel in its loading, loaded or failed state. */
export function MarketView({ actorRef }: { actorRef: MarketActorRef }) {
  const { t } = useTranslation();
  const events = useMarketEvents(actorRef);
  const loading = useSelector(actorRef, selectIsLoading);
  const failed = useSelector(actorRef, selectHasFailed);
  const market = useSelector(actorRef, selectMarket);
  const canRetry = useSelector(actorRef, selectCanRetry);
  const priceStatus = useSelector(actorRef, selectPriceStatus);

  return (
    <Stack gap={{ base: 5, md: 8 }}>
      <Stack gap={1}>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {t('market.title')}
        </Heading>
        <Text color="fg.muted">{t('market.subtitle')}</Text>
      </Stack>

      {loading && (
        <Flex role="status" align="center" justify="center" gap={3} py={16} color="fg.muted">
          <Spinner size="md" color="gold.solid" />
          <Text>{t('market.loading')}</Text>
        </Flex>
      )}

      {failed && (
        <Alert.Root status="error" variant="subtle" borderRadius="l3" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('market.loadError')}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" colorPalette="red" disabled={!canRetry} onClick={events.retry}>
            {t('market.retry')}
          </Button>
        </Alert.Root>
      )}

      {market && <StalePricesBanner status={priceStatus} />}
      {market && <MarketPanel market={market} />}
    </Stack>
  );
}
