/**
 * `?inspect` in development: every actor of the app reports to the Stately inspector (`@statelyai/inspect`), with
 * tokens, passwords and Google credentials redacted from every snapshot and event it is sent.
 *
 * `inspect` is the one option object every `createActor`/`useActorRef` passes. In a production build
 * `import.meta.env.DEV` is false, so `inspect` is undefined and the dynamic import below is dead code that the
 * bundler drops (inspect-bundle.test.ts builds this module and proves it). The inspector loads asynchronously; events
 * of actors started meanwhile (the session, at startup) wait in a short queue so none is missed.
 */
import type { InspectionEvent, Observer } from 'xstate';

export const REDACTED = '[redacted]';

/** Keys whose values are secrets wherever they appear (context, input, output, event). */
const SECRET_KEY = /token|password|secret|credential|authorization|^access$|^refresh$/i;
/** Events that carry a secret in a generic field (`login.passwordChanged` → `value`). */
const SECRET_EVENT = /password|token|credential/i;
/** A JSON Web Token, wherever it hides (a 401's body, an error message). */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const MAX_DEPTH = 12;

/**
 * A plain, cloneable copy of `value` with every secret replaced by `[redacted]`: values under secret keys, every
 * field but `type` of an event about a secret, and anything shaped like a JWT. Actor references and other class
 * instances are reduced to what their `toJSON` says; functions are dropped.
 */
export function redactSecrets(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return value.replace(JWT, REDACTED);
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (depth > MAX_DEPTH) return '[too deep]';
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (value instanceof Error)
    return { name: value.name, message: redactSecrets(value.message, depth + 1, seen) };
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, depth + 1, seen));
  const proto = Object.getPrototypeOf(value) as unknown;
  const toJSON = (value as { toJSON?: () => unknown }).toJSON;
  if (proto !== Object.prototype && proto !== null && typeof toJSON === 'function')
    return redactSecrets(toJSON.call(value), depth + 1, seen);
  const type = (value as { type?: unknown }).type;
  const secretEvent = typeof type === 'string' && SECRET_EVENT.test(type) && !type.startsWith('@xstate.');
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'function') continue;
    out[key] =
      (SECRET_KEY.test(key) || (secretEvent && key !== 'type')) && v !== null && v !== undefined && v !== ''
        ? REDACTED
        : redactSecrets(v, depth + 1, seen);
  }
  return out;
}

/** The options given to `createBrowserInspector`: redaction of contexts, events and everything else it sends. */
export const inspectorOptions = {
  sanitizeContext: (context: Record<string, unknown>) => redactSecrets(context) as Record<string, unknown>,
  sanitizeEvent: <E extends { type: string }>(event: E) => redactSecrets(event) as E,
  // The whole inspection event too: a promise actor's snapshot holds its input and output (tokens) outside context.
  serialize: <E>(event: E) => redactSecrets(event) as E,
};

function createDevInspect(): Observer<InspectionEvent> | undefined {
  if (typeof window === 'undefined' || !new URLSearchParams(window.location.search).has('inspect')) return;
  const queue: InspectionEvent[] = [];
  let target: Observer<InspectionEvent> | null = null;
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    target = createBrowserInspector(inspectorOptions as never).inspect;
    for (const event of queue.splice(0)) target.next?.(event);
  });
  return {
    next: (event) => {
      if (target) target.next?.(event);
      else if (queue.length < 1000) queue.push(event);
    },
  };
}

/** Pass as `inspect` to every actor: the inspector's observer under `npm run dev` with `?inspect`, else undefined. */
export const inspect = import.meta.env.DEV ? createDevInspect() : undefined;
