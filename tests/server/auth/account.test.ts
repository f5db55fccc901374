import { describe, expect, it } from 'vitest';
import { mailSent } from '@server/auth/background-mail';
import { signAccessToken } from '@server/auth/tokens';
import { useClockedApps } from './clocked-apps';
import {
  activatedAccount,
  freshIp,
  logInTokens,
  mailsTo,
  post,
  signUpForLink,
  STRONG_PASSWORD,
} from './helpers';

/** Product §11: change password, sign out everywhere, the account, its export, and its deletion. */

const apps = useClockedApps();

const NEW_PASSWORD = 'Fresh-Gold-Bars-2027';
const ip = freshIp();
const call = (method: string, url: string, access: string, body?: unknown, app = apps.t.app) =>
  app.request(url, {
    method,
    headers: {
      Authorization: `Bearer ${access}`,
      'X-Forwarded-For': ip,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const value = (access: string) => call('GET', '/api/portfolios/value/', access, undefined, apps.second.app);
const refresh = (token: string) => post(apps.t, '/auth/jwt/refresh/', { refresh: token }, { ip: freshIp() });
const login = (email: string, password: string) =>
  post(apps.t, '/api/users/login/', { email, password }, { ip: freshIp() });

describe('POST /auth/users/set_password/', () => {
  it('changes the password and ends every other session; this device stays signed in', async () => {
    const { email } = await activatedAccount(apps.t, 'change@example.com');
    const here = await logInTokens(apps.t, email);
    const there = await logInTokens(apps.t, email);
    const wrong = await call('POST', '/auth/users/set_password/', here.access, {
      current_password: 'not-my-password',
      new_password: NEW_PASSWORD,
    });
    expect([wrong.status, await wrong.json()]).toEqual([400, { current_password: ['Invalid password.'] }]);
    const weak = await call('POST', '/auth/users/set_password/', here.access, {
      current_password: STRONG_PASSWORD,
      new_password: '12345678',
    });
    expect(weak.status).toBe(400);
    expect(Object.keys((await weak.json()) as object)).toEqual(['new_password']);

    const ok = await call('POST', '/auth/users/set_password/', here.access, {
      current_password: STRONG_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(ok.status).toBe(204);
    expect((await value(here.access)).status).toBe(200);
    expect((await refresh(here.refresh)).status).toBe(200);
    expect((await value(there.access)).status).toBe(401);
    expect((await refresh(there.refresh)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email, STRONG_PASSWORD)).status).toBe(401);
  });

  it('wrong current passwords are slowed like login (429 with Retry-After after the free failures)', async () => {
    const { email } = await activatedAccount(apps.t, 'change.guess@example.com');
    const { access } = await logInTokens(apps.t, email);
    const attempt = (password: string) =>
      call('POST', '/auth/users/set_password/', access, {
        current_password: password,
        new_password: NEW_PASSWORD,
      });
    for (let i = 0; i < 6; i += 1) expect((await attempt(`guess-${i}`)).status).toBe(400);
    const res = await attempt(STRONG_PASSWORD);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/users/logout-all/', () => {
  it('ends every session, this one included, at once on every instance', async () => {
    const { email } = await activatedAccount(apps.t, 'everywhere@example.com');
    const here = await logInTokens(apps.t, email);
    const there = await logInTokens(apps.t, email);
    expect((await call('POST', '/api/users/logout-all/', here.access)).status).toBe(204);
    for (const tokens of [here, there]) {
      expect((await value(tokens.access)).status).toBe(401);
      expect((await refresh(tokens.refresh)).status).toBe(401);
    }
    expect((await login(email, STRONG_PASSWORD)).status).toBe(200);
  });
});

describe('GET /api/users/me/ and /api/users/me/export/', () => {
  it('describe the account; the export holds the transactions with their assets and never a hash or token', async () => {
    const { email } = await activatedAccount(apps.t, 'mine@example.com');
    const { access } = await logInTokens(apps.t, email);
    const me = await call('GET', '/api/users/me/', access);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      email,
      date_joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sign_in_methods: ['password'],
      language: 'ar',
    });
    const { rows } = await apps.t.ctx.pool.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    await apps.t.ctx.pool.query(
      `INSERT INTO transactions (user_id, asset_id, type, quantity, price, "timestamp")
       VALUES ($1, 11, 'buy', 2.5, 3900, '2026-11-01T12:00:00Z')`,
      [rows[0]!.id],
    );
    const res = await call('GET', '/api/users/me/export/', access);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="dahabi-export-\d{4}-\d\d-\d\d\.json"$/,
    );
    const text = await res.text();
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data).toMatchObject({
      account: { email, sign_in_methods: ['password'], is_active: true },
      transactions: [
        {
          transaction_type: 'buy',
          quantity: '2.500000',
          price: '3900.000000',
          timestamp: '2026-11-01T12:00:00.000Z',
          asset: { code: 'gram_24k', karat: 24 },
        },
      ],
      sign_ins: [expect.objectContaining({ ended_at: null })],
    });
    const { rows: secrets } = await apps.t.ctx.pool.query<{ value: string }>(
      `SELECT password_hash AS value FROM users WHERE email = $1
       UNION ALL SELECT token_hash FROM refresh_tokens r JOIN users u ON u.id = r.user_id WHERE u.email = $1
       UNION ALL SELECT token_hash FROM activation_tokens a JOIN users u ON u.id = a.user_id WHERE u.email = $1`,
      [email],
    );
    expect(secrets.length).toBeGreaterThan(2);
    for (const { value: secret } of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/hash|token/i);
  });

  it('the export lists the household members and whose gold each transaction is (product §17)', async () => {
    const { email } = await activatedAccount(apps.t, 'family.export@example.com');
    const { access } = await logInTokens(apps.t, email);
    const pool = apps.t.ctx.pool;
    const { rows } = await pool.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    const userId = rows[0]!.id;
    await pool.query(
      `INSERT INTO household_members (household_id, name, relation, colour)
       SELECT h.id, v.name, v.relation, v.colour FROM households h,
              (VALUES ('Karim', 'spouse', '#2b6cb0', 1), ('ليلى', 'child', '#b83280', 2)) AS v(name, relation, colour, n)
        WHERE h.owner_id = $1 ORDER BY v.n`,
      [userId],
    );
    for (const [name, day] of [
      ['family.export', '2026-11-01'],
      ['Karim', '2026-11-02'],
      ['ليلى', '2026-11-03'],
    ])
      await pool.query(
        `INSERT INTO transactions (user_id, asset_id, type, quantity, price, "timestamp", member_id)
         SELECT $1, 11, 'buy', 1, 3900, $3::timestamptz, m.id
           FROM households h JOIN household_members m ON m.household_id = h.id
          WHERE h.owner_id = $1 AND m.name = $2`,
        [userId, name, `${day}T12:00:00Z`],
      );
    const data = (await (await call('GET', '/api/users/me/export/', access)).json()) as {
      members: { uuid: string; name: string; relation: string; is_owner: boolean }[];
      transactions: { timestamp: string; member: { uuid: string; name: string } }[];
    };
    expect(data.members.map((m) => [m.name, m.relation, m.is_owner])).toEqual([
      ['family.export', 'self', true],
      ['Karim', 'spouse', false],
      ['ليلى', 'child', false],
    ]);
    const uuidOf = new Map(data.members.map((m) => [m.name, m.uuid]));
    expect(data.transactions.map((t) => [t.timestamp.slice(0, 10), t.member])).toEqual([
      ['2026-11-01', { uuid: uuidOf.get('family.export'), name: 'family.export' }],
      ['2026-11-02', { uuid: uuidOf.get('Karim'), name: 'Karim' }],
      ['2026-11-03', { uuid: uuidOf.get('ليلى'), name: 'ليلى' }],
    ]);
  });
});

describe('DELETE /auth/users/me/', () => {
  it('removes every row of the person in one go, e-mails them, and frees the address', async () => {
    const { email } = await activatedAccount(apps.t, 'leaving.for.good@example.com');
    const { access, refresh: refreshToken } = await logInTokens(apps.t, email);
    const { rows } = await apps.t.ctx.pool.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    const id = rows[0]!.id;
    await apps.t.ctx.pool.query(
      `INSERT INTO transactions (user_id, asset_id, type, quantity, price, "timestamp")
       VALUES ($1, 11, 'buy', 1, 3900, '2026-11-01T12:00:00Z')`,
      [id],
    );
    const wrong = await call('DELETE', '/auth/users/me/', access, { current_password: 'nope-nope-nope' });
    expect([wrong.status, await wrong.json()]).toEqual([400, { current_password: ['Invalid password.'] }]);
    const missing = await call('DELETE', '/auth/users/me/', access, {});
    expect(await missing.json()).toEqual({ current_password: ['This field is required.'] });

    expect(
      (await call('DELETE', '/auth/users/me/', access, { current_password: STRONG_PASSWORD })).status,
    ).toBe(204);

    // Every column that references users, in every table there is (later tables included), holds nothing of them,
    // and no text column anywhere holds their address.
    const { rows: references } = await apps.t.ctx.pool.query<{ table_name: string; column_name: string }>(
      `SELECT k.table_name, k.column_name
         FROM information_schema.referential_constraints r
         JOIN information_schema.key_column_usage k ON k.constraint_name = r.constraint_name
         JOIN information_schema.constraint_column_usage u ON u.constraint_name = r.unique_constraint_name
        WHERE u.table_name = 'users' AND k.table_schema = current_schema()`,
    );
    expect(references.map((r) => r.table_name)).toEqual(expect.arrayContaining(['transactions', 'sessions']));
    for (const { table_name: table, column_name: column } of references) {
      const { rows: left } = await apps.t.ctx.pool.query(
        `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = $1`,
        [id],
      );
      expect([table, left[0].n]).toEqual([table, 0]);
    }
    const { rows: textColumns } = await apps.t.ctx.pool.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND c.data_type IN ('text', 'character varying')`,
    );
    for (const { table_name: table, column_name: column } of textColumns) {
      const { rows: left } = await apps.t.ctx.pool.query(
        `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = $1`,
        [email],
      );
      expect([table, column, left[0].n]).toEqual([table, column, 0]);
    }
    const { rows: user } = await apps.t.ctx.pool.query('SELECT count(*)::int AS n FROM users WHERE id = $1', [
      id,
    ]);
    expect(user[0].n).toBe(0);

    expect((await value(access)).status).toBe(401);
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await login(email, STRONG_PASSWORD)).status).toBe(401);
    await mailSent(apps.t.ctx);
    const mails = await mailsTo(apps.t, email);
    expect(mails.map((m) => m.headers.subject)).toContain('حُذف حسابك في ذهبي');
    // The same address signs up again: a new account and a new activation link.
    apps.later(1000);
    const again = await signUpForLink(apps.t, email);
    expect(again.uid).not.toBe(Buffer.from(String(id)).toString('base64url'));
  });

  it('an account without a password: its address alone no longer deletes it; the e-mailed link does (product §16)', async () => {
    const passwordless = async (email: string) => {
      const { rows } = await apps.t.ctx.pool.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, is_active, google_sub) VALUES ($1, NULL, true, $2) RETURNING id`,
        [email, `g-${email}`],
      );
      return { id: rows[0]!.id, access: await signAccessToken(apps.t.ctx, { id: rows[0]!.id, email }) };
    };
    const exists = async (id: number) =>
      (await apps.t.ctx.pool.query('SELECT 1 FROM users WHERE id = $1', [id])).rowCount === 1;
    const owner = await passwordless('google.only@example.com');
    const other = await passwordless('google.other@example.com');
    const me = await call('GET', '/api/users/me/', owner.access);
    expect(((await me.json()) as { sign_in_methods: string[] }).sign_in_methods).toEqual(['google']);

    for (const body of [{ email: 'google.only@example.com' }, {}]) {
      const refused = await call('DELETE', '/auth/users/me/', owner.access, body);
      expect([refused.status, await refused.json()]).toEqual([
        400,
        { non_field_errors: ['Confirm with Google, or with the link we e-mail you.'] },
      ]);
    }
    expect(await exists(owner.id)).toBe(true);

    // The link by e-mail: an hour, this account only.
    const sent = await call('POST', '/api/users/me/deletion-link/', owner.access);
    expect(sent.status).toBe(202);
    await mailSent(apps.t.ctx);
    const tokenOf = async () => {
      const mails = (await mailsTo(apps.t, 'google.only@example.com')).filter(
        (m) => m.headers.subject === 'تأكيد حذف حسابك في ذهبي',
      );
      const link = /\/dashboard\/settings\?delete=([\w.%-]+)/.exec(mails.at(-1)!.text)![1]!;
      return { count: mails.length, token: decodeURIComponent(link) };
    };
    const first = await tokenOf();
    expect(first.count).toBe(1);
    const invalid = {
      confirmation: ['This confirmation link is invalid or has expired. Ask for a new one.'],
    };
    const byOther = await call('DELETE', '/auth/users/me/', other.access, { confirmation: first.token });
    expect([byOther.status, await byOther.json()]).toEqual([400, invalid]);
    expect(await exists(other.id)).toBe(true);
    const forged = `${first.token.slice(0, -2)}xx`;
    expect((await call('DELETE', '/auth/users/me/', owner.access, { confirmation: forged })).status).toBe(
      400,
    );
    apps.later(60 * 60 * 1000 + 1);
    // A new access token for the later hour (the first one has expired too).
    owner.access = await signAccessToken(apps.t.ctx, { id: owner.id, email: 'google.only@example.com' });
    const expired = await call('DELETE', '/auth/users/me/', owner.access, { confirmation: first.token });
    expect([expired.status, await expired.json()]).toEqual([400, invalid]);
    expect(await exists(owner.id)).toBe(true);

    expect((await call('POST', '/api/users/me/deletion-link/', owner.access)).status).toBe(202);
    await mailSent(apps.t.ctx);
    const second = await tokenOf();
    expect(second.count).toBe(2);
    expect(
      (await call('DELETE', '/auth/users/me/', owner.access, { confirmation: second.token })).status,
    ).toBe(204);
    expect(await exists(owner.id)).toBe(false);
  });

  it('a deletion link is for accounts without a password, and at most three an hour', async () => {
    const { email } = await activatedAccount(apps.t, 'has.password@example.com');
    const { access } = await logInTokens(apps.t, email);
    const refused = await call('POST', '/api/users/me/deletion-link/', access);
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { detail: 'Your account has a password: confirm with it.' },
    ]);
    const { rows } = await apps.t.ctx.pool.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, is_active, google_sub) VALUES ('many.links@example.com', NULL, true, 'g-many') RETURNING id`,
    );
    const google = await signAccessToken(apps.t.ctx, { id: rows[0]!.id, email: 'many.links@example.com' });
    for (let i = 0; i < 3; i += 1)
      expect((await call('POST', '/api/users/me/deletion-link/', google)).status).toBe(202);
    const fourth = await call('POST', '/api/users/me/deletion-link/', google);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    await mailSent(apps.t.ctx);
  });
});
