import { oneClickLinkMachine } from '../shared/one-click-link';

export interface SwitchedOff {
  instrument: string;
  condition: string;
  threshold: string;
}

/**
 * The page an alert e-mail's switch-off link opens (issue 18), without a session: opening it switches the alert off
 * (one click, `act` is POST /api/alert-off/{token}/), then says which alert is off; a link that no longer works
 * (used, re-armed, deleted, mangled) says so; no answer from the server offers to try again.
 */
export const alertOffMachine = oneClickLinkMachine<SwitchedOff, 'alertOff.retry'>(
  'alertOff',
  'alertOff.retry',
);

export type AlertOffMachine = typeof alertOffMachine;
