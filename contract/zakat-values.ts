/**
 * The zakat contract's plain values (no zod): what the SPA imports at run time. `zakat.ts` builds its schemas on
 * them and re-exports them; importing them from here keeps zod out of the SPA's route chunks.
 */

export const nisabBases = ['gold_21', 'gold_24', 'silver', 'lower'] as const;
export const hawlRules = ['continuous', 'start_and_end'] as const;
export const jewelleryRules = ['exempt', 'included'] as const;
export const zakatYears = ['lunar', 'solar'] as const;
export const hawlStates = ['below_nisab', 'running', 'due'] as const;
export const inclusionReasons = [
  'jewellery_exempt',
  'jewellery_included',
  'saved_gold',
  'silver',
  'currency',
] as const;

/** The earliest day a payment may be dated: the transactions' own bound (PostgreSQL has no year 0). */
export const EARLIEST_PAYMENT_DAY = '1900-01-01';

export const zakatErrorDetails = {
  nothingDue: 'No hawl is due: a payment settles the hawl that is due.',
  /** A payment that names a due day no unpaid year of the member has. */
  noSuchYear: 'No unpaid year of this member is due on that day.',
  futurePayment: 'The payment date cannot be in the future.',
  /** A transaction's words for the same bound, which the SPA already shows in the person's language. */
  tooOldPayment: `The date cannot be before ${EARLIEST_PAYMENT_DAY}.`,
  noDueDay: 'There is no due day yet: the wealth is below the nisab.',
} as const;
