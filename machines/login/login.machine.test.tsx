import { expect, vi } from 'vitest';

// Long paths type into several fields and wait for toasts.
vi.setConfig({ testTimeout: 30_000 });
import { clicksButton } from '@tests/support/model-steps';
import { testMachineModel } from '@tests/support/model-based';
import { createTestProviders } from '@tests/support/test-providers';
import { typesInto, typesIntoTextbox } from '@tests/support/form-steps';
import { emailProblem } from '@machines/shared/form-rules';
import { loginMachine } from './login.machine';
import { LoginView } from '@/pages/login/login-view';
import { authNotify } from '@/components/auth/auth-toast';
import i18n from '@/i18n/i18n';
import { offline, serverError } from '@tests/fixtures/machines/failures';

const storeTokens = vi.fn();
const redirectAfterLogin = vi.fn();

const TOKENS = { access: 'header.payload.signature', refresh: 'refresh.payload.signature' };

testMachineModel('login', {
  machine: loginMachine,
  input: { from: { pathname: '/dashboard/market' } },
  render: (actor) => <LoginView actorRef={actor} />,
  wrapper: createTestProviders({ language: 'en', route: '/login' }),
  actors: {
    login: {
      done: [TOKENS, { access: '', refresh: 'r' }, { access: 'a.b.c', refresh: 42 }],
      error: [
        { status: 401, body: { detail: 'No active account found with the given credentials' } },
        // the right password of an account not yet active (the server says so only then)
        {
          status: 401,
          body: {
            detail: 'This account is not active yet: open the link in its activation e-mail.',
            code: 'account_not_active',
          },
        },
        // product §10: throttled, with the moment the failure adapter read from Retry-After (05:55 in Cairo)
        {
          status: 429,
          body: { detail: 'Request was throttled. Expected available in 600 seconds.' },
          retryAt: Date.parse('2026-11-22T03:55:00Z'),
        },
        serverError,
        offline,
      ],
    },
    resendActivation: {
      done: [undefined],
      error: [
        {
          status: 429,
          body: { detail: 'Request was throttled. Expected available in 600 seconds.' },
          retryAt: Date.parse('2026-11-22T03:55:00Z'),
        },
        offline,
      ],
    },
  },
  provide: {
    actions: {
      storeTokens: (_, tokens) => storeTokens(tokens),
      redirectAfterLogin: (_, params) => redirectAfterLogin(params.to),
      notifySignedIn: () => authNotify.success(i18n.t('login.success')),
    },
  },
  // what the guard reads (whether the form is valid) and the field errors on screen
  serialize: (s) => ({
    email: emailProblem(s.context.email as string) ?? 'ok',
    password: s.context.password !== '',
    errors: JSON.stringify(s.context.fieldErrors),
    // a link refused for throttling and one that could not be sent read differently
    failure: s.matches('resendFailed') ? JSON.stringify(s.context.failure) : null,
  }),
  events: {
    'login.emailChanged': {
      description: 'types the e-mail address',
      cases: [{ value: 'sara@example.com' }, { value: 'sara@example' }],
      exec: typesIntoTextbox(/email/i),
    },
    'login.passwordChanged': {
      description: 'types the password',
      cases: [{ value: 'Gold-Savings-2026' }],
      exec: typesInto(/^password/i),
    },
    'login.submit': clicksButton('Sign in', 'clicks “Sign in”'),
    'login.resendActivation': clicksButton(
      'Send the activation link again',
      'clicks “Send the activation link again”',
    ),
  },
  sees: {
    editing:
      'The login form with an enabled “Sign in” button and the “Create an account” link; any field errors under their fields (“This field is required”, “Please enter a valid email address”).',
    submitting: 'The button reads “Signing in…” and is disabled.',
    signInFailed:
      'The failure once, in the red box by the form, no toast repeating it (“Invalid email or password”, “Too many sign-in attempts.” with “Try again at 5:55 AM” under it, “An error occurred during login”, “Invalid access token in response” or “Invalid refresh token in response”); no token stored.',
    notActive:
      '“Your account is not active yet…” and a “Send the activation link again” button; no red box, no token stored.',
    resendingActivation: 'The link button reads “Sending…” and is disabled.',
    activationResent: '“We sent a new activation link to sara@example.com. Open it, then sign in.”',
    resendFailed:
      'The red box (“Too many sign-in attempts.” with “Try again at 5:55 AM”, or “The activation link could not be sent.”) and the link button again.',
    signedIn: '“Login successful”; the tokens stored and the person taken to where they came from.',
  },
  states: {
    editing: ({ screen, snapshot }) => {
      expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);
      const { email, password } = snapshot.context.fieldErrors;
      if (email === 'required' || password === 'required')
        expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
      if (email === 'invalidEmail')
        expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
      if (!email && !password) expect(screen.queryByText('This field is required')).toBeNull();
      expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    },
    submitting: ({ screen }) => {
      expect(screen.getByRole('button', { name: /Signing in/ }).hasAttribute('disabled')).toBe(true);
    },
    signInFailed: ({ screen, snapshot }) => {
      const expected = {
        'login.invalidCredentials': 'Invalid email or password',
        'login.errorOccurred': 'An error occurred during login',
        'login.invalidAccessToken': 'Invalid access token in response',
        'login.invalidRefreshToken': 'Invalid refresh token in response',
        'login.throttled': 'Too many sign-in attempts.',
      }[(snapshot.context.failure as { key: string }).key];
      expect(screen.getByTestId('error-box').textContent).toBe(expected);
      // product §10: a throttled sign-in says when to try again, in Cairo time; no other failure does
      if (snapshot.context.retryAt !== null)
        expect(screen.getByTestId('retry-at').textContent).toBe('Try again at 5:55 AM');
      else expect(screen.queryByTestId('retry-at')).toBeNull();
      // product §10: one message is not shown twice: no toast repeats the red box
      expect(screen.getAllByText(expected!)).toHaveLength(1);
      expect(storeTokens).not.toHaveBeenCalledWith(expect.objectContaining({ access: '' }));
    },
    notActive: ({ screen }) => {
      expect(screen.getByTestId('not-active').textContent).toContain(
        'Your account is not active yet. Open the link in the activation e-mail we sent you, or get a new one.',
      );
      expect(screen.queryByTestId('error-box')).toBeNull();
      expect(
        screen.getByRole('button', { name: 'Send the activation link again' }).hasAttribute('disabled'),
      ).toBe(false);
    },
    resendingActivation: ({ screen }) => {
      expect(screen.getByRole('button', { name: /Sending/ }).hasAttribute('disabled')).toBe(true);
    },
    activationResent: ({ screen, snapshot }) => {
      expect(screen.getByTestId('activation-resent').textContent).toBe(
        `We sent a new activation link to ${(snapshot.context.email as string).trim()}. Open it, then sign in.`,
      );
      expect(screen.queryByTestId('not-active')).toBeNull();
    },
    resendFailed: ({ screen, snapshot }) => {
      const expected = {
        'login.throttled': 'Too many sign-in attempts.',
        'login.resendFailed': 'The activation link could not be sent. Please try again.',
      }[(snapshot.context.failure as { key: string }).key];
      expect(screen.getByTestId('error-box').textContent).toBe(expected);
      if (snapshot.context.retryAt !== null)
        expect(screen.getByTestId('retry-at').textContent).toBe('Try again at 5:55 AM');
      expect(screen.getByRole('button', { name: 'Send the activation link again' })).toBeTruthy();
    },
    signedIn: ({ screen }) => {
      expect(storeTokens).toHaveBeenLastCalledWith(TOKENS);
      expect(redirectAfterLogin).toHaveBeenLastCalledWith('/dashboard/market');
      expect(screen.getByText('Login successful')).toBeTruthy();
    },
  },
});
