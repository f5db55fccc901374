import { useActorRef } from '@xstate/react';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { reportUnsubscribeMachine } from '@machines/report-unsubscribe/report-unsubscribe.machine';
import { unsubscribeFromReports } from '@/api/reports';
import { callApi } from '@/api/failure';
import { inspect } from '@/app/inspect';
import { ReportUnsubscribeView } from './report-unsubscribe-view';

const liveMachine = reportUnsubscribeMachine.provide({
  actors: { act: fromPromise(({ input }) => callApi(() => unsubscribeFromReports(input.token))) },
});

/** /reports/unsubscribe/:token, the link of a report e-mail: works without a session. */
export default function ReportUnsubscribePage() {
  const { token = '' } = useParams();
  const actorRef = useActorRef(liveMachine, { inspect, input: { token } });
  return <ReportUnsubscribeView actorRef={actorRef} />;
}
