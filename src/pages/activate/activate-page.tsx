import { useActorRef } from '@xstate/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { activationMachine } from '@machines/activation/activation.machine';
import { selectIsChoosingPassword } from '@machines/activation/selectors';
import { activateAccount } from '@/api/auth';
import { callApi } from '@/api/failure';
import { AuthLayout } from '@/components/auth/auth-layout';
import { authNotify } from '@/components/auth/auth-toast';
import { messageText } from '@/components/auth/user-message';
import i18n from '@/i18n/i18n';
import { ActivateView } from './activate-view';
import { inspect } from '@/app/inspect';
import type { ApiClient } from '@/api/client';
import { useApiClient } from '@/app/system/use-api-client';

const liveActivationMachine = (client: ApiClient) =>
  activationMachine.provide({
    actors: { activateAccount: fromPromise(({ input }) => callApi(() => activateAccount(client, input))) },
    actions: {
      notifySuccess: (_, { message }) => authNotify.success(messageText(i18n.t, message)),
      notifyFailure: (_, { message }) => authNotify.error(messageText(i18n.t, message)),
    },
  });

/** /activate/{uid}/{token}, the link of the activation e-mail. */
export default function ActivatePage() {
  const { t } = useTranslation();
  const { uid, token } = useParams();
  const actorRef = useActorRef(liveActivationMachine(useApiClient()), { input: { uid, token }, inspect });
  // "One click and your account is ready." is not so while a password must be chosen (ADR 022).
  const choosing = useSelector(actorRef, selectIsChoosingPassword);
  return (
    <AuthLayout title={t('activation.title')} subtitle={choosing ? undefined : t('activation.subtitle')}>
      <ActivateView actorRef={actorRef} />
    </AuthLayout>
  );
}
