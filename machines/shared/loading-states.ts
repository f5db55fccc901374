import { answer, failingTo } from './request-states';

/** An action an authenticated load's failure also runs: the access rules (`lostAccess`, machines/shared/refusals.ts). */
type RuleAction = { readonly type: 'reportLostAccess'; readonly params: (args: never) => unknown };

/** With a `failure` action the load's failure is kept (and cleared on retry); without one it is only a state. */
type Kept<M extends string, WithFailure, Without> = [M] extends [never] ? Without : WithFailure;

/** With an `input` the load is handed what it reads (xstate then requires it); without one, no input at all. */
type Given<C, I> = [I] extends [never] ? object : { readonly input: (args: { context: C }) => I };

/**
 * The frame of a page that shows nothing before its first load (architecture §3: an explicit failure state with retry).
 * `loading` invokes the actor `src` (its id too; with what `input` reads from the context, when the load needs it),
 * hands what it read to the action `store` and goes on to `then`; when it fails, to `failed` (`loadingFailed`
 * unless the page named it otherwise), whence `retry` loads again.
 * A page that says why the load failed names the action that keeps the message (`failure`, given the error), and
 * `retry` clears it (`clearFailure`).
 */
export function loadingStates<
  S extends string,
  A extends string,
  T extends string,
  R extends string,
  F extends string = 'loadingFailed',
  M extends string = never,
  C = never,
  I = never,
  L extends RuleAction | undefined = undefined,
>(frame: {
  src: S;
  input?: (args: { context: C }) => I;
  store: A;
  then: T;
  retry: R;
  failed?: F;
  failure?: M;
  /** For an authenticated load: the access rules' action its failure also runs (`lostAccess` or `lostAccessIn`). */
  lostAccess?: L;
}) {
  type Failing = [L] extends [RuleAction]
    ? {
        readonly target: F;
        readonly actions: Kept<M, readonly [ReturnType<typeof failingTo<F, M>>['actions'], L], readonly [L]>;
      }
    : Kept<M, ReturnType<typeof failingTo<F, M>>, { readonly target: F }>;
  type Again = Kept<
    M,
    { readonly target: 'loading'; readonly actions: 'clearFailure' },
    { readonly target: 'loading' }
  >;
  const failed = (frame.failed ?? 'loadingFailed') as F;
  const kept = frame.failure ? failingTo(failed, frame.failure) : { target: failed };
  const failing = frame.lostAccess
    ? { target: failed, actions: [...('actions' in kept ? [kept.actions] : []), frame.lostAccess] }
    : kept;
  const loading = {
    invoke: {
      src: frame.src,
      id: frame.src,
      ...((frame.input ? { input: frame.input } : {}) as Given<C, I>),
      onDone: { target: frame.then, actions: { type: frame.store, params: answer } },
      onError: failing as Failing,
    },
  } as const;
  const again = (
    frame.failure ? { target: 'loading', actions: 'clearFailure' } : { target: 'loading' }
  ) as Again;
  // NoInfer: the page's config must not steer F and R (xstate reads the state names from this type).
  return { loading, [failed]: { on: { [frame.retry]: again } } } as NoInfer<
    { loading: typeof loading } & Record<F, { on: Record<R, Again> }>
  >;
}
