import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ReportMachine } from '@machines/report/report.machine';

/** The events the report page sends (its facade). */
export function useReportEvents(actorRef: ActorRefFrom<ReportMachine>) {
  return useMemo(
    () => ({
      pick: (month: string) => actorRef.send({ type: 'report.monthChanged', month }),
      retry: () => actorRef.send({ type: 'report.retry' }),
      print: () => actorRef.send({ type: 'report.print' }),
    }),
    [actorRef],
  );
}
