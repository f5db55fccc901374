import type { SnapshotFrom } from 'xstate';
import type { AlertsMachine } from './alerts.machine';
import type { DraftField } from './types';
import { metPrice } from './met-now';
import { parseNumberInput } from '@contract/number-input';

type Snapshot = SnapshotFrom<AlertsMachine>;

export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailure = (s: Snapshot) => (s.matches('loadingFailed') ? s.context.failure : null);
export const selectCanRetry = (s: Snapshot) => s.can({ type: 'alerts.retry' });
export const selectAlerts = (s: Snapshot) => (s.matches('loaded') ? s.context.alerts : null);
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectFieldError = (field: DraftField) => (s: Snapshot) => s.context.fieldErrors[field] ?? null;
export const selectFailure = (s: Snapshot) => (s.matches('loaded') ? s.context.failure : null);
export const selectIsCreating = (s: Snapshot) => s.matches({ loaded: 'creating' });
export const selectIsBusy = (s: Snapshot) => s.matches('loaded') && !s.matches({ loaded: 'idle' });
/** The alert a re-arm, pause or delete is working on. */
export const selectPending = (s: Snapshot) => (s.matches('loaded') ? s.context.pending : null);
/** The instruments an alert may watch (product §17). */
export const selectPriced = (s: Snapshot) => s.context.priced;
/** While the person is asked about a condition met already: the price now that meets it. */
export const selectMetPrice = (s: Snapshot) => {
  if (!s.matches({ loaded: 'confirmingMet' })) return null;
  const read = parseNumberInput(s.context.draft.threshold);
  return read.ok ? metPrice({ ...s.context.draft, threshold: read.value }, s.context.priced) : null;
};
