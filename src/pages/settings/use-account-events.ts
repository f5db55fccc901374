import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AccountSettingsMachine } from '@machines/account-settings/account-settings.machine';
import type { ChangePasswordMachine } from '@machines/change-password/change-password.machine';
import type { DeleteAccountMachine } from '@machines/delete-account/delete-account.machine';

/** The events the account section sends, as memoised facades (one per flow). */
export function useAccountSettingsEvents(actorRef: ActorRefFrom<AccountSettingsMachine>) {
  return useMemo(
    () => ({
      retry: () => actorRef.send({ type: 'account.retry' }),
      exportData: () => actorRef.send({ type: 'account.export' }),
      signOutEverywhere: () => actorRef.send({ type: 'account.signOutEverywhere' }),
    }),
    [actorRef],
  );
}

export function useChangePasswordEvents(actorRef: ActorRefFrom<ChangePasswordMachine>) {
  return useMemo(
    () => ({
      currentChanged: (value: string) => actorRef.send({ type: 'change.currentChanged', value }),
      passwordChanged: (value: string) => actorRef.send({ type: 'change.passwordChanged', value }),
      confirmPasswordChanged: (value: string) =>
        actorRef.send({ type: 'change.confirmPasswordChanged', value }),
      submit: () => actorRef.send({ type: 'change.submit' }),
    }),
    [actorRef],
  );
}

export function useDeleteAccountEvents(actorRef: ActorRefFrom<DeleteAccountMachine>) {
  return useMemo(
    () => ({
      open: () => actorRef.send({ type: 'delete.open' }),
      close: () => actorRef.send({ type: 'delete.close' }),
      secretChanged: (value: string) => actorRef.send({ type: 'delete.secretChanged', value }),
      confirm: () => actorRef.send({ type: 'delete.confirm' }),
    }),
    [actorRef],
  );
}
