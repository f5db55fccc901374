import { useActorRef } from '@xstate/react';
import { inspect } from '@/app/inspect';
import { useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import type { MeResponse } from '@contract/auth';
import { accountSettingsMachine } from '@machines/account-settings/account-settings.machine';
import { changePasswordMachine } from '@machines/change-password/change-password.machine';
import { deleteAccountMachine } from '@machines/delete-account/delete-account.machine';
import {
  changePassword,
  deleteAccount,
  fetchExport,
  fetchMe,
  logoutEverywhere,
  requestDeletionLink,
} from '@/api/account';
import { callApi } from '@/api/failure';
import { fetchCommonPasswords } from '@/api/common-passwords';
import { saveFile } from '@/lib/save-file';
import { authNotify } from '@/components/auth/auth-toast';
import { useSession } from '@/app/session/use-session';
import i18n from '@/i18n/i18n';
import { AccountSectionView } from './account-section-view';
import { ChangePasswordView } from './change-password-view';
import { DeleteAccountView } from './delete-account-view';
import { useApiClient } from '@/app/system/use-api-client';

const exportName = () => `dahabi-export-${new Date().toISOString().slice(0, 10)}.json`;

function ChangePassword({ email }: { email: string }) {
  const client = useApiClient();
  const actorRef = useActorRef(
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise(({ input }) => callApi(() => changePassword(client, input))),
        loadCommonPasswords: fromPromise(fetchCommonPasswords),
      },
      actions: { notifyChanged: () => authNotify.success(i18n.t('settings.account.changePassword.success')) },
    }),
    { input: { email }, inspect },
  );
  return <ChangePasswordView actorRef={actorRef} />;
}

function DeleteAccount({ account }: { account: MeResponse }) {
  const { signOut } = useSession();
  const client = useApiClient();
  // The e-mailed confirmation link of an account without a password opens /dashboard/settings?delete={token}.
  const [params] = useSearchParams();
  const token = params.get('delete') ?? undefined;
  const actorRef = useActorRef(
    deleteAccountMachine.provide({
      actors: {
        deleteAccount: fromPromise(({ input }) => callApi(() => deleteAccount(client, input))),
        requestDeletionLink: fromPromise(() => callApi(() => requestDeletionLink(client))),
      },
      actions: {
        endSession: () => {
          signOut();
          authNotify.success(i18n.t('settings.account.delete.success'));
        },
      },
    }),
    {
      input: account.sign_in_methods.includes('password')
        ? { confirmWith: 'password' }
        : { confirmWith: 'link', email: account.email, ...(token ? { token } : {}) },
      inspect,
    },
  );
  return <DeleteAccountView actorRef={actorRef} />;
}

/** The account section of the Settings page, its flows bound to the API and the session. */
export function AccountSection() {
  const { signOut } = useSession();
  const client = useApiClient();
  const actorRef = useActorRef(
    accountSettingsMachine.provide({
      actors: {
        loadAccount: fromPromise(() => callApi(() => fetchMe(client))),
        downloadExport: fromPromise(() => callApi(() => fetchExport(client))),
        logoutEverywhere: fromPromise(() => callApi(() => logoutEverywhere(client))),
      },
      actions: {
        saveExport: (_, { file }) => saveFile(file, exportName()),
        endSession: () => {
          signOut();
          authNotify.success(i18n.t('settings.account.signOutAll.success'));
        },
      },
    }),
    { inspect },
  );
  return (
    <AccountSectionView
      actorRef={actorRef}
      changePassword={(account) => <ChangePassword email={account.email} />}
      deleteAccount={(account) => <DeleteAccount account={account} />}
    />
  );
}
