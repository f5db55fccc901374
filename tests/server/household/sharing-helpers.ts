import { expect } from 'vitest';
import type { Household } from '@contract/household';
import type { Invitation } from '@contract/household-sharing';
import { createActiveUser } from '@tests/support/auth-fixtures';
import type { TestApp } from '@tests/support/test-app';
import { mailsTo, type ParsedMail } from '@tests/server/auth/helpers';
import { caller, type Caller } from '@tests/server/portfolio/helpers';

/** Sharing a household in tests (product §13): people, invitations from the outbox, accepted shares. */

export const TX = '/api/portfolios/transactions/';
export const MEMBERS = '/api/household/members/';
export const INVITATIONS = '/api/household/invitations/';
export const ACCEPT = '/api/household/invitations/accept/';
export const ACCESS = '/api/household/access/';

export interface Person {
  id: number;
  email: string;
  authHeader: string;
  api: Caller;
}

export async function newPerson(t: TestApp, language: 'ar' | 'en' = 'ar', email?: string): Promise<Person> {
  const u = await createActiveUser(t.ctx, email, { language });
  return { id: u.user.id, email: u.user.email, authHeader: u.authHeader, api: caller(t, u.authHeader) };
}

/** The caller's own household (the first of GET /api/households/). */
export async function ownHousehold(person: Person): Promise<Household> {
  const reply = await person.api.get('/api/households/');
  expect(reply.status, reply.text).toBe(200);
  return (reply.body as Household[])[0]!;
}

/** The token of an invitation link (`PUBLIC_URL/invitations/{token}`) in a mail. */
export function invitationTokenIn(t: TestApp, mail: ParsedMail): string {
  const prefix = `${t.ctx.config.publicUrl}/invitations/`;
  const at = mail.text.indexOf(prefix);
  if (at === -1) throw new Error(`no invitation link in:\n${mail.text}`);
  return /^[\w-]+/.exec(mail.text.slice(at + prefix.length))![0];
}

/**
 * Invites the address as `role`: the invitation, and the one e-mail it sent (the test clock stands still, so mails
 * are told apart by what was there before, not by their time).
 */
export async function invite(
  t: TestApp,
  owner: Person,
  email: string,
  role: 'viewer' | 'editor',
): Promise<{ invitation: Invitation; token: string; mail: ParsedMail }> {
  const address = email.toLowerCase();
  const before = new Set((await mailsTo(t, address)).map((m) => m.text));
  const reply = await owner.api.post(INVITATIONS, { email, role });
  expect(reply.status, reply.text).toBe(201);
  const sent = (await mailsTo(t, address)).filter((m) => !before.has(m.text));
  expect(sent).toHaveLength(1);
  const mail = sent[0]!;
  return { invitation: reply.body as Invitation, token: invitationTokenIn(t, mail), mail };
}

/** Invites `guest` to `owner`'s household as `role` and accepts: the household's uuid. */
export async function share(
  t: TestApp,
  owner: Person,
  guest: Person,
  role: 'viewer' | 'editor',
): Promise<string> {
  const { token } = await invite(t, owner, guest.email, role);
  const accepted = await guest.api.post(ACCEPT, { token });
  expect(accepted.status, accepted.text).toBe(200);
  return (accepted.body as Household).uuid;
}
