import type { Context, MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv } from '../app-context';
import { idempotentWrite } from '../http/idempotency';
import { unwrappedPool } from '../db/request-transaction';
import { batchedLookup, type BatchedLookup, type LookupStatement } from '../db/batched-lookup';
import { oldestLiveAuthentication, SESSION_AUTHENTICATED_SQL } from './session-store';
import { userCheckCache } from './user-check-cache';
import type { AccessTokenClaims } from '@contract/auth';
import { verifyAccessToken } from './tokens';

/**
 * Bearer authentication for protected routes, answering as SimpleJWT's JWTAuthentication does (architecture §4.3):
 * every 401 carries `WWW-Authenticate: Bearer realm="api"`.
 *
 *   app.use('/api/portfolios/*', requireUser(ctx));
 *   const user = c.get('user'); // { id, email }
 */

export const WWW_AUTHENTICATE = 'Bearer realm="api"';

export const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' } as const;

export const ACCESS_TOKEN_NOT_VALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
} as const;

const BAD_HEADER = {
  detail: 'Authorization header must contain two space-delimited values',
  code: 'bad_authorization_header',
} as const;
export const USER_NOT_FOUND = { detail: 'User not found', code: 'user_not_found' } as const;
const USER_INACTIVE = { detail: 'User is inactive', code: 'user_inactive' } as const;

/** The sign-in of a request requireUser let through (the device that is asking), from its cached token check. */
export async function currentSessionId(ctx: AppContext, c: Context): Promise<string | undefined> {
  const token = c.req.header('authorization')?.trim().split(/\s+/)[1];
  return token ? (await verifyAccessToken(ctx, token))?.sid : undefined;
}

export function unauthorized(c: Context, body: object) {
  return c.json(body, 401, { 'WWW-Authenticate': WWW_AUTHENTICATE });
}

/** What requireUser reads about the token's user; a check may select more columns for its routes. */
export interface UserRow {
  email: string;
  is_active: boolean;
}

/**
 * The statement requireUser runs on every request (`$1` is the token's user id). Routes that need more about the
 * person on every request read it in the same statement and take it from `onRow`: one round trip, not two.
 * requireUser wraps it to read the token's session in that same statement (see sessionChecked), and keeps its rows
 * in the process while they stay current (./user-check-cache.ts): every table the statement reads must notify
 * `user_check` when it changes (migration 0713 has the triggers).
 */
export interface UserCheck<Row extends UserRow = UserRow> {
  /** A prepared statement's name, unique to this text. */
  name: string;
  text: string;
  /** The statement's further parameters (`$3`, …), taken from the request. */
  values?: (c: Context<AppEnv>) => unknown[];
  /** Their PostgreSQL types, in order (the check runs batched with other requests': server/db/batched-lookup.ts). */
  valueTypes?: readonly string[];
  /** Takes what the row tells about the request; an answer it returns is sent instead of the route's. */
  onRow?: (c: Context<AppEnv>, row: Row) => Response | undefined | void;
}

const USER_CHECK: UserCheck = {
  name: 'auth-require-user',
  text: 'SELECT email, is_active FROM users WHERE id = $1',
};

/** The name of a check's statement once it reads the session too (sessionChecked). */
const sessionName = (check: { name: string }) => `${check.name}+session`;

/**
 * The check's statement with the session read as a column: a revoked sign-in (logout, sign-out everywhere, a
 * password reset or change) or one past its absolute lifetime is refused at once, on every instance, with no
 * further round trip (docs/decisions/012-session-rules.md). `$2` is the token's sid. The lifetime is tested against
 * the clock on each request, so a kept row never outlives it.
 */
function sessionChecked<Row extends UserRow>(check: UserCheck<Row>): LookupStatement {
  return {
    name: sessionName(check),
    text: `SELECT checked.*, ${SESSION_AUTHENTICATED_SQL} AS session_authenticated_at FROM (${check.text}) AS checked`,
    types: ['int', 'text', ...(check.valueTypes ?? [])],
  };
}

/**
 * One batched lookup per check and pool, however many routes guard with it: concurrent requests of every route
 * that share a check go in one statement.
 */
const lookups = new WeakMap<object, Map<string, BatchedLookup<object>>>();

export type CheckedRow<Row> = Row & { session_authenticated_at: Date | null };

function checkLookup<Row extends UserRow>(ctx: AppContext, check: UserCheck<Row>) {
  const statement = sessionChecked(check);
  // Shared by concurrent requests: never inside one request's transaction.
  const pool = unwrappedPool(ctx.pool);
  let ofPool = lookups.get(pool);
  if (!ofPool) lookups.set(pool, (ofPool = new Map()));
  let lookup = ofPool.get(statement.name);
  if (!lookup) ofPool.set(statement.name, (lookup = batchedLookup(pool, statement)));
  return lookup as BatchedLookup<CheckedRow<Row>>;
}

const NO_VALUES: readonly unknown[] = [];

/**
 * The token of `Authorization: Bearer <token>`, else the answer SimpleJWT gives: no header or another scheme is "not
 * provided", anything but two space-delimited values a bad header. The usual header, one space and no other, is
 * taken without splitting it.
 */
export function bearerToken(
  header: string | undefined,
): string | typeof NOT_AUTHENTICATED | typeof BAD_HEADER {
  if (header?.startsWith('Bearer ') && header.length > 7 && !/\s/.test(header.slice(7)))
    return header.slice(7);
  const parts = header?.trim().split(/\s+/) ?? [];
  if (parts.length === 0 || parts[0] !== 'Bearer') return NOT_AUTHENTICATED;
  if (parts.length !== 2) return BAD_HEADER;
  return parts[1]!;
}

/** The key of a check's row in the kept rows: the statement, the token's user and sign-in, the further values. */
function userCheckKey(
  statement: string,
  claims: Pick<AccessTokenClaims, 'user_id' | 'sid'>,
  further: readonly unknown[],
): string {
  return `${statement}\n${claims.user_id}\n${claims.sid}\n${JSON.stringify(further)}`;
}

/** The refusal a check's row gives the request (null: let it through), the same wherever the row was read. */
function rowRefusal(ctx: AppContext, row: CheckedRow<UserRow> | undefined): object | null {
  if (!row) return USER_NOT_FOUND;
  if (!row.is_active) return USER_INACTIVE;
  // The sign-in ended: SimpleJWT's answer for a blacklisted token.
  const since = row.session_authenticated_at;
  if (since === null || since <= oldestLiveAuthentication(ctx)) return ACCESS_TOKEN_NOT_VALID;
  return null;
}

/**
 * The row `check` keeps in this process for the token's user and sign-in with `further` values, when it is kept
 * and lets the request through; undefined otherwise (not kept, or a refusal: requireUser then answers). For the
 * fast reads (server/portfolio/fast-reads.ts, ADR 031), which answer only what requireUser would let through from
 * the same kept row.
 */
export function keptUserCheckRow<Row extends UserRow>(
  ctx: AppContext,
  check: UserCheck<Row>,
  claims: Pick<AccessTokenClaims, 'user_id' | 'sid'>,
  further: readonly unknown[],
): CheckedRow<Row> | undefined {
  const key = userCheckKey(sessionName(check), claims, further);
  const row = userCheckCache(ctx.pool).get(key) as CheckedRow<Row> | undefined;
  return row && rowRefusal(ctx, row) === null ? row : undefined;
}

export function requireUser<Row extends UserRow>(
  ctx: AppContext,
  check: UserCheck<Row> = USER_CHECK as UserCheck<Row>,
): MiddlewareHandler<AppEnv> {
  const lookup = checkLookup(ctx, check);
  const statement = sessionChecked(check).name;
  const cache = userCheckCache(ctx.pool);
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (typeof token !== 'string') return unauthorized(c, token);

    const claims = await verifyAccessToken(ctx, token);
    if (!claims) return unauthorized(c, ACCESS_TOKEN_NOT_VALID);

    // Checked on every request so a deactivated account is refused at once, not when its token expires.
    const further = check.values?.(c) ?? NO_VALUES;
    const key = userCheckKey(statement, claims, further);
    let row = cache.get(key) as CheckedRow<Row> | undefined;
    if (!row) {
      const stamp = cache.stamp;
      row = await lookup.ask([claims.user_id, claims.sid, ...further]);
      // Rows are shared by the requests the cache serves them to: nobody may change one.
      if (row) cache.fill(key, claims.user_id, stamp, Object.freeze(row));
    }
    const refusal = rowRefusal(ctx, row);
    if (refusal !== null || !row) return unauthorized(c, refusal ?? USER_NOT_FOUND);

    c.set('user', { id: claims.user_id, email: row.email });
    const refused = check.onRow?.(c, row);
    if (refused) return refused;
    return idempotentWrite(ctx, c, next);
  };
}
