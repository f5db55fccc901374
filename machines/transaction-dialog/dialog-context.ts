import type { MarketData } from '@contract/market';
import { subTypesOf } from './form';
import { todayPriceOf } from './today-price';
import type { HoldingQuestion } from '../sell-holding/types';
import type { FormField, TransactionDialogContext } from './types';

/** Helpers of the dialog machine's actions and guards that read its context. */

export const hidden = { quantity: false, price: false, workmanship: false, refund: false } as const;

/** A submit shows every reason not to save at once. */
export const revealedAll = { quantity: true, price: true, workmanship: true, refund: true } as const;

/** The asset chosen in the add form, from the catalogue (it carries the weight and karat a price needs). */
export function chosenAsset(context: TransactionDialogContext) {
  const { assetId, mainType } = context.form;
  return subTypesOf(context.assets, mainType).find((asset) => asset.id === assetId) ?? null;
}

export function todayPriceFor(context: TransactionDialogContext, market: MarketData): string | null {
  const asset = chosenAsset(context);
  return asset ? todayPriceOf(market, asset, context.form.transactionType) : null;
}

/** The server's errors once the person has changed a field: its own message is answered, the others stay. */
export function withoutField(errors: TransactionDialogContext['serverErrors'], field: FormField) {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field));
}

/** A field the person typed into: it holds what was typed, and the messages about it go (the form's, the server's). */
export function typedInto(context: TransactionDialogContext, field: FormField, value: string) {
  return {
    form: { ...context.form, [field]: value },
    problem: null,
    serverErrors: withoutField(context.serverErrors, field),
  };
}

/**
 * What a sale asks its `sellHolding` child: the item and the day, leaving out the sale being edited, of its
 * member when it has one (an edited transaction's; the add form has no member yet: the whole ledger). Null when
 * the form is no sale or misses the item or the date.
 */
export function holdingQuestion(context: TransactionDialogContext): HoldingQuestion | null {
  const { transactionType, assetId, date } = context.form;
  if (transactionType !== 'sell' || assetId === null || date === '') return null;
  const { transaction } = context;
  const member = context.form.member || transaction?.member;
  return {
    assetId,
    date,
    exclude: transaction?.uuid ?? null,
    // product §13: the member picked in the form, else the edited transaction's (adding without a pick: the app's).
    ...(member ? { member } : {}),
  };
}
