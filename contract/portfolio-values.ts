/**
 * The portfolio contract's plain values (no zod): what the SPA imports at run time. `portfolio.ts` builds its
 * schemas on them and re-exports them; importing them from here keeps zod out of the SPA's route chunks.
 */

export const requiredMessage = 'This field is required.';
export const validNumberMessage = 'A valid number is required.';
export const validIntegerMessage = 'A valid integer is required.';

/** The list's orders (`ordering`): by date, quantity, unit price or total (quantity × price). */
export const transactionOrderings = [
  'timestamp',
  '-timestamp',
  'quantity',
  '-quantity',
  'price',
  '-price',
  'total',
  '-total',
] as const;
export type TransactionOrdering = (typeof transactionOrderings)[number];

export const chartRanges = ['1w', '1m', '6m', 'all'] as const;

/** Exact `detail` strings of 400s that the SPA rewrites into Arabic. */
export const portfolioErrorDetails = {
  notEnoughBalance: 'Not enough balance',
  invalidPrice: 'Invalid price',
  invalidQuantity: 'Invalid quantity',
} as const;
