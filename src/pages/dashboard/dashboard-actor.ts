import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { whenTransactionDialogLoaded } from '@/components/transaction-dialog/lazy-transaction-dialog';
import type { ChartRange } from '@contract/portfolio';
import type { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import type { WealthUnit } from '@machines/dashboard/types';

export type DashboardActorRef = ActorRefFrom<typeof dashboardMachine>;

/** The events the dashboard's views send, as one memoised facade (STYLE: views never build event objects). */
export function useDashboardEvents(actorRef: DashboardActorRef) {
  return useMemo(
    () => ({
      retryTotals: () => actorRef.send({ type: 'totals.retry' }),
      chooseRange: (range: ChartRange) => actorRef.send({ type: 'chart.rangeChanged', range }),
      retryChart: () => actorRef.send({ type: 'chart.retry' }),
      chooseUnit: (unit: WealthUnit) => actorRef.send({ type: 'wealth.unitChosen', unit }),
      addTransaction: () => whenTransactionDialogLoaded(() => actorRef.send({ type: 'dialog.open' })),
    }),
    [actorRef],
  );
}
