import type { SnapshotFrom } from 'xstate';
import type { ZakatMembersMachine } from './zakat-members.machine';

type Snapshot = SnapshotFrom<ZakatMembersMachine>;

export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadingFailed = (s: Snapshot) => s.matches('loadingFailed');
export const selectResults = (s: Snapshot) => (s.matches('loaded') ? s.context.results : null);
