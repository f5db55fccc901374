/**
 * Scenario tests of the Settings page's flows (product §11, §14): each section's machine runs as a child of the
 * settings machine, and the account's flows follow the account the section loaded.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import type { MeResponse } from '@contract/auth';
import type { NotificationSettings } from '@contract/reports';
import { accountSettingsMachine } from '@machines/account-settings/account-settings.machine';
import { deleteAccountMachine } from '@machines/delete-account/delete-account.machine';
import { changePasswordMachine } from '@machines/change-password/change-password.machine';
import { emailSettingsMachine } from '@machines/email-settings/email-settings.machine';
import { scriptedCalls, type Answer } from '@tests/support/scripted-calls';
import { settingsMachine, type SettingsInput } from './settings.machine';
import {
  selectAccountSettings,
  selectChangePassword,
  selectDeleteAccount,
  selectEmailSettings,
} from './selectors';

const WITH_PASSWORD = { email: 'saver@example.com', sign_in_methods: ['password'] } as unknown as MeResponse;
const GOOGLE_ONLY = { email: 'saver@gmail.com', sign_in_methods: ['google'] } as unknown as MeResponse;

let running: Actor<typeof settingsMachine> | null = null;
afterEach(() => running?.stop());

function open(accounts: Answer<MeResponse>[], input: SettingsInput = {}) {
  const { calls, fake } = scriptedCalls();
  const actor = createActor(
    settingsMachine.provide({
      actors: {
        emailSettings: emailSettingsMachine.provide({
          actors: {
            loadSettings: fake<NotificationSettings, unknown>('loadSettings', [{ monthly_report: false }]),
          },
        }),
        accountSettings: accountSettingsMachine.provide({
          actors: { loadAccount: fake('loadAccount', accounts) },
        }),
        changePassword: changePasswordMachine.provide({
          actors: {
            loadCommonPasswords: fake<ReadonlySet<string>, void>('loadCommonPasswords', [new Set<string>()]),
          },
        }),
        deleteAccount: deleteAccountMachine,
      },
    }),
    { input },
  ).start();
  running = actor;
  const made = () => calls.map((c) => c.call);
  return { actor, snap: () => actor.getSnapshot(), made };
}

describe('settings: the page’s sections run as its flows (product §11, §14)', () => {
  it('the e-mail choices and the account load as the page opens; the account’s flows wait for the account', () => {
    const { snap, made } = open([]);
    expect(selectEmailSettings(snap())).toBeDefined();
    expect(selectAccountSettings(snap())).toBeDefined();
    expect(selectChangePassword(snap())).toBeUndefined();
    expect(selectDeleteAccount(snap())).toBeUndefined();
    expect(made()).toEqual(['loadSettings', 'loadAccount']);
  });

  it('an account with a password can change it, and is deleted with it', async () => {
    const { snap } = open([WITH_PASSWORD]);
    await vi.waitFor(() => expect(selectDeleteAccount(snap())).toBeDefined());
    expect(selectChangePassword(snap())?.getSnapshot().context.email).toBe('saver@example.com');
    expect(selectDeleteAccount(snap())?.getSnapshot().context.confirmWith).toBe('password');
  });

  it('an account without a password has no password to change, and is deleted with an e-mailed link', async () => {
    const { snap } = open([GOOGLE_ONLY]);
    await vi.waitFor(() => expect(selectDeleteAccount(snap())).toBeDefined());
    expect(selectChangePassword(snap())).toBeUndefined();
    const deletion = selectDeleteAccount(snap())!.getSnapshot().context;
    expect([deletion.confirmWith, deletion.email, deletion.secret]).toEqual(['link', 'saver@gmail.com', '']);
  });

  it('opened from the e-mailed link, the deletion starts with its token', async () => {
    const { snap } = open([GOOGLE_ONLY], { deleteToken: 'signed-token' });
    await vi.waitFor(() => expect(selectDeleteAccount(snap())).toBeDefined());
    expect(selectDeleteAccount(snap())!.getSnapshot().context.secret).toBe('signed-token');
  });

  it('an account that failed to load shows its account flows once a retry loads it', async () => {
    const { snap, made } = open([{ status: 500, body: null }, WITH_PASSWORD]);
    await vi.waitFor(() =>
      expect(selectAccountSettings(snap())?.getSnapshot().matches('loadingFailed')).toBe(true),
    );
    expect(selectDeleteAccount(snap())).toBeUndefined();
    selectAccountSettings(snap())!.send({ type: 'account.retry' });
    await vi.waitFor(() => expect(selectChangePassword(snap())).toBeDefined());
    expect(made().filter((c) => c === 'loadAccount')).toHaveLength(2);
  });
});
