import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';
import { PageLoading } from '@/components/page-loading/page-loading';
import { MarketPanel } from '@/components/market-panel/market-panel';
import { alertLink } from './alert-link';
import { StalePricesBanner } from '@/components/price-age/stale-prices-banner';
import { useMarketEvents, type MarketActorRef } from './use-market-events';
import { DeferredPriceHistoryDialog, preloadHistoryOnIntent } from './deferred-price-history-dialog';
import {
  selectCanRetry,
  selectHasFailed,
  selectIsLoading,
  selectMarket,
  selectPriceStatus,
} from '@machines/market/selectors';

export type { MarketActorRef };

/**
 * The Market page (product §2): heading, subtitle, and the market data panel in its loading, loaded or failed state;
 * each price with its daily change and its own history chart.
 */
export function MarketView({ actorRef }: { actorRef: MarketActorRef }) {
  const { t } = useTranslation();
  const events = useMarketEvents(actorRef);
  const loading = useSelector(actorRef, selectIsLoading);
  const failed = useSelector(actorRef, selectHasFailed);
  const market = useSelector(actorRef, selectMarket);
  // The prices arrive as one store update, which React would draw in one go: drawn deferred, in slices that leave
  // the phone free for a tap (architecture §7: total blocking time), with the spinner kept until they are on screen.
  const drawn = useDeferredValue(market);
  const canRetry = useSelector(actorRef, selectCanRetry);
  const priceStatus = useSelector(actorRef, selectPriceStatus);

  return (
    <Stack gap={{ base: 5, md: 8 }} onPointerOver={preloadHistoryOnIntent} onFocus={preloadHistoryOnIntent}>
      <Stack gap={1}>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {t('market.title')}
        </Heading>
        <Text color="fg.muted">{t('market.subtitle')}</Text>
      </Stack>

      {(loading || (market && !drawn)) && <PageLoading label={t('market.loading')} />}

      {failed && (
        <LoadFailedAlert
          message={t('market.loadError')}
          retryLabel={t('market.retry')}
          canRetry={canRetry}
          onRetry={events.retry}
        />
      )}

      {drawn && <StalePricesBanner status={priceStatus} />}
      {drawn && <MarketPanel market={drawn} priceAction={alertLink} onHistory={events.openHistory} />}
      <DeferredPriceHistoryDialog actorRef={actorRef} />
    </Stack>
  );
}
