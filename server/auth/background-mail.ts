import type { AppContext } from '../app-context';

/**
 * E-mails sent after the answer has gone: a call that must answer alike whether or not an address has an account
 * (a password reset) cannot wait for a mail server only in one case. A failure is logged, never thrown. Tests wait
 * for the deliveries with `mailSent(ctx)` instead of sleeping.
 */

const pending = new WeakMap<AppContext['pool'], Set<Promise<void>>>();

export function sendLater(ctx: AppContext, send: () => Promise<void>): void {
  let set = pending.get(ctx.pool);
  if (!set) {
    set = new Set();
    pending.set(ctx.pool, set);
  }
  const running = send().catch((error: Error) =>
    ctx.log.error({ err: { message: error.message } }, 'account e-mail could not be sent'),
  );
  set.add(running);
  void running.finally(() => set.delete(running));
}

/** Resolves when every e-mail started so far on this context's pool has been sent (or has failed). */
export async function mailSent(ctx: AppContext): Promise<void> {
  await Promise.all([...(pending.get(ctx.pool) ?? [])]);
}
