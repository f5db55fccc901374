import type { UserMessage } from '@machines/shared/api-failure';
import type { NewPasswordErrors, NewPasswordFields } from '../password-reset/new-password-rules';

export interface ActivationInput {
  uid: string | undefined;
  token: string | undefined;
}

/** The link, and (when the address was given more than one password) the password being chosen. */
export interface ActivationContext extends NewPasswordFields {
  uid: string;
  token: string;
  fieldErrors: NewPasswordErrors;
  failure: UserMessage | null;
}

export type ActivationEvent =
  | { type: 'activation.activate' }
  | { type: 'activation.passwordChanged'; value: string }
  | { type: 'activation.confirmPasswordChanged'; value: string }
  | { type: 'activation.submitPassword' };

/** POST /auth/users/activation/: the link, with the chosen password when the server asked for one. */
export interface ActivationRequestInput {
  uid: string;
  token: string;
  new_password?: string;
}
