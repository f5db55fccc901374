/**
 * Model-based tests of a statechart against its real view (DESIGN §3).
 *
 * Paths come from `xstate/graph`'s `createTestModel` over a model derived from the REAL machine
 * (see model-derivation.ts). Each path then runs against the real view, rendered with an actor of the real machine
 * whose invoked actors are controllable fakes: `done:<id>` resolves the pending call, `error:<id>` rejects it,
 * `after:<delay>` moves a simulated clock. After every step the real actor must be in the state the model predicts,
 * and the state's assertion (what a person sees) must hold. A last test fails unless every transition of the
 * machine was walked. See tests/support/README.md.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  SimulatedClock,
  createActor,
  fromPromise,
  getInitialSnapshot,
  type Actor,
  type ActorRefFrom,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  type StateValue,
} from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  allTransitions,
  deriveTestMachine,
  realTransitionKey,
  transitionKey,
  type MachineShape,
} from './model-derivation';

type UserApi = ReturnType<typeof userEvent.setup>;

export interface StepArgs<TMachine extends AnyStateMachine> {
  screen: typeof screen;
  user: UserApi;
  actor: ActorRefFrom<TMachine>;
  /** the event the model takes (with its payload) */
  event: EventObject & Record<string, unknown>;
}

export interface EventConfig<TMachine extends AnyStateMachine> {
  /** Payloads to try (each becomes one event of the model). Default: one event with no payload. */
  cases?: Array<Record<string, unknown>>;
  /** Make it happen through the view, as a person would. */
  exec: (args: StepArgs<TMachine>) => void | Promise<void>;
}

export interface StateArgs {
  screen: typeof screen;
  snapshot: AnyMachineSnapshot;
}

export interface ModelTestConfig<TMachine extends AnyStateMachine> {
  /** The real machine, exactly as the app uses it (before `provide`). */
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /**
   * Several starting inputs (say, a stored preference present or absent): paths are planned from each, and the
   * coverage check counts the transitions walked from all of them together.
   */
  inputs?: Array<InputFrom<TMachine>>;
  /** Renders the real view for an actor of the machine. */
  render: (actor: ActorRefFrom<TMachine>) => ReactElement;
  /** Providers around the view (Chakra, i18n, router…). */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** Outputs (`done`) and failures (`error`) of each invoked actor, by invoke id. Each entry is one model event. */
  actors?: Record<string, { done?: unknown[]; error?: unknown[] }>;
  /**
   * How each event a person (or the app) sends happens. `'send'` sends it to the actor directly: only for events
   * that do not come from this view (say, a language change made elsewhere).
   */
  events?: Record<string, EventConfig<TMachine> | 'send'>;
  /**
   * What a person sees in each state, keyed by dotted state path ('open.editing'). Every state the model reaches
   * must match at least one key.
   */
  states: Record<string, (args: StateArgs) => void | Promise<void>>;
  /** What besides the state value tells model states apart (context fields that guards read). Keep it finite. */
  serialize?: (snapshot: AnyMachineSnapshot) => unknown;
  /** Extra implementations for the real run (spies for named actions, guards reading fakes). */
  provide?: Parameters<TMachine['provide']>[0];
  /** Timeout for the real view to reach a predicted state. */
  stepTimeoutMs?: number;
}

interface ModelEvent extends EventObject {
  case?: number;
  output?: unknown;
  error?: unknown;
  [key: string]: unknown;
}

export interface PlannedPath {
  steps: Array<{ event: ModelEvent; state: AnyMachineSnapshot }>;
  initial: AnyMachineSnapshot;
  description: string;
  /** the machine's input for this path */
  input: unknown;
}

const keyToValue = (key: string): StateValue =>
  key
    .split('.')
    .reverse()
    .reduce<StateValue>((acc, part, i) => (i === 0 ? part : { [part]: acc }), '');

function modelEvents<TMachine extends AnyStateMachine>(
  shape: MachineShape,
  config: ModelTestConfig<TMachine>,
): ModelEvent[] {
  const events: ModelEvent[] = [];
  for (const type of shape.externalEvents) {
    if (type.startsWith('done:') || type.startsWith('error:') || type.startsWith('after:')) continue;
    const exec = config.events?.[type];
    if (!exec) {
      throw new Error(
        `model-based: no executor for event '${type}'. Say how a person causes it in \`events\` (or 'send').`,
      );
    }
    const cases = exec === 'send' ? [{}] : (exec.cases ?? [{}]);
    cases.forEach((payload, i) => events.push({ ...payload, type, case: i }));
  }
  for (const [id] of shape.invokes) {
    const fixtures = config.actors?.[id];
    if (shape.completingInvokes.has(id)) {
      (fixtures?.done ?? [undefined]).forEach((output, i) =>
        events.push({ type: `done:${id}`, case: i, output }),
      );
    }
    if (shape.failingInvokes.has(id)) {
      const errors = fixtures?.error ?? [new Error(`${id} failed (test fake)`)];
      errors.forEach((error, i) => events.push({ type: `error:${id}`, case: i, error }));
    }
  }
  for (const delay of shape.delays) events.push({ type: `after:${delay}` });
  return events;
}

function describeEvent(event: ModelEvent): string {
  if (event.type.startsWith('done:')) return `${event.type.slice(5)} answers (case ${event.case})`;
  if (event.type.startsWith('error:')) return `${event.type.slice(6)} fails (case ${event.case})`;
  if (event.type.startsWith('after:')) return `${event.type.slice(6)} passes`;
  const { type, case: c, ...payload } = event;
  const data = Object.keys(payload).length ? ` ${JSON.stringify(payload)}` : '';
  return `${type}${data}${c ? ` (case ${c})` : ''}`;
}

const stateName = (s: AnyMachineSnapshot) => JSON.stringify(s.value);

/**
 * Plans one path per transition of the model (shortest path to its source, then the transition), minus prefixes,
 * from each starting input.
 */
export function planPaths<TMachine extends AnyStateMachine>(
  config: ModelTestConfig<TMachine>,
): PlannedPath[] {
  const inputs = config.inputs ?? [config.input];
  return inputs.flatMap((input, i) =>
    planPathsFrom(config, input, inputs.length > 1 ? `input ${i + 1} ${JSON.stringify(input)}: ` : ''),
  );
}

function planPathsFrom<TMachine extends AnyStateMachine>(
  config: ModelTestConfig<TMachine>,
  input: unknown,
  label: string,
): PlannedPath[] {
  const { model, shape } = deriveTestMachine(config.machine);
  const events = modelEvents(shape, config);
  const serializeState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, config.serialize?.(s) ?? null]);
  const serializeEvent = (e: ModelEvent) => JSON.stringify([e.type, e.case ?? 0]);
  const testModel = createTestModel(model, {
    events,
    serializeState: serializeState as never,
    serializeEvent: serializeEvent as never,
    filterEvents: ((snapshot: AnyMachineSnapshot, event: ModelEvent) => snapshot.can(event)) as never,
    input: input as never,
  });

  const initial = getInitialSnapshot(model, input as never) as AnyMachineSnapshot;
  const shortest = new Map<string, PlannedPath['steps']>();
  for (const path of testModel.getShortestPaths({ allowDuplicatePaths: true } as never)) {
    const key = serializeState(path.state as AnyMachineSnapshot);
    const steps = path.steps
      .filter((s) => s.event.type !== 'xstate.init')
      .map((s) => ({ event: s.event as ModelEvent, state: s.state as AnyMachineSnapshot }));
    const known = shortest.get(key);
    if (!known || known.length > steps.length) shortest.set(key, steps);
  }
  shortest.set(serializeState(initial), []);

  // Which transitions of the REAL machine each model edge takes (replayed on the model with inspection).
  const takenByEdge = new Map<string, string[]>();
  const transitionsTaken = (from: AnyMachineSnapshot, event: ModelEvent, edge: string): string[] => {
    const known = takenByEdge.get(edge);
    if (known) return known;
    const taken: string[] = [];
    const replay = createActor(model, {
      snapshot: from as never,
      input: input as never,
      inspect: (ev) => {
        if (ev.type !== '@xstate.microstep' || ev.actorRef.sessionId !== ev.rootId) return;
        for (const t of ev._transitions) taken.push(realTransitionKey(t));
      },
    });
    replay.start();
    replay.send(event);
    replay.stop();
    takenByEdge.set(edge, taken);
    return taken;
  };

  const candidates: Array<{ steps: PlannedPath['steps']; covers: Set<string> }> = [];
  const adjacency = testModel.getAdjacencyMap();
  for (const [fromKey, { transitions }] of Object.entries(adjacency)) {
    const prefix = shortest.get(fromKey);
    if (!prefix) continue;
    for (const { event, state } of Object.values(transitions) as Array<{ event: unknown; state: unknown }>) {
      const steps = [...prefix, { event: event as ModelEvent, state: state as AnyMachineSnapshot }];
      let prev = initial;
      const covers = new Set<string>();
      for (const step of steps) {
        const edge = `${serializeState(prev)}|${serializeEvent(step.event)}`;
        transitionsTaken(prev, step.event, edge).forEach((t) => covers.add(t));
        prev = step.state;
      }
      candidates.push({ steps, covers });
    }
  }
  // Every machine transition walked with few, short paths: take the shortest path that walks something new, then
  // drop any chosen path that is a prefix of a longer chosen one. (Walking every edge of the product of parallel
  // regions would multiply the paths without walking one more transition.)
  candidates.sort((a, b) => a.steps.length - b.steps.length);
  const covered = new Set<string>();
  let chosen = candidates.filter((c) => {
    const fresh = [...c.covers].some((t) => !covered.has(t));
    if (fresh) c.covers.forEach((t) => covered.add(t));
    return fresh;
  });
  const signature = (steps: PlannedPath['steps']) => steps.map((st) => serializeEvent(st.event)).join('>');
  chosen = chosen.filter(
    (c) =>
      !chosen.some(
        (o) =>
          o !== c && o.steps.length > c.steps.length && signature(o.steps).startsWith(signature(c.steps)),
      ),
  );
  // A start with nothing to do still runs once, so the transitions of its initial snapshot count as walked.
  if (chosen.length === 0) chosen = [{ steps: [], covers: new Set() }];
  return chosen.map((c) => ({
    steps: c.steps,
    initial,
    input,
    description: [
      `${label}start in ${stateName(initial)}`,
      ...c.steps.map((st) => `${describeEvent(st.event)} → ${stateName(st.state)}`),
    ].join('; '),
  }));
}

function delayMs(machine: AnyStateMachine, key: string, snapshot: AnyMachineSnapshot): number {
  const asNumber = Number(key);
  if (Number.isFinite(asNumber)) return asNumber;
  const delay = (machine.implementations.delays as Record<string, unknown>)[key];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return (delay as (a: unknown) => number)({ context: snapshot.context });
  throw new Error(`model-based: delay '${key}' has no implementation`);
}

interface Deferred {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

/** Runs one planned path against the real view; throws where the view and the model part ways. */
export async function runPath<TMachine extends AnyStateMachine>(
  config: ModelTestConfig<TMachine>,
  path: PlannedPath,
  walked: Set<string> = new Set(),
  unmatchedStates: Set<string> = new Set(),
): Promise<void> {
  const { shape } = deriveTestMachine(config.machine);
  const assertState = async (snapshot: AnyMachineSnapshot) => {
    const keys = Object.keys(config.states).filter((k) => snapshot.matches(keyToValue(k) as never));
    if (keys.length === 0) {
      unmatchedStates.add(stateName(snapshot));
      throw new Error(`model-based: no assertion in \`states\` matches state ${stateName(snapshot)}`);
    }
    for (const key of keys) {
      await waitFor(() => config.states[key]!({ screen, snapshot }), {
        timeout: config.stepTimeoutMs ?? 2000,
      });
    }
  };

  const clock = new SimulatedClock();
  const pending = new Map<string, Deferred>();
  const fakeActors = Object.fromEntries(
    [...new Set(shape.invokes.values())].map((src) => [
      src,
      fromPromise(
        ({ self }) =>
          new Promise((resolve, reject) => {
            pending.set(self.id, { resolve, reject });
          }),
      ),
    ]),
  );
  const provided = config.machine.provide({
    ...(config.provide ?? {}),
    actors: { ...fakeActors },
  } as never) as TMachine;
  const actor: Actor<AnyStateMachine> = createActor(provided, {
    input: path.input as never,
    clock,
    inspect: (ev) => {
      // Only the machine's own transitions (not its children's), including those taken while the initial
      // snapshot is computed (eventless transitions out of the initial state), before `actor` is assigned.
      if (ev.type !== '@xstate.microstep' || ev.actorRef.sessionId !== ev.rootId) return;
      for (const t of ev._transitions) walked.add(transitionKey(t));
    },
  });
  const actorRef = actor as unknown as ActorRefFrom<TMachine>;
  actor.start();
  const Wrapper = config.wrapper;
  const view = config.render(actorRef);
  render(Wrapper ? createElement(Wrapper, null, view) : view);
  const user = userEvent.setup();

  try {
    await assertState(path.initial);
    for (const step of path.steps) {
      const { event } = step;
      const [kind, id] = [event.type.split(':')[0], event.type.slice(event.type.indexOf(':') + 1)];
      if (kind === 'done' || kind === 'error') {
        const call = pending.get(id);
        if (!call) throw new Error(`model-based: expected a pending call of '${id}', but none was made`);
        pending.delete(id);
        await act(async () => {
          if (kind === 'done') call.resolve(event.output);
          else call.reject(event.error);
          await Promise.resolve();
        });
      } else if (kind === 'after' && event.type.startsWith('after:')) {
        const ms = delayMs(provided, id, actor.getSnapshot() as AnyMachineSnapshot);
        await act(async () => clock.increment(ms));
      } else {
        const exec = config.events?.[event.type];
        if (exec === 'send' || !exec) await act(async () => actor.send(event as never));
        else await exec.exec({ screen, user, actor: actorRef, event: event as StepArgs<TMachine>['event'] });
      }
      await waitFor(
        () =>
          expect(
            (actor.getSnapshot() as AnyMachineSnapshot).value,
            `after '${describeEvent(event)}' the machine should be in ${stateName(step.state)}`,
          ).toEqual(step.state.value),
        { timeout: config.stepTimeoutMs ?? 2000 },
      );
      await assertState(step.state);
    }
  } finally {
    actor.stop();
  }
}

/** Declares the model-based tests of one machine: one test per planned path, then the coverage check. */
export function testMachineModel<TMachine extends AnyStateMachine>(
  name: string,
  config: ModelTestConfig<TMachine>,
): void {
  const paths = planPaths(config);
  const expected = allTransitions(config.machine);
  const walked = new Set<string>();
  const unmatchedStates = new Set<string>();

  if (process.env.MBT_PRINT_PATHS) {
    console.info(`\n${name}: ${paths.length} paths`);
    paths.forEach((p, i) => console.info(`  ${String(i + 1).padStart(3)}. ${p.description}`));
  }

  describe(`${name} (model-based)`, () => {
    afterEach(() => cleanup());

    paths.forEach((path, index) => {
      it(`path ${index + 1}: ${path.description}`, () => runPath(config, path, walked, unmatchedStates));
    });

    afterAll(() => {
      // Reported once more here so a missing assertion is impossible to overlook.
      if (unmatchedStates.size)
        console.error(`${name}: states with no assertion: ${[...unmatchedStates].join(', ')}`);
    });

    it('walks every transition of the machine', () => {
      const missing = expected.filter((t) => !walked.has(t));
      expect(
        missing,
        `transitions never walked (add event cases or actor fixtures):\n${missing.join('\n')}`,
      ).toEqual([]);
    });
  });
}
