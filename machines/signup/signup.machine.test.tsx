import { expect, vi } from 'vitest';
import { clicksButton } from '@tests/support/model-steps';
import { testMachineModel } from '@tests/support/model-based';
import { createTestProviders } from '@tests/support/test-providers';
import {
  COMMON_PASSWORDS,
  listedPasswordRules,
  typesInto,
  typesIntoTextbox,
} from '@tests/support/form-steps';
import { selectPasswordRules } from './selectors';
import { signupFieldErrors, signupMachine } from './signup.machine';
import { SignupView } from '@/pages/signup/signup-view';
import { authNotify } from '@/components/auth/auth-toast';
import i18n from '@/i18n/i18n';
import { offline, serverError } from '@tests/fixtures/machines/failures';
import en from '@locales/en.json';

vi.setConfig({ testTimeout: 30_000 });

const redirectToEmailSent = vi.fn();
const EMAIL = 'sara@example.com';
const PASSWORD = 'Gold-Savings-2026';
/** Eight digits, and in the list of common passwords. */
const WEAK = '12345678';
const rules = en.auth.serverMessage;
/** The rules listed under the password as it is typed: the server's words, the common list's once it is fetched. */
const listedFor = (context: { password: string; commonPasswords: ReadonlySet<string> | null }) =>
  context.password !== WEAK
    ? []
    : context.commonPasswords
      ? [rules.passwordTooCommon, rules.passwordNumeric]
      : [rules.passwordNumeric];

// What the red box may say; which failure gives which message is checked in signup-errors.test.ts.
const FAILURE_TEXTS = [
  'An internal server error occurred. Please try again later.',
  'This password is too short. It must contain at least 8 characters.',
  'An unexpected error occurred during signup',
];

testMachineModel('signup', {
  machine: signupMachine,
  render: (actor) => <SignupView actorRef={actor} />,
  wrapper: createTestProviders({ language: 'en', route: '/signup' }),
  actors: {
    signup: {
      done: [{ email: EMAIL, id: 7 }],
      error: [
        serverError,
        {
          status: 400,
          body: {
            password: [
              'This password is too short. It must contain at least 8 characters.',
              'This password is too common.',
            ],
          },
        },
        offline,
      ],
    },
    loadCommonPasswords: { done: [COMMON_PASSWORDS], error: [offline] },
  },
  provide: {
    actions: {
      notifySignedUp: () => authNotify.success(i18n.t('signup.success')),
      redirectToEmailSent: (_, { email }) => redirectToEmailSent(email),
    },
  },
  // what the guard reads (the form's problems) and the field errors on screen
  serialize: (s) => ({
    problems: Object.keys(signupFieldErrors(s.context as never))
      .sort()
      .join(),
    shown: JSON.stringify(s.context.fieldErrors),
    rules: selectPasswordRules(s)
      .map((rule) => rule.key)
      .join(),
  }),
  events: {
    'signup.emailChanged': {
      description: 'types the e-mail address',
      cases: [{ value: EMAIL }],
      exec: typesIntoTextbox(/email/i),
    },
    'signup.passwordChanged': {
      description: 'types a password',
      cases: [{ value: PASSWORD }, { value: WEAK }],
      exec: typesInto(/^password/i),
    },
    'signup.confirmPasswordChanged': {
      description: 'types the password again',
      cases: [{ value: PASSWORD }, { value: 'Another-Password-9' }],
      exec: typesInto(/^confirm password/i),
    },
    'signup.termsChanged': {
      description: 'ticks or unticks the terms checkbox',
      cases: [{ accepted: true }],
      exec: async ({ user, screen, actor }) => {
        // tick it if unticked (the model's case), through the label as a person would
        if (!actor.getSnapshot().context.termsAccepted)
          await user.click(screen.getByText('I agree to the terms and conditions'));
        else {
          await user.click(screen.getByText('I agree to the terms and conditions'));
          await user.click(screen.getByText('I agree to the terms and conditions'));
        }
      },
    },
    'signup.submit': clicksButton('Create account', 'clicks “Create account”'),
  },
  sees: {
    editing:
      'The sign-up form; “Create account” is enabled only once the terms are ticked; field errors under their fields (“This field is required”, “Passwords do not match”); under the password as it is typed, the rules it breaks in the server’s words (“This password is too common.” once the list is fetched, “This password is entirely numeric.”); the “Sign in” link.',
    submitting: 'The button reads “Creating account…” and the fields are disabled.',
    signUpFailed: 'The failure once, in the red box by the form, no toast repeating it.',
    signedUp:
      '“Account created successfully! Please check your email for activation instructions.”, then the e-mail-sent page.',
  },
  states: {
    // (the acceptTermsRequired hint depends on which fields are filled, not serialised here: see signup-view.test.tsx)
    editing: ({ screen, snapshot }) => {
      const errors = snapshot.context.fieldErrors;
      const button = screen.getByRole('button', { name: 'Create account' });
      expect(button.hasAttribute('disabled')).toBe(!snapshot.context.termsAccepted);
      if (errors.email === 'required')
        expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
      if (errors.confirmPassword === 'passwordsDoNotMatch')
        expect(screen.getByText('Passwords do not match')).toBeTruthy();
      else expect(screen.queryByText('Passwords do not match')).toBeNull();
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
      expect(listedPasswordRules(screen)).toEqual(listedFor(snapshot.context));
    },
    submitting: ({ screen }) => {
      expect(screen.getByRole('button', { name: /Creating account/ }).hasAttribute('disabled')).toBe(true);
      // product §2: loading disables inputs
      expect(screen.getByRole('textbox', { name: /email/i }).hasAttribute('disabled')).toBe(true);
    },
    signUpFailed: ({ screen, snapshot }) => {
      expect(listedPasswordRules(screen)).toEqual(listedFor(snapshot.context));
      const text = screen.getByTestId('error-box').textContent ?? '';
      expect(FAILURE_TEXTS).toContain(text);
      // product §10: one message is not shown twice: no toast repeats the red box
      expect(screen.getAllByText(text)).toHaveLength(1);
    },
    signedUp: ({ screen }) => {
      expect(
        screen.getByText(
          'Account created successfully! Please check your email for activation instructions.',
        ),
      ).toBeTruthy();
      expect(redirectToEmailSent).toHaveBeenLastCalledWith(EMAIL);
    },
  },
});
