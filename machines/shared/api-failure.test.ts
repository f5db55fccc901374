import { describe, expect, it } from 'vitest';
import {
  apiFailureOf,
  failureDetail,
  failureFields,
  failureRetryAt,
  failureStatus,
  firstServerMessage,
  isApiFailure,
  noAnswer,
  serverMessageOr,
  unexpectedErrorMessage,
} from './api-failure';

// How every machine reads a failed call (src/api/failure.ts makes the ApiFailure): what a person is then told.
describe('a failed call as a machine reads it', () => {
  it('is an ApiFailure only with a status and a body; anything else counts as no answer', () => {
    expect(isApiFailure({ status: 400, body: null })).toBe(true);
    expect(isApiFailure({ status: null, body: {} })).toBe(true);
    for (const other of [null, undefined, 'boom', 404, new Error('abort'), { status: 400 }, { body: 'x' }])
      expect(isApiFailure(other)).toBe(false);
    const failure = { status: 409, body: { detail: 'x' } };
    expect(apiFailureOf(failure)).toBe(failure);
    expect(apiFailureOf(new Error('abort'))).toEqual({ status: null, body: null });
    expect(apiFailureOf(null)).toBe(noAnswer);
  });

  it('knows its status, null when the error is no failed call', () => {
    expect(failureStatus({ status: 404, body: null })).toBe(404);
    expect(failureStatus({ status: null, body: null })).toBeNull();
    expect(failureStatus(new Error('abort'))).toBeNull();
    expect(failureStatus({ status: 500 })).toBeNull();
  });

  it('knows when a throttled call may be tried again, null when the server did not say (product §16)', () => {
    expect(failureRetryAt({ status: 429, body: null, retryAt: 1_700_000_000_000 })).toBe(1_700_000_000_000);
    expect(failureRetryAt({ status: 429, body: null })).toBeNull();
    expect(failureRetryAt({ status: 429, body: null, retryAt: '1700' })).toBeNull();
    expect(failureRetryAt({ retryAt: 5 })).toBeNull();
  });
});

describe('the first message of a server’s answer (product §5)', () => {
  it('is the body itself when it is a string with words, else none', () => {
    expect(firstServerMessage('Not allowed.')).toBe('Not allowed.');
    expect(firstServerMessage('')).toBeNull();
    expect(firstServerMessage('   ')).toBeNull();
  });

  it('is the first element of an array, and the first value of the first field, however deep', () => {
    expect(firstServerMessage(['First.', 'Second.'])).toBe('First.');
    expect(firstServerMessage([])).toBeNull();
    expect(firstServerMessage({ quantity: ['Too many.', 'Other.'], date: ['Bad date.'] })).toBe('Too many.');
    expect(firstServerMessage({ detail: 'Gone.' })).toBe('Gone.');
    expect(firstServerMessage({ outer: { inner: ['Deep.'] } })).toBe('Deep.');
    expect(firstServerMessage({})).toBeNull();
    expect(firstServerMessage({ quantity: [] })).toBeNull();
  });

  it('is none in a number, a null or nothing', () => {
    expect(firstServerMessage(null)).toBeNull();
    expect(firstServerMessage(undefined)).toBeNull();
    expect(firstServerMessage(42)).toBeNull();
    expect(firstServerMessage([42])).toBeNull();
  });

  it('is shown in the server’s words, else the flow’s own fallback, else ‘An unexpected error occurred’', () => {
    expect(serverMessageOr({ detail: 'Account disabled.' })).toEqual({ text: 'Account disabled.' });
    expect(serverMessageOr(null, { key: 'signup.failed' })).toEqual({ key: 'signup.failed' });
    expect(serverMessageOr('')).toEqual(unexpectedErrorMessage);
    expect(unexpectedErrorMessage).toEqual({ key: 'errors.unexpected' });
  });
});

describe('the parts of a DRF answer', () => {
  it('its detail, when it is words', () => {
    expect(failureDetail({ status: 404, body: { detail: 'Not found.' } })).toBe('Not found.');
    expect(failureDetail({ status: 404, body: { detail: '' } })).toBeNull();
    expect(failureDetail({ status: 404, body: { detail: ['Not found.'] } })).toBeNull();
    expect(failureDetail({ status: 404, body: { other: 'Not found.' } })).toBeNull();
    expect(failureDetail({ status: 404, body: 'Not found.' })).toBeNull();
    expect(failureDetail({ status: 404, body: null })).toBeNull();
  });

  it('its field errors: the fields whose value is a list of words, nothing else', () => {
    expect(
      failureFields({
        status: 400,
        body: { quantity: ['Too many.'], date: ['Bad.', 'Worse.'], detail: 'Not a field.', n: [1], e: [] },
      }),
    ).toEqual({ quantity: ['Too many.'], date: ['Bad.', 'Worse.'], e: [] });
    expect(failureFields({ status: 400, body: { mixed: ['Words.', 2] } })).toEqual({});
    expect(failureFields({ status: 400, body: ['Not fields.'] })).toEqual({});
    expect(failureFields({ status: 400, body: [['Not a field either.']] })).toEqual({});
    expect(failureFields({ status: 400, body: 'Not fields.' })).toEqual({});
    expect(failureFields({ status: 400, body: null })).toEqual({});
  });
});
