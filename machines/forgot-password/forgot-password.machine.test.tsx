import { expect, vi } from 'vitest';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { typesIntoTextbox } from '@tests/support/form-steps';
import { bothLanguages } from '@tests/support/both-languages';
import { emailProblem } from '@machines/shared/form-rules';
import { forgotPasswordMachine } from './forgot-password.machine';
import { ForgotPasswordView } from '@/pages/forgot-password/forgot-password-view';
import { offline, serverError } from '@tests/fixtures/machines/failures';

vi.setConfig({ testTimeout: 30_000 });

for (const [language, strings] of bothLanguages) {
  const failures: Record<string, string> = {
    'auth.serverMessage.throttled': strings.auth.serverMessage.throttled,
    'auth.internalServerError': strings.auth.internalServerError,
    'account.errors.offline': strings.account.errors.offline,
  };
  testMachineModel(`forgot password (${language})`, {
    machine: forgotPasswordMachine,
    render: (actor) => <ForgotPasswordView actorRef={actor} />,
    wrapper: createTestProviders({ language, route: '/forgot-password' }),
    actors: {
      requestReset: {
        done: [undefined],
        error: [
          { status: 400, body: { email: ['Enter a valid email address.'] } },
          { status: 429, body: { detail: 'Request was throttled. Expected available in 60 seconds.' } },
          serverError,
          offline,
        ],
      },
    },
    serialize: (s) => ({
      email: emailProblem(s.context.email as string) ?? 'ok',
      error: JSON.stringify(s.context.emailError),
      failure: JSON.stringify(s.context.failure),
    }),
    events: {
      'forgot.emailChanged': {
        description: 'types the e-mail address',
        cases: [{ value: 'sara@example.com' }, { value: 'sara@example' }],
        exec: typesIntoTextbox(strings.auth.email),
      },
      'forgot.submit': clicksButton(strings.forgotPassword.submit, 'clicks “Send reset link”'),
      'forgot.again': clicksButton(strings.forgotPassword.again, 'clicks “Use another address”'),
    },
    sees: {
      editing:
        'The e-mail field, “Send reset link” and “Back to login”; under the field, why the address was refused if it was.',
      sending: '“Sending…” on the button, the field disabled.',
      sendingFailed:
        'Why it failed above the button (“Too many attempts…” when throttled); the form still usable.',
      sent: '“Check your e-mail” and the same neutral message whatever the address, “Use another address”.',
    },
    plan: language === 'en' ? 'forgot-password' : false,
    states: {
      editing: ({ screen, snapshot }) => {
        const error = snapshot.context.emailError as { key?: string; text?: string } | null;
        if (!error) expect(screen.queryByText(strings.auth.validation.required)).toBeNull();
        else if (error.key === 'auth.validation.required')
          expect(screen.getByText(strings.auth.validation.required)).toBeTruthy();
        // a client-side rule and the server's own 400 on the field both read as the locale's message
        else expect(screen.getByText(strings.auth.validation.invalidEmail)).toBeTruthy();
        expect(screen.queryByTestId('error-box')).toBeNull();
        expect(screen.getByRole('link', { name: strings.auth.backToLogin }).getAttribute('href')).toBe(
          '/login',
        );
      },
      sending: ({ screen }) => {
        expect(screen.getByRole('button', { name: new RegExp(strings.forgotPassword.sending) })).toBeTruthy();
        expect(screen.getByRole('textbox', { name: strings.auth.email }).hasAttribute('disabled')).toBe(true);
      },
      sendingFailed: ({ screen, snapshot }) => {
        const { key } = snapshot.context.failure as { key: string };
        expect(screen.getByTestId('error-box').textContent).toBe(failures[key]);
        expect(
          screen.getByRole('button', { name: strings.forgotPassword.submit }).hasAttribute('disabled'),
        ).toBe(false);
      },
      // the same words whatever the address
      sent: ({ screen }) => {
        expect(screen.getByTestId('reset-sent').textContent).toBe(
          strings.forgotPassword.sentTitle + strings.forgotPassword.sent,
        );
        expect(screen.queryByRole('textbox')).toBeNull();
      },
    },
  });
}
