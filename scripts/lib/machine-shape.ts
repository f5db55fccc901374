/**
 * A machine read back from its state nodes, as sorted lines to compare (machine-export.test.ts) and to draw
 * (machine-chart.ts): every transition (source, event, targets, guard name, actions) and every state (type, initial,
 * entry and exit actions, invoked actors).
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** The name of a guard or action as the machine holds it; an inline function has none (and fails the export). */
export function implementationName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string') {
    const { type, params } = value as { type: string; params?: unknown };
    return params !== undefined && typeof params !== 'function' ? `${type}(${JSON.stringify(params)})` : type;
  }
  if (typeof value === 'function') return `<inline ${(value as { type?: string }).type ?? value.name ?? ''}>`;
  return '';
}

export interface TransitionLine {
  source: string;
  event: string;
  targets: string[];
  guard: string;
  actions: string[];
  reenter: boolean;
}

export function nodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    nodes.push(node);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return nodes;
}

const line = (t: AnyTransitionDefinition): TransitionLine => ({
  source: (t.source as AnyStateNode).id,
  event: t.eventType || 'always',
  targets: (t.target ?? []).map((n: AnyStateNode) => n.id),
  guard: t.guard === undefined ? '' : implementationName(t.guard),
  actions: t.actions.map(implementationName),
  reenter: Boolean(t.reenter),
});

/** Every transition, `on`, `always`, `after` and invoke `onDone`/`onError` alike, in the machine's order. */
export function transitionLines(machine: AnyStateMachine): TransitionLine[] {
  return nodesOf(machine).flatMap((node) => [
    ...[...node.transitions.values()].flat().map(line),
    ...(node.always ?? []).map(line),
  ]);
}

export const formatTransition = (t: TransitionLine) =>
  `${t.source} --${t.event}--> ${t.targets.join(',') || '(no target)'}` +
  `${t.guard ? ` [${t.guard}]` : ''}${t.actions.length ? ` / ${t.actions.join(', ')}` : ''}${t.reenter ? ' (reenter)' : ''}`;

/** Every state: its type, initial state, entry and exit actions, invoked actors (src#id) and tags. */
export function stateLines(machine: AnyStateMachine): string[] {
  return nodesOf(machine).map((node) =>
    [
      node.id,
      node.type,
      node.initial?.target?.map((n: AnyStateNode) => n.id).join(',') ?? '',
      `entry: ${node.entry.map(implementationName).join(', ')}`,
      `exit: ${node.exit.map(implementationName).join(', ')}`,
      `invoke: ${node.invoke.map((i) => `${implementationName(i.src)}#${i.id}`).join(', ')}`,
      `tags: ${[...node.tags].join(', ')}`,
    ].join(' | '),
  );
}
