import { fromPromise } from 'xstate';
import { alertOffMachine } from '@machines/alert-off/alert-off.machine';
import { switchAlertOff } from '@/api/alerts';
import { callApi } from '@/api/failure';
import { useOneClickLink } from '@/components/one-click-link/use-one-click-link';
import { AlertOffView } from './alert-off-view';
import type { ApiClient } from '@/api/client';
import { useApiClient } from '@/app/system/use-api-client';

const liveAlertOffMachine = (client: ApiClient) =>
  alertOffMachine.provide({
    actors: { act: fromPromise(({ input }) => callApi(() => switchAlertOff(client, input.token))) },
  });

/** /alerts/off/:token, the link of an alert e-mail: works without a session. */
export default function AlertOffPage() {
  const actorRef = useOneClickLink(liveAlertOffMachine(useApiClient()));
  return <AlertOffView actorRef={actorRef} />;
}
