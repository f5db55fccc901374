import { expect, vi } from 'vitest';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { DeleteAccountView } from '@/pages/settings/delete-account-view';
import { bothLanguages } from '../shared/both-languages';
import { typesInto } from '../shared/form-steps';
import { deleteAccountMachine } from './delete-account.machine';
import { serverError } from '../shared/failure-fixtures';

vi.setConfig({ testTimeout: 30_000 });

for (const [language, strings] of bothLanguages) {
  const endSession = vi.fn();
  const section = strings.settings.account.delete;
  const texts: Record<string, string> = {
    'auth.validation.required': strings.auth.validation.required,
    'account.errors.invalidPassword': strings.account.errors.invalidPassword,
    'account.errors.emailMismatch': strings.account.errors.emailMismatch,
    'auth.internalServerError': strings.auth.internalServerError,
  };
  const fieldLabel = (confirmWith: unknown) =>
    confirmWith === 'password' ? section.passwordLabel : section.emailLabel;

  testMachineModel(`delete account (${language})`, {
    machine: deleteAccountMachine,
    // a password account, and a Google-only account that confirms with its address
    inputs: [{ confirmWith: 'password' }, { confirmWith: 'email' }],
    render: (actor) => <DeleteAccountView actorRef={actor} />,
    wrapper: createTestProviders({ language, route: '/dashboard/settings' }),
    actors: {
      deleteAccount: {
        done: [undefined],
        error: [
          { status: 400, body: { current_password: ['Invalid password.'] } },
          { status: 400, body: { email: ['This is not the e-mail address of your account.'] } },
          serverError,
        ],
      },
    },
    provide: { actions: { endSession: () => endSession() } },
    serialize: (s) => ({
      with: s.context.confirmWith,
      filled: s.context.secret !== '',
      error: JSON.stringify(s.context.fieldError),
    }),
    events: {
      'delete.open': clicksButton(section.button, 'clicks “Delete my account”'),
      'delete.close': clicksButton(section.cancel, 'clicks Cancel'),
      'delete.secretChanged': {
        description: 'types the password (or the e-mail)',
        cases: [{ value: 'sara@example.com' }, { value: '' }],
        exec: (args) => typesInto(fieldLabel(args.actor.getSnapshot().context.confirmWith))(args),
      },
      'delete.confirm': clicksButton(section.confirm, 'clicks “Delete my account for good”'),
    },
    sees: {
      closed: 'The danger zone with “Delete my account”; no dialog.',
      open: 'The dialog: what is lost, the password (or the e-mail for a Google-only account) and its problem if any, Cancel and “Delete my account for good”.',
      deleting: '“Deleting…” on the button.',
      deletingFailed: 'Why it failed in the dialog; the dialog still usable.',
      deleted: 'Signed out, sent to /login with “Your account has been deleted.”',
    },
    plan: language === 'en' ? 'delete-account' : false,
    states: {
      closed: ({ screen }) => {
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect(screen.getByRole('button', { name: section.button })).toBeTruthy();
      },
      open: ({ screen, snapshot }) => {
        const dialog = screen.getByRole('alertdialog');
        expect(dialog.textContent).toContain(section.lostIntro);
        for (const item of Object.values(section.lost)) expect(dialog.textContent).toContain(item);
        // the password behind a show/hide toggle, or the address for a Google-only account
        const input = screen.getByLabelText(new RegExp(`^${fieldLabel(snapshot.context.confirmWith)}`), {
          selector: 'input',
        });
        expect(input.getAttribute('type')).toBe(
          snapshot.context.confirmWith === 'password' ? 'password' : 'email',
        );
        const error = snapshot.context.fieldError as { key: string } | null;
        if (error) expect(screen.getByText(texts[error.key]!)).toBeTruthy();
        expect(endSession).not.toHaveBeenCalled();
      },
      deleting: ({ screen }) => {
        expect(screen.getByRole('button', { name: new RegExp(section.deleting) })).toBeTruthy();
      },
      deletingFailed: ({ screen }) => {
        expect(screen.getByTestId('error-box').textContent).toBe(strings.auth.internalServerError);
      },
      deleted: () => {
        expect(endSession).toHaveBeenCalledTimes(1);
        endSession.mockClear();
      },
    },
  });
}
