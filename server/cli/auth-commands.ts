import type { AppContext } from '../app-context';
import { revokeAllSessions } from '../auth/sessions';
import { findUserByEmail, normaliseEmail, type UserRow } from '../auth/users';
import { userCheckNotificationsSent } from '../auth/user-check-cache';
import type { CliCommand } from './cli-command';

/**
 * `npm run admin -- users:list | users:activate EMAIL | users:deactivate EMAIL` (product §4). Each command gets the
 * context of the database the server uses (server/cli.ts builds it) and writes lines for a person to read.
 */

export const authCommands: Record<string, CliCommand> = {
  'users:list': {
    usage: 'users:list',
    description: 'List every account: id, e-mail, state, sign-in methods, creation date.',
    async run(ctx, _args, out) {
      const { rows } = await ctx.pool.query<UserListRow>(
        `SELECT id, email, is_active, deactivated_at IS NOT NULL AS deactivated,
                password_hash IS NOT NULL AS has_password, google_sub IS NOT NULL AS has_google,
                language, created_at,
                (SELECT count(*)::int FROM refresh_tokens r
                  WHERE r.user_id = u.id AND r.revoked_at IS NULL AND r.replaced_at IS NULL AND r.expires_at > now())
                  AS sessions
           FROM users u ORDER BY id`,
      );
      if (rows.length === 0) {
        out('No accounts yet.');
        return 0;
      }
      out(formatTable(rows));
      out(`${rows.length} account${rows.length === 1 ? '' : 's'}.`);
      return 0;
    },
  },

  'users:activate': onAccount(
    'users:activate',
    'Activate an account without its e-mail link (also undoes users:deactivate).',
    async (ctx, user, out) => {
      if (user.isActive) {
        out(`${user.email} is already active.`);
        return 0;
      }
      await ctx.pool.query('UPDATE users SET is_active = true, deactivated_at = NULL WHERE id = $1', [
        user.id,
      ]);
      await userCheckNotificationsSent(ctx);
      out(`Activated ${user.email} (id ${user.id}).`);
      return 0;
    },
  ),

  'users:deactivate': onAccount(
    'users:deactivate',
    'Deactivate an account and end all its sessions (its refresh tokens are revoked at once).',
    async (ctx, user, out) => {
      await ctx.pool.query(
        'UPDATE users SET is_active = false, deactivated_at = COALESCE(deactivated_at, $2) WHERE id = $1',
        [user.id, ctx.now()],
      );
      // Unused activation links must not bring the account back.
      await ctx.pool.query(
        'UPDATE activation_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
        [user.id, ctx.now()],
      );
      const ended = await revokeAllSessions(ctx, user.id);
      // Every instance's kept user check has heard of it before the command says so (user-check-cache.ts).
      await userCheckNotificationsSent(ctx);
      out(
        `Deactivated ${user.email} (id ${user.id}); ${ended} refresh token${ended === 1 ? '' : 's'} revoked. ` +
          'Access tokens already issued are refused from now on.',
      );
      return 0;
    },
  ),
};

interface UserListRow {
  id: number;
  email: string;
  is_active: boolean;
  deactivated: boolean;
  has_password: boolean;
  has_google: boolean;
  language: string;
  created_at: Date;
  sessions: number;
}

/** A command on one account, named by its e-mail: `<name> EMAIL`. Without exactly one, or an unknown one, exits 1. */
function onAccount(
  name: string,
  description: string,
  run: (ctx: AppContext, user: UserRow, out: (line: string) => void) => Promise<number>,
): CliCommand {
  return {
    usage: `${name} EMAIL`,
    description,
    async run(ctx, args, out) {
      const [email, ...rest] = args;
      if (!email || rest.length > 0) {
        out(`Usage: npm run admin -- ${name} EMAIL`);
        return 1;
      }
      const user = await findUserByEmail(ctx, email);
      if (!user) {
        out(`No account with the e-mail ${normaliseEmail(email)}.`);
        return 1;
      }
      return run(ctx, user, out);
    },
  };
}

function formatTable(rows: UserListRow[]): string {
  const header = ['ID', 'E-MAIL', 'STATE', 'SIGN-IN', 'LANG', 'SESSIONS', 'CREATED (UTC)'];
  const lines = rows.map((r) => [
    String(r.id),
    r.email,
    r.is_active ? 'active' : r.deactivated ? 'deactivated' : 'not activated',
    [r.has_password ? 'password' : '', r.has_google ? 'google' : ''].filter(Boolean).join('+') || '-',
    r.language,
    String(r.sessions),
    r.created_at.toISOString().slice(0, 16).replace('T', ' '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  return [header, ...lines]
    .map((cols) =>
      cols
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
