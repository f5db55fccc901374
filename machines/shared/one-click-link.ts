import { assign, setup } from 'xstate';
import { placeholderActor } from './placeholder-actor';
import { failureStatus } from './api-failure';

/**
 * The page an e-mail's one-click link opens, without a session: opening it only asks, and one click does the one
 * thing the link is for (switch an alert off, stop the monthly reports), then says what was done. Mail scanners
 * open every link in a message; acting on page load would let them switch things off nobody asked to. A link that
 * no longer works (used, mangled) says so; no answer from the server offers to try again. Each page makes its own
 * machine with its id and its confirm and retry events, and binds `act` with `provide()`.
 */
export function oneClickLinkMachine<TResult, TConfirm extends string, TRetry extends string>(
  id: string,
  confirm: TConfirm,
  retry: TRetry,
) {
  return setup({
    // Stryker disable next-line ObjectLiteral: the types steer TypeScript only
    types: {
      context: {} as { token: string; result: TResult | null },
      events: {} as { type: TConfirm } | { type: TRetry },
      input: {} as { token: string },
    },
    actors: {
      /** POST the token to its API route. */
      // Stryker disable next-line StringLiteral: the name words only the error of a page that left `act` unbound, which this machine reads as no answer
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
    initial: 'asking',
    states: {
      // A computed key loses its literal type in TypeScript: the one event here is `confirm`.
      asking: { on: { [confirm]: { target: 'working' } } as never },
      working: {
        invoke: {
          src: 'act',
          // Stryker disable next-line StringLiteral: nothing addresses the call by its id
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
  matches(state: 'asking' | 'working' | 'done' | 'invalid' | 'failed'): boolean;
  context: { result: TResult | null };
}

export const selectIsAsking = <T>(s: LinkSnapshot<T>) => s.matches('asking');
export const selectIsWorking = <T>(s: LinkSnapshot<T>) => s.matches('working');
export const selectResult = <T>(s: LinkSnapshot<T>) => (s.matches('done') ? s.context.result : null);
export const selectIsInvalid = <T>(s: LinkSnapshot<T>) => s.matches('invalid');
export const selectHasFailed = <T>(s: LinkSnapshot<T>) => s.matches('failed');
