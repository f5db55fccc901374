/**
 * The zakat contract's plain values (no zod): what the SPA imports at run time. `zakat.ts` builds its schemas on
 * them and re-exports them; importing them from here keeps zod out of the SPA's route chunks.
 */

export const nisabBases = ['gold_21', 'gold_24'] as const;
export const hawlRules = ['continuous', 'start_and_end'] as const;
export const jewelleryRules = ['exempt', 'included'] as const;
export const hawlStates = ['below_nisab', 'running', 'due'] as const;
export const inclusionReasons = ['jewellery_exempt', 'jewellery_included', 'saved_gold', 'currency'] as const;

export const zakatErrorDetails = {
  nothingDue: 'No hawl is due: a payment settles the hawl that is due.',
  futurePayment: 'The payment date cannot be in the future.',
  noDueDay: 'There is no due day yet: the wealth is below the nisab.',
} as const;
