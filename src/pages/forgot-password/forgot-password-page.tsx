import { useActorRef } from '@xstate/react';
import { inspect } from '@/app/inspect';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '@machines/forgot-password/forgot-password.machine';
import { requestPasswordReset } from '@/api/auth';
import { callApi } from '@/api/failure';
import { AuthLayout } from '@/components/auth/auth-layout';
import { ForgotPasswordView } from './forgot-password-view';
import { useApiClient } from '@/app/system/use-api-client';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const actorRef = useActorRef(
    forgotPasswordMachine.provide({
      actors: {
        requestReset: fromPromise(({ input }) => callApi(() => requestPasswordReset(client, input))),
      },
    }),
    { inspect },
  );
  return (
    <AuthLayout title={t('forgotPassword.title')}>
      <ForgotPasswordView actorRef={actorRef} />
    </AuthLayout>
  );
}
