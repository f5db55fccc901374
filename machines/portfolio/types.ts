import type { Holding, Transaction } from '@contract/portfolio';

export type PortfolioData = { transactions: Transaction[]; holdings: Holding[] };

export type PortfolioContext = PortfolioData & {
  /** The transaction the dialog edits; null when it adds or is closed. */
  selected: Transaction | null;
};

export type PortfolioEvent =
  | { type: 'portfolio.retry' }
  | { type: 'dialog.openAdd' }
  | { type: 'dialog.openEdit'; transaction: Transaction }
  | { type: 'dialog.close' }
  /** The dialog saved (transaction) or deleted (null). */
  | { type: 'dialog.saved'; result: Transaction | null };

export type { Holding, Transaction };
