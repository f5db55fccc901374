import type { SnapshotFrom } from 'xstate';
import type { PortfolioMachine } from './portfolio.machine';

type Snapshot = SnapshotFrom<PortfolioMachine>;

export const selectIsLoading = (s: Snapshot) => s.matches({ data: 'loading' });
export const selectIsRefreshing = (s: Snapshot) => s.matches({ data: 'refreshing' });
export const selectLoadingFailed = (s: Snapshot) => s.matches({ data: 'loadingFailed' });
/** The lists are on screen: loaded, empty, or being refreshed after a save. */
export const selectHasData = (s: Snapshot) =>
  s.matches({ data: 'loaded' }) || s.matches({ data: 'empty' }) || s.matches({ data: 'refreshing' });
export const selectTransactions = (s: Snapshot) => s.context.transactions;
export const selectHoldings = (s: Snapshot) => s.context.holdings;
export const selectDialogOpen = (s: Snapshot) => s.matches({ dialog: 'open' });
export const selectSelected = (s: Snapshot) => s.context.selected;
