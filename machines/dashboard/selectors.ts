import type { SnapshotFrom } from 'xstate';
import type { dashboardMachine } from './dashboard.machine';

type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;

export const selectTotals = (s: DashboardSnapshot) => s.context.totals;
export const selectTotalsLoading = (s: DashboardSnapshot) => s.matches({ totals: 'loading' });
export const selectTotalsFailed = (s: DashboardSnapshot) => s.matches({ totals: 'loadingFailed' });
export const selectCanRetryTotals = (s: DashboardSnapshot) => s.can({ type: 'totals.retry' });

export const selectRange = (s: DashboardSnapshot) => s.context.range;
/** "Your wealth in" (product §10): the unit the total and the chart are counted in. */
export const selectUnit = (s: DashboardSnapshot) => s.context.unit;
export type ChartStatus = 'loading' | 'loaded' | 'empty' | 'loadingFailed';
export const selectChartStatus = (s: DashboardSnapshot): ChartStatus =>
  s.matches({ chart: 'loaded' })
    ? 'loaded'
    : s.matches({ chart: 'empty' })
      ? 'empty'
      : s.matches({ chart: 'loadingFailed' })
        ? 'loadingFailed'
        : 'loading';
export const selectPoints = (s: DashboardSnapshot) => s.context.points;
export const selectCanRetryChart = (s: DashboardSnapshot) => s.can({ type: 'chart.retry' });

export const selectDialogOpen = (s: DashboardSnapshot) => s.matches({ dialog: 'open' });
/** The dialog's actor while the dashboard runs it (ADR 016). */
export const selectDialog = (s: DashboardSnapshot) => s.children.transactionDialog;

/** Product §10: the latest prices' age, read with the totals (the stale banner shows it). */
export const selectPriceStatus = (s: DashboardSnapshot) => s.context.priceStatus;

/** Product §10: the holdings' shares of the total value, largest first. */
export const selectAllocation = (s: DashboardSnapshot) => s.context.allocation;
/** Product §10: loaded, and nothing recorded yet: the dashboard invites the first transaction (false until loaded). */
export const selectLedgerEmpty = (s: DashboardSnapshot) => s.context.ledgerEmpty;

/**
 * Whether the dashboard offers to add a transaction: the machine takes `dialog.open` (a viewer's refuses it). While
 * the dialog is open the person is adding already: it opened only because the machine took the event.
 */
export const selectMayAdd = (s: DashboardSnapshot) =>
  s.can({ type: 'dialog.open' }) || s.matches({ dialog: 'open' });
