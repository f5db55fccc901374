import type { CreateTransactionPayload, UpdateTransactionPayload } from '@contract/portfolio';
import { portfolioErrorDetails } from '@contract/portfolio-values';
import { parseNumberInput } from '@contract/number-input';
import { failureDetail, failureFields, type ApiFailure } from '@machines/shared/api-failure';
import { hasWorkmanshipProblem, workmanshipChanges, workmanshipPayload } from './workmanship';
import type {
  AvailableAsset,
  AvailableAssetsResponse,
  MainType,
  NumberField,
  NumberProblem,
  FormField,
  Transaction,
  TransactionForm,
  ValidationProblem,
} from './types';

/** The main types the dialog knows, in the order it offers them (product §3 plus currencies, architecture §4.2). */
export const mainTypeOrder: readonly MainType[] = [
  'pounds',
  'grams',
  'gold_ingots',
  'jewellery',
  'silver',
  'currencies',
];

/** Which group of the available-assets response holds a main type's items. */
const groupOf: Record<MainType, keyof AvailableAssetsResponse> = {
  pounds: 'gold_pounds',
  grams: 'grams',
  gold_ingots: 'gold_ingots',
  jewellery: 'jewellery',
  silver: 'silver',
  currencies: 'currencies',
};

/** product §4: empty main and sub type, quantity 1, empty price, purchase date today; buy by default (product §3). */
export function emptyForm(today: string): TransactionForm {
  return {
    transactionType: 'buy',
    mainType: '',
    assetId: null,
    quantity: '1',
    price: '',
    date: today,
    member: '',
    includesWorkmanship: false,
    workmanship: '',
    refund: '',
  };
}

/** product §4: editing prefills from the transaction. */
export function formFromTransaction(transaction: Transaction): TransactionForm {
  return {
    transactionType: transaction.transaction_type,
    mainType: transaction.asset_type,
    assetId: transaction.asset,
    quantity: String(transaction.quantity),
    price: String(transaction.price),
    date: dayOfTimestamp(transaction.timestamp),
    member: transaction.member ?? '',
    // An edit shows what was recorded: the disclosure open when the workmanship was.
    includesWorkmanship: transaction.workmanship_per_unit != null,
    workmanship: transaction.workmanship_per_unit == null ? '' : String(transaction.workmanship_per_unit),
    refund: transaction.refund_per_unit == null ? '' : String(transaction.refund_per_unit),
  };
}

/** The UTC calendar day of an ISO timestamp: purchases are stored at 12:00 UTC of the chosen day (product §5). */
export function dayOfTimestamp(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** product §5 and §9: the stored timestamp is the purchase date at 12:00 UTC. */
export function timestampOfDay(day: string): string {
  return `${day}T12:00:00Z`;
}

/** Sub types of a main type, sorted by `order` (product §5). */
export function subTypesOf(
  assets: AvailableAssetsResponse | null,
  mainType: MainType | '',
): AvailableAsset[] {
  if (!assets || mainType === '') return [];
  return [...assets[groupOf[mainType]]].sort((a, b) => a.order - b.order);
}

/** product §5: only main types that have available assets are offered. */
export function offeredMainTypes(assets: AvailableAssetsResponse | null): MainType[] {
  return mainTypeOrder.filter((mainType) => subTypesOf(assets, mainType).length > 0);
}

/** The canonical decimal a number field holds, or null when it holds none that can be recorded. */
export function numberValue(text: string): string | null {
  const result = parseNumberInput(text);
  return result.ok ? result.value : null;
}

/** Why a number field cannot be recorded; null when it can, or when it is empty (a required field, product §5). */
export function numberProblem(text: string): NumberProblem | null {
  const result = parseNumberInput(text);
  return result.ok || result.problem === 'empty' ? null : result.problem;
}

const numberFields: readonly NumberField[] = ['quantity', 'price'];

/**
 * Whether a typed number would be misread, or a part of the price does not fit in it: saving is refused until the
 * person fixes it.
 */
export function hasNumberProblem(form: TransactionForm): boolean {
  return numberFields.some((field) => numberProblem(form[field]) !== null) || hasWorkmanshipProblem(form);
}

const isEmpty = (text: string) => {
  const result = parseNumberInput(text);
  return !result.ok && result.problem === 'empty';
};

/** product §5: main type, quantity, price (and a valid date) required; then a sub type. */
export function validationProblem(form: TransactionForm): ValidationProblem | null {
  if (form.mainType === '' || isEmpty(form.quantity) || isEmpty(form.price) || !form.date) {
    return 'allFieldsRequired';
  }
  if (form.assetId === null) return 'subTypeRequired';
  return null;
}

export function createPayload(form: TransactionForm): CreateTransactionPayload {
  return {
    transaction_type: form.transactionType,
    asset: form.assetId ?? 0,
    // The canonical decimal string: exactly the figure the line total showed, with no float in between.
    quantity: numberValue(form.quantity) ?? '',
    price: numberValue(form.price) ?? '',
    timestamp: timestampOfDay(form.date),
    ...(form.member ? { member: form.member } : {}),
    ...workmanshipPayload(form),
  };
}

/**
 * product §3: the update payload holds only the changed fields among quantity, price, timestamp and member, and the
 * workmanship and refund (null clears one).
 */
export function updatePayload(form: TransactionForm, transaction: Transaction): UpdateTransactionPayload {
  const payload: UpdateTransactionPayload = workmanshipChanges(form, transaction);
  const quantity = numberValue(form.quantity);
  const price = numberValue(form.price);
  if (quantity !== null && quantity !== numberValue(String(transaction.quantity)))
    payload.quantity = quantity;
  if (price !== null && price !== numberValue(String(transaction.price))) payload.price = price;
  if (form.date && form.date !== dayOfTimestamp(transaction.timestamp))
    payload.timestamp = timestampOfDay(form.date);
  if (form.member && form.member !== transaction.member) payload.member = form.member;
  return payload;
}

/** Where a server refusal lands (product §10): `{"quantity": [...]}`, `{"timestamp": [...]}` or the spec's details. */
const fieldOfServerKey: Record<string, FormField> = {
  quantity: 'quantity',
  price: 'price',
  timestamp: 'date',
  workmanship_per_unit: 'workmanship',
  refund_per_unit: 'refund',
};
const fieldOfDetail: Record<string, FormField> = {
  [portfolioErrorDetails.invalidQuantity]: 'quantity',
  [portfolioErrorDetails.invalidPrice]: 'price',
};

/**
 * The server's messages for the dialog's fields, and whether anything else was said that no field can show (then
 * the failure is also told as a whole, product §8).
 */
export function serverFieldErrors(failure: ApiFailure): {
  errors: Partial<Record<FormField, string>>;
  unplaced: boolean;
} {
  const errors: Partial<Record<FormField, string>> = {};
  let unplaced = false;
  if (failure.status !== 400) return { errors, unplaced: true };
  const detail = failureDetail(failure);
  if (detail) {
    const field = fieldOfDetail[detail];
    if (field) errors[field] = detail;
    else unplaced = true;
  }
  for (const [key, messages] of Object.entries(failureFields(failure))) {
    const field = fieldOfServerKey[key];
    if (field && messages[0]) errors[field] = messages[0];
    else unplaced = true;
  }
  if (Object.keys(errors).length === 0) unplaced = true;
  return { errors, unplaced };
}
