import { expect, vi } from 'vitest';
import type { screen as Screen } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import { activationMachine } from './activation.machine';
import { ActivateView } from '@/pages/activate/activate-view';
import { authNotify } from '@/components/auth/auth-toast';
import { messageText } from '@/components/auth/user-message';
import i18n from '@/i18n/i18n';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { testMachineModelWithInputs, type ModelTestConfig } from '@tests/support/model-based';
import { ACTIVATION_PASSWORD_REQUIRED } from '@contract/auth';
import { offline, serverError } from '@tests/fixtures/machines/failures';
import { typesInto } from '@tests/support/form-steps';
import { newPasswordProblems } from '../password-reset/new-password-rules';

vi.setConfig({ testTimeout: 30_000 });

const THROTTLED = 'Too many attempts. Please wait a moment and try again.';
const PASSWORD = 'Gold-Savings-2026';

const fieldText = (message: { key?: string; text?: string } | undefined) =>
  message?.key === 'auth.validation.required'
    ? 'This field is required'
    : message?.key === 'signup.passwordsDoNotMatch'
      ? 'Passwords do not match'
      : 'This password is too common.'; // the server's 400 on new_password, translated

const EXPECTED: Record<string, string> = {
  'activation.success': 'Your account has been successfully activated!',
  'activation.linkExpired': 'Account activation failed. The activation link is invalid or has expired.',
  'activation.invalidLink': 'Invalid activation link',
  'auth.internalServerError': 'An internal server error occurred. Please try again later.',
  'activation.unexpectedError': 'An unexpected error occurred during account activation',
};

/**
 * product §4: the outcome is a toast; product §10: the page does not repeat it. Returns the newest toast's title after
 * checking it is the only place on screen that says it.
 */
function shownOnceInAToast(screen: typeof Screen): string {
  const titles = document.querySelectorAll('[data-scope="toast"][data-part="title"]');
  const text = titles[titles.length - 1]?.textContent ?? '';
  expect(text).not.toBe('');
  expect(screen.getAllByText(text)).toHaveLength(1);
  expect(screen.queryByTestId('error-box')).toBeNull();
  return text;
}

const base: Omit<ModelTestConfig<typeof activationMachine>, 'input'> = {
  machine: activationMachine,
  render: (actor: ActorRefFrom<typeof activationMachine>) => <ActivateView actorRef={actor} />,
  wrapper: createTestProviders({ language: 'en', route: '/activate/MQ/token' }),
  actors: {
    activateAccount: {
      done: [undefined],
      // product §8: 403, 500, 400, a server message saying "expired", and no answer at all
      error: [
        { status: 403, body: { detail: 'Stale token for given user.' } },
        serverError,
        { status: 400, body: { token: ['Invalid token for given user.'] } },
        { status: 429, body: { detail: 'Request was throttled. Expected available in 30 seconds.' } },
        { status: 410, body: { detail: 'This link has expired' } },
        offline,
        // product §16: the address was given more than one password; the server asks for one
        { status: 400, body: { new_password: [ACTIVATION_PASSWORD_REQUIRED] } },
      ],
    },
    setPassword: {
      done: [undefined],
      error: [
        { status: 400, body: { new_password: ['This password is too common.'] } },
        { status: 429, body: { detail: 'Request was throttled. Expected available in 30 seconds.' } },
      ],
    },
  },
  serialize: (s) => ({
    valid: Object.keys(newPasswordProblems(s.context)),
    errors: JSON.stringify(s.context.fieldErrors),
  }),
  provide: {
    actions: {
      notifySuccess: (_, { message }) => authNotify.success(messageText(i18n.t, message)),
      notifyFailure: (_, { message }) => authNotify.error(messageText(i18n.t, message)),
    },
  },
  events: {
    'activation.activate': clicksButton(/Activate my account/, 'clicks “Activate my account”'),
    'activation.passwordChanged': {
      description: 'types the new password',
      cases: [{ value: PASSWORD }],
      exec: typesInto('New password'),
    },
    'activation.confirmPasswordChanged': {
      description: 'types the confirmation',
      cases: [{ value: PASSWORD }, { value: 'Another-2026' }],
      exec: typesInto('Confirm password'),
    },
    'activation.submitPassword': clicksButton(
      'Save password and activate',
      'clicks “Save password and activate”',
    ),
  },
  sees: {
    idle: 'The “Activate my account” button, enabled, and the links “Back to login” (/login) and “Back to home” (/).',
    activating: 'The button reads “Activating…” and is disabled.',
    activationFailed:
      'The message for that failure once, in a toast, not repeated on the page (403 or an “expired” message: “Account activation failed. The activation link is invalid or has expired.”; 400: “Invalid activation link”; 500: “An internal server error occurred. Please try again later.”; 429: “Too many attempts. Please wait a moment and try again.”; no answer: “An unexpected error occurred during account activation”); the button is enabled again.',
    activated:
      '“Your account has been successfully activated!” once, in a toast, not repeated on the page; “You can now sign in.” and a primary “Sign in” button in the place of the activate button; no redirect, the links remain.',
    invalidLink: '“Invalid activation link” once, in a toast; the button is disabled.',
    choosingPassword:
      '“Choose a password for your account”, why (the address was signed up more than once, so no earlier password works), New password and confirmation with show/hide; under each, its problem if any; no activate button.',
    settingPassword: '“Saving…” on the button.',
    settingPasswordFailed: 'Why it failed (“Too many attempts…”) above the button; the form still usable.',
  },
  states: {
    idle: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Activate my account' }).hasAttribute('disabled')).toBe(
        false,
      );
      expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    },
    activating: ({ screen }) => {
      expect(screen.getByRole('button', { name: /Activating/ }).hasAttribute('disabled')).toBe(true);
    },
    // Which failure maps to which message is checked case by case in activation-errors.test.ts; here: what shows.
    activationFailed: ({ screen }) => {
      const text = shownOnceInAToast(screen);
      expect([...Object.values(EXPECTED), THROTTLED]).toContain(text);
      expect(screen.getByRole('button', { name: 'Activate my account' }).hasAttribute('disabled')).toBe(
        false,
      );
    },
    activated: ({ screen }) => {
      // product §10: signing in is offered as the primary next step.
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
      expect(shownOnceInAToast(screen)).toBe('Your account has been successfully activated!');
      expect(screen.getByTestId('activation-success').textContent).toContain('You can now sign in.');
      expect(screen.queryByRole('button', { name: /Activate my account/ })).toBeNull();
      // no redirect afterwards (product §4): the links are still here
      expect(screen.getByRole('link', { name: 'Back to login' })).toBeTruthy();
    },
    invalidLink: ({ screen }) => {
      expect(shownOnceInAToast(screen)).toBe('Invalid activation link');
      expect(screen.getByRole('button', { name: 'Activate my account' }).hasAttribute('disabled')).toBe(true);
    },
    choosingPassword: ({ screen, snapshot }) => {
      expect(screen.getByText('Choose a password for your account')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Activate my account/ })).toBeNull();
      expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
      const errors = snapshot.context.fieldErrors as Record<string, { key?: string } | undefined>;
      for (const field of ['password', 'confirmPassword'] as const)
        if (errors[field]) expect(screen.getAllByText(fieldText(errors[field])).length).toBeGreaterThan(0);
    },
    settingPassword: ({ screen }) => {
      expect(screen.getByRole('button', { name: /Saving/ })).toBeTruthy();
    },
    settingPasswordFailed: ({ screen }) => {
      expect(screen.getByTestId('error-box').textContent).toBe(THROTTLED);
      expect(screen.getByRole('button', { name: 'Save password and activate' })).toBeTruthy();
    },
  },
};

testMachineModelWithInputs('activation', [
  { label: 'link with uid and token', config: { ...base, input: { uid: 'MQ', token: 'c2VjcmV0' } } },
  { label: 'link without its token', config: { ...base, input: { uid: 'MQ', token: undefined } } },
]);
