import { oneClickLinkMachine } from '@machines/shared/one-click-link';

/**
 * The page a report e-mail's unsubscribe link opens, without a session: it asks, one click stops the monthly
 * reports (`act` is POST /api/report-unsubscribe/{token}/), then it says whose; a link that no longer works
 * (the reports are off already, a mangled link) says so; no answer from the server offers to try again.
 */
export const reportUnsubscribeMachine = oneClickLinkMachine<
  { email: string },
  'unsubscribe.confirm',
  'unsubscribe.retry'
>(
  // Stryker disable next-line StringLiteral: the machine's id names it in the inspector and the exports only
  'reportUnsubscribe',
  'unsubscribe.confirm',
  'unsubscribe.retry',
);

export type ReportUnsubscribeMachine = typeof reportUnsubscribeMachine;
