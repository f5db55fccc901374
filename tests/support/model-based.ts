/**
 * Model-based tests of a statechart against its real view (DESIGN §3).
 *
 * Paths come from `xstate/graph`'s `createTestModel` over a model derived from the REAL machine
 * (see model-derivation.ts). Each path then runs against the real view, rendered with an actor of the real machine
 * whose invoked actors are controllable fakes: `done:<id>` resolves the pending call, `error:<id>` rejects it,
 * `after:<delay>` moves a simulated clock. After every step the real actor must be in the state the model predicts,
 * and the state's assertion (what a person sees) must hold. A last test fails unless every transition of the
 * machine (ignored events included) was walked, and one that the machine's test plan in docs/test-paths/ is current.
 * See tests/support/README.md.
 */
import { cleanup, type screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  createActor,
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
} from 'xstate';
import { assertEveryTransitionWalked } from './model-gate';
import { transitionKey } from './model-derivation';
import { planPaths } from './model-planner';
import { runPath } from './model-runner';
import { renderTestPlan, syncTestPlan } from './test-plan';
import { toaster } from '@/components/toaster/toaster';

// Existing tests plan and run single paths through this module.
export { planPaths } from './model-planner';
export { runPath } from './model-runner';

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
  /** What the person does, in words, for the test plan ('clicks Retry'). */
  description?: string;
  /**
   * Where the machine ignores this event (no target, no action) but the page still changes because something
   * outside the machine answers it (the session service lets a request go out with the current token): say what
   * changes. Then only the state's assertion is checked after it, and the test plan says so.
   */
  ignoredButAnsweredBy?: string;
  /**
   * The invoke id of the child actor that sends this event to the machine (`sendParent`): the dialog's `dialog.saved`
   * comes from `transactionDialog`. The step then fails unless that child sent it (list the child in `children`).
   */
  from?: string;
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
  /**
   * Invoked actors that run for real, by src name (ADR 016): a child machine with its view (say the transaction
   * dialog, provided with its test doubles) or a relay of another actor's events. They are not faked, and the events
   * they send the machine are model events caused through the view (mark them with `from`).
   */
  children?: Record<string, AnyActorLogic>;
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
  /**
   * The same, in words, for QA's test plan (docs/test-paths/): what a person must see in each state, keyed like
   * `states`. Every state the plan reaches needs one.
   */
  sees?: Record<string, string>;
  /**
   * The test plan's file, docs/test-paths/<plan>.md. Default: the suite's name in kebab-case without a parenthesis
   * ('transactionDialog (English)' → transaction-dialog). `false` for a suite whose paths another suite of the same
   * machine already documents (the same machine in a second language).
   */
  plan?: string | false;
  /** What besides the state value tells model states apart (context fields that guards read). Keep it finite. */
  serialize?: (snapshot: AnyMachineSnapshot) => unknown;
  /** Extra implementations for the real run (spies for named actions, guards reading fakes). */
  provide?: Parameters<TMachine['provide']>[0];
  /** Timeout for the real view to reach a predicted state. */
  stepTimeoutMs?: number;
}

export interface ModelEvent extends EventObject {
  case?: number;
  output?: unknown;
  error?: unknown;
  [key: string]: unknown;
}

export interface PlannedPath {
  /** `ignored`: the event only reaches transitions that do nothing (see `isIgnoredTransition`) */
  steps: Array<{ event: ModelEvent; state: AnyMachineSnapshot; ignored: boolean }>;
  initial: AnyMachineSnapshot;
  description: string;
  /** the machine's input for this path */
  input: unknown;
}

/** `transactionDialog (model-based)` → `transaction-dialog`: the name before any parenthesis, in kebab case. */
const kebab = (name: string) =>
  (name.includes('(') ? name.slice(0, name.indexOf('(')) : name)
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/**
 * Declares the model-based tests of one machine started with several inputs (the Google flow runs on three pages; the
 * activation link may lack its token), each with its own view and providers: one test per planned path, then the
 * coverage gate over the transitions walked from all inputs together, then the test plan's check.
 */
export function testMachineModelWithInputs<TMachine extends AnyStateMachine>(
  name: string,
  configs: Array<{ label: string; config: ModelTestConfig<TMachine> }>,
): void {
  const sections = configs.map(({ label, config }) => ({ label, config, paths: planPaths(config) }));
  const machine = configs[0]!.config.machine;
  const walked = new Set<string>();
  const unmatchedStates = new Set<string>();
  const title = (label: string, text: string) => (label ? `${label}, ${text}` : text);

  if (process.env.MBT_PRINT_PATHS) {
    const count = sections.reduce((n, s) => n + s.paths.length, 0);
    console.info(`\n${name}: ${count} paths`);
    let n = 0;
    for (const { label, paths } of sections)
      paths.forEach((p) => console.info(`  ${String(++n).padStart(3)}. ${title(label, p.description)}`));
  }

  describe(`${name} (model-based)`, () => {
    afterEach(() => {
      cleanup();
      // The toaster is one store for the whole file: a toast left by one path must not be read by the next.
      toaster.remove();
    });

    for (const { label, config, paths } of sections) {
      paths.forEach((path, index) => {
        it(title(label, `path ${index + 1}: ${path.description}`), () =>
          runPath(config, path, walked, unmatchedStates),
        );
      });
    }

    afterAll(() => {
      // Reported once more here so a missing assertion is impossible to overlook.
      if (unmatchedStates.size)
        console.error(`${name}: states with no assertion: ${[...unmatchedStates].join(', ')}`);
    });

    it('walks every transition of the machine', () => {
      // The initial `always` transitions run while an actor is constructed, before a path's inspector can tell
      // which actor they belong to: record them from actors of our own (never started, so no actions run).
      for (const { config } of sections) {
        for (const input of config.inputs ?? [config.input]) {
          createActor(config.machine, {
            input: input as never,
            inspect: (ev) => {
              if (ev.type === '@xstate.microstep')
                for (const t of ev._transitions) walked.add(transitionKey(t));
            },
          });
        }
      }
      assertEveryTransitionWalked(machine, walked);
      expect([...unmatchedStates], 'states without an assertion').toEqual([]);
    });

    const plan = configs[0]!.config.plan ?? kebab(name);
    if (plan !== false) {
      it(`has a current test plan in docs/test-paths/${plan}.md`, () =>
        syncTestPlan(plan, renderTestPlan(name, sections as never)));
    }
  });
}

/** Declares the model-based tests of one machine: one test per planned path, the coverage gate, the test plan. */
export function testMachineModel<TMachine extends AnyStateMachine>(
  name: string,
  config: ModelTestConfig<TMachine>,
): void {
  testMachineModelWithInputs(name, [{ label: '', config }]);
}
