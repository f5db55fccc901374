import { describe, expect, it } from 'vitest';
import { mailSent } from '@server/auth/background-mail';
import { PASSWORD_RESET_LIFETIME_MS } from '@server/auth/password-reset';
import { createActiveUser } from '@tests/support/auth-fixtures';
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

/** Product §11: forgotten passwords (Djoser's reset_password and reset_password_confirm) and their rules. */

const apps = useClockedApps({ captureLogs: true });

const NEW_PASSWORD = 'Fresh-Gold-Bars-2027';
const ask = (email: string) => post(apps.t, '/auth/users/reset_password/', { email }, { ip: freshIp() });
const confirm = (body: object) =>
  post(apps.t, '/auth/users/reset_password_confirm/', body, { ip: freshIp() });
const login = (email: string, password: string) =>
  post(apps.t, '/api/users/login/', { email, password }, { ip: freshIp() });

/** Asks for a link and returns its uid and token from the newest e-mail. */
async function resetLink(email: string) {
  // The outbox orders files by the clock: a second later than any e-mail before.
  apps.later(1000);
  expect((await ask(email)).status).toBe(204);
  await mailSent(apps.t.ctx);
  const mail = (await mailsTo(apps.t, email)).at(-1)!;
  const match = new RegExp(
    `${apps.t.ctx.config.publicUrl}/password-reset/([A-Za-z0-9_-]+)/([A-Za-z0-9_-]+)`,
  ).exec(mail.text);
  if (!match) throw new Error(`no reset link in:\n${mail.text}`);
  return { uid: match[1]!, token: match[2]!, mail };
}

describe('POST /auth/users/reset_password/', () => {
  it('answers the same 204 for a known and an unknown address; only the account gets an e-mail, in its language', async () => {
    await createActiveUser(apps.t.ctx, 'reset.en@example.com', { language: 'en' });
    const known = await ask('Reset.EN@example.com ');
    const unknown = await ask('nobody.here@example.com');
    expect([known.status, unknown.status]).toEqual([204, 204]);
    expect([known.text, unknown.text]).toEqual(['', '']);
    const names = (r: typeof known) => [...r.headers.keys()].filter((n) => n !== 'x-request-id').sort();
    expect(names(known)).toEqual(names(unknown));
    await mailSent(apps.t.ctx);
    expect(await mailsTo(apps.t, 'nobody.here@example.com')).toEqual([]);
    const { mail, token } = await resetLink('reset.en@example.com');
    expect(mail.headers.subject).toBe('Reset your Dahabi password');
    expect(mail.headers['content-language']).toBe('en');
    // Stored only hashed.
    const { rows } = await apps.t.ctx.pool.query('SELECT token_hash FROM password_reset_tokens');
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('is limited per address without blocking its owner: five requests, then no more e-mails, and the newest links work (product §16)', async () => {
    const { email } = await activatedAccount(apps.t, 'reset.bombed@example.com');
    const links = [];
    for (let i = 0; i < 5; i += 1) links.push(await resetLink(email));
    // The sixth, from anyone, answers as every request does but sends nothing: the address's owner already has
    // live links in their mailbox (the newest one outlives the hour the limit lasts).
    const mailsBefore = (await mailsTo(apps.t, email)).length;
    apps.later(1000);
    const sixth = await ask(email);
    expect(sixth.status).toBe(204);
    await mailSent(apps.t.ctx);
    expect(await mailsTo(apps.t, email)).toHaveLength(mailsBefore);
    // Only the newest two are live: the third newest was superseded.
    const third = links.at(-3)!;
    expect((await confirm({ uid: third.uid, token: third.token, new_password: NEW_PASSWORD })).status).toBe(
      400,
    );
    const second = links.at(-2)!;
    expect((await confirm({ uid: second.uid, token: second.token, new_password: NEW_PASSWORD })).status).toBe(
      204,
    );
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('POST /auth/users/reset_password_confirm/', () => {
  it('sets the password once: the link used twice is refused, and no password or token was logged', async () => {
    const { email } = await activatedAccount(apps.t, 'reset.once@example.com');
    const { uid, token } = await resetLink(email);
    expect((await confirm({ uid, token, new_password: NEW_PASSWORD })).status).toBe(204);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email, STRONG_PASSWORD)).status).toBe(401);
    const again = await confirm({ uid, token, new_password: 'Another-Gold-Bar-2028' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ token: ['Invalid token for given user.'] });
    const log = apps.logLines.join('');
    for (const secret of [token, NEW_PASSWORD, STRONG_PASSWORD]) expect(log).not.toContain(secret);
  });

  it('refuses a link older than an hour', async () => {
    const { email } = await activatedAccount(apps.t, 'reset.late@example.com');
    const { uid, token } = await resetLink(email);
    apps.later(PASSWORD_RESET_LIFETIME_MS + 1000);
    expect((await confirm({ uid, token, new_password: NEW_PASSWORD })).body).toEqual({
      token: ['Invalid token for given user.'],
    });
    expect((await login(email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('a link outlives one newer request (the owner may be about to use it) and dies at the second', async () => {
    const { email } = await activatedAccount(apps.t, 'reset.twice@example.com');
    const oldest = await resetLink(email);
    const older = await resetLink(email);
    const newer = await resetLink(email);
    expect((await confirm({ uid: oldest.uid, token: oldest.token, new_password: NEW_PASSWORD })).status).toBe(
      400,
    );
    expect((await confirm({ uid: older.uid, token: older.token, new_password: NEW_PASSWORD })).status).toBe(
      204,
    );
    // A reset kills every other link.
    expect(
      (await confirm({ uid: newer.uid, token: newer.token, new_password: 'Another-Gold-Bar-2028' })).status,
    ).toBe(400);
  });

  it('junk confirmations from another address do not block the owner’s link; they are refused per (uid, address) (product §16)', async () => {
    const { email } = await activatedAccount(apps.t, 'reset.blocked@example.com');
    const link = await resetLink(email);
    const attacker = freshIp();
    const junk = () =>
      post(
        apps.t,
        '/auth/users/reset_password_confirm/',
        { uid: link.uid, token: 'junk', new_password: NEW_PASSWORD },
        { ip: attacker },
      );
    for (let i = 0; i < 10; i += 1) expect((await junk()).status).toBe(400);
    expect((await junk()).status).toBe(429);
    // The owner, from their address, with the real link:
    expect((await confirm({ uid: link.uid, token: link.token, new_password: NEW_PASSWORD })).status).toBe(
      204,
    );
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('a valid link goes through even from an address that is over its limit (a shared carrier address)', async () => {
    const { email } = await activatedAccount(apps.t, 'reset.shared.ip@example.com');
    const link = await resetLink(email);
    const shared = freshIp();
    const from = (token: string) =>
      post(
        apps.t,
        '/auth/users/reset_password_confirm/',
        { uid: link.uid, token, new_password: NEW_PASSWORD },
        { ip: shared },
      );
    for (let i = 0; i < 11; i += 1) await from('junk');
    expect((await from('junk')).status).toBe(429);
    expect((await from(link.token)).status).toBe(204);
  });

  it('a password change kills the link', async () => {
    const { email } = await activatedAccount(apps.t, 'reset.changed@example.com');
    const link = await resetLink(email);
    const { access } = await logInTokens(apps.t, email);
    const changed = await apps.t.app.request('/auth/users/set_password/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${access}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD }),
    });
    expect(changed.status).toBe(204);
    expect(
      (await confirm({ uid: link.uid, token: link.token, new_password: 'Another-Gold-Bar-2028' })).status,
    ).toBe(400);
  });

  it('ends every session: refresh tokens refused, access tokens refused at once on a second instance', async () => {
    const { email } = await activatedAccount(apps.t, 'reset.sessions@example.com');
    const phone = await logInTokens(apps.t, email);
    const laptop = await logInTokens(apps.t, email);
    const value = (access: string) =>
      apps.second.app.request('/api/portfolios/value/', { headers: { Authorization: `Bearer ${access}` } });
    expect((await value(phone.access)).status).toBe(200);
    const link = await resetLink(email);
    expect((await confirm({ uid: link.uid, token: link.token, new_password: NEW_PASSWORD })).status).toBe(
      204,
    );
    for (const tokens of [phone, laptop]) {
      expect((await value(tokens.access)).status).toBe(401);
      expect(
        (await post(apps.t, '/auth/jwt/refresh/', { refresh: tokens.refresh }, { ip: freshIp() })).status,
      ).toBe(401);
    }
  });

  it('activates an account never activated, and gives a Google account a password', async () => {
    await signUpForLink(apps.t, 'reset.pending@example.com', { password: 'Someone-Elses-Pass-1' });
    const pending = await resetLink('reset.pending@example.com');
    expect(
      (await confirm({ uid: pending.uid, token: pending.token, new_password: NEW_PASSWORD })).status,
    ).toBe(204);
    expect((await login('reset.pending@example.com', NEW_PASSWORD)).status).toBe(200);

    await apps.t.ctx.pool.query(
      `INSERT INTO users (email, password_hash, is_active, google_sub) VALUES ('reset.google@example.com', NULL, true, 'g-1')`,
    );
    const google = await resetLink('reset.google@example.com');
    expect((await confirm({ uid: google.uid, token: google.token, new_password: NEW_PASSWORD })).status).toBe(
      204,
    );
    expect((await login('reset.google@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('answers DRF-shaped 400s: a bad uid, a bad token, a weak password (the link stays usable)', async () => {
    const { email } = await activatedAccount(apps.t, 'reset.errors@example.com');
    const link = await resetLink(email);
    expect((await confirm({ uid: 'bm9wZQ', token: link.token, new_password: NEW_PASSWORD })).body).toEqual({
      uid: ["Invalid user id or user doesn't exist."],
    });
    expect((await confirm({ uid: link.uid, token: 'guess', new_password: NEW_PASSWORD })).body).toEqual({
      token: ['Invalid token for given user.'],
    });
    const weak = await confirm({ uid: link.uid, token: link.token, new_password: 'abc' });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({
      new_password: [
        'This password is too short. It must contain at least 8 characters.',
        'This password is too common.',
      ],
    });
    expect((await confirm({ uid: link.uid, token: link.token, new_password: NEW_PASSWORD })).status).toBe(
      204,
    );
    expect((await confirm({ uid: link.uid })).body).toEqual({
      token: ['This field is required.'],
      new_password: ['This field is required.'],
    });
  });
});
