import type { Alert, AlertCondition, AlertInstrument, PricedInstrument } from '@contract/alerts';

/** What a person reads about a field or the list: a locale key with its values, or the server's own words. */
export type AlertMessage = { key: string; values?: Record<string, number> } | { text: string };

export interface AlertDraft {
  instrument: AlertInstrument;
  condition: AlertCondition;
  /** As typed; read with contract/number-input.ts on submit. */
  threshold: string;
}

export type DraftField = 'instrument' | 'condition' | 'threshold';

/** What the page loads: the alerts, and the instruments the latest prices include with each price (product §17). */
export interface AlertsLoaded {
  alerts: Alert[];
  priced: PricedInstrument[];
}

export interface AlertsContext {
  alerts: Alert[];
  /** The instruments an alert may watch (the server's list of priced ones), with their prices now. */
  priced: PricedInstrument[];
  draft: AlertDraft;
  /** Why the draft cannot be created, per field (the reading of the threshold, or the server's refusal). */
  fieldErrors: Partial<Record<DraftField, AlertMessage>>;
  /** A refusal that belongs to no field (20 active alerts), or a failed call. */
  failure: AlertMessage | null;
  /** The alert a re-arm, pause or delete works on. */
  pending: string | null;
}

export interface AlertsInput {
  /** From the market page's link: the price the person chose, and its value now. */
  instrument?: AlertInstrument;
  threshold?: string;
}

export type AlertsEvent =
  | { type: 'alerts.retry' }
  | { type: 'alerts.instrumentChanged'; value: AlertInstrument }
  | { type: 'alerts.conditionChanged'; value: AlertCondition }
  | { type: 'alerts.thresholdChanged'; value: string }
  | { type: 'alerts.submit' }
  | { type: 'alerts.armForNextCrossing' }
  | { type: 'alerts.keepEditing' }
  | { type: 'alerts.rearm'; uuid: string }
  | { type: 'alerts.pause'; uuid: string }
  | { type: 'alerts.remove'; uuid: string };
