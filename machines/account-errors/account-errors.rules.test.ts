/**
 * Scenario tests of the account calls' messages (product §8, §11): a field's refusal lands on its field, in the
 * person's language where the server's words have a key; what belongs to no field is told as a whole.
 */
import { describe, expect, it } from 'vitest';
import { fieldMessages, generalFailure, hasFieldMessage, serverMessage } from './account-errors';

const refused = (status: number | null, body: unknown) => ({ status, body });

describe('account errors: known server words are translated (product §11)', () => {
  it.each([
    ['Invalid password.', 'account.errors.invalidPassword'],
    ['This is not the e-mail address of your account.', 'account.errors.emailMismatch'],
    [
      'This confirmation link is invalid or has expired. Ask for a new one.',
      'settings.account.delete.linkInvalid',
    ],
    ['Confirm with Google, or with the link we e-mail you.', 'settings.account.delete.notConfirmed'],
    ["Invalid user id or user doesn't exist.", 'passwordReset.invalidLink'],
    ['Invalid token for given user.', 'passwordReset.invalidLink'],
  ])('"%s" is shown as %s', (text, key) => {
    expect(serverMessage(text)).toEqual({ key });
  });

  it('other words are shown as the server wrote them', () => {
    expect(serverMessage('This password is too common.')).toEqual({ text: 'This password is too common.' });
  });
});

describe('account errors: a 400 lands on its fields', () => {
  it('each named field gets its first message; other fields none', () => {
    const error = refused(400, {
      password: ['Invalid password.', 'second'],
      email: 'This is not the e-mail address of your account.',
      other: ['not asked for'],
    });
    expect(fieldMessages(error, ['password', 'email', 'token'])).toEqual({
      password: { key: 'account.errors.invalidPassword' },
      email: { key: 'account.errors.emailMismatch' },
    });
    expect(hasFieldMessage(error, ['password'])).toBe(true);
    expect(hasFieldMessage(error, ['token'])).toBe(false);
  });

  it('a field with an empty message gets none', () => {
    expect(fieldMessages(refused(400, { password: [''] }), ['password'])).toEqual({});
  });

  it('only a 400 is read for fields', () => {
    const body = { password: ['Invalid password.'] };
    expect(fieldMessages(refused(403, body), ['password'])).toEqual({});
    expect(fieldMessages(refused(500, body), ['password'])).toEqual({});
    expect(fieldMessages(new Error('boom'), ['password'])).toEqual({});
    expect(hasFieldMessage(refused(403, body), ['password'])).toBe(false);
  });

  it('a 400 whose body is not an object of fields lands on no field', () => {
    expect(fieldMessages(refused(400, 'Invalid password.'), ['password'])).toEqual({});
    expect(fieldMessages(refused(400, null), ['password'])).toEqual({});
  });

  it('a field missing from the body is not read from the object prototype', () => {
    expect(fieldMessages(refused(400, {}), ['toString'])).toEqual({});
  });
});

describe('account errors: a failure of no field is told as a whole (product §8)', () => {
  it('no answer says offline', () => {
    expect(generalFailure(new Error('network'))).toEqual({ key: 'account.errors.offline' });
    expect(generalFailure(refused(null, null))).toEqual({ key: 'account.errors.offline' });
  });

  it('throttled says so', () => {
    expect(generalFailure(refused(429, { detail: 'Request was throttled.' }))).toEqual({
      key: 'auth.serverMessage.throttled',
    });
  });

  it('a server fault says so, from 500 on, whatever it wrote', () => {
    expect(generalFailure(refused(500, 'boom'))).toEqual({ key: 'auth.internalServerError' });
    expect(generalFailure(refused(503, null))).toEqual({ key: 'auth.internalServerError' });
  });

  it('a 499 is not a server fault: its words are shown', () => {
    expect(generalFailure(refused(499, { detail: 'Closed.' }))).toEqual({ text: 'Closed.' });
  });

  it("the server's words are shown, translated where known", () => {
    expect(generalFailure(refused(400, { detail: 'Invalid password.' }))).toEqual({
      key: 'account.errors.invalidPassword',
    });
    expect(generalFailure(refused(403, { detail: 'Not allowed.' }))).toEqual({ text: 'Not allowed.' });
  });

  it('without words, an unexpected error', () => {
    expect(generalFailure(refused(400, {}))).toEqual({ key: 'auth.unexpectedError' });
    expect(generalFailure(refused(404, null))).toEqual({ key: 'auth.unexpectedError' });
  });
});
