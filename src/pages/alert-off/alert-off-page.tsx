import { fromPromise } from 'xstate';
import { alertOffMachine } from '@machines/alert-off/alert-off.machine';
import { switchAlertOff } from '@/api/alerts';
import { callApi } from '@/api/failure';
import { useOneClickLink } from '@/components/one-click-link/use-one-click-link';
import { AlertOffView } from './alert-off-view';

const liveAlertOffMachine = alertOffMachine.provide({
  actors: { act: fromPromise(({ input }) => callApi(() => switchAlertOff(input.token))) },
});

/** /alerts/off/:token, the link of an alert e-mail: works without a session. */
export default function AlertOffPage() {
  const actorRef = useOneClickLink(liveAlertOffMachine);
  return <AlertOffView actorRef={actorRef} />;
}
