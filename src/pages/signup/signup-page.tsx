import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { signupMachine } from '@machines/signup/signup.machine';
import { signup } from '@/api/auth';
import { fetchCommonPasswords } from '@/api/common-passwords';
import { callApi } from '@/api/failure';
import { AuthLayout } from '@/components/auth/auth-layout';
import { authNotify } from '@/components/auth/auth-toast';
import { LazyGoogleAuthView } from '@/components/google-button/google-auth-lazy';
import { useGoogleAuthActor } from '@/components/google-button/use-google-auth';
import i18n from '@/i18n/i18n';
import type { ActivationEmailSentState } from '@/components/auth/activation-email-sent-state';
import { SignupView } from './signup-view';
import { inspect } from '@/app/inspect';
import { useApiClient } from '@/app/system/use-api-client';

export default function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApiClient();
  const actorRef = useActorRef(
    signupMachine.provide({
      actors: {
        // The activation e-mail goes out in the language the visitor is using (product §4).
        signup: fromPromise(({ input }) =>
          callApi(() => signup(client, { ...input, language: i18n.language === 'en' ? 'en' : 'ar' })),
        ),
        loadCommonPasswords: fromPromise(fetchCommonPasswords),
      },
      actions: {
        notifySignedUp: () => authNotify.success(i18n.t('signup.success')),
        redirectToEmailSent: (_, { email }) => {
          const state: ActivationEmailSentState = { email };
          void navigate('/activation-email-sent', { state });
        },
      },
    }),
    { inspect },
  );
  const googleRef = useGoogleAuthActor({ mode: 'signup' });

  return (
    <AuthLayout title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <SignupView
        actorRef={actorRef}
        google={(disabled) => (
          <LazyGoogleAuthView actorRef={googleRef} text="continue_with" disabled={disabled} />
        )}
      />
    </AuthLayout>
  );
}
