import type { ExportResponse, MeResponse, SignInMethod } from '@contract/auth';
import type { AppContext } from '../app-context';
import { inTransaction } from '../db/transaction';
import { sendMail } from '../mail/mailer';
import { accountDeletedMail } from '../mail/templates/auth-mails';
import { sendLater } from './background-mail';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { passwordProblems } from './password-rules';
import { afterPasswordChange } from './password-reset';
import { findUserById } from './users';
import type { UserRow } from './users';

/**
 * What a signed-in person can do with their account (product §11): see it, change its password, take their data away
 * and delete it. The routes (./account-routes.ts) rate-limit the password checks and map results to Djoser's answers.
 */

function signInMethods(user: Pick<UserRow, 'passwordHash' | 'googleSub'>): SignInMethod[] {
  return [
    ...(user.passwordHash ? ['password' as const] : []),
    ...(user.googleSub ? ['google' as const] : []),
  ];
}

export function describeAccount(user: UserRow): MeResponse {
  return {
    email: user.email,
    date_joined: user.createdAt.toISOString(),
    sign_in_methods: signInMethods(user),
    language: user.language,
  };
}

/** False for a wrong password and for an account without one, after the same argon2 work. */
export async function checkPassword(user: Pick<UserRow, 'passwordHash'>, password: string): Promise<boolean> {
  return user.passwordHash ? verifyPassword(user.passwordHash, password) : verifyAgainstDummy(password);
}

export type ChangeResult = { ok: true } | { ok: false; field: 'new_password'; problems: string[] };

/**
 * POST /auth/users/set_password/ after the current password was checked: the new hash, reset links dead, and every
 * other session ended; `keep` (the device that made the change) stays signed in.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  newPassword: string,
  keep: string | undefined,
): Promise<ChangeResult> {
  const problems = passwordProblems(newPassword, user.email);
  if (problems.length > 0) return { ok: false, field: 'new_password', problems };
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(ctx.pool, async (client) => {
    await client.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, passwordHash]);
    await afterPasswordChange(ctx, client, user.id, keep);
  });
  ctx.log.info({ userId: user.id }, 'password changed: other sessions ended');
  return { ok: true };
}

/**
 * The tables holding a column that references users(id) as the rows' owner, found in the catalogue so later tables
 * are covered.
 */
async function tablesOfPeople(ctx: AppContext): Promise<{ table: string; column: string }[]> {
  const { rows } = await ctx.pool.query<{ table: string; column: string }>(
    `SELECT c.conrelid::regclass::text AS table, a.attname AS column
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass AND cardinality(c.conkey) = 1
        -- ON DELETE SET NULL columns only say who did something (a shared household's created_by, product §13):
        -- those rows are someone else's and stay, with the column emptied when the account goes.
        AND c.confdeltype <> 'n'
      ORDER BY 1, 2`,
  );
  return rows;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * DELETE /auth/users/me/ after the person confirmed: the account and every row that references it, in one
 * transaction, then a short confirmation e-mail. The address is free to sign up again at once.
 */
export async function deleteAccount(ctx: AppContext, user: UserRow): Promise<void> {
  const tables = await tablesOfPeople(ctx);
  await inTransaction(ctx.pool, async (client) => {
    await client.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    // Explicitly, not only by ON DELETE CASCADE: a later table that forgets it must not keep the person's rows.
    for (const { table, column } of tables)
      await client.query(`DELETE FROM ${table} WHERE ${quote(column)} = $1`, [user.id]);
    await client.query('DELETE FROM users WHERE id = $1', [user.id]);
  });
  ctx.log.info({ userId: user.id }, 'account deleted');
  sendLater(ctx, async () => {
    await sendMail(ctx, accountDeletedMail(user.email, user.language));
  });
}

/** Tables whose rows are secrets or the account itself: never exported as "other". */
const NOT_EXPORTED = new Set([
  'users',
  'transactions',
  'sessions',
  'refresh_tokens',
  'activation_tokens',
  'password_reset_tokens',
]);
const SECRET_COLUMN = /hash|token|secret|password/i;

/** GET /api/users/me/export/: everything stored about the person, never a hash or a token. */
export async function exportAccount(ctx: AppContext, userId: number): Promise<ExportResponse | null> {
  const user = await findUserById(ctx, userId);
  if (!user) return null;
  const { rows: transactions } = await ctx.pool.query(
    `SELECT t.uuid, t.type, t.quantity::text AS quantity, t.price::text AS price, t."timestamp", t.created_at,
            t.updated_at, a.code, a.main_type, a.name_en, a.name_ar, a.karat, a.weight::text AS weight,
            a.currency_code, m.uuid::text AS member_uuid, m.name AS member_name
       FROM transactions t JOIN assets a ON a.id = t.asset_id JOIN household_members m ON m.id = t.member_id
      WHERE t.user_id = $1 ORDER BY t."timestamp", t.created_at`,
    [userId],
  );
  // Whose gold each record is (product §17): without the members a family's records cannot be restored.
  const { rows: members } = await ctx.pool.query<ExportResponse['members'][number]>(
    `SELECT m.uuid::text AS uuid, m.name, m.relation, m.colour, m.is_owner
       FROM households h JOIN household_members m ON m.household_id = h.id
      WHERE h.owner_id = $1 ORDER BY m.is_owner DESC, m.id`,
    [userId],
  );
  const { rows: sessions } = await ctx.pool.query<{ authenticated_at: Date; revoked_at: Date | null }>(
    'SELECT authenticated_at, revoked_at FROM sessions WHERE user_id = $1 ORDER BY authenticated_at',
    [userId],
  );
  const other: Record<string, Record<string, unknown>[]> = {};
  for (const { table, column } of await tablesOfPeople(ctx)) {
    if (NOT_EXPORTED.has(table)) continue;
    const { rows } = await ctx.pool.query<Record<string, unknown>>(
      `SELECT * FROM ${table} WHERE ${quote(column)} = $1`,
      [userId],
    );
    other[table] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([name]) => name !== column && !SECRET_COLUMN.test(name))
          .map(([name, value]) => [name, value instanceof Date ? value.toISOString() : value]),
      ),
    );
  }
  return {
    exported_at: ctx.now().toISOString(),
    account: {
      ...describeAccount(user),
      is_active: user.isActive,
      terms_accepted_at: user.termsAcceptedAt?.toISOString() ?? null,
    },
    members,
    transactions: transactions.map((t) => ({
      uuid: t.uuid,
      transaction_type: t.type,
      asset: {
        code: t.code,
        main_type: t.main_type,
        name_en: t.name_en,
        name_ar: t.name_ar,
        karat: t.karat,
        weight: t.weight,
        currency_code: t.currency_code,
      },
      quantity: t.quantity,
      price: t.price,
      member: { uuid: t.member_uuid, name: t.member_name },
      timestamp: (t.timestamp as Date).toISOString(),
      created_at: (t.created_at as Date).toISOString(),
      updated_at: (t.updated_at as Date).toISOString(),
    })),
    sign_ins: sessions.map((s) => ({
      signed_in_at: s.authenticated_at.toISOString(),
      ended_at: s.revoked_at?.toISOString() ?? null,
    })),
    other,
  };
}
