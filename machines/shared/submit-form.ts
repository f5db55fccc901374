/**
 * Submitting a form that has rules of its own: when it passes them (the guard `passes`) the request starts (the
 * state `sends`) and the last failure goes; else `showProblems` says what is wrong, and nothing is sent.
 */
export const submitIfValid = <const G extends string, const T extends string, const A extends string>(
  passes: G,
  sends: T,
  showProblems: A,
) => [{ guard: passes, target: sends, actions: 'clearFailure' }, { actions: showProblems }] as const;
