/**
 * Derives a test model from a real machine (architecture §3).
 *
 * `createTestModel` from `xstate/graph` rejects machines with `invoke` or `after`. Rather than hand-writing a second
 * "test machine" that would drift from the real one, this module rewrites the real machine's own config: each invoked
 * actor's `onDone`/`onError` becomes an explicit event (`done:<id>`, `error:<id>`) and each delayed transition an
 * explicit event (`after:<delay>`). Guards and actions keep the real implementations, so the model computes the same
 * context the real actor will.
 */
import { createMachine, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';

type StateConfig = {
  invoke?: InvokeConfig | InvokeConfig[];
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, StateConfig>;
  [key: string]: unknown;
};
type InvokeConfig = {
  src: unknown;
  id?: string;
  onDone?: unknown;
  onError?: unknown;
  [key: string]: unknown;
};

export const doneEvent = (invokeId: string) => `done:${invokeId}`;
export const errorEvent = (invokeId: string) => `error:${invokeId}`;
export const afterEvent = (delay: string | number) => `after:${delay}`;

/** What the real machine invokes and delays, read from its state nodes. */
export interface MachineShape {
  /** invoke id → the src name of its logic */
  invokes: Map<string, string>;
  /** invoke ids with an onError transition somewhere */
  failingInvokes: Set<string>;
  /** invoke ids with an onDone transition somewhere */
  completingInvokes: Set<string>;
  /** delay keys used by `after` (a number of ms, or the name of an implementation delay) */
  delays: Set<string>;
  /** event types a person (or the app around the machine) sends */
  externalEvents: Set<string>;
}

function invokeId(config: InvokeConfig, node: AnyStateNode, index: number): string {
  if (config.id) return config.id;
  if (typeof config.src === 'string') {
    throw new Error(
      `model-based: the invoke of '${config.src}' in state '${node.id}' needs an explicit id (use the src name)`,
    );
  }
  throw new Error(`model-based: invoke #${index} in state '${node.id}' needs a string src and an id`);
}

function rewrite(config: StateConfig, node: AnyStateNode, shape: MachineShape): StateConfig {
  const { invoke, after, on, states, ...rest } = config;
  const nextOn: Record<string, unknown> = { ...(on ?? {}) };

  const invokes = invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke];
  invokes.forEach((inv, i) => {
    const id = invokeId(inv, node, i);
    shape.invokes.set(id, typeof inv.src === 'string' ? inv.src : id);
    if (inv.onDone !== undefined) {
      nextOn[doneEvent(id)] = inv.onDone;
      shape.completingInvokes.add(id);
    }
    if (inv.onError !== undefined) {
      nextOn[errorEvent(id)] = inv.onError;
      shape.failingInvokes.add(id);
    }
  });

  for (const [delay, transition] of Object.entries(after ?? {})) {
    nextOn[afterEvent(delay)] = transition;
    shape.delays.add(delay);
  }

  const nextStates = states
    ? Object.fromEntries(
        Object.entries(states).map(([key, child]) => [key, rewrite(child, node.states[key]!, shape)]),
      )
    : undefined;

  return {
    ...rest,
    ...(Object.keys(nextOn).length ? { on: nextOn } : {}),
    ...(nextStates ? { states: nextStates } : {}),
  };
}

function collectExternalEvents(node: AnyStateNode, into: Set<string>) {
  for (const eventType of node.transitions.keys()) {
    if (eventType.startsWith('xstate.') || eventType === '*') continue;
    into.add(eventType);
  }
  for (const child of Object.values(node.states)) collectExternalEvents(child, into);
}

/**
 * The model runs alone, with no parent and no children: a child's reports to its parent (`sendParent`, ADR 016)
 * and a parent's questions to its invoked children (`sendTo` an invoke id) do nothing there. The real run keeps
 * them; the parent's and the child's own model tests walk what they cause.
 */
function withoutReportsToParent(actions: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(actions).map(([name, action]) => [
      name,
      typeof (action as { to?: unknown } | undefined)?.to === 'string' ? () => {} : action,
    ]),
  );
}

/** The real machine rewritten so that `createTestModel` accepts it, plus what it invokes and delays. */
export function deriveTestMachine(machine: AnyStateMachine): { model: AnyStateMachine; shape: MachineShape } {
  const shape: MachineShape = {
    invokes: new Map(),
    failingInvokes: new Set(),
    completingInvokes: new Set(),
    delays: new Set(),
    externalEvents: new Set(),
  };
  collectExternalEvents(machine.root, shape.externalEvents);
  const config = rewrite(machine.config as StateConfig, machine.root, shape);
  const model = createMachine(
    config as never,
    {
      ...machine.implementations,
      actions: withoutReportsToParent(machine.implementations.actions),
    } as never,
  ) as unknown as AnyStateMachine;
  return { model, shape };
}

/** A stable name for one transition of a machine, the same in the machine and in any `provide()`d copy of it. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const list = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  const index = list.indexOf(t);
  const targets = (t.target ?? []).map((n: AnyStateNode) => n.id).join(',') || '(self)';
  return `${source.id} --${t.eventType || 'always'}[${index}]--> ${targets}`;
}

/**
 * An event the state deliberately ignores (`'dialog.close': {}` while saving): no target, no action. It still shadows
 * any handler of its ancestors, so it is behaviour a person relies on, and the gate walks it like any other.
 */
export const isIgnoredTransition = (t: AnyTransitionDefinition): boolean =>
  !t.target?.length && !t.actions.length && !t.reenter;

/** Every transition of the real machine, ignored events included (`isIgnoredTransition`). */
export function allTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const [eventType, list] of node.transitions) {
      if (eventType === '*') continue;
      for (const t of list) keys.push(transitionKey(t));
    }
    for (const t of node.always ?? []) keys.push(transitionKey(t));
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return keys;
}

/**
 * The key of the real machine's transition that a transition of the derived model stands for: `done:<id>` is the
 * real `xstate.done.actor.<id>`, `error:<id>` is `xstate.error.actor.<id>`, `after:<delay>` is
 * `xstate.after.<delay>.<state id>`. State ids and the order of guarded branches are the same in both.
 */
export function realTransitionKey(t: AnyTransitionDefinition): string {
  const key = transitionKey(t);
  const source = (t.source as AnyStateNode).id;
  const type = t.eventType;
  const real = type.startsWith('done:')
    ? `xstate.done.actor.${type.slice(5)}`
    : type.startsWith('error:')
      ? `xstate.error.actor.${type.slice(6)}`
      : type.startsWith('after:')
        ? `xstate.after.${type.slice(6)}.${source}`
        : type;
  return real === type ? key : key.replace(`--${type}[`, `--${real}[`);
}
