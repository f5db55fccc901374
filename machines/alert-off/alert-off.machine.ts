import { oneClickLinkMachine } from '@machines/shared/one-click-link';

export interface SwitchedOff {
  instrument: string;
  condition: string;
  threshold: string;
}

/**
 * The page an alert e-mail's switch-off link opens, without a session: it asks, one click switches the alert off
 * (`act` is POST /api/alert-off/{token}/), then it says which alert is off; a link that no longer works
 * (used, re-armed, deleted, mangled) says so; no answer from the server offers to try again.
 */
export const alertOffMachine = oneClickLinkMachine<SwitchedOff, 'alertOff.confirm', 'alertOff.retry'>(
  // Stryker disable next-line StringLiteral: the machine's id names it in the inspector and the exports only
  'alertOff',
  'alertOff.confirm',
  'alertOff.retry',
);

export type AlertOffMachine = typeof alertOffMachine;
