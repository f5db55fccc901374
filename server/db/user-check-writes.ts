import { AsyncLocalStorage } from 'node:async_hooks';
import type { QueryConfig } from 'pg';

/**
 * Whether a request wrote a table the per-request user check reads (server/auth/require-user.ts), so that its
 * answer waits for every instance to hear of it (server/auth/user-check-cache.ts, `afterWrite`) only when it did:
 * a refused write, a failed sign-in (its throttle rows are not read by the check) or a new transaction's lines
 * changed nothing the check reads and answer at once.
 *
 * Told by the statements themselves, as the request's pool sends them (./request-transaction.ts): one that inserts
 * into, updates, deletes from or truncates one of the tables whose triggers notify `user_check` (migration 0713)
 * marks the request once it has committed. A statement outside a request transaction marks it at once, even in a
 * transaction of its own that then rolls back: a barrier too many costs a round trip, one too few a stale check.
 * A deletion that cascades into these tables starts from one of them (users, households), and the only trigger that
 * writes them (a new user's household) fires on users.
 */

const USER_CHECK_WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?(?:public\.)?(?:users|sessions|households|household_roles|portfolio_revisions)\b/i;

interface Watch {
  wrote: boolean;
}

const watches = new AsyncLocalStorage<Watch>();

/** Runs `work` (the rest of a request) and answers whether it committed a write to a table the user check reads. */
export async function committedUserCheckWrite(work: () => Promise<void>): Promise<boolean> {
  const watch: Watch = { wrote: false };
  await watches.run(watch, work);
  return watch.wrote;
}

/** True inside committedUserCheckWrite: a connection taken from the pool is then watched too. */
export const watchingWrites = (): boolean => watches.getStore() !== undefined;

/**
 * For a statement about to be sent: the mark to run once it has committed (whenCommitted), or undefined when it
 * writes nothing the user check reads or no request is watching.
 */
export function userCheckWriteOf(statement: QueryConfig | string): (() => void) | undefined {
  const watch = watches.getStore();
  if (!watch || watch.wrote) return undefined;
  const text = typeof statement === 'string' ? statement : statement.text;
  if (!USER_CHECK_WRITE.test(text)) return undefined;
  return () => {
    watch.wrote = true;
  };
}
