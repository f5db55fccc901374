import { useActorRef } from '@xstate/react';
import { type NavigateFunction, useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { reportMachine } from '@machines/report/report.machine';
import { fetchReport, fetchReportMonths } from '@/api/reports';
import { callApiUnlessAborted } from '@/api/unless-aborted';
import { inspect } from '@/app/inspect';
import { ReportView } from './report-view';
import type { ApiClient } from '@/api/client';
import { useApiClient } from '@/app/system/use-api-client';

const liveReportMachine = (client: ApiClient, navigate: NavigateFunction) =>
  reportMachine.provide({
  actors: {
    loadMonths: fromPromise(({ signal }) =>
      callApiUnlessAborted(signal, () => fetchReportMonths(client, { signal })),
    ),
    loadReport: fromPromise(({ input, signal }) =>
      callApiUnlessAborted(signal, () => fetchReport(client, input.month, { signal })),
    ),
  },
  actions: {
    // The address names the month shown (replacing, so Back leaves the reports rather than stepping months).
    showMonth: (_, { month }) => void navigate(`/dashboard/reports/${month}`, { replace: true }),
    printReport: () => window.print(),
  },
});

/** /dashboard/reports and /dashboard/reports/{YYYY-MM} (product §14). */
export default function ReportPage() {
  const { month = null } = useParams();
  const actorRef = useActorRef(liveReportMachine(useApiClient(), useNavigate()), { inspect, input: { month } });
  return <ReportView actorRef={actorRef} />;
}
