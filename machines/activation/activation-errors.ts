import {
  failureStatus,
  firstServerMessage,
  isApiFailure,
  type UserMessage,
} from '@machines/shared/api-failure';

/**
 * product §8 Activation: 403 → the link is invalid or has expired; 500 → the internal-server-error message; 400 →
 * 'Invalid activation link'; otherwise the server's message or the generic one. A server message mentioning
 * "Invalid" or "expired" becomes the expired-link message, one mentioning "internal server error" the server one.
 */
export function activationFailureMessage(error: unknown): UserMessage {
  const status = failureStatus(error);
  if (status === 403) return { key: 'activation.linkExpired' };
  if (status === 500) return { key: 'auth.internalServerError' };
  if (status === 400) return { key: 'activation.invalidLink' };
  const message = isApiFailure(error) ? firstServerMessage(error.body) : null;
  if (!message) return { key: 'activation.unexpectedError' };
  if (/invalid|expired/i.test(message)) return { key: 'activation.linkExpired' };
  if (/internal server error/i.test(message)) return { key: 'auth.internalServerError' };
  return { text: message };
}
