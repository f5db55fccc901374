import { describe, expect, it } from 'vitest';
import { refusalMessages } from './refusal-messages';

// How a form's page reads a refusal (product §5, §8): on the fields it names, else one message above the form.
const { fromServer, fieldErrorsOf, generalMessage } = refusalMessages(
  ['name', 'colour'] as const,
  { 'This field may not be blank.': 'validation.required' },
  'household.errors.gone',
);

describe('a refusal on the form’s fields', () => {
  it('a 400 puts the first message of each field it names on that field, in the page’s words when it has them', () => {
    const error = {
      status: 400,
      body: { name: ['This field may not be blank.', 'Other.'], colour: ['Enter a colour as #rrggbb.'] },
    };
    expect(fieldErrorsOf(error)).toEqual({
      name: { key: 'validation.required' },
      colour: { text: 'Enter a colour as #rrggbb.' },
    });
    expect(generalMessage(error)).toBeNull();
  });

  it('only the form’s fields, and only a 400’s', () => {
    expect(fieldErrorsOf({ status: 400, body: { relation: ['Bad.'], name: [] } })).toEqual({});
    expect(fieldErrorsOf({ status: 409, body: { name: ['Taken.'] } })).toEqual({});
    expect(fieldErrorsOf({ status: 400, body: 'Bad.' })).toEqual({});
    expect(fieldErrorsOf({ status: 400, body: null })).toEqual({});
    expect(fieldErrorsOf(new Error('abort'))).toEqual({});
  });

  it('the server’s words become the page’s key only when it has one', () => {
    expect(fromServer('This field may not be blank.')).toEqual({ key: 'validation.required' });
    expect(fromServer('Something new.')).toEqual({ text: 'Something new.' });
  });
});

describe('a refusal that names no field: one message above the form', () => {
  it('no answer is the offline message', () => {
    expect(generalMessage({ status: null, body: null })).toEqual({ key: 'account.errors.offline' });
    expect(generalMessage(new Error('abort'))).toEqual({ key: 'account.errors.offline' });
  });

  it('a 404 is the page’s “it is gone”, a 429 the throttle, a 5xx the server’s fault', () => {
    expect(generalMessage({ status: 404, body: { detail: 'Not found.' } })).toEqual({
      key: 'household.errors.gone',
    });
    expect(generalMessage({ status: 429, body: { detail: 'Slow down.' } })).toEqual({
      key: 'auth.serverMessage.throttled',
    });
    expect(generalMessage({ status: 500, body: { detail: 'Boom.' } })).toEqual({
      key: 'auth.internalServerError',
    });
    expect(generalMessage({ status: 503, body: null })).toEqual({ key: 'auth.internalServerError' });
  });

  it('any other refusal says the server’s words (its key when the page has one), else that it was unexpected', () => {
    expect(generalMessage({ status: 400, body: { detail: 'You can have at most 20.' } })).toEqual({
      text: 'You can have at most 20.',
    });
    expect(generalMessage({ status: 400, body: { detail: 'This field may not be blank.' } })).toEqual({
      key: 'validation.required',
    });
    expect(generalMessage({ status: 499, body: { detail: 'Client went away.' } })).toEqual({
      text: 'Client went away.',
    });
    expect(generalMessage({ status: 403, body: null })).toEqual({ key: 'auth.unexpectedError' });
    expect(generalMessage({ status: 400, body: { name: [] } })).toEqual({ key: 'auth.unexpectedError' });
  });
});
