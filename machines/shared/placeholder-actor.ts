import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * An actor a machine declares in `setup()` and the page binds with `provide()` (the machines stay free of ky): until
 * it is bound it fails, saying which one was left out.
 */
export const placeholderActor = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is not provided`);
  });
