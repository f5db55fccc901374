import { Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isFiltered } from '@machines/portfolio/portfolio.machine';
import type {
  Transaction,
  TransactionFilter,
  TransactionOrdering,
  TransactionQuery,
} from '@machines/portfolio/types';
import { TransactionCards } from './transaction-cards';
import { TransactionListControls } from './transaction-list-controls';
import { TransactionPager } from './transaction-pager';
import { TransactionsTable } from './transactions-table';

type Props = {
  transactions: Transaction[];
  count: number;
  query: TransactionQuery;
  /** The person has no transaction at all (then there is nothing to sort or filter). */
  none: boolean;
  listing: boolean;
  listingFailed: boolean;
  narrow: boolean;
  empty: (children: ReactNode) => ReactNode;
  onEdit: ((transaction: Transaction) => void) | undefined;
  onSort: (ordering: TransactionOrdering) => void;
  onFilter: (filter: TransactionFilter) => void;
  onPage: (offset: number) => void;
  onRetry: () => void;
};

const NO_FILTER: TransactionFilter = {
  transaction_type: undefined,
  asset: undefined,
  from: undefined,
  to: undefined,
  search: undefined,
};

/** The transactions list with its search, filters, order and pages (product §2, product §10). */
export function TransactionsSection(props: Props) {
  const { t } = useTranslation();
  const { transactions, count, query, narrow } = props;
  if (props.none) return props.empty(t('portfolio.transactions.empty'));
  return (
    <Stack gap="4">
      <TransactionListControls query={query} onSort={props.onSort} onFilter={props.onFilter} />
      {props.listing && (
        <Flex align="center" gap="2" color="fg.muted" fontSize="sm" role="status">
          <Spinner size="sm" color="gold.solid" />
          <Text>{t('portfolio.transactions.updating')}</Text>
        </Flex>
      )}
      {props.listingFailed && (
        <Flex
          role="alert"
          align="center"
          justify="space-between"
          gap="3"
          wrap="wrap"
          px="4"
          py="3"
          rounded="l2"
          bg="red.subtle"
          color="red.fg"
        >
          <Text>{t('portfolio.transactions.listFailed')}</Text>
          <Button size="sm" variant="outline" onClick={props.onRetry}>
            {t('portfolio.transactions.retry')}
          </Button>
        </Flex>
      )}
      {transactions.length === 0 ? (
        props.empty(
          isFiltered(query) ? (
            <Stack align="center" gap="3">
              <Text>{t('portfolio.transactions.noMatch')}</Text>
              <Button size="sm" variant="outline" onClick={() => props.onFilter(NO_FILTER)}>
                {t('portfolio.transactions.clearFilters')}
              </Button>
            </Stack>
          ) : (
            t('portfolio.transactions.empty')
          ),
        )
      ) : (
        <Box aria-busy={props.listing}>
          {narrow ? (
            <TransactionCards transactions={transactions} onEdit={props.onEdit} />
          ) : (
            <TransactionsTable transactions={transactions} onEdit={props.onEdit} />
          )}
        </Box>
      )}
      <TransactionPager offset={query.offset} count={count} onPage={props.onPage} />
    </Stack>
  );
}
