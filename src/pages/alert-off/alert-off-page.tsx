import { useActorRef } from '@xstate/react';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { alertOffMachine } from '@machines/alert-off/alert-off.machine';
import { switchAlertOff } from '@/api/alerts';
import { inspect } from '@/app/inspect';
import { callApi } from '@/api/failure';
import { AlertOffView } from './alert-off-view';

const liveAlertOffMachine = alertOffMachine.provide({
  actors: { act: fromPromise(({ input }) => callApi(() => switchAlertOff(input.token))) },
});

/** /alerts/off/:token, the link of an alert e-mail: works without a session. */
export default function AlertOffPage() {
  const { token = '' } = useParams();
  const actorRef = useActorRef(liveAlertOffMachine, { inspect, input: { token } });
  return <AlertOffView actorRef={actorRef} />;
}
