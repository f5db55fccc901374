import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { loginMachine } from '@machines/login/login.machine';
import { login, resendActivation } from '@/api/auth';
import { callApi } from '@/api/failure';
import { AuthLayout } from '@/components/auth/auth-layout';
import { authNotify } from '@/components/auth/auth-toast';
import type { LoginRedirectState } from '@/app/session/route-guards';
import { useSignIn } from '@/app/session/use-session';
import { LazyGoogleAuthView } from '@/components/google-button/google-auth-lazy';
import { useGoogleAuthActor } from '@/components/google-button/use-google-auth';
import i18n from '@/i18n/i18n';
import { LoginView } from './login-view';
import { inspect } from '@/app/inspect';
import { pendingInvitation, rememberPendingInvitation } from '@/app/pending-invitation';
import { useApiClient } from '@/app/system/use-api-client';

export default function LoginPage() {
  const { t } = useTranslation();
  // product §2: the page the route guard sent the visitor from; the machines decide where to go after signing in.
  const from = (useLocation().state as LoginRedirectState | null)?.from ?? null;
  const signIn = useSignIn();
  const navigate = useNavigate();
  const client = useApiClient();

  const actorRef = useActorRef(
    loginMachine.provide({
      actors: {
        login: fromPromise(({ input }) => callApi(() => login(client, input))),
        resendActivation: fromPromise(({ input }) => callApi(() => resendActivation(client, input))),
      },
      actions: {
        storeTokens: (_, tokens) => signIn(tokens),
        notifySignedIn: () => authNotify.success(i18n.t('login.success')),
        redirectAfterLogin: (_, { to }) => void navigate(to, { replace: true }),
        rememberInvitation: (_, { token }) => token && rememberPendingInvitation(token),
      },
    }),
    { input: { from, pendingInvitation: pendingInvitation() }, inspect },
  );
  const googleRef = useGoogleAuthActor({ mode: 'login', from });

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginView
        actorRef={actorRef}
        google={<LazyGoogleAuthView actorRef={googleRef} text="signin_with" />}
      />
    </AuthLayout>
  );
}
