import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { googleAuthMachine } from '@machines/google-auth/google-auth.machine';
import type { GoogleAuthInput } from '@machines/google-auth/types';
import { googleLogin } from '@/api/auth';
import { callApi } from '@/api/failure';
import { authNotify } from '@/app/session/auth-toast';
import { useSignIn } from '@/app/session/use-session';
import i18n from '@/i18n/i18n';
import { inspect } from '@/app/inspect';

/** What /terms-and-conditions receives in its navigation state (spec §2). */
export interface TermsPageState {
  googleToken?: string;
  userInfo?: { email: string; name?: string | null; picture?: string | null };
}

/**
 * The googleAuth actor of a page, with the real call, the session, the toasts and the navigation bound (spec §4).
 * `redirectTo`: where a signed-in person goes (the login page passes the origin page).
 */
export function useGoogleAuthActor(input: GoogleAuthInput, redirectTo = '/dashboard') {
  const navigate = useNavigate();
  const signIn = useSignIn();
  return useActorRef(
    googleAuthMachine.provide({
      actors: {
        googleLogin: fromPromise(({ input: payload }) => callApi(() => googleLogin(payload))),
      },
      actions: {
        storeTokens: (_, tokens) => signIn(tokens),
        goToTermsPage: (_, { googleToken, userInfo }) => {
          const state: TermsPageState = { googleToken, userInfo: userInfo ?? undefined };
          void navigate('/terms-and-conditions', { state });
        },
        redirectAfterSignIn: () => {
          authNotify.success(i18n.t('login.success'));
          void navigate(redirectTo, { replace: true });
        },
        goToSignup: () => void navigate('/signup', { replace: true }),
      },
    }),
    { input, inspect },
  );
}
