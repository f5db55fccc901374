import { useState } from 'react';
import { useParams } from 'react-router';
import { type ActorRefFrom, fromPromise, sendParent } from 'xstate';
import { goTo } from '@machines/app/page-reports';
import type { PageFlows } from '@machines/app/types';
import { reportMachine } from '@machines/report/report.machine';
import { fetchReport, fetchReportMonths } from '@/api/reports';
import { callApiUnlessAborted } from '@/api/unless-aborted';
import { usePageActor, usePageFlows } from '@/app/system/app-system';
import { createApiFor } from '@/app/system/api-for';
import { ReportView } from './report-view';

/** The report bound to the API, through the client of the system it runs in (the app's, ADR 030). */
const liveReportMachine = reportMachine.provide({
  actors: {
    loadMonths: fromPromise(({ signal, system }) =>
      callApiUnlessAborted(signal, async () => fetchReportMonths(await createApiFor(system), { signal })),
    ),
    loadReport: fromPromise(({ input, signal, system }) =>
      callApiUnlessAborted(signal, async () =>
        fetchReport(await createApiFor(system), input.month, { signal }),
      ),
    ),
  },
  actions: {
    // The address names the month shown (replacing, so Back leaves the reports rather than stepping months); the
    // app's router goes there.
    showMonth: sendParent((_, { month }: { month: string }) => goTo(`/dashboard/reports/${month}`, true)),
    printReport: () => window.print(),
  },
});

/**
 * The report's flow as the app runs it (ADR 030), from the month of the address: a person's own (product §14), so
 * another household chosen keeps it.
 */
const reportFlows = (month: string | null): PageFlows => ({
  main: () => ({ logic: liveReportMachine, input: { month } }),
  forPerson: true,
});

/** /dashboard/reports and /dashboard/reports/{YYYY-MM} (product §14). */
export default function ReportPage() {
  const { month = null } = useParams();
  // The month of the address the page opened on: the flow puts each month it shows into the address itself.
  const [flows] = useState(() => reportFlows(month));
  usePageFlows(flows);
  const report = usePageActor<ActorRefFrom<typeof reportMachine>>(flows, 'page');
  return report && <ReportView key={report.sessionId} actorRef={report} />;
}
