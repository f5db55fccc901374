import { fromPromise, type AnyActorLogic, type NonReducibleUnknown } from 'xstate';

/**
 * An actor a machine declares in `setup()` and the page binds with `provide()` (the machines stay free of ky): until
 * it is bound it fails, saying which one was left out.
 */
export const placeholderActor = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is not provided`);
  });

/**
 * A placeholder for logic of a given kind (a child machine) that the page provides, so that the parent's snapshot
 * types that child as it will run: the parent does not load the real logic with itself (architecture §7: a page
 * fetches a dialog's machine when someone heads for it). Until it is bound it fails as `placeholderActor` does.
 */
export const placeholderLogic = <TLogic extends AnyActorLogic>(name: string): TLogic =>
  placeholderActor(name) as unknown as TLogic;
