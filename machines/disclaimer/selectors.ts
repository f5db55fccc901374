import type { SnapshotFrom } from 'xstate';
import type { disclaimerMachine } from './disclaimer.machine';

type Snapshot = SnapshotFrom<typeof disclaimerMachine>;

export const selectIsShown = (s: Snapshot) => s.matches('shown');
export const selectDetailsOpen = (s: Snapshot) => s.matches({ shown: 'details' });
export const selectCanAcknowledge = (s: Snapshot) => s.can({ type: 'disclaimer.acknowledge' });
