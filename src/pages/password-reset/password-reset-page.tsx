import { useActorRef } from '@xstate/react';
import { inspect } from '@/app/inspect';
import { useTranslation } from 'react-i18next';
import { type NavigateFunction, useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { fetchCommonPasswords } from '@/api/common-passwords';
import { passwordResetMachine } from '@machines/password-reset/password-reset.machine';
import { confirmPasswordReset } from '@/api/auth';
import { callApi } from '@/api/failure';
import { AuthLayout } from '@/components/auth/auth-layout';
import { authNotify } from '@/components/auth/auth-toast';
import i18n from '@/i18n/i18n';
import { PasswordResetView } from './password-reset-view';
import type { ApiClient } from '@/api/client';
import { useApiClient } from '@/app/system/use-api-client';

const livePasswordResetMachine = (client: ApiClient, navigate: NavigateFunction) =>
  passwordResetMachine.provide({
    actors: {
      confirmReset: fromPromise(({ input }) => callApi(() => confirmPasswordReset(client, input))),
      loadCommonPasswords: fromPromise(fetchCommonPasswords),
    },
    actions: {
      // product §16: the reset held every share of the household; the family page asks about each after sign-in.
      notifyReset: () =>
        authNotify.success(i18n.t('passwordReset.success'), i18n.t('passwordReset.reviewAccess')),
      redirectToLogin: () => void navigate('/login', { replace: true }),
    },
  });

/** /password-reset/{uid}/{token}, the link of the password-reset e-mail. */
export default function PasswordResetPage() {
  const { t } = useTranslation();
  const { uid, token } = useParams();
  const actorRef = useActorRef(livePasswordResetMachine(useApiClient(), useNavigate()), {
    input: { uid, token },
    inspect,
  });
  return (
    <AuthLayout title={t('passwordReset.title')}>
      <PasswordResetView actorRef={actorRef} />
    </AuthLayout>
  );
}
