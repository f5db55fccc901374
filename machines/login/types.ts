import type { TokenPair } from '@contract/auth';
import type { PageOrigin } from '@machines/shared/after-sign-in';
import type { UserMessage } from '@machines/shared/api-failure';

/** Field problems found before sending (product §5): locale keys under `auth.validation`. */
export interface LoginFieldErrors {
  email?: 'required' | 'invalidEmail';
  password?: 'required';
}

export interface LoginContext {
  email: string;
  password: string;
  fieldErrors: LoginFieldErrors;
  /** Where to go after signing in (product §2: the page the visitor was sent from, else /dashboard). */
  redirectTo: string;
  failure: UserMessage | null;
  /** After a 429: when the server will take a sign-in again (ms since epoch), null when it did not say. */
  retryAt: number | null;
}

export interface LoginInput {
  /** The page a protected route sent the visitor from (the route guard's navigation state), if any. */
  from?: PageOrigin | null;
  /** Product §13: the invitation followed while signed out and not answered yet (it comes first), if any. */
  pendingInvitation?: string | null;
}

export type LoginEvent =
  | { type: 'login.emailChanged'; value: string }
  | { type: 'login.passwordChanged'; value: string }
  | { type: 'login.submit' }
  | { type: 'login.resendActivation' };

export type { TokenPair };
