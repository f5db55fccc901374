import type { Holding, Transaction, TransactionListQuery, TransactionOrdering } from '@contract/portfolio';

/** One page of the transactions list and how many transactions the whole (filtered) list has. */
export type TransactionPageData = { transactions: Transaction[]; count: number };

export type PortfolioData = TransactionPageData & { holdings: Holding[] };

/** What narrows the list: a type, an asset, a date range (inclusive days) and a search in the asset's names. */
export type TransactionFilter = Pick<
  TransactionListQuery,
  'transaction_type' | 'asset' | 'from' | 'to' | 'search'
>;

/** The list the page shows: its order, filters and first row; the page size is fixed (TRANSACTION_PAGE_SIZE). */
export type TransactionQuery = TransactionFilter & { ordering: TransactionOrdering; offset: number };

export type PortfolioContext = PortfolioData & {
  /** The transaction the dialog edits; null when it adds or is closed. */
  selected: Transaction | null;
  query: TransactionQuery;
};

export type PortfolioEvent =
  | { type: 'portfolio.retry' }
  | { type: 'dialog.openAdd' }
  | { type: 'dialog.openEdit'; transaction: Transaction }
  | { type: 'dialog.close' }
  /** The dialog saved (transaction) or deleted (null). */
  | { type: 'dialog.saved'; result: Transaction | null }
  | { type: 'transactions.sortChanged'; ordering: TransactionOrdering }
  /** The filters that change; `undefined` clears one. */
  | { type: 'transactions.filterChanged'; filter: TransactionFilter }
  | { type: 'transactions.pageChanged'; offset: number }
  | { type: 'transactions.retry' };

export type { Holding, Transaction, TransactionOrdering };
