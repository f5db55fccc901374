import type { TFunction } from 'i18next';
import { SERVICE_UNAVAILABLE } from '@contract/errors-values';
import { unexpectedErrorMessage, type UserMessage } from '@machines/shared/api-failure';

/**
 * The server writes its messages in English, as Django and DRF would (architecture §4.3). The ones a person can meet
 * on the auth screens are shown in the visitor's language; any other is shown as the server wrote it.
 */
const serverMessageKeys: Record<string, string> = {
  'This field is required.': 'auth.validation.required',
  'This field may not be blank.': 'auth.validation.required',
  'Enter a valid email address.': 'auth.validation.invalidEmail',
  'This password is too short. It must contain at least 8 characters.': 'auth.serverMessage.passwordTooShort',
  'This password is too common.': 'auth.serverMessage.passwordTooCommon',
  'This password is entirely numeric.': 'auth.serverMessage.passwordNumeric',
  'The password is too similar to the email address.': 'auth.serverMessage.passwordSimilar',
  'You must accept the terms and conditions.': 'signup.acceptTermsRequired',
  [SERVICE_UNAVAILABLE]: 'auth.serverMessage.unavailable',
};

/** What a person reads for a message; never an empty box (product §5: else 'An unexpected error occurred'). */
export function messageText(t: TFunction, message: UserMessage): string {
  if ('key' in message) return t(message.key);
  if (message.text.trim() === '') return t(unexpectedErrorMessage.key);
  const key = serverMessageKeys[message.text];
  if (key) return t(key);
  if (message.text.startsWith('Request was throttled.')) return t('auth.serverMessage.throttled');
  return message.text;
}
