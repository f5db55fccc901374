import type { SnapshotFrom } from 'xstate';
import type { ActivationMachine } from './activation.machine';

type ActivationSnapshot = SnapshotFrom<ActivationMachine>;

export const selectIsActivating = (s: ActivationSnapshot) => s.matches('activating');
export const selectCanActivate = (s: ActivationSnapshot) => s.can({ type: 'activation.activate' });
export const selectIsActivated = (s: ActivationSnapshot) => s.matches('activated');
