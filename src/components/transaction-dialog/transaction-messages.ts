import type { TFunction } from 'i18next';
import { MAX_DECIMAL_PLACES, MAX_INTEGER_DIGITS } from '@contract/number-input';
import { portfolioErrorDetails, validNumberMessage } from '@contract/portfolio-values';
import type { FieldError } from '@machines/transaction-dialog/selectors';
import { failureDetail, type ApiFailure } from '@machines/shared/api-failure';

/** product §8: the server's `detail` strings the dialog rewrites into the person's language. */
const detailKeys: Record<string, string> = {
  [portfolioErrorDetails.notEnoughBalance]: 'errors.insufficientBalance',
  [portfolioErrorDetails.invalidPrice]: 'errors.invalidPrice',
  [portfolioErrorDetails.invalidQuantity]: 'errors.invalidQuantity',
};

/** The translated rewrite of a known `detail`, or null. */
export function knownDetailMessage(t: TFunction, detail: string | null): string | null {
  const key = detail ? detailKeys[detail] : undefined;
  return key ? t(key) : null;
}

/**
 * product §8, a failed save: a known `detail` is rewritten (insufficient balance, invalid price or quantity); a 401,
 * which reaches the dialog only once the session could not be refreshed, asks the person to log in again; any other
 * `detail` is shown as the server wrote it; a 400 without one says "something went wrong, try again"; anything else
 * the dialog's own generic "error while adding or updating the transaction".
 */
export function submitFailureMessage(t: TFunction, failure: ApiFailure): string {
  const detail = failureDetail(failure);
  const known = knownDetailMessage(t, detail);
  if (known) return known;
  if (failure.status === 401) return t('errors.loginAgain');
  if (detail) return detail;
  return failure.status === 400 ? t('errors.badRequest') : t('errors.transaction');
}

/** product §8: a failed delete says errors.Delete; a known reason (a sale depends on this purchase) comes with it. */
export function deleteFailureMessage(
  t: TFunction,
  failure: ApiFailure,
): { title: string; description?: string } {
  const reason = knownDetailMessage(t, failureDetail(failure));
  return reason ? { title: t('errors.Delete'), description: reason } : { title: t('errors.Delete') };
}

/**
 * The server's field messages (DRF's English wording, server/portfolio/transaction-input.ts) in the person's
 * language; one the dialog does not know is shown as written rather than hidden.
 */
const serverMessages: Array<[RegExp, string]> = [
  [/digits before the decimal point/, 'numberInput.tooManyIntegerDigits'],
  [/decimal places/, 'numberInput.tooManyDecimals'],
  [/^The date cannot be in the future\.$/, 'transaction.dateInFuture'],
  [/^The date cannot be before 1900-01-01\.$/, 'transaction.dateTooOld'],
  [/^Datetime has wrong format/, 'transaction.dateInvalid'],
  // product §17: the rules of a gold buy's workmanship and refund, as the server words them.
  [/^Ensure this value is greater than or equal to 0\.$/, 'numberInput.negative'],
  [/^Ensure workmanship_per_unit is not more than the price\.$/, 'transaction.workmanship.errors.abovePrice'],
  [/^Ensure refund_per_unit is not more than/, 'transaction.workmanship.errors.refundAboveWorkmanship'],
  [/^A refund needs the workmanship/, 'transaction.workmanship.errors.refundWithoutWorkmanship'],
  [/^Workmanship is recorded only/, 'transaction.workmanship.errors.goldBuysOnly'],
];

export function serverFieldMessage(t: TFunction, message: string): string {
  const known = knownDetailMessage(t, message);
  if (known) return known;
  if (message === validNumberMessage) return t('numberInput.malformed');
  const key = serverMessages.find(([pattern]) => pattern.test(message))?.[1];
  return key ? t(key, { max: key.endsWith('Decimals') ? MAX_DECIMAL_PLACES : MAX_INTEGER_DIGITS }) : message;
}

/** What a field's error says (product §10): why the typed number cannot be read, or what the server refused. */
export function fieldErrorMessage(t: TFunction, error: FieldError): string {
  if (error.kind === 'server') return serverFieldMessage(t, error.message);
  if (error.kind === 'workmanship') return t(`transaction.workmanship.errors.${error.problem}`);
  return t(`numberInput.${error.problem}`, {
    max: error.problem === 'tooManyDecimals' ? MAX_DECIMAL_PLACES : MAX_INTEGER_DIGITS,
  });
}
