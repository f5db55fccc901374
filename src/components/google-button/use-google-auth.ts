import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { googleAuthMachine, type GoogleAuthMachine } from '@machines/google-auth/google-auth.machine';
import type { GoogleAuthInput } from '@machines/google-auth/types';
import { googleLogin } from '@/api/auth';
import { callApi } from '@/api/failure';
import { authNotify } from '@/components/auth/auth-toast';
import { useSignIn } from '@/app/session/use-session';
import i18n from '@/i18n/i18n';
import { pendingInvitation } from '@/app/pending-invitation';
import { inspect } from '@/app/inspect';
import { googleClientId, loadGoogleIdentity } from './google-identity';
import { useApiClient } from '@/app/system/use-api-client';

/** What /terms-and-conditions receives in its navigation state (product §2). */
export interface TermsPageState {
  googleToken?: string;
  userInfo?: { email: string; name?: string | null; picture?: string | null };
}

/** The googleAuth actor of a page, with the real calls, Google's script, the session and the toasts bound (product §4). */
export function useGoogleAuthActor(input: GoogleAuthInput) {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const client = useApiClient();
  return useActorRef(
    googleAuthMachine.provide({
      actors: {
        loadGoogleConfig: fromPromise(() => googleClientId(client)),
        loadGoogleScript: fromPromise(async () => {
          await loadGoogleIdentity();
        }),
        googleLogin: fromPromise(({ input: payload }) => callApi(() => googleLogin(client, payload))),
      },
      actions: {
        storeTokens: (_, tokens) => signIn(tokens),
        goToTermsPage: (_, { googleToken, userInfo }) => {
          const state: TermsPageState = { googleToken, userInfo: userInfo ?? undefined };
          void navigate('/terms-and-conditions', { state });
        },
        redirectAfterSignIn: (_, { to }) => {
          authNotify.success(i18n.t('login.success'));
          void navigate(to, { replace: true });
        },
        goToSignup: () => void navigate('/signup', { replace: true }),
      },
    }),
    { input: { ...input, pendingInvitation: pendingInvitation() }, inspect },
  );
}

/** The events the Google views send (the button, the inline terms box, the terms page), as one memoised facade. */
export function useGoogleAuthEvents(actorRef: ActorRefFrom<GoogleAuthMachine>) {
  return useMemo(
    () => ({
      credentialReceived: (credential: string) =>
        actorRef.send({ type: 'google.credentialReceived', credential }),
      termsChanged: (accepted: boolean) => actorRef.send({ type: 'google.termsChanged', accepted }),
      accept: () => actorRef.send({ type: 'google.accept' }),
      decline: () => actorRef.send({ type: 'google.decline' }),
    }),
    [actorRef],
  );
}
