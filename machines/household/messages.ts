import { memberHasTransactionsMessage, tooManyMembersMessage } from '@contract/household-values';
import { failureStatus, isApiFailure } from '@machines/shared/api-failure';
import { refusalMessages } from '@machines/shared/refusal-messages';
import type { DraftField } from './types';

const FIELDS: DraftField[] = ['name', 'relation', 'colour'];

/** The server's words (server/household/routes.ts, contract/household.ts) that have a locale key of their own. */
const serverKeys: Record<string, string> = {
  'This field may not be blank.': 'validation.required',
  'This field is required.': 'validation.required',
  [tooManyMembersMessage]: 'household.errors.tooManyMembers',
};

const messages = refusalMessages(FIELDS, serverKeys, 'household.errors.gone');
export const { fieldErrorsOf } = messages;

/** A failure that names no field; a 403 is a view-only household's refusal of a write (product §13). */
export function generalMessage(error: unknown) {
  return failureStatus(error) === 403 ? { key: 'household.errors.viewOnly' } : messages.generalMessage(error);
}

/** DELETE's refusal of a member who still has transactions: they must be moved first (product §13). */
export function hasTransactions(error: unknown): boolean {
  return (
    isApiFailure(error) &&
    error.status === 400 &&
    typeof error.body === 'object' &&
    error.body !== null &&
    (error.body as { detail?: unknown }).detail === memberHasTransactionsMessage
  );
}
