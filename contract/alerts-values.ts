/**
 * The alerts contract's plain values (no zod): what the SPA imports at run time. `alerts.ts` builds its schemas on
 * them and re-exports them; importing them from here keeps zod out of the SPA's route chunks.
 */
import { CURRENCY_CODES } from './market-values';

/** The eleven currencies of product §9, in the order the Market page lists them. */
export const ALERT_CURRENCIES = CURRENCY_CODES;

export const GOLD_INSTRUMENTS = [
  'gold_24_buy',
  'gold_24_sell',
  'gold_21_buy',
  'gold_21_sell',
  'gold_18_buy',
  'gold_18_sell',
  'gold_14_buy',
  'gold_14_sell',
  'gold_pound_buy',
  'gold_ounce_price',
] as const;
export const ALERT_INSTRUMENTS = [...GOLD_INSTRUMENTS, ...ALERT_CURRENCIES] as const;
export type AlertInstrument = (typeof ALERT_INSTRUMENTS)[number];
export const ALERT_CONDITIONS = ['above', 'below', 'change_pct'] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];
export const ALERT_STATES = ['armed', 'fired', 'paused'] as const;
export type AlertState = (typeof ALERT_STATES)[number];
/** Active alerts (armed or fired) a person may hold. */
export const MAX_ACTIVE_ALERTS = 20;
/** Alerts a person may hold in any state, paused ones included (product §16: pausing was free). */
export const MAX_ALERTS = 100;
