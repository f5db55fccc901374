/**
 * A request that fails goes to `target` and hands the failure to `action` (`showRefusal`, `setFailure`…), which turns
 * it into what the page shows: on the form's fields, or one message above it.
 */
export const failingTo = <T extends string, A extends string>(target: T, action: A) =>
  ({
    target,
    actions: {
      type: action,
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  }) as const;

/**
 * A request on the one item the person picked (`context.pending`: an alert, an access, an invitation), made from a
 * list's `idle`: the actor `src` (its id too) gets `{ uuid }`; back to `idle` with `done` when it succeeds, with the
 * refusal shown (`showRefusal`) when it fails.
 */
export const pendingItemRequest = <S extends string, D extends string>(src: S, done: D) =>
  ({
    invoke: {
      src,
      id: src,
      input: ({ context }: { context: { pending: string | null } }) => ({ uuid: context.pending ?? '' }),
      onDone: { target: 'idle', actions: done },
      onError: failingTo('idle', 'showRefusal'),
    },
  }) as const;
