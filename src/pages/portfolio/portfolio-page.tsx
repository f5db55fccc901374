import { Box } from '@chakra-ui/react';
import { fromPromise } from 'xstate';
import { fetchPortfolio, fetchTransactionPage } from '@/api/portfolio';
import { callApiUnlessAborted } from '@/api/unless-aborted';
import { today } from '@/components/date-picker/date-picker-config';
import { lazyPortfolioTransactionDialog } from '@/components/transaction-dialog/lazy-transaction-dialog';
import type { PageFlows } from '@machines/app/types';
import type { ImportActor } from '@machines/import/import.machine';
import {
  portfolioMachine,
  TRANSACTION_PAGE_SIZE,
  type PortfolioMachine,
} from '@machines/portfolio/portfolio.machine';
import type { ListRequest, PortfolioData, TransactionQuery } from '@machines/portfolio/types';
import type { ActorRefFrom } from 'xstate';
import { CsvImportPanel } from '@/components/csv-import/csv-import-panel';
import { liveCsvImport } from '@/components/csv-import/live-csv-import';
import { PortfolioView } from './portfolio-view';
import { ScopeBar } from '@/app/household-scope/scope-bar';
import { usePageActor, usePageFlows } from '@/app/system/app-system';
import { type ActorSystem, createApiFor } from '@/app/system/api-for';

const withPageSize = (query: TransactionQuery) => ({ ...query, limit: TRANSACTION_PAGE_SIZE });

/** The portfolio bound to the API: each call acts for the scope the machine gives it (its own input's). */
const livePortfolioMachine = portfolioMachine.provide({
  actors: {
    // A failure reaches the machine as an ApiFailure: its guard tells a shared household's 404 (product §13).
    loadPortfolio: fromPromise<PortfolioData, ListRequest>(({ input, signal, system }) =>
      callApiUnlessAborted(signal, async () =>
        fetchPortfolio(await createApiFor(system), input.scope, withPageSize(input.query), { signal }),
      ),
    ),
    loadTransactions: fromPromise(
      ({ input, signal, system }: { input: ListRequest; signal: AbortSignal; system: ActorSystem }) =>
        callApiUnlessAborted(signal, async () =>
          fetchTransactionPage(await createApiFor(system), input.scope, withPageSize(input.query), {
            signal,
          }),
        ),
    ),
    transactionDialog: lazyPortfolioTransactionDialog,
  },
});

/**
 * The portfolio and, beside it, the CSV export and import, as the app runs them (ADR 030) in the scope it gives:
 * another household or member starts both afresh; rows imported start the portfolio afresh (a new actor loads both
 * lists) while the import dialog stays with its result.
 */
const portfolioFlows: PageFlows = {
  main: () => ({ logic: livePortfolioMachine, input: { today: () => today() } }),
  beside: (scope) => ({ logic: liveCsvImport(scope) }),
};

/** /dashboard/portfolio (product §2). */
export default function PortfolioPage() {
  usePageFlows(portfolioFlows);
  const portfolio = usePageActor<ActorRefFrom<PortfolioMachine>>(portfolioFlows, 'page');
  const csvImport = usePageActor<ImportActor>(portfolioFlows, 'pageBeside');
  return (
    <>
      <Box width="full" maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} pt={{ base: '4', md: '6' }} mb="-2">
        <ScopeBar />
      </Box>
      {portfolio && csvImport && (
        <PortfolioView
          key={portfolio.sessionId}
          actorRef={portfolio}
          tools={<CsvImportPanel key={csvImport.sessionId} actorRef={csvImport} />}
        />
      )}
    </>
  );
}
