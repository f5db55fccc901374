import type { MeResponse } from '@contract/auth';
import { assign, setup } from 'xstate';
import { accountSettingsMachine } from '@machines/account-settings/account-settings.machine';
import { changePasswordMachine } from '@machines/change-password/change-password.machine';
import {
  deleteAccountMachine,
  type DeleteAccountInput,
} from '@machines/delete-account/delete-account.machine';
import { emailSettingsMachine } from '@machines/email-settings/email-settings.machine';

export interface SettingsInput {
  /** The e-mailed deletion link's token, when the page was opened from it (`/dashboard/settings?delete=…`). */
  deleteToken?: string;
}

export interface SettingsContext {
  deleteToken: string | null;
  /** The account as its section loaded it: the change of password and the deletion are shown for it. */
  account: MeResponse | null;
}

/** How deleting this account is confirmed (product §11): its password, or for an account without one an e-mailed link. */
export const deletionInput = ({ account, deleteToken }: SettingsContext): DeleteAccountInput =>
  account?.sign_in_methods.includes('password')
    ? { confirmWith: 'password' }
    : { confirmWith: 'link', email: account?.email ?? '', ...(deleteToken ? { token: deleteToken } : {}) };

/**
 * The Settings page's flows (product §11, §14), each section's machine unchanged and this machine's child: the monthly
 * report by e-mail and the account for as long as the page is shown; once the account is loaded, deleting it and, for
 * an account with a password, changing it. The page binds each section's side effects with `provide()`.
 */
export const settingsMachine = setup({
  types: { context: {} as SettingsContext, input: {} as SettingsInput },
  actors: {
    emailSettings: emailSettingsMachine,
    accountSettings: accountSettingsMachine,
    changePassword: changePasswordMachine,
    deleteAccount: deleteAccountMachine,
  },
  guards: {
    hasPassword: ({ context }) => context.account?.sign_in_methods.includes('password') === true,
    /** The account section's first answer: the account flows follow it, later answers do not restart them. */
    isFirstAccount: ({ context }, account: MeResponse | null) => context.account === null && account !== null,
  },
  actions: {
    storeAccount: assign((_, account: MeResponse) => ({ account })),
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => ({ deleteToken: input.deleteToken ?? null, account: null }),
  invoke: [
    { src: 'emailSettings', id: 'emailSettings' },
    {
      src: 'accountSettings',
      id: 'accountSettings',
      // The account section's own answer, as it stores it: the account flows follow the first one.
      onSnapshot: {
        guard: { type: 'isFirstAccount', params: ({ event }) => event.snapshot.context.account },
        target: '.accountShown',
        actions: { type: 'storeAccount', params: ({ event }) => event.snapshot.context.account! },
      },
    },
  ],
  initial: 'accountLoading',
  states: {
    accountLoading: {},
    accountShown: {
      invoke: { src: 'deleteAccount', id: 'deleteAccount', input: ({ context }) => deletionInput(context) },
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'hasPassword', target: 'withPassword' }, { target: 'withoutPassword' }],
        },
        withPassword: {
          invoke: {
            src: 'changePassword',
            id: 'changePassword',
            input: ({ context }) => ({ email: context.account?.email ?? '' }),
          },
        },
        withoutPassword: {},
      },
    },
  },
});

export type SettingsMachine = typeof settingsMachine;
