/**
 * Model-based tests of one machine started with several inputs (the Google flow runs on three pages; the activation
 * link may lack its token). Each input gets the lead's planned paths (tests/support/model-based.ts); the coverage
 * check then counts the transitions walked across all inputs, since no single input reaches them all.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { createActor, type AnyStateMachine } from 'xstate';
import { planPaths, runPath, type ModelTestConfig } from '@tests/support/model-based';
import { allTransitions, transitionKey } from '@tests/support/model-derivation';

export function testMachineModelWithInputs<TMachine extends AnyStateMachine>(
  name: string,
  configs: Array<{ label: string; config: ModelTestConfig<TMachine> }>,
): void {
  const walked = new Set<string>();
  const unmatched = new Set<string>();
  describe(`${name} (model-based)`, () => {
    afterEach(() => cleanup());
    for (const { label, config } of configs) {
      // The initial `always` transitions run while the actor is constructed, before runPath's inspector can tell
      // which actor they belong to: record them from an actor of our own (never started, so no actions run).
      it(`${label}: starts in the state its input calls for`, () => {
        createActor(config.machine, {
          input: config.input as never,
          inspect: (ev) => {
            if (ev.type === '@xstate.microstep')
              for (const t of ev._transitions) walked.add(transitionKey(t));
          },
        });
      });
      planPaths(config).forEach((path, index) => {
        it(`${label}, path ${index + 1}: ${path.description}`, () =>
          runPath(config, path, walked, unmatched));
      });
    }
    it('walks every transition of the machine', () => {
      const machine = configs[0]!.config.machine;
      const missing = allTransitions(machine).filter((t) => !walked.has(t));
      expect(missing, `transitions never walked:\n${missing.join('\n')}`).toEqual([]);
      expect([...unmatched], 'states without an assertion').toEqual([]);
    });
  });
}
