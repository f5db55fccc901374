import { fromPromise } from 'xstate';
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
import { signOutIn } from '@/app/session/use-session';
import { createApiFor } from '@/app/system/api-for';
import { saveFile } from '@/lib/save-file';
import { authNotify } from '@/components/auth/auth-toast';
import i18n from '@/i18n/i18n';

// The account section's flows bound to the API, through the client of the system they run in (the app's, ADR 030),
// and to the app's session, by its systemId; the settings machine runs them.

const exportName = () => `dahabi-export-${new Date().toISOString().slice(0, 10)}.json`;

export const liveAccountSettingsMachine = accountSettingsMachine.provide({
  actors: {
    loadAccount: fromPromise(({ system }) => callApi(async () => fetchMe(await createApiFor(system)))),
    downloadExport: fromPromise(({ system }) => callApi(async () => fetchExport(await createApiFor(system)))),
    logoutEverywhere: fromPromise(({ system }) =>
      callApi(async () => logoutEverywhere(await createApiFor(system))),
    ),
  },
  actions: {
    saveExport: (_, { file }) => saveFile(file, exportName()),
    endSession: ({ system }) => {
      signOutIn(system);
      authNotify.success(i18n.t('settings.account.signOutAll.success'));
    },
  },
});

export const liveChangePasswordMachine = changePasswordMachine.provide({
  actors: {
    changePassword: fromPromise(({ input, system }) =>
      callApi(async () => changePassword(await createApiFor(system), input)),
    ),
    loadCommonPasswords: fromPromise(fetchCommonPasswords),
  },
  actions: { notifyChanged: () => authNotify.success(i18n.t('settings.account.changePassword.success')) },
});

export const liveDeleteAccountMachine = deleteAccountMachine.provide({
  actors: {
    deleteAccount: fromPromise(({ input, system }) =>
      callApi(async () => deleteAccount(await createApiFor(system), input)),
    ),
    requestDeletionLink: fromPromise(({ system }) =>
      callApi(async () => requestDeletionLink(await createApiFor(system))),
    ),
  },
  actions: {
    endSession: ({ system }) => {
      signOutIn(system);
      authNotify.success(i18n.t('settings.account.delete.success'));
    },
  },
});
