import { useActorRef } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { ALERT_INSTRUMENTS, type AlertInstrument } from '@contract/alerts-values';
import { alertsMachine } from '@machines/alerts/alerts.machine';
import { createAlert, deleteAlert, fetchAlerts, fetchPricedInstruments, setAlertState } from '@/api/alerts';
import { inspect } from '@/app/inspect';
import { callApi } from '@/api/failure';
import { AlertsView } from './alerts-view';
import type { ApiClient } from '@/api/client';
import { useApiClient } from '@/app/system/use-api-client';

const liveAlertsMachine = (client: ApiClient) =>
  alertsMachine.provide({
    actors: {
      loadAlerts: fromPromise(() =>
        callApi(async () => {
          const [alerts, priced] = await Promise.all([fetchAlerts(client), fetchPricedInstruments(client)]);
          return { alerts, priced };
        }),
      ),
      createAlert: fromPromise(({ input }) => callApi(() => createAlert(client, input))),
      changeAlert: fromPromise(({ input }) => callApi(() => setAlertState(client, input.uuid, input.state))),
      deleteAlert: fromPromise(({ input }) => callApi(() => deleteAlert(client, input.uuid))),
    },
  });

const isInstrument = (v: string | null): v is AlertInstrument =>
  v !== null && (ALERT_INSTRUMENTS as readonly string[]).includes(v);

/** /dashboard/alerts, optionally `?instrument=gold_21_sell&price=6200` from the market page's bell. */
export default function AlertsPage() {
  const [params] = useSearchParams();
  const instrument = params.get('instrument');
  const price = params.get('price');
  const actorRef = useActorRef(liveAlertsMachine(useApiClient()), {
    inspect,
    input: {
      ...(isInstrument(instrument) ? { instrument } : {}),
      ...(price && /^\d{1,12}(?:\.\d{1,8})?$/.test(price) ? { threshold: price } : {}),
    },
  });
  return <AlertsView actorRef={actorRef} />;
}
