import { describe, expect, it } from 'vitest';
import { activationFailureMessage } from './activation-errors';

describe('activation failure messages (product §8)', () => {
  it.each([
    [
      '403 (already active)',
      { status: 403, body: { detail: 'Stale token for given user.' } },
      { key: 'activation.linkExpired' },
    ],
    ['500', { status: 500, body: null }, { key: 'auth.internalServerError' }],
    [
      '400 (bad uid or token)',
      { status: 400, body: { uid: ["Invalid user id or user doesn't exist."] } },
      { key: 'activation.invalidLink' },
    ],
    [
      'a server message saying expired',
      { status: 410, body: { detail: 'The link has expired' } },
      { key: 'activation.linkExpired' },
    ],
    [
      'a server message saying Invalid',
      { status: 422, body: ['Invalid something'] },
      { key: 'activation.linkExpired' },
    ],
    [
      'a server message about an internal server error',
      { status: 502, body: 'Internal Server Error' },
      { key: 'auth.internalServerError' },
    ],
    [
      'another server message',
      { status: 429, body: { detail: 'Request was throttled.' } },
      { text: 'Request was throttled.' },
    ],
    ['no answer', { status: null, body: null }, { key: 'activation.unexpectedError' }],
    ['an answer without a message', { status: 418, body: {} }, { key: 'activation.unexpectedError' }],
  ])('%s', (_, failure, expected) => {
    expect(activationFailureMessage(failure)).toEqual(expected);
  });
});
