import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { livePasswordProblems, loadCommonPasswordsActor, sameProblems } from './live-password-rules';

// The password rules shown under a new password as it is typed, in the words of the server's refusal (product §5).
const common = new Set(['password123']);

describe('the rules a typed password breaks', () => {
  it('none before anything is typed', () => {
    expect(livePasswordProblems({ password: '', commonPasswords: common }, 'amal@example.com')).toEqual([]);
  });

  it('each rule in the words of the server’s refusal, in the form’s order', () => {
    expect(livePasswordProblems({ password: '1234', commonPasswords: null })).toEqual([
      { key: 'auth.serverMessage.passwordTooShort' },
      { key: 'auth.serverMessage.passwordNumeric' },
    ]);
    expect(livePasswordProblems({ password: 'password123', commonPasswords: common })).toEqual([
      { key: 'auth.serverMessage.passwordTooCommon' },
    ]);
    expect(
      livePasswordProblems({ password: 'amalhassan', commonPasswords: null }, 'amalhassan@example.com'),
    ).toEqual([{ key: 'auth.serverMessage.passwordSimilar' }]);
  });

  it('the common passwords are left to the server until their list is there', () => {
    expect(livePasswordProblems({ password: 'password123', commonPasswords: null })).toEqual([]);
  });

  it('a long, uncommon password unlike the e-mail breaks none', () => {
    expect(
      livePasswordProblems({ password: 'tide-lamp-orchard', commonPasswords: common }, 'amal@example.com'),
    ).toEqual([]);
  });
});

describe('the view renders the rules again only when they change', () => {
  it('the same rules broken are the same; another rule, or another number of them, is not', () => {
    const short = { key: 'auth.serverMessage.passwordTooShort' };
    const numeric = { key: 'auth.serverMessage.passwordNumeric' };
    const similar = { key: 'auth.serverMessage.passwordSimilar' };
    expect(sameProblems([short, numeric], [{ ...short }, { ...numeric }])).toBe(true);
    expect(sameProblems([], [])).toBe(true);
    expect(sameProblems([short, numeric], [short, similar])).toBe(false);
    expect(sameProblems([short], [short, numeric])).toBe(false);
    expect(sameProblems([short, numeric], [short])).toBe(false);
  });
});

describe('a page that forgot to bind the list of common passwords', () => {
  it('fails, saying which call was left out', async () => {
    const actor = createActor(loadCommonPasswordsActor);
    const failed = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failed)).toContain('loadCommonPasswords is not provided');
  });
});
