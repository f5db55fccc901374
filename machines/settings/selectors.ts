import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AccountSettingsMachine } from '@machines/account-settings/account-settings.machine';
import type { ChangePasswordMachine } from '@machines/change-password/change-password.machine';
import type { DeleteAccountMachine } from '@machines/delete-account/delete-account.machine';
import type { EmailSettingsMachine } from '@machines/email-settings/email-settings.machine';
import type { SettingsMachine } from './settings.machine';

type SettingsSnapshot = SnapshotFrom<SettingsMachine>;

/** The sections' flows running now (each child only while it runs). */
export const selectEmailSettings = (s: SettingsSnapshot) =>
  s.children.emailSettings as ActorRefFrom<EmailSettingsMachine> | undefined;
export const selectAccountSettings = (s: SettingsSnapshot) =>
  s.children.accountSettings as ActorRefFrom<AccountSettingsMachine> | undefined;
export const selectChangePassword = (s: SettingsSnapshot) =>
  s.children.changePassword as ActorRefFrom<ChangePasswordMachine> | undefined;
export const selectDeleteAccount = (s: SettingsSnapshot) =>
  s.children.deleteAccount as ActorRefFrom<DeleteAccountMachine> | undefined;
