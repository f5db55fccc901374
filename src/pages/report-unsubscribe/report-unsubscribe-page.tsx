import { fromPromise } from 'xstate';
import { reportUnsubscribeMachine } from '@machines/report-unsubscribe/report-unsubscribe.machine';
import { unsubscribeFromReports } from '@/api/reports';
import { callApi } from '@/api/failure';
import { useOneClickLink } from '@/components/one-click-link/use-one-click-link';
import { ReportUnsubscribeView } from './report-unsubscribe-view';
import type { ApiClient } from '@/api/client';
import { useApiClient } from '@/app/system/use-api-client';

const liveMachine = (client: ApiClient) =>
  reportUnsubscribeMachine.provide({
    actors: { act: fromPromise(({ input }) => callApi(() => unsubscribeFromReports(client, input.token))) },
  });

/** /reports/unsubscribe/:token, the link of a report e-mail: works without a session. */
export default function ReportUnsubscribePage() {
  const actorRef = useOneClickLink(liveMachine(useApiClient()));
  return <ReportUnsubscribeView actorRef={actorRef} />;
}
