import { expect, vi } from 'vitest';
import { testMachineModel } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { authNotify } from '@/components/auth/auth-toast';
import i18n from '@/i18n/i18n';
import { ChangePasswordView } from '@/pages/settings/change-password-view';
import { bothLanguages } from '@tests/support/both-languages';
import { changePasswordMachine } from './change-password.machine';
import { COMMON_PASSWORDS, listedPasswordRules, typesInto } from '@tests/support/form-steps';
import { offline } from '@tests/fixtures/machines/failures';
import { selectPasswordRules } from './selectors';

vi.setConfig({ testTimeout: 30_000 });

/** Eight digits, and in the list of common passwords. */
const WEAK = '12345678';

for (const [language, strings] of bothLanguages) {
  const section = strings.settings.account.changePassword;
  const texts: Record<string, string> = {
    'auth.validation.required': strings.auth.validation.required,
    'signup.passwordsDoNotMatch': strings.signup.passwordsDoNotMatch,
    'account.errors.invalidPassword': strings.account.errors.invalidPassword,
    'auth.serverMessage.throttled': strings.auth.serverMessage.throttled,
  };
  // the server's own words: the password rules are translated by the view
  const serverTexts: Record<string, string> = {
    'This password is too short. It must contain at least 8 characters.':
      strings.auth.serverMessage.passwordTooShort,
  };
  const textOf = (m: { key?: string; text?: string }) => (m.key ? texts[m.key] : serverTexts[m.text!]);
  /** The rules listed under the new password as it is typed, in the server's words (hidden by the field's own error). */
  const listedFor = (context: {
    password: string;
    commonPasswords: ReadonlySet<string> | null;
    fieldErrors: { password?: unknown };
  }) =>
    context.fieldErrors.password || context.password !== WEAK
      ? []
      : context.commonPasswords
        ? [strings.auth.serverMessage.passwordTooCommon, strings.auth.serverMessage.passwordNumeric]
        : [strings.auth.serverMessage.passwordNumeric];

  testMachineModel(`change password (${language})`, {
    machine: changePasswordMachine,
    render: (actor) => <ChangePasswordView actorRef={actor} />,
    wrapper: createTestProviders({ language, route: '/dashboard/settings' }),
    actors: {
      changePassword: {
        done: [undefined],
        error: [
          { status: 400, body: { current_password: ['Invalid password.'] } },
          {
            status: 400,
            body: { new_password: ['This password is too short. It must contain at least 8 characters.'] },
          },
          { status: 429, body: { detail: 'Request was throttled. Expected available in 30 seconds.' } },
        ],
      },
      loadCommonPasswords: { done: [COMMON_PASSWORDS], error: [offline] },
    },
    provide: {
      actions: { notifyChanged: () => authNotify.success(i18n.t('settings.account.changePassword.success')) },
    },
    serialize: (s) => ({
      filled: [s.context.current !== '', s.context.password !== '', s.context.confirmPassword !== ''],
      same: s.context.password === s.context.confirmPassword,
      errors: JSON.stringify(s.context.fieldErrors),
      rules: selectPasswordRules(s)
        .map((rule) => rule.key)
        .join(),
    }),
    events: {
      'change.currentChanged': { cases: [{ value: 'Old-Savings-2025' }], exec: typesInto(section.current) },
      'change.passwordChanged': {
        description: 'types the new password',
        cases: [{ value: 'Gold-Savings-2026' }, { value: WEAK }],
        exec: typesInto(strings.passwordReset.newPassword),
      },
      'change.confirmPasswordChanged': {
        description: 'types the confirmation',
        cases: [{ value: 'Gold-Savings-2026' }, { value: 'Other-Savings-2026' }],
        exec: typesInto(strings.auth.confirmPassword),
      },
      'change.submit': clicksButton(section.submit, 'clicks “Change password”'),
    },
    sees: {
      editing:
        'Current, new and confirmation fields with show/hide toggles; under each, its problem if any (“Incorrect password.”, the password rules); under the new password as it is typed, the rules it breaks in the server’s words (“This password is too common.” once the list is fetched, “This password is entirely numeric.”).',
      saving: '“Saving…” on the button.',
      savingFailed: '“Too many attempts…” above the button; the form still usable.',
    },
    plan: language === 'en' ? 'change-password' : false,
    states: {
      editing: ({ screen, snapshot }) => {
        const errors = snapshot.context.fieldErrors as Record<
          string,
          { key?: string; text?: string } | undefined
        >;
        for (const error of Object.values(errors))
          if (error) expect(screen.getAllByText(textOf(error)!).length).toBeGreaterThan(0);
        if (!Object.values(errors).some(Boolean)) expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.getAllByRole('button', { name: strings.auth.showPassword })).toHaveLength(3);
        expect(listedPasswordRules(screen)).toEqual(listedFor(snapshot.context));
      },
      saving: ({ screen }) => {
        expect(screen.getByRole('button', { name: new RegExp(strings.passwordReset.saving) })).toBeTruthy();
      },
      savingFailed: ({ screen, snapshot }) => {
        expect(listedPasswordRules(screen)).toEqual(listedFor(snapshot.context));
        expect(screen.getByTestId('error-box').textContent).toBe(strings.auth.serverMessage.throttled);
      },
    },
  });
}
