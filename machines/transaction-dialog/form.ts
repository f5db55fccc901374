import type { CreateTransactionPayload, UpdateTransactionPayload } from '@contract/portfolio';
import type {
  AvailableAsset,
  AvailableAssetsResponse,
  MainType,
  Transaction,
  TransactionForm,
  ValidationProblem,
} from './types';

/** The main types the dialog knows, in the order it offers them (spec §3 plus currencies, DESIGN §4.2). */
export const mainTypeOrder: readonly MainType[] = ['pounds', 'grams', 'gold_ingots', 'currencies'];

/** Which group of the available-assets response holds a main type's items. */
const groupOf: Record<MainType, keyof AvailableAssetsResponse> = {
  pounds: 'gold_pounds',
  grams: 'grams',
  gold_ingots: 'gold_ingots',
  currencies: 'currencies',
};

/** spec §4: empty main and sub type, quantity 1, empty price, purchase date today; buy by default (spec §3). */
export function emptyForm(today: string): TransactionForm {
  return { transactionType: 'buy', mainType: '', assetId: null, quantity: '1', price: '', date: today };
}

/** spec §4: editing prefills from the transaction. */
export function formFromTransaction(transaction: Transaction): TransactionForm {
  return {
    transactionType: transaction.transaction_type,
    mainType: transaction.asset_type,
    assetId: transaction.asset,
    quantity: String(transaction.quantity),
    price: String(transaction.price),
    date: dayOfTimestamp(transaction.timestamp),
  };
}

/** The UTC calendar day of an ISO timestamp: purchases are stored at 12:00 UTC of the chosen day (spec §5). */
export function dayOfTimestamp(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** spec §5 and §9: the stored timestamp is the purchase date at 12:00 UTC. */
export function timestampOfDay(day: string): string {
  return `${day}T12:00:00Z`;
}

/** Sub types of a main type, sorted by `order` (spec §5). */
export function subTypesOf(
  assets: AvailableAssetsResponse | null,
  mainType: MainType | '',
): AvailableAsset[] {
  if (!assets || mainType === '') return [];
  return [...assets[groupOf[mainType]]].sort((a, b) => a.order - b.order);
}

/** spec §5: only main types that have available assets are offered. */
export function offeredMainTypes(assets: AvailableAssetsResponse | null): MainType[] {
  return mainTypeOrder.filter((mainType) => subTypesOf(assets, mainType).length > 0);
}

const arabicIndicZero = 0x0660;
const extendedArabicIndicZero = 0x06f0;

/**
 * Keeps what a number field may hold: ASCII digits and one decimal point. Arabic-Indic digits become ASCII digits and
 * the Arabic decimal separator (and a comma) a point, so a person typing on an Arabic keyboard is understood.
 */
export function normaliseDecimal(text: string): string {
  let result = '';
  let seenPoint = false;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char >= '0' && char <= '9') result += char;
    else if (code >= arabicIndicZero && code <= arabicIndicZero + 9) result += String(code - arabicIndicZero);
    else if (code >= extendedArabicIndicZero && code <= extendedArabicIndicZero + 9) {
      result += String(code - extendedArabicIndicZero);
    } else if ((char === '.' || char === '٫' || char === ',') && !seenPoint) {
      seenPoint = true;
      result += '.';
    }
  }
  return result;
}

/** A typed number, or null when the field holds none yet ('' or '.'). */
export function parseDecimal(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** spec §5: main type, quantity, price (and a valid date) required; then a sub type. */
export function validationProblem(form: TransactionForm): ValidationProblem | null {
  if (
    form.mainType === '' ||
    parseDecimal(form.quantity) === null ||
    parseDecimal(form.price) === null ||
    !form.date
  ) {
    return 'allFieldsRequired';
  }
  if (form.assetId === null) return 'subTypeRequired';
  return null;
}

export function createPayload(form: TransactionForm): CreateTransactionPayload {
  return {
    transaction_type: form.transactionType,
    asset: form.assetId ?? 0,
    quantity: parseDecimal(form.quantity) ?? 0,
    price: parseDecimal(form.price) ?? 0,
    timestamp: timestampOfDay(form.date),
  };
}

/** spec §3: the update payload holds only the changed fields among quantity, price and timestamp. */
export function updatePayload(form: TransactionForm, transaction: Transaction): UpdateTransactionPayload {
  const payload: UpdateTransactionPayload = {};
  const quantity = parseDecimal(form.quantity);
  const price = parseDecimal(form.price);
  if (quantity !== null && quantity !== transaction.quantity) payload.quantity = quantity;
  if (price !== null && price !== transaction.price) payload.price = price;
  if (form.date && form.date !== dayOfTimestamp(transaction.timestamp))
    payload.timestamp = timestampOfDay(form.date);
  return payload;
}
