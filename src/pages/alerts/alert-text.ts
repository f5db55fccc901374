import type { TFunction } from 'i18next';
import { GOLD_INSTRUMENTS, type AlertCondition } from '@contract/alerts-values';
import type { AlertMessage } from '@machines/alerts/types';

/** How an alert reads in both languages: the price it watches, its condition, its threshold with the unit. */

const isGold = (instrument: string) => (GOLD_INSTRUMENTS as readonly string[]).includes(instrument);

export function instrumentName(t: TFunction, instrument: string): string {
  if (isGold(instrument)) return t(`alerts.instrument.${instrument}`);
  return `${t(`currencies.${instrument}`, { defaultValue: instrument })} (${instrument})`;
}

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });

/** A canonical decimal with en-US grouping (spec §9), and its unit: %, USD for the ounce, else EGP. */
export function thresholdText(t: TFunction, instrument: string, condition: string, value: string): string {
  const n = grouping.format(Number(value));
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

export function messageText(t: TFunction, message: AlertMessage): string {
  return 'key' in message ? t(message.key, message.values ?? {}) : message.text;
}
