import type { AppContext } from '../app-context';
import { readToken, signToken } from '../notifications/signed-token';

/**
 * The monthly report e-mail's unsubscribe link (product §14), single-purpose and dead once used or superseded (product §16):
 * `{user id}.{YYYY-MM}.{link version}.{signature}`. It stops this person's monthly reports and does
 * nothing else, and only while their `report_link_version` is the one it names: unsubscribing, or switching the
 * reports on or off in the settings, moves the version on (server/reports/routes.ts).
 *
 * A link sent before versions existed (`{user id}.{YYYY-MM}.{signature}`) reads as version 0, so it keeps working
 * until the person's first change, and not after.
 */

const PURPOSE = 'report-unsubscribe';
const BODY = /^(\d{1,12})\.\d{4}-\d{2}(?:\.(\d{1,9}))?$/;

export function unsubscribeToken(ctx: AppContext, userId: number, month: string, version: number): string {
  return signToken(ctx, PURPOSE, `${userId}.${month}.${version}`);
}

/** The person and link version a token names, or null for a token that is not one of these links. */
export function readUnsubscribeToken(
  ctx: AppContext,
  token: string,
): { userId: number; version: number } | null {
  const m = BODY.exec(readToken(ctx, PURPOSE, token, BODY) ?? '');
  return m ? { userId: Number(m[1]), version: Number(m[2] ?? 0) } : null;
}

/** A token for the person's current link version (null when there is no such person). */
export async function currentUnsubscribeToken(
  ctx: AppContext,
  userId: number,
  month: string,
): Promise<string | null> {
  const { rows } = await ctx.pool.query<{ version: number }>(
    'SELECT report_link_version AS version FROM users WHERE id = $1',
    [userId],
  );
  return rows[0] ? unsubscribeToken(ctx, userId, month, rows[0].version) : null;
}
