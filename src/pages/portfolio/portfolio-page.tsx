import { Box } from '@chakra-ui/react';
import { useActorRef } from '@xstate/react';
import { useReducer, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { fetchPortfolio, fetchTransactionPage } from '@/api/portfolio';
import { unlessAborted } from '@/api/unless-aborted';
import { today } from '@/components/date-picker/date-picker-config';
import { liveTransactionDialogIn } from '@/components/transaction-dialog/live-transaction-dialog';
import { portfolioMachine, TRANSACTION_PAGE_SIZE } from '@machines/portfolio/portfolio.machine';
import type { TransactionQuery } from '@machines/portfolio/types';
import { CsvImportPanel, useCsvImport } from '@/components/csv-import/csv-import-panel';
import { PortfolioView } from './portfolio-view';
import { inspect } from '@/app/inspect';
import { ScopedPage, usePageScope } from '@/app/household-scope/household-scope-provider';
import { ScopeBar } from '@/app/household-scope/scope-bar';
import { useHouseholdRole } from '@/app/household-scope/use-scope-members';

const withPageSize = (query: TransactionQuery) => ({ ...query, limit: TRANSACTION_PAGE_SIZE });

function Portfolio({ tools }: { tools: ReactNode }) {
  const { scope, watch } = usePageScope();
  const role = useHouseholdRole();
  const actorRef = useActorRef(
    portfolioMachine.provide({
      actors: {
        loadPortfolio: fromPromise(({ input, signal }: { input: TransactionQuery; signal: AbortSignal }) =>
          watch(unlessAborted(signal, fetchPortfolio(scope, withPageSize(input), { signal }))),
        ),
        loadTransactions: fromPromise(({ input, signal }: { input: TransactionQuery; signal: AbortSignal }) =>
          unlessAborted(signal, fetchTransactionPage(scope, withPageSize(input), { signal })),
        ),
        transactionDialog: liveTransactionDialogIn(scope),
      },
    }),
    { input: { today: () => today(), role }, inspect },
  );
  return <PortfolioView actorRef={actorRef} tools={tools} />;
}

/**
 * The portfolio in the page's scope, with the CSV export and import buttons under its title. Rows imported from a
 * file start the portfolio afresh (a new actor loads both lists), while the import dialog stays with its result.
 */
function ScopedPortfolio() {
  const [generation, reload] = useReducer((n: number) => n + 1, 0);
  const csvImport = useCsvImport(reload);
  return <Portfolio key={generation} tools={<CsvImportPanel actorRef={csvImport} />} />;
}

/** /dashboard/portfolio (product §2). */
export default function PortfolioPage() {
  return (
    <>
      <Box width="full" maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} pt={{ base: '4', md: '6' }} mb="-2">
        <ScopeBar />
      </Box>
      <ScopedPage>
        <ScopedPortfolio />
      </ScopedPage>
    </>
  );
}
