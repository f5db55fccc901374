/**
 * Model-based tests of a statechart against its real view (architecture §3).
 *
 * Paths come from `xstate/graph`'s `createTestModel` over a model derived from the REAL machine
 * (see model-derivation.ts). Each path then runs against the real view, rendered with an actor of the real machine
 * whose invoked actors are controllable fakes: `done:<id>` resolves the pending call, `error:<id>` rejects it,
 * `after:<delay>` moves a simulated clock. After every step the real actor must be in the state the model predicts,
 * and the state's assertion (what a person sees) must hold. A last test fails unless every transition of the
 * machine (ignored events included) was walked, and one that the machine's test plan in docs/test-paths/ is current.
 * See tests/support/README.md.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { assertEveryTransitionWalked } from './model-gate';
import { transitionKey } from './model-derivation';
import { planPaths } from './model-planner';
import { runPath } from './model-runner';
import type { ModelTestConfig } from './model-types';
import { renderTestPlan, syncTestPlan } from './test-plan';
import { toaster } from '@/components/toaster/toaster';

// Existing tests plan and run single paths through this module.
export { planPaths } from './model-planner';
export { runPath } from './model-runner';
export type {
  EventConfig,
  ModelEvent,
  ModelTestConfig,
  PlannedPath,
  StateArgs,
  StepArgs,
} from './model-types';

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
