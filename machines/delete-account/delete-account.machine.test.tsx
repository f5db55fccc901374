import { expect, vi } from 'vitest';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { DeleteAccountView } from '@/pages/settings/delete-account-view';
import { bothLanguages } from '@tests/support/both-languages';
import { typesInto } from '@tests/support/form-steps';
import { deleteAccountMachine } from './delete-account.machine';
import { serverError } from '@tests/fixtures/machines/failures';

vi.setConfig({ testTimeout: 30_000 });

const EMAIL = 'sara@example.com';

for (const [language, strings] of bothLanguages) {
  const endSession = vi.fn();
  const section = strings.settings.account.delete;
  const texts: Record<string, string> = {
    'auth.validation.required': strings.auth.validation.required,
    'account.errors.invalidPassword': strings.account.errors.invalidPassword,
    'settings.account.delete.linkInvalid': section.linkInvalid,
    'auth.internalServerError': strings.auth.internalServerError,
  };
  const fill = (text: string) => text.replace('{{email}}', EMAIL);

  testMachineModel(`delete account (${language})`, {
    machine: deleteAccountMachine,
    // a password account; a Google-only account that asks for the e-mailed link; the same, opened from that link
    inputs: [
      { confirmWith: 'password' },
      { confirmWith: 'link', email: EMAIL },
      { confirmWith: 'link', email: EMAIL, token: '42.1796000000000.signature' },
    ],
    render: (actor) => <DeleteAccountView actorRef={actor} />,
    wrapper: createTestProviders({ language, route: '/dashboard/settings' }),
    actors: {
      deleteAccount: {
        done: [undefined],
        error: [
          { status: 400, body: { current_password: ['Invalid password.'] } },
          {
            status: 400,
            body: { confirmation: ['This confirmation link is invalid or has expired. Ask for a new one.'] },
          },
          serverError,
        ],
      },
      requestDeletionLink: { done: [undefined], error: [serverError] },
    },
    provide: { actions: { endSession: () => endSession() } },
    serialize: (s) => ({
      with: s.context.confirmWith,
      filled: s.context.secret !== '',
      error: JSON.stringify(s.context.fieldError),
    }),
    events: {
      'delete.open': clicksButton(section.button, 'clicks “Delete my account”'),
      'delete.close': {
        description: 'clicks Cancel (Close once the link is sent)',
        exec: ({ user, screen }) =>
          user.click(
            screen.queryByRole('button', { name: section.cancel }) ??
              screen.getAllByRole('button', { name: strings.common.close })[0]!,
          ),
      },
      'delete.secretChanged': {
        description: 'types the password (an account without one has no field to type in)',
        cases: [{ value: 'Nile-Gold-42' }, { value: '' }],
        exec: async (args) => {
          if (args.actor.getSnapshot().context.confirmWith === 'password')
            await typesInto(section.passwordLabel)(args);
        },
      },
      'delete.confirm': {
        description: 'clicks “Delete my account for good” (or “E-mail me a confirmation link”)',
        exec: async ({ user, screen }) => {
          const button =
            screen.queryByRole('button', { name: section.confirm }) ??
            screen.queryByRole('button', { name: section.sendLink });
          if (button) await user.click(button);
        },
      },
    },
    sees: {
      closed: 'The danger zone with “Delete my account”; no dialog.',
      open: 'The dialog: what is lost, then the password (or, without one, “we e-mail a link to …” and “E-mail me a confirmation link”, or, opened from the link, “Delete my account for good”), a problem if any, and Cancel.',
      sendingLink: '“Sending…” on the button.',
      linkSent: '“We have sent a link to …”, and Close.',
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
        const { confirmWith, secret } = snapshot.context;
        if (confirmWith === 'password') {
          const input = screen.getByLabelText(new RegExp(`^${section.passwordLabel}`), { selector: 'input' });
          expect(input.getAttribute('type')).toBe('password');
        } else {
          // Never the address alone: no field to type it in.
          expect(screen.queryByRole('textbox')).toBeNull();
          const words = screen.getByTestId('delete-link').textContent;
          expect(words).toContain(secret ? section.linkOpened : fill(section.linkIntro));
          expect(
            screen.getByRole('button', { name: secret ? section.confirm : section.sendLink }),
          ).toBeTruthy();
        }
        const error = snapshot.context.fieldError as { key: string } | null;
        if (error) expect(screen.getByText(texts[error.key]!)).toBeTruthy();
        expect(endSession).not.toHaveBeenCalled();
      },
      sendingLink: ({ screen }) => {
        expect(screen.getByRole('button', { name: new RegExp(section.sendingLink) })).toBeTruthy();
      },
      linkSent: ({ screen }) => {
        expect(screen.getByTestId('delete-link').textContent).toContain(fill(section.linkSent));
        expect(screen.queryByRole('button', { name: section.confirm })).toBeNull();
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
