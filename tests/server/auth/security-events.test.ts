import { describe, expect, it } from 'vitest';
import { mailSent } from '@server/auth/background-mail';
import { useClockedApps } from './clocked-apps';
import { activationLinkIn, mailsTo, post } from './helpers';

/**
 * Product §16: every security event of sign-up, activation, sign-in and recovery is one structured `security` line
 * with the user id, the client address and the outcome, and never an e-mail address, password, token or uid.
 */

const apps = useClockedApps({ captureLogs: true });

const EMAIL = 'logged.person@example.com';
const PASSWORD = 'Logged-Gold-Savings-42';
const NEW_PASSWORD = 'Logged-Fresh-Bars-2027';
const IP = '2001:db8::7e:1';

interface SecurityLine {
  security: string;
  outcome: string;
  userId: number | null;
  ip: string;
  reason?: string;
}

/** The security lines logged while `act` ran. */
async function linesOf(act: () => Promise<unknown>): Promise<SecurityLine[]> {
  const from = apps.logLines.length;
  await act();
  return apps.logLines
    .slice(from)
    .map((line) => JSON.parse(line) as Partial<SecurityLine>)
    .filter((line): line is SecurityLine => typeof line.security === 'string');
}

const call = (url: string, body: object) => post(apps.t, url, body, { ip: IP });

describe('security events of the account calls (product §16)', () => {
  it('logs each event once, with the user id and the client address, and no secret', async () => {
    const signUp = (password: string) =>
      call('/auth/users/', { email: EMAIL, password, terms_accepted: true });
    const [created] = await linesOf(() => signUp(PASSWORD));
    expect(created).toMatchObject({ security: 'signup', outcome: 'succeeded', ip: IP });
    const userId = created!.userId!;
    expect(userId).toBeGreaterThan(0);

    const mail = (await mailsTo(apps.t, EMAIL)).at(-1)!;
    const { uid, token } = activationLinkIn(mail.text, apps.t.ctx.config.publicUrl);
    expect(await linesOf(() => call('/auth/users/activation/', { uid, token: 'junk' }))).toEqual([
      expect.objectContaining({ security: 'activation', outcome: 'failed', reason: 'invalid_token', ip: IP }),
    ]);
    expect(await linesOf(() => call('/auth/users/activation/', { uid, token }))).toEqual([
      expect.objectContaining({ security: 'activation', outcome: 'succeeded', userId, ip: IP }),
    ]);
    expect(await linesOf(() => signUp('Another-Gold-Bar-2028'))).toEqual([
      expect.objectContaining({ security: 'signup', outcome: 'refused', userId, reason: 'address_taken' }),
    ]);

    const logIn = (password: string) => call('/api/users/login/', { email: EMAIL, password });
    expect(await linesOf(() => logIn(PASSWORD))).toEqual([
      expect.objectContaining({ security: 'signin', outcome: 'succeeded', userId, ip: IP }),
    ]);
    expect(await linesOf(() => logIn('wrong-password-1'))).toEqual([
      expect.objectContaining({
        security: 'signin',
        outcome: 'failed',
        userId,
        reason: 'wrong_password',
        ip: IP,
      }),
    ]);
    // Past the free failures (docs/decisions/012) the pair waits: a lock-out line, once per refused attempt.
    for (let i = 2; i <= 6; i += 1) await logIn(`wrong-password-${i}`);
    expect(await linesOf(() => logIn('wrong-password-7'))).toEqual([
      expect.objectContaining({
        security: 'signin.locked',
        outcome: 'throttled',
        reason: 'failures',
        ip: IP,
      }),
    ]);

    apps.later(1000); // the outbox orders its files by the clock: the reset e-mail comes last
    expect(await linesOf(() => call('/auth/users/reset_password/', { email: EMAIL }))).toEqual([
      expect.objectContaining({ security: 'password_reset.request', outcome: 'succeeded', userId, ip: IP }),
    ]);
    await mailSent(apps.t.ctx);
    const reset = /\/password-reset\/([\w-]+)\/([\w-]+)/.exec((await mailsTo(apps.t, EMAIL)).at(-1)!.text)!;
    const confirm = { uid: reset[1]!, token: reset[2]!, new_password: NEW_PASSWORD };
    expect(await linesOf(() => call('/auth/users/reset_password_confirm/', confirm))).toEqual([
      expect.objectContaining({ security: 'password_reset.confirm', outcome: 'succeeded', userId, ip: IP }),
    ]);

    // No line holds an address or a password; no security line a token or uid either. (Without SMTP_URL the
    // outbox's own line prints the activation link on purpose, README: the development set-up.)
    const log = apps.logLines.join('');
    for (const secret of [EMAIL, PASSWORD, NEW_PASSWORD, 'wrong-password-1'])
      expect(log).not.toContain(secret);
    const security = apps.logLines.filter((line) => line.includes('"security"')).join('');
    for (const secret of [token, uid, reset[1]!, reset[2]!]) expect(security).not.toContain(secret);
  });

  it('a repeat sign-up before activation is logged as a resend that dropped the password', async () => {
    const email = 'logged.twice@example.com';
    const signUp = (password: string) => call('/auth/users/', { email, password, terms_accepted: true });
    const [created] = await linesOf(() => signUp(PASSWORD));
    expect(await linesOf(() => signUp(NEW_PASSWORD))).toEqual([
      expect.objectContaining({
        security: 'activation.resend',
        outcome: 'succeeded',
        userId: created!.userId,
        reason: 'repeat_signup_password_dropped',
      }),
    ]);
  });
});
