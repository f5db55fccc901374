import { eq, sql } from 'drizzle-orm';
import type { Language } from '@contract/auth';
import type { AppContext } from '../app-context';
import { users, type UserRow } from '../db/schema/auth';

/** Accounts: one row per e-mail address, stored normalised. */

/**
 * One spelling per address: trimmed and lower-cased as a whole (DESIGN §4.1), so `Ahmed@Mail.com` and
 * `ahmed@mail.com ` are the same account at sign-up, login and Google linking alike.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(ctx: AppContext, email: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row;
}

export async function findUserById(ctx: AppContext, id: number): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByGoogleSub(ctx: AppContext, sub: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.googleSub, sub));
  return row;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  isActive: boolean;
  language: Language;
  googleSub?: string;
  /** An id taken beforehand with reserveUserId (sign-up); the sequence's next value otherwise. */
  id?: number;
}

/** Inserts the account, or returns undefined when the address is taken (a concurrent sign-up included). */
export async function insertUser(ctx: AppContext, user: NewUser): Promise<UserRow | undefined> {
  const insert = user.id === undefined ? ctx.db.insert(users) : ctx.db.insert(users).overridingSystemValue();
  const [row] = await insert
    .values({
      ...(user.id === undefined ? {} : { id: user.id }),
      email: normaliseEmail(user.email),
      passwordHash: user.passwordHash,
      isActive: user.isActive,
      language: user.language,
      googleSub: user.googleSub ?? null,
      termsAcceptedAt: sql`now()`,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

/**
 * The next account id, taken before the insert. Sign-up takes exactly one whether or not the address is free and
 * answers with it, so neither the `id` nor the ids that follow tell a registered address apart (DESIGN §4.1).
 */
export async function reserveUserId(ctx: AppContext): Promise<number> {
  const { rows } = await ctx.pool.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence('users', 'id')) AS id`,
  );
  return Number(rows[0]!.id);
}

/** Activated by its link or by an administrator: active, and no longer marked deactivated. */
export async function markActive(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.update(users).set({ isActive: true, deactivatedAt: null }).where(eq(users.id, id));
}

export function toAuthUser(row: Pick<UserRow, 'id' | 'email'>) {
  return { id: row.id, email: row.email };
}
