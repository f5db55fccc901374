import type { TFunction } from 'i18next';
import { GOLD_INSTRUMENTS, type AlertCondition } from './alerts-values';
import { formatDecimal } from './format-number';

/**
 * How an alert reads in both languages, in the app and in its e-mail alike (product §17): the price it watches by its
 * name (never its code), its condition, its threshold with the unit.
 */

const isGold = (instrument: string) => (GOLD_INSTRUMENTS as readonly string[]).includes(instrument);

export function instrumentName(t: TFunction, instrument: string): string {
  if (isGold(instrument)) return t(`alerts.instrument.${instrument}`);
  return `${t(`currencies.${instrument}`, { defaultValue: instrument })} (${instrument})`;
}

/** A canonical decimal with en-US grouping (product §9), and its unit: %, USD for the ounce, else EGP. */
export function thresholdText(t: TFunction, instrument: string, condition: string, value: string): string {
  const n = formatDecimal(value);
  if (condition === 'change_pct') return `${n}%`;
  return `${n} ${t(instrument === 'gold_ounce_price' ? 'alerts.unit.USD' : 'alerts.unit.EGP')}`;
}

export function priceText(t: TFunction, instrument: string, value: string): string {
  return thresholdText(t, instrument, 'above', value);
}

export function conditionSummary(
  t: TFunction,
  instrument: string,
  condition: AlertCondition | string,
  threshold: string,
) {
  return t(`alerts.summary.${condition}`, { threshold: thresholdText(t, instrument, condition, threshold) });
}

/** One firing as a sentence: "ارتفع عيار 21، شراء فوق 5,000 ج.م: الآن 5,950 ج.م" (the notification, the e-mail). */
export function firedText(
  t: TFunction,
  firing: { instrument: string; condition: AlertCondition | string; threshold: string; price: string },
): string {
  return t(`notifications.priceAlert.${firing.condition}`, {
    name: instrumentName(t, firing.instrument),
    threshold: thresholdText(t, firing.instrument, firing.condition, firing.threshold),
    price: priceText(t, firing.instrument, firing.price),
  });
}
