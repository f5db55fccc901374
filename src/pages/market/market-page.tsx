import { type ActorRefFrom, fromPromise } from 'xstate';
import { fetchMarketData } from '@/api/market';
import { fetchPriceHistory, fetchPriceStatus } from '@/api/prices';
import { callApiUnlessAborted } from '@/api/unless-aborted';
import { usePageActor, usePageFlows } from '@/app/system/app-system';
import { createApiFor } from '@/app/system/api-for';
import type { PageFlows } from '@machines/app/types';
import { marketMachine } from '@machines/market/market.machine';
import { MarketView } from './market-view';

/** The market bound to the API, through the client of the system it runs in (the app's, ADR 030). */
const liveMarketMachine = marketMachine.provide({
  actors: {
    loadMarket: fromPromise(({ signal, system }) =>
      callApiUnlessAborted(signal, async () => fetchMarketData(await createApiFor(system), { signal })),
    ),
    loadPriceStatus: fromPromise(({ signal, system }) =>
      callApiUnlessAborted(signal, async () => fetchPriceStatus(await createApiFor(system), { signal })),
    ),
    loadPriceHistory: fromPromise(({ input, signal, system }) =>
      callApiUnlessAborted(signal, async () =>
        fetchPriceHistory(await createApiFor(system), input.instrument, input.range, { signal }),
      ),
    ),
  },
});

/** The market's flow as the app runs it (ADR 030): the prices are everyone's, so another household chosen keeps it. */
const marketFlows: PageFlows = { main: () => ({ logic: liveMarketMachine }), forPerson: true };

/** /dashboard/market (product §2). */
export default function MarketPage() {
  usePageFlows(marketFlows);
  const market = usePageActor<ActorRefFrom<typeof marketMachine>>(marketFlows, 'page');
  return market && <MarketView key={market.sessionId} actorRef={market} />;
}
