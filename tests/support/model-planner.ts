/**
 * Plans the paths of a model-based test (architecture §3): one path per transition of the model derived from the real
 * machine (model-derivation.ts), the shortest way to its source and then the transition, minus paths that are
 * prefixes of others. Events the machine deliberately ignores are planned too, so the gate can walk them.
 */
import { createActor, getInitialSnapshot, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { ModelEvent, ModelTestConfig, PlannedPath } from './model-types';
import {
  deriveTestMachine,
  isIgnoredTransition,
  realTransitionKey,
  type MachineShape,
} from './model-derivation';
import { describeEvent, stateName } from './model-words';

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
  // `TestModel`, not `createTestModel`: the latter offers only the events of `snapshot.can`-style "own events",
  // which leave out an ignored event, so it would never be walked.
  const testModel = new TestModel(model, {
    events: () => events,
    serializeState: serializeState as never,
    serializeEvent: serializeEvent as never,
    // Not `snapshot.can(event)`: it is false for an ignored event.
    filterEvents: ((snapshot: AnyMachineSnapshot, event: ModelEvent) =>
      model.getTransitionData(snapshot as never, event).length > 0) as never,
    input: input as never,
  });

  const initial = getInitialSnapshot(model, input as never) as AnyMachineSnapshot;
  const shortest = new Map<string, PlannedPath['steps']>();
  for (const path of testModel.getShortestPaths({ allowDuplicatePaths: true } as never)) {
    const key = serializeState(path.state as AnyMachineSnapshot);
    const steps = path.steps
      .filter((s) => s.event.type !== 'xstate.init')
      .map((s) => ({ event: s.event as ModelEvent, state: s.state as AnyMachineSnapshot, ignored: false }));
    const known = shortest.get(key);
    if (!known || known.length > steps.length) shortest.set(key, steps);
  }
  shortest.set(serializeState(initial), []);

  // Which transitions of the REAL machine each model edge takes (replayed on the model with inspection), and
  // whether all of them are ignored events (then nothing a person sees may change).
  const takenByEdge = new Map<string, { keys: string[]; ignored: boolean }>();
  const transitionsTaken = (from: AnyMachineSnapshot, event: ModelEvent, edge: string) => {
    const known = takenByEdge.get(edge);
    if (known) return known;
    const taken = { keys: [] as string[], ignored: false };
    let all = 0;
    let ignored = 0;
    const replay = createActor(model, {
      snapshot: from as never,
      input: input as never,
      inspect: (ev) => {
        if (ev.type !== '@xstate.microstep' || ev.actorRef.sessionId !== ev.rootId) return;
        for (const t of ev._transitions) {
          taken.keys.push(realTransitionKey(t));
          all++;
          if (isIgnoredTransition(t)) ignored++;
        }
      },
    });
    replay.start();
    replay.send(event);
    replay.stop();
    taken.ignored = all > 0 && all === ignored;
    takenByEdge.set(edge, taken);
    return taken;
  };

  const candidates: Array<{ steps: PlannedPath['steps']; covers: Set<string> }> = [];
  const adjacency = testModel.getAdjacencyMap();
  for (const [fromKey, { transitions }] of Object.entries(adjacency)) {
    const prefix = shortest.get(fromKey);
    if (!prefix) continue;
    for (const { event, state } of Object.values(transitions) as Array<{ event: unknown; state: unknown }>) {
      const last = { event: event as ModelEvent, state: state as AnyMachineSnapshot, ignored: false };
      const steps = [...prefix, last].map((st) => ({ ...st }));
      let prev = initial;
      const covers = new Set<string>();
      for (const step of steps) {
        const edge = `${serializeState(prev)}|${serializeEvent(step.event)}`;
        const taken = transitionsTaken(prev, step.event, edge);
        taken.keys.forEach((t) => covers.add(t));
        step.ignored = taken.ignored;
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
      ...c.steps.map(
        (st) => `${describeEvent(st.event)} → ${stateName(st.state)}${st.ignored ? ' (ignored)' : ''}`,
      ),
    ].join('; '),
  }));
}
