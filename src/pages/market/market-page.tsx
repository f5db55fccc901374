import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fetchMarketData } from '@/api/market';
import { fetchPriceHistory, fetchPriceStatus } from '@/api/prices';
import { unlessAborted } from '@/api/unless-aborted';
import { marketMachine } from '@machines/market/market.machine';
import { MarketView } from './market-view';
import { inspect } from '@/app/inspect';
import type { ApiClient } from '@/api/client';
import { useApiClient } from '@/app/system/use-api-client';

const liveMarketMachine = (client: ApiClient) =>
  marketMachine.provide({
    actors: {
      loadMarket: fromPromise(({ signal }) => unlessAborted(signal, fetchMarketData(client, { signal }))),
      loadPriceStatus: fromPromise(({ signal }) =>
        unlessAborted(signal, fetchPriceStatus(client, { signal })),
      ),
      loadPriceHistory: fromPromise(({ input, signal }) =>
        unlessAborted(signal, fetchPriceHistory(client, input.instrument, input.range, { signal })),
      ),
    },
  });

export default function MarketPage() {
  const actorRef = useActorRef(liveMarketMachine(useApiClient()), { inspect });
  return <MarketView actorRef={actorRef} />;
}
