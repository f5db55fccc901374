import type Big from 'big.js';
import { portfolioErrorDetails } from '@contract/portfolio-values';
import {
  type CreateTransactionPayload,
  type DecimalInput,
  type TransactionType,
  type UpdateTransactionPayload,
} from '@contract/portfolio';
import { addDays, cairoDay, cairoDayStart } from '../time/cairo-day';
import type { Catalogue, CatalogueAsset } from './catalogue';
import type { LedgerEntry } from './ledger';
import { MAX_DECIMAL_PLACES, MAX_INTEGER_DIGITS, parseAmount } from './money';

/**
 * The rules a transaction's fields must meet beyond their JSON shape (the contract's zod schemas check that):
 * product §2 and architecture §4.2. The SPA translates three `detail`s (product §8): quantity ≤ 0 → `Invalid quantity`,
 * price ≤ 0 → `Invalid price` (and, later, `Not enough balance`). Every other problem names its field, in DRF's
 * words, so nothing reaches the database unchecked.
 */

export type InputErrorBody = { detail: string } | Record<string, string[]>;

export const FUTURE_DATE_MESSAGE = 'The date cannot be in the future.';
export const TOO_OLD_MESSAGE = 'The date cannot be before 1900-01-01.';
export const TOO_MANY_DIGITS_MESSAGE = `Ensure that there are no more than ${MAX_INTEGER_DIGITS} digits before the decimal point.`;
export const TOO_MANY_DECIMALS_MESSAGE = `Ensure that there are no more than ${MAX_DECIMAL_PLACES} decimal places.`;
export const NEGATIVE_MESSAGE = 'Ensure this value is greater than or equal to 0.';
export const WORKMANSHIP_ON_CURRENCY_MESSAGE = 'Workmanship is recorded only for gold, not for currencies.';
export const WORKMANSHIP_ON_SELL_MESSAGE = 'Workmanship is recorded only on a buy.';
export const WORKMANSHIP_ABOVE_PRICE_MESSAGE = 'Ensure workmanship_per_unit is not more than the price.';
export const REFUND_WITHOUT_WORKMANSHIP_MESSAGE =
  'A refund needs the workmanship it is part of: give workmanship_per_unit.';
export const REFUND_ABOVE_WORKMANSHIP_MESSAGE =
  'Ensure refund_per_unit is not more than workmanship_per_unit.';
export const unknownAssetMessage = (id: number) => `Invalid pk "${id}" - object does not exist.`;

const EARLIEST = Date.UTC(1900, 0, 1);

type Parsed<T> = { ok: true; value: T } | { ok: false; body: InputErrorBody };

interface FieldChecks {
  detail: string | null;
  fields: Record<string, string[]>;
}

type AmountField = 'quantity' | 'price' | 'workmanship_per_unit' | 'refund_per_unit';

function checkAmount(
  checks: FieldChecks,
  field: AmountField,
  input: DecimalInput | undefined,
): Big | undefined {
  if (input === undefined) return undefined;
  const optional = field === 'workmanship_per_unit' || field === 'refund_per_unit';
  const parsed = parseAmount(input, { allowZero: optional });
  if (parsed.ok) return parsed.value;
  switch (parsed.problem) {
    case 'negative':
      checks.fields[field] = [NEGATIVE_MESSAGE];
      break;
    case 'not_positive':
      checks.detail ??=
        field === 'quantity' ? portfolioErrorDetails.invalidQuantity : portfolioErrorDetails.invalidPrice;
      break;
    case 'invalid':
      checks.fields[field] = ['A valid number is required.'];
      break;
    case 'too_many_integer_digits':
      checks.fields[field] = [TOO_MANY_DIGITS_MESSAGE];
      break;
    case 'too_many_decimals':
      checks.fields[field] = [TOO_MANY_DECIMALS_MESSAGE];
      break;
  }
  return undefined;
}

/**
 * A purchase date is "not in the future" when its Cairo day is not after today's: the SPA stamps the chosen
 * day at 12:00 UTC (product §5), which is still ahead of the clock on the morning of that same day.
 */
function checkTimestamp(checks: FieldChecks, input: string | undefined, now: Date): number | undefined {
  if (input === undefined) return undefined;
  const at = Date.parse(input);
  if (Number.isNaN(at)) {
    checks.fields.timestamp = ['Datetime has wrong format.'];
    return undefined;
  }
  if (at < EARLIEST) {
    checks.fields.timestamp = [TOO_OLD_MESSAGE];
    return undefined;
  }
  // Compared as instants: "tomorrow" starts at the next Cairo midnight (day strings would misorder year 10000).
  if (at >= cairoDayStart(addDays(cairoDay(now), 1)).getTime()) {
    checks.fields.timestamp = [FUTURE_DATE_MESSAGE];
    return undefined;
  }
  return at;
}

/** An optional part of the price: null clears it (an edit), absent leaves it as it is. */
function checkPart(
  checks: FieldChecks,
  field: 'workmanship_per_unit' | 'refund_per_unit',
  input: DecimalInput | null | undefined,
): Big | null | undefined {
  if (input === null) return null;
  return checkAmount(checks, field, input);
}

/**
 * The rules between a transaction's workmanship, refund, price, type and asset: workmanship and refund belong to a
 * buy of gold, within its price (refund ≤ workmanship ≤ price). Checked on the entry as it will be written, so an
 * edit that lowers the price below the recorded workmanship is refused as well.
 */
export function workmanshipProblems(
  entry: LedgerEntry,
  asset: CatalogueAsset | undefined,
): Record<string, string[]> | null {
  const workmanship = entry.workmanship ?? null;
  const refund = entry.refund ?? null;
  if (workmanship === null && refund === null) return null;
  const field = workmanship !== null ? 'workmanship_per_unit' : 'refund_per_unit';
  if (asset?.mainType === 'currencies') return { [field]: [WORKMANSHIP_ON_CURRENCY_MESSAGE] };
  if (entry.type !== 'buy') return { [field]: [WORKMANSHIP_ON_SELL_MESSAGE] };
  if (workmanship === null) return { refund_per_unit: [REFUND_WITHOUT_WORKMANSHIP_MESSAGE] };
  if (workmanship.gt(entry.price)) return { workmanship_per_unit: [WORKMANSHIP_ABOVE_PRICE_MESSAGE] };
  if (refund !== null && refund.gt(workmanship))
    return { refund_per_unit: [REFUND_ABOVE_WORKMANSHIP_MESSAGE] };
  return null;
}

function finish<T>(checks: FieldChecks, value: () => T): Parsed<T> {
  if (checks.detail) return { ok: false, body: { detail: checks.detail } };
  if (Object.keys(checks.fields).length > 0) return { ok: false, body: checks.fields };
  return { ok: true, value: value() };
}

export interface CreateFields {
  type: TransactionType;
  assetId: number;
  quantity: Big;
  price: Big;
  at: number;
  /** The member's uuid as asked (the route checks it is of the household); absent, the owner's own. */
  member?: string;
  workmanship: Big | null;
  refund: Big | null;
}

export function parseCreate(
  payload: CreateTransactionPayload,
  catalogue: Catalogue,
  now: Date,
): Parsed<CreateFields> {
  const checks: FieldChecks = { detail: null, fields: {} };
  const quantity = checkAmount(checks, 'quantity', payload.quantity);
  const price = checkAmount(checks, 'price', payload.price);
  if (!catalogue.byId.has(payload.asset)) checks.fields.asset = [unknownAssetMessage(payload.asset)];
  const at = checkTimestamp(checks, payload.timestamp, now);
  const workmanship = checkPart(checks, 'workmanship_per_unit', payload.workmanship_per_unit);
  const refund = checkPart(checks, 'refund_per_unit', payload.refund_per_unit);
  return finish(checks, () => ({
    workmanship: workmanship ?? null,
    refund: refund ?? null,
    type: payload.transaction_type ?? 'buy',
    assetId: payload.asset,
    quantity: quantity!,
    price: price!,
    at: at!,
    ...(payload.member !== undefined ? { member: payload.member } : {}),
  }));
}

export interface UpdateFields {
  quantity?: Big;
  price?: Big;
  at?: number;
  member?: string;
  workmanship?: Big | null;
  refund?: Big | null;
}

export function parseUpdate(payload: UpdateTransactionPayload, now: Date): Parsed<UpdateFields> {
  const checks: FieldChecks = { detail: null, fields: {} };
  const quantity = checkAmount(checks, 'quantity', payload.quantity);
  const price = checkAmount(checks, 'price', payload.price);
  const at = checkTimestamp(checks, payload.timestamp, now);
  const workmanship = checkPart(checks, 'workmanship_per_unit', payload.workmanship_per_unit);
  const refund = checkPart(checks, 'refund_per_unit', payload.refund_per_unit);
  return finish(checks, () => ({
    ...(workmanship !== undefined ? { workmanship } : {}),
    ...(refund !== undefined ? { refund } : {}),
    ...(quantity ? { quantity } : {}),
    ...(price ? { price } : {}),
    ...(at !== undefined ? { at } : {}),
    ...(payload.member !== undefined ? { member: payload.member } : {}),
  }));
}
