import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fetchPortfolio } from '@/api/portfolio';
import { portfolioMachine } from '@machines/portfolio/portfolio.machine';
import { PortfolioView } from './portfolio-view';

/** /dashboard/portfolio (spec §2). */
export default function PortfolioPage() {
  const actorRef = useActorRef(
    portfolioMachine.provide({
      // No abort signal: under React's StrictMode (development) the actor is stopped and started again on mount, and
      // an aborted first request would land in the restarted actor as a failure.
      actors: { loadPortfolio: fromPromise(() => fetchPortfolio()) },
    }),
  );
  return <PortfolioView actorRef={actorRef} />;
}
