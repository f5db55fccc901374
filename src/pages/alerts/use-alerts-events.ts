import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AlertCondition, AlertInstrument } from '@contract/alerts';
import type { AlertsMachine } from '@machines/alerts/alerts.machine';

/** The events the alerts page sends (its facade). */
export function useAlertsEvents(actorRef: ActorRefFrom<AlertsMachine>) {
  return useMemo(
    () => ({
      retry: () => actorRef.send({ type: 'alerts.retry' }),
      instrumentChanged: (value: AlertInstrument) =>
        actorRef.send({ type: 'alerts.instrumentChanged', value }),
      conditionChanged: (value: AlertCondition) => actorRef.send({ type: 'alerts.conditionChanged', value }),
      thresholdChanged: (value: string) => actorRef.send({ type: 'alerts.thresholdChanged', value }),
      submit: () => actorRef.send({ type: 'alerts.submit' }),
      armForNextCrossing: () => actorRef.send({ type: 'alerts.armForNextCrossing' }),
      keepEditing: () => actorRef.send({ type: 'alerts.keepEditing' }),
      rearm: (uuid: string) => actorRef.send({ type: 'alerts.rearm', uuid }),
      pause: (uuid: string) => actorRef.send({ type: 'alerts.pause', uuid }),
      remove: (uuid: string) => actorRef.send({ type: 'alerts.remove', uuid }),
    }),
    [actorRef],
  );
}
