import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '@tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ACTIVATION_PASSWORD_REQUIRED } from '@contract/auth';
import {
  activationLinkIn,
  freshIp,
  mailsTo,
  compareMedians,
  post,
  signUpForLink,
  STRONG_PASSWORD,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

const signUp = (body: unknown, headers: Record<string, string> = {}) =>
  post(t, '/auth/users/', body, { ip: freshIp(), headers });

describe('POST /auth/users/ (sign-up)', () => {
  it('architecture §4.3: missing fields name each field', async () => {
    const res = await signUp({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
      terms_accepted: ['This field is required.'],
    });
  });

  it('architecture §4.3: the weak password "abc" is too short and too common', async () => {
    const res = await signUp({ email: 'weak@example.com', password: 'abc', terms_accepted: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      password: [
        'This password is too short. It must contain at least 8 characters.',
        'This password is too common.',
      ],
    });
  });

  it.each([
    ['a common password', 'password123', ['This password is too common.']],
    ['an all-digit password', '90817263541', ['This password is entirely numeric.']],
    ['a password like the e-mail', 'hassan.mostafa', ['The password is too similar to the email address.']],
    [
      'a 7-character password',
      'Qz7!kLp',
      ['This password is too short. It must contain at least 8 characters.'],
    ],
  ])('refuses %s with Django’s message', async (_, password, messages) => {
    const res = await signUp({ email: 'mostafa.hassan@example.com', password, terms_accepted: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ password: messages });
  });

  it('accepts a 128-character password and refuses 129 clearly', async () => {
    const long = 'Gold&Silver-'.repeat(11).slice(0, 128);
    expect((await signUp({ email: 'long@example.com', password: long, terms_accepted: true })).status).toBe(
      201,
    );
    const tooLong = await signUp({ email: 'longer@example.com', password: `${long}x`, terms_accepted: true });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ password: ['Ensure this field has no more than 128 characters.'] });
  });

  it('requires the terms to be accepted', async () => {
    const res = await signUp({
      email: 'terms@example.com',
      password: STRONG_PASSWORD,
      terms_accepted: false,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ terms_accepted: ['You must accept the terms and conditions.'] });
    expect(await mailsTo(t, 'terms@example.com')).toHaveLength(0);
  });

  it('refuses a malformed e-mail, a blank one, wrong types and unknown fields, as DRF', async () => {
    expect(
      (await signUp({ email: 'not-an-email', password: STRONG_PASSWORD, terms_accepted: true })).body,
    ).toEqual({
      email: ['Enter a valid email address.'],
    });
    expect((await signUp({ email: '  ', password: '', terms_accepted: 'yes' })).body).toEqual({
      email: ['This field may not be blank.'],
      password: ['This field may not be blank.'],
      terms_accepted: ['Must be a valid boolean.'],
    });
    const extra = await signUp({
      email: 'x@example.com',
      password: STRONG_PASSWORD,
      terms_accepted: true,
      admin: 1,
    });
    expect(extra.status).toBe(400);
    expect(extra.body).toEqual({ admin: ['Unknown field.'] });
    const badJson = await post(t, '/auth/users/', '{"email":', { ip: freshIp() });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toHaveProperty('detail');
  });

  it('creates an inactive account for the normalised address and answers 201 {email, id}', async () => {
    const res = await signUp({
      email: '  Nour.Ali@Example.COM ',
      password: STRONG_PASSWORD,
      terms_accepted: true,
    });
    expect(res.status).toBe(201);
    const body = res.body as { email: string; id: number };
    expect(body).toEqual({ email: 'nour.ali@example.com', id: expect.any(Number) });
    const { rows } = await t.ctx.pool.query(
      'SELECT id, email, is_active, password_hash, terms_accepted_at FROM users WHERE email = $1',
      ['nour.ali@example.com'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.id, is_active: false, terms_accepted_at: expect.any(Date) });
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mails = await mailsTo(t, 'nour.ali@example.com');
    expect(mails).toHaveLength(1);
    expect(activationLinkIn(mails[0]!.text, t.ctx.config.publicUrl).uid).toBe(
      Buffer.from(String(body.id)).toString('base64url'),
    );
  });

  it('stores activation tokens only hashed', async () => {
    await signUp({ email: 'hashed@example.com', password: STRONG_PASSWORD, terms_accepted: true });
    const [mail] = await mailsTo(t, 'hashed@example.com');
    const { token } = activationLinkIn(mail!.text, t.ctx.config.publicUrl);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16); // ≥ 128 bits
    const { rows } = await t.ctx.pool.query<{ token_hash: string }>(
      'SELECT token_hash FROM activation_tokens',
    );
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('sign-up with an address that already has an account (no enumeration)', () => {
  it('answers the same 201 for a registered active address and e-mails its owner instead', async () => {
    const { user } = await createActiveUser(t.ctx, 'owner.active@example.com');
    const fresh = await signUp({
      email: 'brand.new@example.com',
      password: STRONG_PASSWORD,
      terms_accepted: true,
    });
    const taken = await signUp({
      email: 'Owner.Active@example.com',
      password: STRONG_PASSWORD,
      terms_accepted: true,
    });
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body as object)).toEqual(Object.keys(fresh.body as object));
    const takenId = (taken.body as { id: number }).id;
    // The id looks like a new account's, not the owner's.
    expect(takenId).not.toBe(user.id);
    expect(takenId).toBeGreaterThan((fresh.body as { id: number }).id);
    const mails = await mailsTo(t, 'owner.active@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.subject).toBe('محاولة تسجيل بعنوان بريدك في ذهبي');
    expect(mails[0]!.text).not.toMatch(/\/activate\//);
    const { rows } = await t.ctx.pool.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [
      'owner.active@example.com',
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('an address given two passwords before activation: the link asks for a new one, and neither earlier password ever works (product §16)', async () => {
    // The attacker signs up the victim's address with PA; the victim signs up with PV.
    const body = { email: 'twice@example.com', password: 'Attackers-Choice-77', terms_accepted: true };
    expect((await signUp(body)).status).toBe(201);
    expect(
      (await signUp({ ...body, password: 'Victims-Choice-88' }, { 'Accept-Language': 'en' })).status,
    ).toBe(201);
    const mails = await mailsTo(t, 'twice@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.headers.subject).toBe('Activate your Dahabi account');
    const first = activationLinkIn(mails[0]!.text, t.ctx.config.publicUrl);
    const second = activationLinkIn(mails[1]!.text, t.ctx.config.publicUrl);
    expect(second.uid).toBe(first.uid);
    expect(second.token).not.toBe(first.token);
    const activate = (extra: object = {}) =>
      post(
        t,
        '/auth/users/activation/',
        { uid: second.uid, token: second.token, ...extra },
        { ip: freshIp() },
      );
    const login = (password: string) =>
      post(t, '/api/users/login/', { email: 'twice@example.com', password }, { ip: freshIp() });

    // The victim follows the link: it asks for a password of their choosing and activates nothing yet.
    const bare = await activate();
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual({ new_password: [ACTIVATION_PASSWORD_REQUIRED] });
    for (const password of ['Attackers-Choice-77', 'Victims-Choice-88'])
      expect((await login(password)).status).toBe(401);
    // A weak choice is refused by the sign-up rules; the link stays usable.
    expect((await activate({ new_password: 'abc' })).status).toBe(400);
    expect((await activate({ new_password: 'Chosen-After-Link-99' })).status).toBe(204);
    expect((await login('Chosen-After-Link-99')).status).toBe(200);
    for (const password of ['Attackers-Choice-77', 'Victims-Choice-88'])
      expect((await login(password)).status).toBe(401);
    // The attacker's own, earlier link is now stale too.
    const stale = await post(
      t,
      '/auth/users/activation/',
      { uid: first.uid, token: first.token },
      { ip: freshIp() },
    );
    expect(stale.status).toBe(403);
  });

  it('one sign-up, one password: the link activates it as before', async () => {
    const { uid, token } = await signUpForLink(t, 'once@example.com', { password: 'Only-Password-55' });
    expect((await post(t, '/auth/users/activation/', { uid, token }, { ip: freshIp() })).status).toBe(204);
    const login = await post(
      t,
      '/api/users/login/',
      { email: 'once@example.com', password: 'Only-Password-55' },
      { ip: freshIp() },
    );
    expect(login.status).toBe(200);
  });

  it('a registered address spends one id as a new one does: the answers and the ids after them match (product §16)', async () => {
    await createActiveUser(t.ctx, 'seq.owner@example.com');
    const body = (email: string) => ({ email, password: STRONG_PASSWORD, terms_accepted: true });
    const before = await signUp(body('seq.a@example.com'));
    const taken = await signUp(body('seq.owner@example.com'));
    const after = await signUp(body('seq.b@example.com'));
    const ids = [before, taken, after].map((r) => (r.body as { id: number }).id);
    // One sequence value each: a prober comparing the ids around its own sign-ups learns nothing.
    expect(ids).toEqual([ids[0], ids[0]! + 1, ids[0]! + 2]);
    expect(taken.status).toBe(before.status);
    expect(Object.keys(taken.body as object)).toEqual(Object.keys(before.body as object));
    const headerNames = (r: typeof taken) =>
      [...r.headers.keys()].filter((name) => name !== 'x-request-id').sort();
    expect(headerNames(taken)).toEqual(headerNames(before));
    for (const name of headerNames(before)) {
      if (name !== 'content-length' && name !== 'date')
        expect(taken.headers.get(name), name).toBe(before.headers.get(name));
    }
    // The same e-mail length: the body differs only in the address itself.
    expect(taken.text.length - 'seq.owner'.length).toBe(before.text.length - 'seq.a'.length);
  });

  it('takes similar time for a registered and an unknown address', async () => {
    // One registered address per call: the per-address sign-up limit (5 an hour) must not answer instead.
    const owners = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createActiveUser(t.ctx, `timing.owner${i}@example.com`)),
    );
    let k = 0;
    let n = 0;
    const created = async (email: string) => {
      const res = await signUp({ email, password: STRONG_PASSWORD, terms_accepted: true });
      expect(res.status).toBe(201);
    };
    const unknown = () => created(`timing.new${(n += 1)}@example.com`);
    const known = () => created(owners[k++]!.user.email);
    const { ratio } = await compareMedians(9, known, unknown);
    expect(k).toBe(10);
    // Both hash the password with argon2id, write a row and an e-mail: within a factor of two.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
