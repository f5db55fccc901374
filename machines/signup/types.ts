import type { UserMessage } from '@machines/shared/api-failure';

/** Field problems found before sending (product §5), as locale keys under `auth.validation` / `signup`. */
export interface SignupFieldErrors {
  email?: 'required' | 'invalidEmail';
  password?: 'required';
  confirmPassword?: 'required' | 'passwordsDoNotMatch';
  termsAccepted?: 'acceptTermsRequired';
}

/** product §3: the sign-up form. */
export interface SignupContext {
  email: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
  fieldErrors: SignupFieldErrors;
  failure: UserMessage | null;
  /** The common passwords, once fetched (machines/shared/live-password-rules.ts). */
  commonPasswords: ReadonlySet<string> | null;
}

export type SignupEvent =
  | { type: 'signup.emailChanged'; value: string }
  | { type: 'signup.passwordChanged'; value: string }
  | { type: 'signup.confirmPasswordChanged'; value: string }
  | { type: 'signup.termsChanged'; accepted: boolean }
  | { type: 'signup.submit' };

/** product §3: the sign-up payload. */
export interface SignupPayload {
  email: string;
  password: string;
  terms_accepted: true;
}
