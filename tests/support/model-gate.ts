/**
 * The coverage gate of the model-based tests: every transition of the real machine (ignored events included, see
 * `isIgnoredTransition`) must have been taken by the real actor in some path. model-based.test.tsx proves it fails,
 * naming the transition, on a machine with one transition no path walks.
 */
import type { AnyStateMachine } from 'xstate';
import { allTransitions } from './model-derivation';

/** The transitions of `machine` that are not in `walked` (keys from `transitionKey`). */
export function unwalkedTransitions(machine: AnyStateMachine, walked: ReadonlySet<string>): string[] {
  return allTransitions(machine).filter((t) => !walked.has(t));
}

/** Throws, naming each transition never walked, unless every transition of `machine` is in `walked`. */
export function assertEveryTransitionWalked(machine: AnyStateMachine, walked: ReadonlySet<string>): void {
  const missing = unwalkedTransitions(machine, walked);
  if (missing.length) {
    throw new Error(
      `transitions never walked (add event cases, actor fixtures or an input that reaches them):\n${missing.join('\n')}`,
    );
  }
}
