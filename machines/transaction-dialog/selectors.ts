import type { SnapshotFrom } from 'xstate';
import { chosenAsset } from './dialog-context';
import { numberProblem, numberValue, offeredMainTypes, subTypesOf } from './form';
import type { TransactionDialogMachine } from './transaction-dialog.machine';
import type { FormField, NumberProblem } from './types';
import {
  partProblem,
  recordsWorkmanship,
  takesWorkmanship,
  workmanshipSplit,
  type WorkmanshipProblem,
} from './workmanship';

type Snapshot = SnapshotFrom<TransactionDialogMachine>;

export const selectIsOpen = (s: Snapshot) => !s.matches('closed');
export const selectIsEditing = (s: Snapshot) => s.context.transaction !== null;
export const selectTransaction = (s: Snapshot) => s.context.transaction;
export const selectIsLoadingAssets = (s: Snapshot) => s.matches('loadingAssets');
export const selectAssetsFailed = (s: Snapshot) => s.matches('loadingAssetsFailed');
export const selectIsSubmitting = (s: Snapshot) => s.matches('submitting');
export const selectIsDeleting = (s: Snapshot) => s.matches('deleting');
export const selectIsConfirmingDelete = (s: Snapshot) =>
  s.matches('confirmingDelete') || s.matches('deleting');
export const selectIsBusy = (s: Snapshot) => s.matches('submitting') || s.matches('deleting');
export const selectForm = (s: Snapshot) => s.context.form;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectAssets = (s: Snapshot) => s.context.assets;
export { numberValue, offeredMainTypes, subTypesOf };
export const selectIsFetchingTodayPrice = (s: Snapshot) => s.matches('fetchingTodayPrice');
export const selectCanAskTodayPrice = (s: Snapshot) => s.can({ type: 'form.todayPriceRequested' });
export const selectCanSubmit = (s: Snapshot) => s.can({ type: 'dialog.submit' });
export const selectCanDelete = (s: Snapshot) => s.can({ type: 'delete.request' });

/**
 * What a field says is wrong: the server's refusal (until the field changes), else a revealed reading problem, or a
 * part of the price that does not fit in it.
 */
export type FieldError =
  | { kind: 'server'; message: string }
  | { kind: 'number'; problem: NumberProblem }
  | { kind: 'workmanship'; problem: WorkmanshipProblem };

const isNumberProblem = (problem: NumberProblem | WorkmanshipProblem): problem is NumberProblem =>
  !workmanshipProblems.includes(problem as WorkmanshipProblem);
const workmanshipProblems: readonly WorkmanshipProblem[] = [
  'abovePrice',
  'refundAboveWorkmanship',
  'refundWithoutWorkmanship',
];

export function selectFieldError(field: FormField) {
  return (s: Snapshot): FieldError | null => {
    const message = s.context.serverErrors[field];
    if (message) return { kind: 'server', message };
    if (field === 'date' || !s.context.revealed[field]) return null;
    if (field === 'workmanship' || field === 'refund') {
      const problem = recordsWorkmanship(s.context.form) ? partProblem(s.context.form, field) : null;
      if (problem === null) return null;
      return isNumberProblem(problem) ? { kind: 'number', problem } : { kind: 'workmanship', problem };
    }
    const problem = numberProblem(s.context.form[field]);
    return problem ? { kind: 'number', problem } : null;
  };
}

/** Whether the form offers the "this price includes workmanship" disclosure: a buy of gold (product §17). */
export const selectTakesWorkmanship = (s: Snapshot) => takesWorkmanship(s.context.form);
/** Whether the disclosure is open (its two fields shown and recorded). */
export const selectIncludesWorkmanship = (s: Snapshot) => recordsWorkmanship(s.context.form);
/** The live split of the price into gold and workmanship per unit, or null while it cannot be told. */
export const selectWorkmanshipSplit = (s: Snapshot) => workmanshipSplit(s.context.form);

/** The sale's `sellHolding` child (product §10): how much of the item is held on the sale's date. */
export const selectSellHolding = (s: Snapshot) => s.children.sellHolding;

/** The chosen item's code and main type (the add form's choice, or the edited transaction's), or null. */
export function selectChosenItem(s: Snapshot) {
  const asset = chosenAsset(s.context);
  if (asset && s.context.form.mainType !== '') return { code: asset.code, mainType: s.context.form.mainType };
  const { transaction } = s.context;
  return transaction ? { code: transaction.asset_code, mainType: transaction.asset_type } : null;
}

/** The member the person picked for the transaction; '' until they pick (product §13). */
export const selectMemberChoice = (s: Snapshot) => s.context.form.member;
