import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { freshIp, post, signUpForLink, STRONG_PASSWORD } from './helpers';

let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, now: () => clock });
});
afterAll(() => t.close());

const activate = (body: unknown) => post(t, '/auth/users/activation/', body, { ip: freshIp() });
const login = (email: string) =>
  post(t, '/api/users/login/', { email, password: STRONG_PASSWORD }, { ip: freshIp() });
const DAY = 24 * 60 * 60 * 1000;

describe('POST /auth/users/activation/', () => {
  it('activates with the link’s uid and token (204), after which the person can sign in', async () => {
    const { uid, token } = await signUpForLink(t, 'layla@example.com');
    expect((await login('layla@example.com')).status).toBe(401);
    const res = await activate({ uid, token });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await login('layla@example.com')).status).toBe(200);
  });

  it('architecture §4.3: a used link answers 403 "Stale token for given user."', async () => {
    const { uid, token } = await signUpForLink(t, 'twice.clicked@example.com');
    expect((await activate({ uid, token })).status).toBe(204);
    const again = await activate({ uid, token });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ detail: 'Stale token for given user.' });
  });

  it('architecture §4.3: a malformed uid answers 400 on uid; an id no account holds answers as a bad token', async () => {
    const { token } = await signUpForLink(t, 'baduid@example.com');
    // Product §16: sign-up answers a registered address with an id no account holds, so "no such user" must not
    // be told apart from a wrong token.
    const unheld = await activate({ uid: Buffer.from('999999').toString('base64url'), token });
    expect(unheld.status).toBe(400);
    expect(unheld.body).toEqual({ token: ['Invalid token for given user.'] });
    for (const uid of [
      '',
      'not base64!',
      Buffer.from('0').toString('base64url'),
      'MQ==',
      Buffer.from('1 OR 1=1').toString('base64url'),
    ]) {
      const res = await activate({ uid, token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(
        uid === ''
          ? { uid: ['This field may not be blank.'] }
          : { uid: ["Invalid user id or user doesn't exist."] },
      );
    }
  });

  it('architecture §4.3: a bad token answers 400 on token, and so does another user’s token', async () => {
    const a = await signUpForLink(t, 'token.a@example.com');
    const b = await signUpForLink(t, 'token.b@example.com');
    for (const token of ['garbage', `${a.token.slice(0, -1)}x`, b.token]) {
      const res = await activate({ uid: a.uid, token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ token: ['Invalid token for given user.'] });
    }
    expect((await activate({ uid: a.uid, token: a.token })).status).toBe(204);
  });

  it('junk activations from another address do not block a new person’s real link (product §16)', async () => {
    const { uid, token } = await signUpForLink(t, 'blocked.activation@example.com');
    const attacker = freshIp();
    const junk = () => post(t, '/auth/users/activation/', { uid, token: 'junk' }, { ip: attacker });
    for (let i = 0; i < 10; i += 1) expect((await junk()).status).toBe(400);
    expect((await junk()).status).toBe(429);
    // Even from the attacker's address (a carrier address both share), the real link goes through.
    const res = await post(t, '/auth/users/activation/', { uid, token }, { ip: attacker });
    expect(res.status).toBe(204);
    expect((await login('blocked.activation@example.com')).status).toBe(200);
  });

  it('refuses a link older than three days', async () => {
    const { uid, token } = await signUpForLink(t, 'late@example.com');
    const issued = clock;
    try {
      clock = new Date(issued.getTime() + 3 * DAY + 1000);
      const res = await activate({ uid, token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ token: ['Invalid token for given user.'] });
      clock = new Date(issued.getTime() + 3 * DAY - 60_000);
      expect((await activate({ uid, token })).status).toBe(204);
    } finally {
      clock = new Date();
    }
  });

  it('missing fields and unknown fields are DRF-shaped 400s', async () => {
    expect((await activate({})).body).toEqual({
      uid: ['This field is required.'],
      token: ['This field is required.'],
    });
    expect((await activate({ uid: 1, token: null })).body).toEqual({
      uid: ['Not a valid string.'],
      token: ['This field may not be null.'],
    });
  });

  it('two clicks at once activate once: one 204, one 403', async () => {
    const { uid, token } = await signUpForLink(t, 'double@example.com');
    const results = await Promise.all([activate({ uid, token }), activate({ uid, token })]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 403]);
  });
});
