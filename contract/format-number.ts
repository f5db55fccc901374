import type { TFunction } from 'i18next';
import { onFirstUse } from './format-date';

/**
 * Figures as people read them in Dahabi, in the SPA and in the server's e-mails alike (product §17): product §9, the
 * en-US format with thousands separators in both languages, and money followed by its currency label in the
 * reader's language (`common.currency.*`: "5,900.00 ج.م", "5,900.00 EGP").
 */
// Each formatter is made on its first use, once, rather than all five as this module loads (architecture §7: total
// blocking time): a page makes only those it shows.
const once = (options: Intl.NumberFormatOptions) => onFirstUse(() => new Intl.NumberFormat('en-US', options));
// Money and percentages read alike: two decimals, always.
const twoDecimals = once({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signedTwoDecimals = once({
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const upToTwoDecimals = once({ maximumFractionDigits: 2 });
// A stored decimal keeps every digit it was typed with (an alert's threshold: 8 decimals at most).
const everyDecimal = once({ maximumFractionDigits: 8 });
const oneDecimal = once({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** 1234.5 → "1,234.50" (money and prices). */
export function formatAmount(value: number): string {
  return twoDecimals().format(finite(value));
}

/** 1234.5 → "+1,234.50", -3 → "-3.00", 0 → "0.00" (a change of money). */
export function formatSignedAmount(value: number): string {
  return signedTwoDecimals().format(finite(value));
}

/** 1234.5 → "1,234.5"; 3 → "3" (quantities, grams). */
export function formatNumber(value: number): string {
  return upToTwoDecimals().format(finite(value));
}

/** A canonical decimal as stored ("5000", "12500.5") → "5,000", "12,500.5": every digit kept, grouped. */
export function formatDecimal(value: string | number): string {
  return everyDecimal().format(finite(Number(value)));
}

/** 1.234 → "+1.23%"; -0.5 → "-0.50%". The value is already a percentage. */
export function formatPercent(value: number): string {
  const safe = finite(value);
  return `${safe > 0 ? '+' : ''}${twoDecimals().format(safe)}%`;
}

/** A share of a whole, 0–1: 0.8518 → "85.2%" (the allocation chart). */
export function formatShare(share: number): string {
  return `${oneDecimal().format(Number.isFinite(share) ? share * 100 : 0)}%`;
}

export type MoneyCurrency = 'EGP' | 'USD';

/** 5900 → "5,900.00 ج.م" / "5,900.00 EGP"; signed: "+25,500.00 ج.م" (product §9: the label after the figure). */
export function formatMoney(
  t: TFunction,
  value: number,
  { currency = 'EGP', signed = false }: { currency?: MoneyCurrency; signed?: boolean } = {},
): string {
  return `${signed ? formatSignedAmount(value) : formatAmount(value)} ${t(`common.currency.${currency}`)}`;
}
