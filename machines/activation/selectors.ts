import type { SnapshotFrom } from 'xstate';
import type { ActivationMachine } from './activation.machine';

type ActivationSnapshot = SnapshotFrom<ActivationMachine>;

export const selectIsActivating = (s: ActivationSnapshot) => s.matches('activating');
export const selectCanActivate = (s: ActivationSnapshot) => s.can({ type: 'activation.activate' });
export const selectIsActivated = (s: ActivationSnapshot) => s.matches('activated');
export const selectIsChoosingPassword = (s: ActivationSnapshot) =>
  s.matches('choosingPassword') || s.matches('settingPassword') || s.matches('settingPasswordFailed');
export const selectIsSettingPassword = (s: ActivationSnapshot) => s.matches('settingPassword');
export const selectPasswordFailure = (s: ActivationSnapshot) =>
  s.matches('settingPasswordFailed') ? s.context.failure : null;
