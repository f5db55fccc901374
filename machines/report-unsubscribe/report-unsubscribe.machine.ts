import { oneClickLinkMachine } from '../shared/one-click-link';

/**
 * The page a report e-mail's unsubscribe link opens (issue 18), without a session: opening it stops the monthly
 * reports (one click, `act` is POST /api/report-unsubscribe/{token}/), then says whose; a link that no longer works
 * (the reports are off already, a mangled link) says so; no answer from the server offers to try again.
 */
export const reportUnsubscribeMachine = oneClickLinkMachine<{ email: string }, 'unsubscribe.retry'>(
  'reportUnsubscribe',
  'unsubscribe.retry',
);

export type ReportUnsubscribeMachine = typeof reportUnsubscribeMachine;
