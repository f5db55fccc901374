import { createHash } from 'node:crypto';
import type { Context, Next } from 'hono';
import type { AppContext, AppEnv } from '../app-context';
import { RequestTransaction, unwrappedPool, withRequestTransaction } from '../db/request-transaction';

/**
 * Idempotent writes, as the IETF `Idempotency-Key` header draft and Stripe define them. A signed-in person's
 * POST, PATCH or DELETE that carries `Idempotency-Key` runs in one database transaction (request-transaction.ts)
 * which also records the key, a fingerprint of the request and the answer. So:
 * - the same key with the same request within KEY_LIFETIME_MS answers the first answer again (with
 *   `Idempotent-Replayed: true`) and changes nothing, on whichever instance it arrives;
 * - the same key with another request is refused with 422;
 * - two requests racing with one key: the second waits on the key's row, finds the first committed, rolls its own
 *   work back and answers the first answer;
 * - an answer that asks to be tried again (a 5xx, 408, 409, 425 or 429) is not recorded, and neither is anything
 *   the request wrote: the retry with the same key does the work.
 * Without the header a write runs as it always did.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Printable ASCII without spaces at either end, as the draft's sf-string allows: at most 255 characters. */
const KEY_FORM = /^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/;
const RETRYABLE = new Set([408, 409, 425, 429]);

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 255 printable ASCII characters.',
  reused: 'This Idempotency-Key was already used with a different request.',
} as const;

interface StoredAnswer {
  fingerprint: string;
  status: number;
  content_type: string | null;
  body: string;
}

async function requestBody(c: Context<AppEnv>): Promise<Buffer> {
  // A JSON body was read (and cached) by parseJsonBody; any other body is read from a copy, left for the route.
  const cached = (c.req.bodyCache as { text?: Promise<string> }).text;
  if (cached) return Buffer.from(await cached);
  if (!c.req.raw.body) return Buffer.alloc(0);
  return Buffer.from(await c.req.raw.clone().arrayBuffer());
}

async function fingerprintOf(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url);
  return createHash('sha256')
    .update(`${c.req.method} ${url.pathname}${url.search}\n`)
    .update(await requestBody(c))
    .digest('hex');
}

function replay(c: Context<AppEnv>, stored: StoredAnswer, fingerprint: string): Response {
  if (stored.fingerprint !== fingerprint) return c.json({ detail: IDEMPOTENCY_MESSAGES.reused }, 422);
  const headers: Record<string, string> = { 'Idempotent-Replayed': 'true' };
  if (stored.content_type) headers['Content-Type'] = stored.content_type;
  return new Response(stored.status === 204 ? null : stored.body, { status: stored.status, headers });
}

/**
 * Called by requireUser once the person is known: runs the rest of the request (`next`) idempotently when it is a
 * write with a key, as it is otherwise.
 */
export async function idempotentWrite(
  ctx: AppContext,
  c: Context<AppEnv>,
  next: Next,
): Promise<Response | void> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined || !WRITE_METHODS.has(c.req.method) || c.get('idempotent')) return next();
  if (!KEY_FORM.test(key)) return c.json({ detail: IDEMPOTENCY_MESSAGES.badKey }, 400);
  c.set('idempotent', true);
  const pool = unwrappedPool(ctx.pool);
  const userId = c.get('user').id;
  const fingerprint = await fingerprintOf(c);
  const since = new Date(ctx.now().getTime() - KEY_LIFETIME_MS);
  const storedAnswer = async () =>
    (
      await pool.query<StoredAnswer>({
        name: 'idempotency-stored-answer',
        text: `SELECT fingerprint, status, content_type, body FROM idempotency_keys
                WHERE user_id = $1 AND key = $2 AND created_at > $3`,
        values: [userId, key, since],
      })
    ).rows[0];

  const earlier = await storedAnswer();
  if (earlier) return replay(c, earlier, fingerprint);

  const transaction = new RequestTransaction(pool);
  try {
    await withRequestTransaction(transaction, () => next());
  } catch (error) {
    await transaction.rollback();
    throw error;
  }
  const answer = c.res;
  if (answer.status >= 500 || RETRYABLE.has(answer.status)) {
    await transaction.rollback();
    return;
  }
  const body = await answer.clone().text();
  try {
    // A write that removed the account (its deletion) leaves no one to keep the key for: it just commits.
    const { rows: present } = await transaction.run((client) =>
      client.query({
        name: 'idempotency-account-present',
        text: 'SELECT 1 FROM users WHERE id = $1',
        values: [userId],
      }),
    );
    if (present.length === 0) {
      await transaction.commit();
      return;
    }
    const recorded = await transaction.run((client) =>
      client.query({
        name: 'idempotency-record',
        // A key past its lifetime is taken over; a live one (another request's, committed meanwhile) is not.
        text: `INSERT INTO idempotency_keys (user_id, key, fingerprint, status, content_type, body, created_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7)
               ON CONFLICT (user_id, key) DO UPDATE
                 SET fingerprint = EXCLUDED.fingerprint, status = EXCLUDED.status,
                     content_type = EXCLUDED.content_type, body = EXCLUDED.body, created_at = EXCLUDED.created_at
               WHERE idempotency_keys.created_at <= $8
               RETURNING 1`,
        values: [
          userId,
          key,
          fingerprint,
          answer.status,
          answer.headers.get('content-type'),
          body,
          ctx.now(),
          since,
        ],
      }),
    );
    if (recorded.rowCount === 1) {
      await transaction.commit();
      return;
    }
  } catch (error) {
    await transaction.rollback();
    throw error;
  }
  // Another request with this key committed while this one ran: its work stands, this one's is undone.
  await transaction.rollback();
  const winner = await storedAnswer();
  c.res = winner ? replay(c, winner, fingerprint) : c.json({ detail: IDEMPOTENCY_MESSAGES.reused }, 409);
}

/** Keys past their lifetime, removed with the other expired rows. */
export async function pruneIdempotencyKeys(ctx: AppContext): Promise<number> {
  const since = new Date(ctx.now().getTime() - KEY_LIFETIME_MS);
  const { rowCount } = await ctx.pool.query('DELETE FROM idempotency_keys WHERE created_at <= $1', [since]);
  return rowCount ?? 0;
}
