import { failureStatus, isApiFailure, serverMessageOr, type UserMessage } from '@machines/shared/api-failure';

/**
 * product §8 Signup: 500 → the internal-server-error message; another status → the first message the server gave
 * (product §5), else signup.errorOccurred; no answer at all → 'An unexpected error occurred during signup'.
 */
export function signupFailureMessage(error: unknown): UserMessage {
  const status = failureStatus(error);
  if (status === null || !isApiFailure(error)) return { key: 'signup.unexpectedError' };
  // Only a 500 is the server's own failure; a 502 or 503 says what it says, like any other status.
  if (status === 500) return { key: 'auth.internalServerError' };
  return serverMessageOr(error.body, { key: 'signup.errorOccurred' });
}
