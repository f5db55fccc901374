/**
 * Runs one planned path (model-planner.ts) against the real view, rendered with an actor of the real machine whose
 * invoked actors are controllable fakes: `done:<id>` resolves the pending call, `error:<id>` rejects it,
 * `after:<delay>` moves a simulated clock. Child actors named in `children` run for real instead (a child machine
 * and its view, a relay of another actor's events); the events they send their parent are model events like any
 * other, caused through the view, and an event marked `from` a child must come from that child. After every step the
 * real actor must be in the state the model predicts and the state's assertion must hold; after an ignored event,
 * nothing a person sees may have changed. An app-wide machine (`inApp`) runs as its child of a real app machine
 * (ADR 030), whose other children are test doubles, and the view reaches it by its systemId as in the app.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { expect } from 'vitest';
import {
  SimulatedClock,
  createActor,
  fromPromise,
  type Actor,
  type AnyActor,
  type ActorRefFrom,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InspectionEvent,
} from 'xstate';
import { AppSystemProvider } from '@/app/system/app-system';
import { startTestApp } from './app-system';
import type { ModelTestConfig, PlannedPath, StepArgs } from './model-types';
import { deriveTestMachine, transitionKey } from './model-derivation';
import { describeEvent, matchingKeys, stateName } from './model-words';

/**
 * What a person can see: the text on the page and the state of every control. Compared before and after an ignored
 * event (focus and hover styling may change; those are not what the event is about).
 */
export function visibleFingerprint(): string {
  const controls = [
    ...document.body.querySelectorAll('button, input, select, textarea, [role="checkbox"], [role="dialog"]'),
  ].map((el) =>
    [
      el.tagName,
      el.getAttribute('role') ?? '',
      (el as HTMLInputElement).value ?? '',
      el.hasAttribute('disabled') || el.getAttribute('aria-disabled') === 'true',
      el.getAttribute('aria-checked') ?? (el as HTMLInputElement).checked ?? '',
    ].join(':'),
  );
  return JSON.stringify([document.body.textContent, controls]);
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
    const keys = matchingKeys(Object.keys(config.states), snapshot);
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

  // The real machine's transitions taken during the current step.
  const stepTaken: string[] = [];
  const clock = new SimulatedClock();
  const pending = new Map<string, Deferred>();
  const children = config.children ?? {};
  const fakeActors = Object.fromEntries(
    [...new Set(shape.invokes.values())]
      .filter((src) => !(src in children))
      .map((src) => [
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
    actors: { ...fakeActors, ...children },
  } as never) as TMachine;
  // Where the events of the current step came from: the id of the sending actor (none: sent from outside).
  const stepSenders: Array<{ type: string; from: string | undefined }> = [];
  const hostedIn = config.inApp;
  // The actor under test: the root, or the app's child of that systemId (not the app itself, nor its other children).
  const isUnderTest = (ev: InspectionEvent) =>
    hostedIn ? (ev.actorRef as AnyActor).systemId === hostedIn : ev.actorRef.sessionId === ev.rootId;
  const inspect = (ev: InspectionEvent) => {
    if (ev.type === '@xstate.event' && isUnderTest(ev))
      stepSenders.push({ type: ev.event.type, from: (ev.sourceRef as { id?: string } | undefined)?.id });
    // Only the machine's own transitions (not its children's), including those taken while the initial
    // snapshot is computed (eventless transitions out of the initial state), before `actor` is assigned.
    if (ev.type !== '@xstate.microstep' || !isUnderTest(ev)) return;
    for (const t of ev._transitions) {
      walked.add(transitionKey(t));
      stepTaken.push(transitionKey(t));
    }
  };
  const app = hostedIn
    ? startTestApp({ [hostedIn]: provided }, { [hostedIn]: path.input }, { clock, inspect })
    : null;
  const actor: Actor<AnyStateMachine> = app
    ? (app.system.get(hostedIn!) as Actor<AnyStateMachine>)
    : createActor(provided, { input: path.input as never, clock, inspect }).start();
  const actorRef = actor as unknown as ActorRefFrom<TMachine>;
  const Wrapper = config.wrapper;
  const view = app
    ? createElement(AppSystemProvider, { app, children: config.render(actorRef) })
    : config.render(actorRef);
  render(Wrapper ? createElement(Wrapper, null, view) : view);
  const user = userEvent.setup();

  try {
    await assertState(path.initial);
    for (const step of path.steps) {
      const { event } = step;
      const how = config.events?.[event.type];
      const answeredElsewhere = how && how !== 'send' && how.ignoredButAnsweredBy;
      const before = step.ignored && !answeredElsewhere ? visibleFingerprint() : null;
      stepTaken.length = 0;
      stepSenders.length = 0;
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
      // A child's report must come from the child, not from a test that sends it for the child.
      const child = how && how !== 'send' ? how.from : undefined;
      if (child !== undefined)
        expect(
          stepSenders.filter((e) => e.type === event.type).map((e) => e.from),
          `'${describeEvent(event)}' must be sent by the child '${child}'`,
        ).toContain(child);
      // An exec that sent nothing (a disabled button) would pass the checks without testing the machine.
      if (step.ignored)
        expect(stepTaken, `'${describeEvent(event)}' never reached the machine`).not.toEqual([]);
      if (before !== null) {
        expect(
          visibleFingerprint(),
          `'${describeEvent(event)}' is ignored in ${stateName(step.state)}: nothing a person sees may change`,
        ).toBe(before);
      }
    }
  } finally {
    (app ?? actor).stop();
  }
}
