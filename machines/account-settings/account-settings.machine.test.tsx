import { expect, vi } from 'vitest';
import { clicksButton } from '@tests/support/model-steps';
import { testMachineModel } from '@tests/support/model-based';
import { createTestProviders } from '@tests/support/test-providers';
import { AccountSectionView } from '@/pages/settings/account-section-view';
import { bothLanguages } from '@tests/support/both-languages';
import { accountSettingsMachine } from './account-settings.machine';
import { offline, serverError } from '@tests/fixtures/machines/failures';

vi.setConfig({ testTimeout: 30_000 });

const ME = {
  email: 'sara@example.com',
  date_joined: '2026-01-02T10:00:00Z',
  sign_in_methods: ['password', 'google'],
  language: 'ar',
};
const FILE = new Blob(['{"account":{}}'], { type: 'application/json' });

for (const [language, strings] of bothLanguages) {
  const saveExport = vi.fn();
  const endSession = vi.fn();
  let exportCallsBefore: number | null = null;
  const failures: Record<string, string> = {
    'auth.internalServerError': strings.auth.internalServerError,
    'account.errors.offline': strings.account.errors.offline,
  };
  const section = strings.settings.account;

  testMachineModel(`account settings (${language})`, {
    machine: accountSettingsMachine,
    render: (actor) => (
      <AccountSectionView actorRef={actor} changePassword={() => <p>change-password-flow</p>} />
    ),
    wrapper: createTestProviders({ language, route: '/dashboard/settings' }),
    actors: {
      loadAccount: { done: [ME], error: [offline] },
      downloadExport: { done: [FILE], error: [serverError] },
      logoutEverywhere: { done: [undefined], error: [offline] },
    },
    provide: {
      actions: {
        saveExport: (_, { file }) => saveExport(file),
        endSession: () => endSession(),
      },
    },
    serialize: (s) => ({ failure: JSON.stringify(s.context.failure) }),
    events: {
      'account.retry': clicksButton(section.retry, 'clicks “Try again”'),
      'account.export': clicksButton(section.export.button, 'clicks “Download my data”'),
      'account.signOutEverywhere': clicksButton(
        section.signOutAll.button,
        'clicks “Sign out of all devices”',
      ),
    },
    sees: {
      loading: '“Loading your account…” with a spinner.',
      loadingFailed: 'Why the account could not be loaded and “Try again”.',
      'loaded.idle':
        'The e-mail, how the person signs in, change password, “Download my data”, “Sign out of all devices”; the last failure if any.',
      'loaded.exporting': '“Download my data” busy, the other buttons disabled; then the file is downloaded.',
      'loaded.signingOutEverywhere': '“Sign out of all devices” busy, the other buttons disabled.',
      signedOut: 'This device is signed out and sent to /login with a toast.',
    },
    plan: language === 'en' ? 'account-settings' : false,
    states: {
      loading: ({ screen }) => {
        exportCallsBefore = null; // a new path
        expect(screen.getByRole('status').textContent).toBe(section.loading);
      },
      loadingFailed: ({ screen }) => {
        expect(screen.getByTestId('error-box').textContent).toBe(strings.account.errors.offline);
        expect(screen.queryByTestId('account-email')).toBeNull();
      },
      'loaded.idle': ({ screen, snapshot }) => {
        expect(screen.getByTestId('account-email').textContent).toBe(ME.email);
        expect(screen.getAllByTestId('sign-in-method').map((b) => b.textContent)).toEqual([
          section.method.password,
          section.method.google,
        ]);
        // an account with a password gets the change-password flow
        expect(screen.getByText('change-password-flow')).toBeTruthy();
        const failure = snapshot.context.failure as { key: string } | null;
        if (failure) expect(screen.getByTestId('error-box').textContent).toBe(failures[failure.key]);
        else expect(screen.queryByTestId('error-box')).toBeNull();
        // back from an export: the file went to the browser only when the download worked
        if (exportCallsBefore !== null)
          expect(saveExport).toHaveBeenCalledTimes(exportCallsBefore + (failure ? 0 : 1));
        if (exportCallsBefore !== null && !failure) expect(saveExport).toHaveBeenLastCalledWith(FILE);
        exportCallsBefore = null;
      },
      'loaded.exporting': ({ screen }) => {
        exportCallsBefore = saveExport.mock.calls.length;
        expect(screen.getByRole('button', { name: section.signOutAll.button }).hasAttribute('disabled')).toBe(
          true,
        );
      },
      'loaded.signingOutEverywhere': ({ screen }) => {
        expect(screen.getByRole('button', { name: section.export.button }).hasAttribute('disabled')).toBe(
          true,
        );
        expect(endSession).not.toHaveBeenCalled();
      },
      signedOut: () => {
        expect(endSession).toHaveBeenCalledTimes(1);
        endSession.mockClear();
      },
    },
  });
}
