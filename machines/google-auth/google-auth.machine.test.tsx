import { Button } from '@chakra-ui/react';
import type { Screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { testMachineModelWithInputs, type ModelTestConfig } from '@tests/support/model-based';
import { clicksButton } from '@tests/support/model-steps';
import { createTestProviders } from '@tests/support/test-providers';
import { googleAuthMachine } from './google-auth.machine';
import type { GoogleAuthInput } from './types';
import { GoogleAuthView } from '@/components/google-button/google-auth-view';
import { TermsView } from '@/pages/terms/terms-view';
import { serverError } from '@tests/fixtures/machines/failures';

vi.setConfig({ testTimeout: 30_000 });

type Machine = typeof googleAuthMachine;
const storeTokens = vi.fn();
const redirectAfterSignIn = vi.fn();
const goToTermsPage = vi.fn();
const goToSignup = vi.fn();

const userInfo = { email: 'new.saver@gmail.com', name: 'New Saver', picture: null };
const signedIn = {
  is_new_user: false,
  terms_accepted: true,
  user_info: userInfo,
  access: 'a.b.c',
  refresh: 'r.s.t',
};
const termsNeeded = { is_new_user: true, terms_accepted: false, user_info: userInfo };
const noTokens = { is_new_user: false, terms_accepted: true, user_info: userInfo };

const FAILED = {
  login: 'Google sign-in failed. Please try again.',
  signup: 'Google sign-up failed. Please try again.',
};
const ACCEPT_FAILED = 'An error occurred while accepting terms. Please try again.';

/** The Google button needs Google's script: a stand-in sends the credential it would. */
const fakeButton = (onCredential: (c: string) => void, disabled: boolean) => (
  <Button disabled={disabled} onClick={() => onCredential('google-id-token')}>
    Google (test)
  </Button>
);

/** Before Google's button can be offered (and when it cannot be): nothing of Google on the page, no error. */
function expectNoGoogleButton(screen: Screen) {
  expect(screen.queryByRole('button', { name: 'Google (test)' })).toBeNull();
  expect(screen.queryByText('or')).toBeNull();
  expect(screen.queryByTestId('error-box')).toBeNull();
}

function config(input: GoogleAuthInput): ModelTestConfig<Machine> {
  const onTermsPage = input.mode === 'termsPage';
  const checkboxLabel = onTermsPage
    ? 'I have read and agree to the terms and conditions'
    : 'I agree to the terms and conditions';
  const acceptName = onTermsPage ? /Accept and continue/ : /^Continue$/;
  const declineName = onTermsPage ? 'Decline' : 'Cancel';
  return {
    machine: googleAuthMachine,
    input,
    render: (actor: ActorRefFrom<Machine>) =>
      onTermsPage ? (
        <TermsView actorRef={actor} />
      ) : (
        <GoogleAuthView actorRef={actor} text="signin_with" renderButton={fakeButton} />
      ),
    wrapper: createTestProviders({
      language: 'en',
      route: onTermsPage ? '/terms-and-conditions' : `/${input.mode}`,
    }),
    actors: {
      // GET /api/config/: a client id, none (Google sign-in not configured), or no answer
      loadGoogleConfig: { done: ['google-client-id', null], error: [new Error('offline')] },
      loadGoogleScript: { done: [undefined], error: [new Error('Google Identity Services did not load')] },
      googleLogin: {
        done: [termsNeeded, signedIn, noTokens],
        error: [{ status: 401, body: { detail: 'Invalid Google token.' } }],
      },
      acceptTerms: { done: [signedIn, noTokens], error: [serverError] },
    },
    provide: {
      actions: {
        storeTokens: (_, tokens) => storeTokens(tokens),
        redirectAfterSignIn: () => redirectAfterSignIn(),
        goToTermsPage: (_, params) => goToTermsPage(params),
        goToSignup: () => goToSignup(),
      },
    },
    serialize: (s) => s.context.termsAccepted,
    events: {
      'google.credentialReceived': clicksButton('Google (test)', 'signs in with the Google button'),
      'google.termsChanged': {
        description: 'ticks the terms checkbox',
        cases: [{ accepted: true }],
        exec: async ({ user, screen, actor }) => {
          const box = screen.getByText(checkboxLabel);
          if (actor.getSnapshot().context.termsAccepted) await user.click(box); // untick first: the case ticks
          await user.click(box);
        },
      },
      'google.accept': clicksButton(
        acceptName,
        'clicks the accept button (“Continue” or “Accept and continue”)',
      ),
      'google.decline': clicksButton(declineName, 'clicks Cancel (or Decline on the terms page)'),
    },
    sees: {
      checkingConfiguration: 'No Google button and no “or” rule yet: the e-mail form alone.',
      loadingScript: 'No Google button and no “or” rule yet: the e-mail form alone.',
      unavailable:
        'No Google button and no “or” rule (Google sign-in is not configured): the e-mail form alone.',
      loadingFailed:
        'No Google button and no “or” rule (the configuration or Google’s script could not be loaded): the e-mail form alone.',
      'available.idle': 'The “or” rule and the Google button, enabled, and no error.',
      'available.signingIn': '“Signing in with Google…” and the Google button disabled.',
      'available.signInFailed':
        'The red box: “Google sign-in failed. Please try again.” (on /signup: “Google sign-up failed. Please try again.”); the Google button enabled again.',
      termsRequired:
        'The Google e-mail address with the terms checkbox (on /signup inline as “One more step”); the accept button is enabled only while the box is ticked.',
      accepting: 'The accept button disabled while the terms are accepted.',
      acceptFailed: 'The red box: “An error occurred while accepting terms. Please try again.”',
      signedIn: 'Signed in: both tokens stored and the person taken on (origin or /dashboard).',
      leaving:
        'The login page hands a new user to /terms-and-conditions; a decline (or no token) on the terms page goes to /signup.',
    },
    states: {
      checkingConfiguration: ({ screen }) => expectNoGoogleButton(screen),
      loadingScript: ({ screen }) => expectNoGoogleButton(screen),
      unavailable: ({ screen }) => expectNoGoogleButton(screen),
      loadingFailed: ({ screen }) => expectNoGoogleButton(screen),
      'available.idle': ({ screen }) => {
        expect(screen.getByText('or')).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Google (test)' }).hasAttribute('disabled')).toBe(false);
        expect(screen.queryByTestId('error-box')).toBeNull();
      },
      'available.signingIn': ({ screen }) => {
        expect(screen.getByText('Signing in with Google…')).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Google (test)' }).hasAttribute('disabled')).toBe(true);
      },
      'available.signInFailed': ({ screen }) => {
        expect(screen.getByTestId('error-box').textContent).toBe(FAILED[input.mode as 'login' | 'signup']);
        expect(screen.getByRole('button', { name: 'Google (test)' }).hasAttribute('disabled')).toBe(false);
      },
      termsRequired: ({ screen, snapshot }) => {
        if (onTermsPage) expect(screen.getByTestId('terms-email').textContent).toBe(userInfo.email);
        else
          expect(screen.getByRole('region', { name: 'One more step' }).textContent).toContain(userInfo.email);
        const accept = screen.getByRole('button', { name: acceptName });
        expect(accept.hasAttribute('disabled')).toBe(!snapshot.context.termsAccepted);
      },
      accepting: ({ screen }) => {
        expect(
          screen
            .getByRole('button', { name: onTermsPage ? /Accepting/ : /Continue/ })
            .hasAttribute('disabled'),
        ).toBe(true);
      },
      acceptFailed: ({ screen }) => {
        expect(screen.getByTestId('error-box').textContent).toBe(ACCEPT_FAILED);
      },
      signedIn: () => {
        expect(storeTokens).toHaveBeenLastCalledWith({ access: 'a.b.c', refresh: 'r.s.t' });
        expect(redirectAfterSignIn).toHaveBeenCalled();
      },
      leaving: ({ snapshot }) => {
        // the login page hands a new user to the terms page; decline (or no token) on the terms page → /signup
        if (input.mode === 'login') {
          expect(goToTermsPage).toHaveBeenLastCalledWith({ googleToken: 'google-id-token', userInfo });
        } else expect(goToSignup).toHaveBeenCalled();
        expect(snapshot.status).toBe('done');
      },
    },
  };
}

testMachineModelWithInputs('googleAuth', [
  { label: 'login page', config: config({ mode: 'login' }) },
  { label: 'sign-up page (inline terms)', config: config({ mode: 'signup' }) },
  {
    label: 'terms page',
    config: config({ mode: 'termsPage', credential: 'google-id-token', userInfo }),
  },
  {
    label: 'terms page without a token',
    config: config({ mode: 'termsPage', credential: null, userInfo: null }),
  },
]);
