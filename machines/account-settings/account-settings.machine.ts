import type { MeResponse } from '@contract/auth';
import { assign, setup } from 'xstate';
import { failingSignedInTo, lostAccess, reportLostAccess } from '@machines/shared/refusals';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { loadingStates } from '@machines/shared/loading-states';
import { generalFailure } from '../account-errors/account-errors';
import type { UserMessage } from '@machines/shared/api-failure';

export interface AccountSettingsContext {
  account: MeResponse | null;
  failure: UserMessage | null;
}

export type AccountSettingsEvent =
  { type: 'account.retry' } | { type: 'account.export' } | { type: 'account.signOutEverywhere' };

/**
 * The Settings page's account section (product §11): the account as the server describes it, its data as a file,
 * and sign-out everywhere. Changing the password and deleting the account are flows of their own, shown here.
 */
export const accountSettingsMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: { context: {} as AccountSettingsContext, events: {} as AccountSettingsEvent },
  // Stryker disable all: placeholders, replaced by provide() wherever the machine runs
  actors: {
    /** GET /api/users/me/ */
    loadAccount: placeholderActor<MeResponse>('loadAccount'),
    /** GET /api/users/me/export/ as a Blob. */
    downloadExport: placeholderActor<Blob>('downloadExport'),
    /** POST /api/users/logout-all/ */
    logoutEverywhere: placeholderActor<void>('logoutEverywhere'),
  },
  // Stryker restore all
  actions: {
    // product §4, §8: the person's own: a 403 signs out (machines/shared/refusals.ts).
    reportLostAccess,
    setAccount: assign((_, account: MeResponse) => ({ account, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: generalFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    /** Hands the file to the browser (bound by the page: an object URL and a download link). */
    saveExport: (_, _params: { file: Blob }) => {},
    /** Forgets this device's tokens and goes to /login, with a toast (bound by the page). */
    endSession: () => {},
  },
}).createMachine({
  id: 'accountSettings',
  context: { account: null, failure: null },
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadAccount',
      store: 'setAccount',
      then: 'loaded',
      retry: 'account.retry',
      failure: 'setFailure',
      lostAccess,
    }),
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'account.export': { target: 'exporting', actions: 'clearFailure' },
            'account.signOutEverywhere': { target: 'signingOutEverywhere', actions: 'clearFailure' },
          },
        },
        exporting: {
          invoke: {
            src: 'downloadExport',
            // Stryker disable next-line StringLiteral: an id nothing reads
            id: 'downloadExport',
            onDone: {
              target: 'idle',
              actions: { type: 'saveExport', params: ({ event }) => ({ file: event.output }) },
            },
            onError: failingSignedInTo('idle', 'setFailure'),
          },
        },
        signingOutEverywhere: {
          invoke: {
            src: 'logoutEverywhere',
            // Stryker disable next-line StringLiteral: an id nothing reads
            id: 'logoutEverywhere',
            onDone: { target: '#accountSettings.signedOut' },
            onError: failingSignedInTo('idle', 'setFailure'),
          },
        },
      },
    },
    signedOut: { type: 'final', entry: 'endSession' },
  },
});

export type AccountSettingsMachine = typeof accountSettingsMachine;
