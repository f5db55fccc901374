/**
 * The shapes of a model-based test (model-based.ts): its configuration, the arguments its steps and state assertions
 * get, and the paths it plans. The planner, the runner and the test plan read them without importing the harness.
 */
import type { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type {
  ActorRefFrom,
  AnyActorLogic,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
  InputFrom,
} from 'xstate';

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
  /**
   * An app-wide machine (ADR 030): the actor under test runs as the app machine's child of this systemId, the app's
   * other children being test doubles (tests/support/app-system.ts), and the view is given that app, so it reaches
   * the actor by its systemId as in the app. The path's input is that child's input.
   */
  inApp?: 'session' | 'preferences';
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
