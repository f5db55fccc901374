import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fetchPortfolio } from '@/api/portfolio';
import { unlessAborted } from '@/api/unless-aborted';
import { portfolioMachine } from '@machines/portfolio/portfolio.machine';
import { PortfolioView } from './portfolio-view';
import { inspect } from '@/app/inspect';

/** /dashboard/portfolio (spec §2). */
export default function PortfolioPage() {
  const actorRef = useActorRef(
    portfolioMachine.provide({
      actors: {
        loadPortfolio: fromPromise(({ signal }) => unlessAborted(signal, fetchPortfolio({ signal }))),
      },
    }),
    { inspect },
  );
  return <PortfolioView actorRef={actorRef} />;
}
