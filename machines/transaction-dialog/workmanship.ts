import Big from 'big.js';
import type { UpdateTransactionPayload } from '@contract/portfolio';
import { parseNumberInput } from '@contract/number-input';
import type { MainType, NumberProblem, Transaction, TransactionForm, WorkmanshipField } from './types';

/**
 * The part of a gold buy's price paid for workmanship, stamp and tax, and the part of that the maker promises to pay
 * back on resale (product §17's worth of gold): both per unit, both optional, both within the price. The server
 * checks the same rules (refund ≤ workmanship ≤ price, not negative, gold buys only); the dialog says them first, in
 * the person's language, so a refusal never comes back for what the form could tell.
 */

/** The main types whose buys carry workmanship: gold (a currency has none; silver is priced all-in). */
export const goldMainTypes: readonly MainType[] = ['pounds', 'grams', 'gold_ingots', 'jewellery'];

/** Whether the form is a buy of gold, the only kind that offers the "price includes workmanship" disclosure. */
export function takesWorkmanship(form: TransactionForm): form is TransactionForm & { mainType: MainType } {
  return form.transactionType === 'buy' && form.mainType !== '' && goldMainTypes.includes(form.mainType);
}

/** Whether the form records workmanship: a gold buy whose disclosure is open. */
export function recordsWorkmanship(form: TransactionForm): boolean {
  return takesWorkmanship(form) && form.includesWorkmanship;
}

/** Why a workmanship or refund cannot be recorded beside the price, beyond reading the number. */
export type WorkmanshipProblem = 'abovePrice' | 'refundAboveWorkmanship' | 'refundWithoutWorkmanship';

/** An optional part of the price as a canonical decimal; null when empty or unreadable. Zero is an answer. */
export function partValue(text: string): string | null {
  const result = parseNumberInput(text, { allowZero: true });
  return result.ok ? result.value : null;
}

const priceValue = (text: string): string | null => {
  const result = parseNumberInput(text);
  return result.ok ? result.value : null;
};

/** Why the workmanship or the refund field cannot be recorded as typed; null when it can (or is left empty). */
export function partProblem(
  form: TransactionForm,
  field: WorkmanshipField,
): NumberProblem | WorkmanshipProblem | null {
  const read = parseNumberInput(form[field], { allowZero: true });
  if (!read.ok) return read.problem === 'empty' ? null : (read.problem as NumberProblem);
  const price = priceValue(form.price);
  const workmanship = partValue(form.workmanship);
  if (field === 'workmanship') return price !== null && new Big(read.value).gt(price) ? 'abovePrice' : null;
  if (form.workmanship.trim() === '') return 'refundWithoutWorkmanship';
  return workmanship !== null && new Big(read.value).gt(workmanship) ? 'refundAboveWorkmanship' : null;
}

const parts: readonly WorkmanshipField[] = ['workmanship', 'refund'];

/** Whether a recorded workmanship or refund would be refused: saving waits until the person fixes it. */
export function hasWorkmanshipProblem(form: TransactionForm): boolean {
  return recordsWorkmanship(form) && parts.some((field) => partProblem(form, field) !== null);
}

/**
 * The price split into gold and workmanship per unit, live as the person types ("gold 5,700 + workmanship 300 per
 * gram"), with the refund promised; null unless the disclosure is open and the price and workmanship can be read
 * and fit together.
 */
export function workmanshipSplit(
  form: TransactionForm,
): { gold: string; workmanship: string; refund: string | null; mainType: MainType } | null {
  if (!recordsWorkmanship(form) || partProblem(form, 'workmanship') !== null) return null;
  const price = priceValue(form.price);
  const workmanship = partValue(form.workmanship);
  if (price === null || workmanship === null || !takesWorkmanship(form)) return null;
  const refund = partProblem(form, 'refund') === null ? partValue(form.refund) : null;
  return {
    gold: new Big(price).minus(workmanship).toFixed(),
    workmanship,
    refund: refund !== null && new Big(refund).gt(0) ? refund : null,
    mainType: form.mainType,
  };
}

/** What a new gold buy sends of its workmanship: only the parts typed while the disclosure is open. */
export function workmanshipPayload(form: TransactionForm): {
  workmanship_per_unit?: string;
  refund_per_unit?: string;
} {
  if (!recordsWorkmanship(form)) return {};
  const workmanship = partValue(form.workmanship);
  const refund = partValue(form.refund);
  return {
    ...(workmanship !== null ? { workmanship_per_unit: workmanship } : {}),
    ...(refund !== null ? { refund_per_unit: refund } : {}),
  };
}

const recorded = (value: number | null | undefined) => (value == null ? null : partValue(String(value)));

/**
 * What an edit changes of the recorded workmanship and refund: a part that differs is sent, and null clears one (the
 * disclosure closed, or the field emptied). A transaction that takes none (a sale, a currency) sends nothing.
 */
export function workmanshipChanges(
  form: TransactionForm,
  transaction: Transaction,
): Pick<UpdateTransactionPayload, 'workmanship_per_unit' | 'refund_per_unit'> {
  const open = recordsWorkmanship(form);
  const wanted = {
    workmanship_per_unit: open ? partValue(form.workmanship) : null,
    refund_per_unit: open ? partValue(form.refund) : null,
  };
  const changes: Pick<UpdateTransactionPayload, 'workmanship_per_unit' | 'refund_per_unit'> = {};
  if (wanted.workmanship_per_unit !== recorded(transaction.workmanship_per_unit))
    changes.workmanship_per_unit = wanted.workmanship_per_unit;
  if (wanted.refund_per_unit !== recorded(transaction.refund_per_unit))
    changes.refund_per_unit = wanted.refund_per_unit;
  return changes;
}
