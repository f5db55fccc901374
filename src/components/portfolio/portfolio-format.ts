import Big from 'big.js';
import { MAX_DECIMAL_PLACES } from '@contract/number-input';
import type { HoldingType } from '@contract/portfolio';
import { onFirstUse } from '@/i18n/on-first-use';

// product §9: numbers in the en-US format with thousands separators. A quantity keeps every decimal it can be typed
// and stored with (0.123456 g), so what is shown can be typed back: the sale of a whole holding, or an edit.
const quantityFormat = onFirstUse(
  () => new Intl.NumberFormat('en-US', { maximumFractionDigits: MAX_DECIMAL_PLACES }),
);

export function formatQuantity(value: number): string {
  return quantityFormat().format(Number.isFinite(value) ? value : 0);
}

// One formatter a language for every row, rather than one a row.
const transactionDay = (locale: string) =>
  onFirstUse(
    () =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
const transactionDates = { ar: transactionDay('ar-EG'), en: transactionDay('en-GB') };

/**
 * product §3: a transaction row's date is the day, the full month name and the year, in that order ("5 March 2026";
 * en-US would put the month first), and in Arabic with Arabic-Indic digits and Arabic month names ("٥ مارس ٢٠٢٦").
 * Purchases are stored at 12:00 UTC of the chosen day, so the day is read in UTC.
 */
export function formatTransactionDate(timestamp: string, language: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return transactionDates[language === 'ar' ? 'ar' : 'en']().format(date);
}

/** product §3: the asset row type is gold, currency, or anything else shown as general. */
export function holdingTypeKey(type: HoldingType | string): 'gold' | 'silver' | 'currency' | 'general' {
  return type === 'gold' || type === 'silver' || type === 'currency' ? type : 'general';
}

/** What a transaction came to: quantity × price in decimal arithmetic, to the piastre. */
export function transactionTotal(quantity: number, price: number): number {
  return new Big(quantity).times(price).round(2).toNumber();
}

/** `part` as a percentage of `base`, 2 decimals; 0 when the base is 0 (the server's rule for its percentages). */
export function percentOf(part: number, base: number): number {
  if (base === 0) return 0;
  return new Big(part).times(100).div(base).round(2, Big.roundHalfUp).toNumber();
}
