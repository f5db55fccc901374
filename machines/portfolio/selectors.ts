import type { SnapshotFrom } from 'xstate';
import type { PortfolioMachine } from './portfolio.machine';

type Snapshot = SnapshotFrom<PortfolioMachine>;

export const selectIsLoading = (s: Snapshot) => s.matches({ data: 'loading' });
export const selectIsRefreshing = (s: Snapshot) => s.matches({ data: 'refreshing' });
export const selectLoadingFailed = (s: Snapshot) => s.matches({ data: 'loadingFailed' });
/** The lists are on screen: loaded, empty, refreshed after a save, or while a new order, filter or page comes. */
export const selectHasData = (s: Snapshot) =>
  s.matches({ data: 'loaded' }) ||
  s.matches({ data: 'empty' }) ||
  s.matches({ data: 'refreshing' }) ||
  s.matches({ data: 'listing' }) ||
  s.matches({ data: 'listingFailed' });
export const selectTransactions = (s: Snapshot) => s.context.transactions;
export const selectHoldings = (s: Snapshot) => s.context.holdings;
/**
 * Whether the page offers to add and edit transactions: the machine takes `dialog.openAdd` (a viewer's refuses it).
 * While the dialog is open the person is writing already: it opened only because the machine took the event.
 */
export const selectMayWrite = (s: Snapshot) =>
  s.can({ type: 'dialog.openAdd' }) || s.matches({ dialog: 'open' });
export const selectDialogOpen = (s: Snapshot) => s.matches({ dialog: 'open' });
/** The dialog's actor while the parent runs it (ADR 016). */
export const selectDialog = (s: Snapshot) => s.children.transactionDialog;
export const selectSelected = (s: Snapshot) => s.context.selected;
export const selectQuery = (s: Snapshot) => s.context.query;
export const selectCount = (s: Snapshot) => s.context.count;
/** A new order, filter or page is being fetched; the rows on screen stay. */
export const selectIsListing = (s: Snapshot) => s.matches({ data: 'listing' });
export const selectListingFailed = (s: Snapshot) => s.matches({ data: 'listingFailed' });
/** The person has no transaction and no holding at all. */
export const selectIsEmpty = (s: Snapshot) => s.matches({ data: 'empty' });
/** The holdings whose worth split is open. */
export const selectOpenWorth = (s: Snapshot) => s.context.openWorth;
