import type { ActingFor, ScopeInput } from '@machines/shared/acting-for';
import type { RoleInput } from '@machines/shared/household-role';
import type { TransactionDialogReport } from '../transaction-dialog/types';
import type { Holding, Transaction, TransactionListQuery } from '@contract/portfolio';
import type { TransactionOrdering } from '@contract/portfolio-values';

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

export type PortfolioInput = RoleInput &
  ScopeInput & {
    /** The calendar day today in the person's time zone, `YYYY-MM-DD` (injected clock): the dialog's new form. */
    today: () => string;
  };

export type PortfolioContext = PortfolioData &
  RoleInput &
  ScopeInput & {
    today: () => string;
    /** The transaction the dialog edits; null when it adds or is closed. */
    selected: Transaction | null;
    query: TransactionQuery;
    /** The holdings (by uuid) whose worth split is open under their row. */
    openWorth: string[];
  };

/** What a list call gets: whom it acts for and the list asked. */
export type ListRequest = { scope: ActingFor; query: TransactionQuery };

export type PortfolioEvent =
  | { type: 'portfolio.retry' }
  | { type: 'dialog.openAdd' }
  | { type: 'dialog.openEdit'; transaction: Transaction }
  /** From the dialog child (ADR 016): saved (transaction) or deleted (null), or dismissed. */
  | TransactionDialogReport
  | { type: 'transactions.sortChanged'; ordering: TransactionOrdering }
  /** The filters that change; `undefined` clears one. */
  | { type: 'transactions.filterChanged'; filter: TransactionFilter }
  | { type: 'transactions.pageChanged'; offset: number }
  | { type: 'transactions.retry' }
  /** Opens or closes what a gold holding is worth (its gold and workmanship split) under its row. */
  | { type: 'holdings.worthToggled'; uuid: string };

export type { Holding, Transaction, TransactionOrdering };
