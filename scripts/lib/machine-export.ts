/**
 * The Stately export of the statecharts (`npm run machines`, architecture §3): each machine's config as plain JSON that
 * `createMachine` (and the Stately editor's import) accepts, with guards, actions, actors and delays by name, plus a
 * Mermaid `stateDiagram-v2` of it. machine-export.test.ts loads every exported file back and compares its
 * transitions and states with the real machine's.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';

export const EXPORT_DIR = 'docs/machines';
export const REGENERATE_EXPORTS = 'npm run machines';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Raw = Record<string, unknown>;

const isPlainJson = (value: unknown): boolean => {
  if (value === null || ['boolean', 'number', 'string'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value as Raw).every(isPlainJson);
  return false;
};

/** A named implementation (guard or action) as Stately reads it: its name, and its params when they are data. */
function named(kind: 'guard' | 'action', value: unknown, where: string): Json {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as Raw).type === 'string') {
    const { type, params } = value as { type: string; params?: unknown };
    return params !== undefined && isPlainJson(params) ? { type, params: params as Json } : type;
  }
  throw new Error(
    `${where}: an inline ${kind} cannot be exported by name; name it in setup({ ${kind}s }) and refer to it by name`,
  );
}

const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function transitions(value: unknown, where: string): Json {
  const one = (t: unknown): Json => {
    if (typeof t === 'string') return t;
    if (t === undefined || t === null) return {};
    const raw = t as Raw;
    const out: Record<string, Json> = {};
    if (raw.target !== undefined) out.target = raw.target as Json;
    if (raw.guard !== undefined) out.guard = named('guard', raw.guard, where);
    const actions = list(raw.actions).map((a) => named('action', a, where));
    if (actions.length) out.actions = actions;
    if (raw.reenter !== undefined) out.reenter = raw.reenter as Json;
    if (typeof raw.description === 'string') out.description = raw.description;
    return out;
  };
  return Array.isArray(value) ? value.map(one) : one(value);
}

function stateConfig(raw: Raw, where: string): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const key of ['id', 'type', 'initial', 'description', 'history'] as const)
    if (typeof raw[key] === 'string') out[key] = raw[key];
  if (raw.tags !== undefined) out.tags = list(raw.tags) as Json;
  if (raw.meta !== undefined && isPlainJson(raw.meta)) out.meta = raw.meta as Json;
  for (const key of ['entry', 'exit'] as const) {
    const actions = list(raw[key]).map((a) => named('action', a, `${where} ${key}`));
    if (actions.length) out[key] = actions;
  }
  const invokes = list(raw.invoke).map((inv) => {
    const { src, id, onDone, onError, onSnapshot } = inv as Raw;
    if (typeof src !== 'string')
      throw new Error(`${where}: invoke an actor by its name in setup({ actors })`);
    const out: Record<string, Json> = { src, id: typeof id === 'string' ? id : src };
    if (onDone !== undefined) out.onDone = transitions(onDone, `${where} onDone`);
    if (onError !== undefined) out.onError = transitions(onError, `${where} onError`);
    if (onSnapshot !== undefined) out.onSnapshot = transitions(onSnapshot, `${where} onSnapshot`);
    return out;
  });
  if (invokes.length) out.invoke = invokes.length === 1 ? invokes[0]! : invokes;
  for (const key of ['on', 'after'] as const) {
    if (!raw[key]) continue;
    out[key] = Object.fromEntries(
      Object.entries(raw[key] as Raw).map(([event, t]) => [
        event,
        transitions(t, `${where} ${key} ${event}`),
      ]),
    );
  }
  if (raw.always !== undefined) out.always = transitions(raw.always, `${where} always`);
  // A compound or parallel state's own onDone: taken once its children reach their final states.
  if (raw.onDone !== undefined) out.onDone = transitions(raw.onDone, `${where} onDone`);
  if (raw.states) {
    out.states = Object.fromEntries(
      Object.entries(raw.states as Raw).map(([key, child]) => [
        key,
        stateConfig(child as Raw, `${where}.${key}`),
      ]),
    );
  }
  return out;
}

/** The machine's config as plain JSON for `createMachine` and the Stately editor (context only when it is data). */
export function toStatelyConfig(machine: AnyStateMachine): Record<string, Json> {
  const raw = machine.config as Raw;
  const config = stateConfig(raw, machine.id);
  const out: Record<string, Json> = { id: machine.id };
  if (raw.context !== undefined && isPlainJson(raw.context)) out.context = raw.context as Json;
  return { ...out, ...config };
}

/** Every machine the app defines: `machines/<folder>/*.machine.ts`, each export that is a state machine. */
export async function loadMachines(
  root = join(process.cwd(), 'machines'),
): Promise<Array<{ name: string; exportName: string; machine: AnyStateMachine }>> {
  const found: Array<{ name: string; exportName: string; machine: AnyStateMachine }> = [];
  for (const folder of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of readdirSync(join(root, folder.name)).filter((f) => f.endsWith('.machine.ts'))) {
      const mod = (await import(pathToFileURL(join(root, folder.name, file)).href)) as Record<
        string,
        unknown
      >;
      for (const [exportName, value] of Object.entries(mod)) {
        const machine = value as Partial<AnyStateMachine> | null;
        if (!machine || typeof machine !== 'object' || !machine.root || typeof machine.provide !== 'function')
          continue;
        found.push({ name: folder.name, exportName, machine: machine as AnyStateMachine });
      }
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
