import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fetchMarketData } from '@/api/market';
import { fetchPriceHistory, fetchPriceStatus } from '@/api/prices';
import { unlessAborted } from '@/api/unless-aborted';
import { marketMachine } from '@machines/market/market.machine';
import { MarketView } from './market-view';
import { inspect } from '@/app/inspect';

const liveMarketMachine = marketMachine.provide({
  actors: {
    loadMarket: fromPromise(({ signal }) => unlessAborted(signal, fetchMarketData({ signal }))),
    loadPriceStatus: fromPromise(({ signal }) => unlessAborted(signal, fetchPriceStatus({ signal }))),
    loadPriceHistory: fromPromise(({ input, signal }) =>
      unlessAborted(signal, fetchPriceHistory(input.instrument, input.range, { signal })),
    ),
  },
});

export default function MarketPage() {
  const actorRef = useActorRef(liveMarketMachine, { inspect });
  return <MarketView actorRef={actorRef} />;
}
