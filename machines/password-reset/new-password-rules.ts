import { signupFieldErrors } from '../signup/signup.machine';

/** A new password and its confirmation, as typed (the password-reset and change-password forms). */
export interface NewPasswordFields {
  password: string;
  confirmPassword: string;
}

/** Problems of a new password and its confirmation, as locale keys (auth.validation.required, signup.…). */
export interface NewPasswordErrors {
  password?: { key: string } | { text: string };
  confirmPassword?: { key: string } | { text: string };
}

const keyOf = (problem: string) =>
  problem === 'required' ? 'auth.validation.required' : `signup.${problem}`;

/**
 * The sign-up form's own rules for the password and its confirmation (machines/signup), so a new password is
 * checked exactly as a first one: the address and terms are the sign-up form's business, given as satisfied.
 */
export function newPasswordProblems(fields: NewPasswordFields): NewPasswordErrors {
  const { password, confirmPassword } = signupFieldErrors({
    email: 'placeholder@example.com',
    password: fields.password,
    confirmPassword: fields.confirmPassword,
    termsAccepted: true,
  });
  const errors: NewPasswordErrors = {};
  if (password) errors.password = { key: keyOf(password) };
  if (confirmPassword) errors.confirmPassword = { key: keyOf(confirmPassword) };
  return errors;
}
