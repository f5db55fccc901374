// spec §9: numbers use the en-US format with thousands separators, in both languages.
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → "1,234.50" (money and prices). */
export function formatAmount(value: number): string {
  return twoDecimals.format(Number.isFinite(value) ? value : 0);
}

/** 1234.5 → "1,234.5"; 3 → "3" (quantities, grams). */
export function formatNumber(value: number): string {
  return upToTwoDecimals.format(Number.isFinite(value) ? value : 0);
}

/** 1.234 → "+1.23%"; -0.5 → "-0.50%". The value is already a percentage. */
export function formatPercent(value: number): string {
  const safe = Number.isFinite(value) ? value : 0;
  return `${safe > 0 ? '+' : ''}${percent.format(safe)}%`;
}

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A share of a whole, 0–1: 0.8518 → "85.2%" (the allocation chart). */
export function formatShare(share: number): string {
  return `${oneDecimal.format(Number.isFinite(share) ? share * 100 : 0)}%`;
}
