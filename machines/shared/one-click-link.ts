import { assign, setup } from 'xstate';
import { placeholderActor } from './placeholder-actor';
import { failureStatus } from './api-failure';

/**
 * The page an e-mail's one-click link opens, without a session (issue 18): opening it does the one thing the link
 * is for (switch an alert off, stop the monthly reports), then says what was done; a link that no longer works
 * (used, mangled) says so; no answer from the server offers to try again. Each page makes its own machine with
 * its id and retry event, and binds `act` with `provide()`.
 */
export function oneClickLinkMachine<TResult, TRetry extends string>(id: string, retry: TRetry) {
  return setup({
    types: {
      context: {} as { token: string; result: TResult | null },
      events: {} as { type: TRetry },
      input: {} as { token: string },
    },
    actors: {
      /** POST the token to its API route. */
      act: placeholderActor<TResult, { token: string }>('act'),
    },
    actions: {
      setResult: assign((_, params: { result: TResult }) => ({ result: params.result })),
    },
    guards: {
      linkNotValid: ({ event }) => 'error' in event && failureStatus(event.error) === 404,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ token: input.token, result: null }),
    initial: 'working',
    states: {
      working: {
        invoke: {
          src: 'act',
          id: 'act',
          input: ({ context }) => ({ token: context.token }),
          onDone: {
            target: 'done',
            actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) },
          },
          onError: [{ guard: 'linkNotValid', target: 'invalid' }, { target: 'failed' }],
        },
      },
      // A computed key loses its literal type in TypeScript: the one event this machine has is `retry`.
      failed: { on: { [retry]: { target: 'working' } } as never },
      done: { type: 'final' },
      invalid: { type: 'final' },
    },
  });
}

interface LinkSnapshot<TResult> {
  matches(state: 'working' | 'done' | 'invalid' | 'failed'): boolean;
  context: { result: TResult | null };
}

export const selectIsWorking = <T>(s: LinkSnapshot<T>) => s.matches('working');
export const selectResult = <T>(s: LinkSnapshot<T>) => (s.matches('done') ? s.context.result : null);
export const selectIsInvalid = <T>(s: LinkSnapshot<T>) => s.matches('invalid');
export const selectHasFailed = <T>(s: LinkSnapshot<T>) => s.matches('failed');
