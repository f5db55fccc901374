import { fromPromise } from 'xstate';
import type { ApiFailure } from '@machines/shared/api-failure';

/**
 * What a scripted call answers: a value, or what it throws: an `ApiFailure`, as the API functions throw a refusal,
 * or an `Error`, as a failed network does.
 */
export type Answer<T> = T | ApiFailure | Error;

const isThrown = (answer: unknown): answer is ApiFailure | Error =>
  answer instanceof Error || (typeof answer === 'object' && answer !== null && 'status' in answer);

/**
 * Stand-ins for a machine's calls in its scenario tests (`machine.provide({ actors })`): each answers from its own
 * queue in turn (nothing once the queue is empty), and every call made is recorded in `calls`, with its input, in
 * the order the machine made them.
 */
export function scriptedCalls() {
  const calls: { call: string; input: unknown }[] = [];
  const fake = <T, I>(call: string, queue: Answer<T>[] = []) =>
    fromPromise<T, I>(async ({ input }) => {
      calls.push({ call, input });
      const answer = queue.shift();
      if (isThrown(answer)) throw answer;
      return answer as T;
    });
  return { calls, fake };
}
