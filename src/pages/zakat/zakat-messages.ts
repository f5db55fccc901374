import type { TFunction } from 'i18next';
import { MAX_DECIMAL_PLACES, MAX_INTEGER_DIGITS, type NumberInputProblem } from '@contract/number-input';
import { zakatErrorDetails } from '@contract/zakat-values';
import { serverFieldMessage } from '@/components/transaction-dialog/transaction-messages';
import { failureDetail, failureFields, type ApiFailure } from '@machines/shared/api-failure';

/** The server's zakat refusals the page rewrites into the person's language. */
const detailKeys: Record<string, string> = {
  [zakatErrorDetails.nothingDue]: 'zakat.errors.nothingDue',
  [zakatErrorDetails.futurePayment]: 'zakat.errors.futurePayment',
  [zakatErrorDetails.noDueDay]: 'zakat.errors.noDueDay',
};

export type ZakatAction = 'settings' | 'payment' | 'reminder';

/**
 * product §8 style: "An error occurred while …" for the action that failed, with the server's reason when it gave one
 * (a known one in the person's language, a field message through the dialog's translations, else as written).
 */
export function zakatFailureMessage(
  t: TFunction,
  action: ZakatAction,
  failure: ApiFailure,
): { title: string; description?: string } {
  const title = t(`zakat.errors.${action}`);
  const detail = failureDetail(failure);
  const reason = detail ?? Object.values(failureFields(failure))[0]?.[0] ?? null;
  if (!reason) return { title };
  const key = detailKeys[reason];
  return { title, description: key ? t(key) : serverFieldMessage(t, reason) };
}

/** Why a typed amount cannot be read (contract/number-input), in the person's language. */
export function amountProblemMessage(t: TFunction, problem: NumberInputProblem): string {
  return t(`numberInput.${problem}`, {
    max: problem === 'tooManyDecimals' ? MAX_DECIMAL_PLACES : MAX_INTEGER_DIGITS,
  });
}
