/**
 * How the model-based harness names events and states: in test titles, in `npm run test:paths`, and in the test
 * plans written to docs/test-paths/ for QA.
 */
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import type { ModelEvent } from './model-types';

export const stateName = (s: AnyMachineSnapshot) => JSON.stringify(s.value);

/** 'open.editing' → { open: 'editing' } */
export const keyToValue = (key: string): StateValue =>
  key
    .split('.')
    .reverse()
    .reduce<StateValue>((acc, part, i) => (i === 0 ? part : { [part]: acc }), '');

/** The state keys of `states`/`sees` that a snapshot matches ('open' and 'open.editing' both match). */
export const matchingKeys = (keys: string[], snapshot: AnyMachineSnapshot): string[] =>
  keys.filter((k) => snapshot.matches(keyToValue(k) as never));

/** Short, stable name of one model event (test titles and printed paths). */
export function describeEvent(event: ModelEvent): string {
  if (event.type.startsWith('done:')) return `${event.type.slice(5)} answers (case ${event.case})`;
  if (event.type.startsWith('error:')) return `${event.type.slice(6)} fails (case ${event.case})`;
  if (event.type.startsWith('after:')) return `${event.type.slice(6)} passes`;
  const { type, case: c, ...payload } = event;
  const data = Object.keys(payload).length ? ` ${JSON.stringify(payload)}` : '';
  return `${type}${data}${c ? ` (case ${c})` : ''}`;
}

const clip = (text: string, max = 100) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** What a server answer or failure looks like, in words a tester can reproduce. */
function describeOutcome(value: unknown): string {
  if (value === undefined || value === null) return 'nothing';
  if (value instanceof Error) return `“${value.message}”`;
  if (typeof value === 'object' && 'status' in value) {
    const { status, body } = value as { status: unknown; body?: unknown };
    if (status === null) return 'no answer (network down)';
    return `HTTP ${String(status)}${body ? ` ${clip(JSON.stringify(body))}` : ''}`;
  }
  return clip(JSON.stringify(value));
}

/** The event of one step as QA reads it: what the person does, what the server answers, how long they wait. */
export function describeStep(event: ModelEvent, said?: string): string {
  if (event.type.startsWith('done:'))
    return `${event.type.slice(5)} answers with ${describeOutcome(event.output)}`;
  if (event.type.startsWith('error:'))
    return `${event.type.slice(6)} fails with ${describeOutcome(event.error)}`;
  if (event.type.startsWith('after:')) return `the ${event.type.slice(6)} delay passes`;
  const { type, case: _c, ...payload } = event;
  const data = Object.keys(payload).length ? ` ${clip(JSON.stringify(payload))}` : '';
  return said ? `${said} (\`${type}\`${data})` : `\`${type}\`${data}`;
}
