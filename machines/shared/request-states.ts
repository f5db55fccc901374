import { failingSignedInTo } from './refusals';

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

/** What a request answered, handed as it is to the action that stores it. */
export const answer = <T>({ event }: { event: { output: T } }) => event.output;

/** A list's refusal shown (`showRefusal`) back in `idle`; for an authenticated call also held against the access rules. */
type Refused<L extends boolean> = L extends true
  ? ReturnType<typeof failingSignedInTo<'idle', 'showRefusal'>>
  : ReturnType<typeof failingTo<'idle', 'showRefusal'>>;
const refused = <L extends boolean>(signedIn: L | undefined) =>
  (signedIn ? failingSignedInTo('idle', 'showRefusal') : failingTo('idle', 'showRefusal')) as Refused<L>;

/**
 * A new item sent from a list's `idle` (an alert, an invitation): the actor `src` (its id too) gets what `input` reads
 * from the context; back to `idle` with the item it answers handed to `add`, or with the refusal shown
 * (`showRefusal`) when it fails. `signedIn`: an authenticated call, whose failure also runs the access rules.
 */
export const newItemRequest = <S extends string, C, I, A extends string, L extends boolean = false>(
  src: S,
  input: (args: { context: C }) => I,
  add: A,
  signedIn?: L,
) =>
  ({
    invoke: {
      src,
      id: src,
      input,
      onDone: { target: 'idle', actions: { type: add, params: answer } },
      onError: refused(signedIn),
    },
  }) as const;

/**
 * A request on the one item the person picked (`context.pending`: an alert, an access, an invitation), made from a
 * list's `idle`: the actor `src` (its id too) gets `{ uuid }`; back to `idle` with `done` when it succeeds, with the
 * refusal shown (`showRefusal`) when it fails. `signedIn`: an authenticated call, whose failure also runs the access
 * rules (`failingSignedInTo`).
 */
export const pendingItemRequest = <S extends string, D extends string, L extends boolean = false>(
  src: S,
  done: D,
  signedIn?: L,
) =>
  ({
    invoke: {
      src,
      id: src,
      input: ({ context }: { context: { pending: string | null } }) => ({ uuid: context.pending ?? '' }),
      onDone: { target: 'idle', actions: done },
      onError: refused(signedIn),
    },
  }) as const;
