import type { SnapshotFrom } from 'xstate';
import type { AlertOffMachine } from './alert-off.machine';

type Snapshot = SnapshotFrom<AlertOffMachine>;

export const selectIsWorking = (s: Snapshot) => s.matches('switchingOff');
export const selectSwitchedOff = (s: Snapshot) => (s.matches('off') ? s.context.alert : null);
export const selectIsInvalid = (s: Snapshot) => s.matches('invalid');
export const selectHasFailed = (s: Snapshot) => s.matches('failed');
