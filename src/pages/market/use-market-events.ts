import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PriceInstrument } from '@contract/market';
import type { ChartRange } from '@contract/portfolio';
import type { marketMachine } from '@machines/market/market.machine';

export type MarketActorRef = ActorRefFrom<typeof marketMachine>;

/** The events the Market page sends, as one memoised facade (STYLE: views never build event objects). */
export function useMarketEvents(actorRef: MarketActorRef) {
  return useMemo(
    () => ({
      retry: () => actorRef.send({ type: 'market.retry' }),
      openHistory: (instrument: PriceInstrument) => actorRef.send({ type: 'history.open', instrument }),
      chooseHistoryRange: (range: ChartRange) => actorRef.send({ type: 'history.rangeChanged', range }),
      retryHistory: () => actorRef.send({ type: 'history.retry' }),
      closeHistory: () => actorRef.send({ type: 'history.close' }),
    }),
    [actorRef],
  );
}
