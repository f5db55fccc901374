import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { ALERT_INSTRUMENTS, type AlertInstrument } from '@contract/alerts-values';
import { alertsMachine } from '@machines/alerts/alerts.machine';
import type { PageFlows } from '@machines/app/types';
import { createAlert, deleteAlert, fetchAlerts, fetchPricedInstruments, setAlertState } from '@/api/alerts';
import { callApi } from '@/api/failure';
import { usePageActor, usePageFlows } from '@/app/system/app-system';
import { createApiFor } from '@/app/system/api-for';
import { AlertsView } from './alerts-view';

/** The alerts bound to the API, through the client of the system they run in (the app's, ADR 030). */
const liveAlertsMachine = alertsMachine.provide({
  actors: {
    loadAlerts: fromPromise(({ system }) =>
      callApi(async () => {
        const client = await createApiFor(system);
        const [alerts, priced] = await Promise.all([fetchAlerts(client), fetchPricedInstruments(client)]);
        return { alerts, priced };
      }),
    ),
    createAlert: fromPromise(({ input, system }) =>
      callApi(async () => createAlert(await createApiFor(system), input)),
    ),
    changeAlert: fromPromise(({ input, system }) =>
      callApi(async () => setAlertState(await createApiFor(system), input.uuid, input.state)),
    ),
    deleteAlert: fromPromise(({ input, system }) =>
      callApi(async () => deleteAlert(await createApiFor(system), input.uuid)),
    ),
  },
});

const isInstrument = (v: string | null): v is AlertInstrument =>
  v !== null && (ALERT_INSTRUMENTS as readonly string[]).includes(v);

/**
 * The alerts' flow as the app runs it (ADR 030): a person's own (product §14), so another household chosen keeps it.
 * The form starts with the price the market page's bell links to, where it names one.
 */
const alertsFlows = (params: URLSearchParams): PageFlows => {
  const instrument = params.get('instrument');
  const price = params.get('price');
  const input = {
    ...(isInstrument(instrument) ? { instrument } : {}),
    ...(price && /^\d{1,12}(?:\.\d{1,8})?$/.test(price) ? { threshold: price } : {}),
  };
  return { main: () => ({ logic: liveAlertsMachine, input }), forPerson: true };
};

/** /dashboard/alerts, optionally `?instrument=gold_21_sell&price=6200` from the market page's bell. */
export default function AlertsPage() {
  const [params] = useSearchParams();
  // Read as the page opens, as the form's first values.
  const [flows] = useState(() => alertsFlows(params));
  usePageFlows(flows);
  const alerts = usePageActor<ActorRefFrom<typeof alertsMachine>>(flows, 'page');
  return alerts && <AlertsView key={alerts.sessionId} actorRef={alerts} />;
}
