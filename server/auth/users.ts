import type { Language } from '@contract/auth';
import type { AppContext } from '../app-context';

/** Accounts: one row per e-mail address, stored normalised. */

/**
 * One spelling per address: trimmed and lower-cased as a whole (architecture §4.1), so `Ahmed@Mail.com` and
 * `ahmed@mail.com ` are the same account at sign-up, login and Google linking alike.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An account as the code sees it: server/db/migrations/0101_users.sql's columns, camel-cased. */
export interface UserRow {
  id: number;
  email: string;
  passwordHash: string | null;
  isActive: boolean;
  googleSub: string | null;
  termsAcceptedAt: Date | null;
  deactivatedAt: Date | null;
  language: Language;
  createdAt: Date;
}

/** The columns every query below returns, named as UserRow's fields (pg returns timestamptz as Date). */
const USER_COLUMNS = `id, email, password_hash AS "passwordHash", is_active AS "isActive", google_sub AS "googleSub",
  terms_accepted_at AS "termsAcceptedAt", deactivated_at AS "deactivatedAt", language, created_at AS "createdAt"`;

async function findUserWhere(ctx: AppContext, column: 'email' | 'id' | 'google_sub', value: unknown) {
  const { rows } = await ctx.pool.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE ${column} = $1`, [
    value,
  ]);
  return rows[0];
}

export async function findUserByEmail(ctx: AppContext, email: string): Promise<UserRow | undefined> {
  return findUserWhere(ctx, 'email', normaliseEmail(email));
}

export async function findUserById(ctx: AppContext, id: number): Promise<UserRow | undefined> {
  return findUserWhere(ctx, 'id', id);
}

export async function findUserByGoogleSub(ctx: AppContext, sub: string): Promise<UserRow | undefined> {
  return findUserWhere(ctx, 'google_sub', sub);
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
  // OVERRIDING SYSTEM VALUE: the id column is GENERATED ALWAYS; sign-up inserts the id it reserved beforehand.
  const { rows } = await ctx.pool.query<UserRow>(
    `INSERT INTO users (id, email, password_hash, is_active, language, google_sub, terms_accepted_at)
     OVERRIDING SYSTEM VALUE
     VALUES (COALESCE($1::integer, nextval(pg_get_serial_sequence('users', 'id'))::integer), $2, $3, $4, $5, $6, now())
     ON CONFLICT (email) DO NOTHING
     RETURNING ${USER_COLUMNS}`,
    [
      user.id ?? null,
      normaliseEmail(user.email),
      user.passwordHash,
      user.isActive,
      user.language,
      user.googleSub ?? null,
    ],
  );
  return rows[0];
}

/**
 * The next account id, taken before the insert. Sign-up takes exactly one whether or not the address is free and
 * answers with it, so neither the `id` nor the ids that follow tell a registered address apart (architecture §4.1).
 */
export async function reserveUserId(ctx: AppContext): Promise<number> {
  const { rows } = await ctx.pool.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence('users', 'id')) AS id`,
  );
  return Number(rows[0]!.id);
}

/** Activated by its link or by an administrator: active, and no longer marked deactivated. */
export async function markActive(ctx: AppContext, id: number): Promise<void> {
  await ctx.pool.query('UPDATE users SET is_active = true, deactivated_at = NULL WHERE id = $1', [id]);
}

export function toAuthUser(row: Pick<UserRow, 'id' | 'email'>) {
  return { id: row.id, email: row.email };
}
