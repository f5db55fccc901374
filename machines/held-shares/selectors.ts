import type { SnapshotFrom } from 'xstate';
import type { HeldSharesMachine } from './held-shares.machine';

type Snapshot = SnapshotFrom<HeldSharesMachine>;

export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadingFailed = (s: Snapshot) => s.matches('loadingFailed');
export const selectShares = (s: Snapshot) => s.context.shares;
/**
 * The card shows when the load failed, and while a share is held or a word about one is left; not while loading
 * (nearly every owner has nothing held, and a card that comes and goes would only jump the page).
 */
export const selectIsShown = (s: Snapshot) =>
  s.matches('loadingFailed') ||
  (s.matches('loaded') && (s.context.shares.length > 0 || s.context.failure !== null));
export const selectFailure = (s: Snapshot) => (s.matches('loaded') ? s.context.failure : null);
export const selectPending = (s: Snapshot) => s.context.pending;
export const selectIsConfirmingEnd = (s: Snapshot) => s.matches({ loaded: 'confirmingEnd' });
export const selectIsKeeping = (s: Snapshot) => s.matches({ loaded: 'keeping' });
export const selectIsEnding = (s: Snapshot) => s.matches({ loaded: 'ending' });
export const selectIsBusy = (s: Snapshot) =>
  s.matches({ loaded: 'keeping' }) || s.matches({ loaded: 'ending' });
