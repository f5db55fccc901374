import { describe, expect, it } from 'vitest';
import { firstServerMessage } from '@machines/shared/api-failure';
import { signupFieldErrors } from './signup.machine';
import { signupFailureMessage } from './signup-errors';

describe('the first message found (product §5)', () => {
  it.each([
    ['a string', 'Stop.', 'Stop.'],
    ['an array', ['First', 'Second'], 'First'],
    [
      'the first field of an object',
      { password: ['Too short.', 'Too common.'], email: ['Bad'] },
      'Too short.',
    ],
    ['a detail', { detail: 'Not found.' }, 'Not found.'],
    ['nothing usable', {}, null],
    ['no body', null, null],
  ])('%s', (_, body, expected) => expect(firstServerMessage(body)).toBe(expected));
});

describe('sign-up failure messages (product §8)', () => {
  it('500 → the internal server error message', () =>
    expect(signupFailureMessage({ status: 500, body: { detail: 'boom' } })).toEqual({
      key: 'auth.internalServerError',
    }));
  it('400 → the first message the server gave', () =>
    expect(signupFailureMessage({ status: 400, body: { email: ['Enter a valid email address.'] } })).toEqual({
      text: 'Enter a valid email address.',
    }));
  it('another 5xx → its own message, else signup.errorOccurred, as any other status', () => {
    expect(signupFailureMessage({ status: 503, body: { detail: 'Service unavailable.' } })).toEqual({
      text: 'Service unavailable.',
    });
    expect(signupFailureMessage({ status: 502, body: null })).toEqual({ key: 'signup.errorOccurred' });
  });
  it('a status without a message → signup.errorOccurred', () =>
    expect(signupFailureMessage({ status: 429, body: null })).toEqual({ key: 'signup.errorOccurred' }));
  it('no answer → the unexpected-error message', () =>
    expect(signupFailureMessage({ status: null, body: null })).toEqual({ key: 'signup.unexpectedError' }));
});

describe('sign-up form rules (product §5)', () => {
  const filled = { email: 'a@b.co', password: 'x', confirmPassword: 'x', termsAccepted: true };
  it('accepts a complete form', () => expect(signupFieldErrors(filled)).toEqual({}));
  it('needs the terms ticked', () =>
    expect(signupFieldErrors({ ...filled, termsAccepted: false })).toEqual({
      termsAccepted: 'acceptTermsRequired',
    }));
  it('needs matching passwords', () =>
    expect(signupFieldErrors({ ...filled, confirmPassword: 'y' })).toEqual({
      confirmPassword: 'passwordsDoNotMatch',
    }));
  it('needs an e-mail address that looks like one', () => {
    expect(signupFieldErrors({ ...filled, email: '' })).toEqual({ email: 'required' });
    expect(signupFieldErrors({ ...filled, email: 'a@b' })).toEqual({ email: 'invalidEmail' });
  });
  it('needs a password', () =>
    expect(signupFieldErrors({ ...filled, password: '', confirmPassword: '' })).toEqual({
      password: 'required',
      confirmPassword: 'required',
    }));
});
