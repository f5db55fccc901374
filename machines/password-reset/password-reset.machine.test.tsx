import { expect, vi } from 'vitest';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { authNotify } from '@/components/auth/auth-toast';
import i18n from '@/i18n/i18n';
import { PasswordResetView } from '@/pages/password-reset/password-reset-view';
import { bothLanguages } from '@tests/support/both-languages';
import { newPasswordProblems } from './new-password-rules';
import { passwordResetMachine } from './password-reset.machine';
import { COMMON_PASSWORDS, listedPasswordRules, typesInto } from '@tests/support/form-steps';
import { offline } from '@tests/fixtures/machines/failures';
import { selectPasswordRules } from './selectors';

vi.setConfig({ testTimeout: 30_000 });

const PASSWORD = 'Gold-Savings-2026';
/** Long enough, not only digits, but in the list of common passwords. */
const COMMON = 'iloveyou2';

for (const [language, strings] of bothLanguages) {
  const redirectToLogin = vi.fn();
  const failures: Record<string, string> = {
    'auth.serverMessage.throttled': strings.auth.serverMessage.throttled,
    'auth.internalServerError': strings.auth.internalServerError,
    'account.errors.offline': strings.account.errors.offline,
  };
  const fieldText = (message: { key?: string; text?: string } | undefined) =>
    message?.key === 'auth.validation.required'
      ? strings.auth.validation.required
      : message?.key === 'signup.passwordsDoNotMatch'
        ? strings.signup.passwordsDoNotMatch
        : strings.auth.serverMessage.passwordTooCommon; // the server's 400 on new_password, translated

  /** The rules listed under the new password as it is typed, in the server's words (hidden by the field's own error). */
  const listedFor = (context: {
    password: string;
    commonPasswords: ReadonlySet<string> | null;
    fieldErrors: { password?: unknown };
  }) =>
    context.password === COMMON && context.commonPasswords && !context.fieldErrors.password
      ? [strings.auth.serverMessage.passwordTooCommon]
      : [];

  testMachineModel(`password reset (${language})`, {
    machine: passwordResetMachine,
    input: { uid: 'MQ', token: 'a-token' },
    render: (actor) => <PasswordResetView actorRef={actor} />,
    wrapper: createTestProviders({ language, route: '/password-reset/MQ/a-token' }),
    actors: {
      confirmReset: {
        done: [undefined],
        error: [
          { status: 400, body: { token: ['Invalid token for given user.'] } },
          { status: 400, body: { new_password: ['This password is too common.'] } },
          { status: 429, body: { detail: 'Request was throttled. Expected available in 60 seconds.' } },
        ],
      },
      loadCommonPasswords: { done: [COMMON_PASSWORDS], error: [offline] },
    },
    provide: {
      actions: {
        notifyReset: () => authNotify.success(i18n.t('passwordReset.success')),
        redirectToLogin: () => redirectToLogin(),
      },
    },
    serialize: (s) => ({
      valid: Object.keys(newPasswordProblems(s.context as { password: string; confirmPassword: string })),
      errors: JSON.stringify(s.context.fieldErrors),
      rules: selectPasswordRules(s)
        .map((rule) => rule.key)
        .join(),
    }),
    events: {
      'reset.passwordChanged': {
        description: 'types the new password',
        cases: [{ value: PASSWORD }, { value: COMMON }],
        exec: typesInto(strings.passwordReset.newPassword),
      },
      'reset.confirmPasswordChanged': {
        description: 'types the confirmation',
        cases: [{ value: PASSWORD }, { value: 'Another-2026' }],
        exec: typesInto(strings.auth.confirmPassword),
      },
      'reset.submit': clicksButton(strings.passwordReset.submit, 'clicks “Save new password”'),
    },
    sees: {
      editing:
        'New password and confirmation, each with a show/hide toggle; under each, its problem if any; under the new password as it is typed, the rules it breaks in the server’s words (“This password is too common.” once the list is fetched).',
      saving: '“Saving…” on the button.',
      savingFailed: 'Why it failed (“Too many attempts…”) above the button; the form still usable.',
      invalidLink:
        '“This password reset link is invalid, already used or expired.” and “Ask for a new link” to /forgot-password.',
      saved: 'The success toast; the app goes to /login.',
    },
    plan: language === 'en' ? 'password-reset' : false,
    states: {
      editing: ({ screen, snapshot }) => {
        const errors = snapshot.context.fieldErrors as Record<string, { key?: string } | undefined>;
        for (const field of ['password', 'confirmPassword'])
          if (errors[field]) expect(screen.getAllByText(fieldText(errors[field])).length).toBeGreaterThan(0);
        if (!errors.password && !errors.confirmPassword)
          expect(screen.queryByText(strings.auth.validation.required)).toBeNull();
        // both fields have their show/hide toggle
        expect(screen.getAllByRole('button', { name: strings.auth.showPassword })).toHaveLength(2);
        expect(listedPasswordRules(screen)).toEqual(listedFor(snapshot.context));
      },
      saving: ({ screen }) => {
        expect(screen.getByRole('button', { name: new RegExp(strings.passwordReset.saving) })).toBeTruthy();
      },
      savingFailed: ({ screen, snapshot }) => {
        expect(listedPasswordRules(screen)).toEqual(listedFor(snapshot.context));
        const { key } = snapshot.context.failure as { key: string };
        expect(screen.getByTestId('error-box').textContent).toBe(failures[key]);
      },
      invalidLink: ({ screen }) => {
        expect(screen.getByTestId('error-box').textContent).toBe(strings.passwordReset.invalidLink);
        expect(screen.getByRole('link', { name: strings.passwordReset.askAgain }).getAttribute('href')).toBe(
          '/forgot-password',
        );
        expect(screen.queryByRole('button', { name: strings.passwordReset.submit })).toBeNull();
      },
      saved: ({ screen }) => {
        expect(redirectToLogin).toHaveBeenCalled();
        expect(screen.getByText(strings.passwordReset.success)).toBeTruthy();
      },
    },
  });
}
