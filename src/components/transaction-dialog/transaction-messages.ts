import type { TFunction } from 'i18next';
import { portfolioErrorDetails } from '@contract/portfolio';
import type { RequestFailure } from '@machines/transaction-dialog/types';

/** spec §8: the server's `detail` strings the dialog rewrites into the person's language. */
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
 * spec §8, a failed save: a 401 asks to log in again; a known `detail` is rewritten (insufficient balance, invalid
 * price or quantity); any other `detail` is shown as the server wrote it; a 400 without one is "something went wrong";
 * anything else is the generic "error while adding or updating the transaction".
 */
export function submitFailureMessage(t: TFunction, failure: RequestFailure): string {
  if (failure.status === 401) return t('errors.loginAgain');
  const known = knownDetailMessage(t, failure.detail);
  if (known) return known;
  if (failure.detail) return failure.detail;
  if (failure.status === 400) return t('errors.badRequest');
  return t('errors.transaction');
}

/** spec §8: a failed delete says errors.Delete; a known reason (a sale depends on this purchase) comes with it. */
export function deleteFailureMessage(
  t: TFunction,
  failure: RequestFailure,
): { title: string; description?: string } {
  const reason = knownDetailMessage(t, failure.detail);
  return reason ? { title: t('errors.Delete'), description: reason } : { title: t('errors.Delete') };
}
