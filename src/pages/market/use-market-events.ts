import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { marketMachine } from '@machines/market/market.machine';

/** The events the Market page sends, as one memoised facade (STYLE: views never build event objects). */
export function useMarketEvents(actorRef: ActorRefFrom<typeof marketMachine>) {
  return useMemo(() => ({ retry: () => actorRef.send({ type: 'market.retry' }) }), [actorRef]);
}
