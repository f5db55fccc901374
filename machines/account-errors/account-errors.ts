import {
  failureStatus,
  firstServerMessage,
  isApiFailure,
  type UserMessage,
} from '@machines/shared/api-failure';

/**
 * Server messages of the account calls (product §11) that have a locale key of their own. The password-rule messages
 * are translated by the view (src/components/auth/user-message.ts); any other is shown as the server wrote it.
 */
const serverKeys: Record<string, string> = {
  'Invalid password.': 'account.errors.invalidPassword',
  'This is not the e-mail address of your account.': 'account.errors.emailMismatch',
  'This confirmation link is invalid or has expired. Ask for a new one.':
    'settings.account.delete.linkInvalid',
  'Confirm with Google, or with the link we e-mail you.': 'settings.account.delete.notConfirmed',
  "Invalid user id or user doesn't exist.": 'passwordReset.invalidLink',
  'Invalid token for given user.': 'passwordReset.invalidLink',
};

export function serverMessage(text: string): UserMessage {
  const key = serverKeys[text];
  return key ? { key } : { text };
}

/** A DRF-shaped 400's first message of each of `fields` (`{"field": ["message"]}`), as messages for a person. */
export function fieldMessages<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, UserMessage>> {
  const messages: Partial<Record<F, UserMessage>> = {};
  if (!isApiFailure(error) || error.status !== 400) return messages;
  if (typeof error.body !== 'object' || error.body === null) return messages;
  const body = error.body as Record<string, unknown>;
  for (const field of fields) {
    const text = field in body ? firstServerMessage(body[field]) : null;
    if (text) messages[field] = serverMessage(text);
  }
  return messages;
}

export function hasFieldMessage(error: unknown, fields: readonly string[]): boolean {
  return Object.keys(fieldMessages(error, fields)).length > 0;
}

/** A failure that belongs to no field: throttled, the server's fault, no answer, or the server's own words. */
export function generalFailure(error: unknown): UserMessage {
  const status = failureStatus(error);
  if (status === null) return { key: 'account.errors.offline' };
  if (status === 429) return { key: 'auth.serverMessage.throttled' };
  if (status >= 500) return { key: 'auth.internalServerError' };
  const text = isApiFailure(error) ? firstServerMessage(error.body) : null;
  return text ? serverMessage(text) : { key: 'auth.unexpectedError' };
}
