import type { SnapshotFrom } from 'xstate';
import type { ReportMachine } from './report.machine';

type Snapshot = SnapshotFrom<ReportMachine>;

export const selectMonths = (s: Snapshot) => s.context.months;
export const selectMonth = (s: Snapshot) => s.context.month;
export const selectReport = (s: Snapshot) => (s.matches('loaded') ? s.context.report : null);
export const selectIsLoading = (s: Snapshot) => s.matches('loadingMonths') || s.matches('loading');
export const selectHasFailed = (s: Snapshot) =>
  s.matches('loadingFailed') || s.matches('loadingMonthsFailed');
export const selectIsNotFound = (s: Snapshot) => s.matches('notFound');
export const selectHasNoReports = (s: Snapshot) => s.matches('noReports');
/** A retry is offered while the machine takes one (a failed load), and a print once the report is there. */
export const selectCanRetry = (s: Snapshot) => s.can({ type: 'report.retry' });
export const selectCanPrint = (s: Snapshot) => s.can({ type: 'report.print' });
