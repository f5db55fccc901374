import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine, not, setup, type AnyStateMachine } from 'xstate';
import { toMermaidMarkdown } from '../../scripts/lib/machine-chart';
import {
  EXPORT_DIR,
  REGENERATE_EXPORTS,
  loadMachines,
  toStatelyConfig,
} from '../../scripts/lib/machine-export';
import { formatTransition, stateLines, transitionLines } from '../../scripts/lib/machine-shape';

const machines = await loadMachines();
const read = (file: string) => {
  const path = join(process.cwd(), EXPORT_DIR, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
};
const transitionsOf = (machine: AnyStateMachine) => transitionLines(machine).map(formatTransition);

describe('Stately export (docs/machines/)', () => {
  it('exports every machine in machines/', () => {
    expect(machines.map((m) => m.name)).toContain('session');
    expect(machines.length).toBeGreaterThanOrEqual(12);
  });

  describe.each(machines)('$name', ({ name, machine }) => {
    it(`${name}.json and ${name}.md are current (else run \`${REGENERATE_EXPORTS}\`)`, () => {
      const json = `${JSON.stringify(toStatelyConfig(machine), null, 2)}\n`;
      expect(read(`${name}.json`), `${EXPORT_DIR}/${name}.json is stale: run \`${REGENERATE_EXPORTS}\``).toBe(
        json,
      );
      expect(read(`${name}.md`), `${EXPORT_DIR}/${name}.md is stale: run \`${REGENERATE_EXPORTS}\``).toBe(
        toMermaidMarkdown(machine, name),
      );
    });

    it(`${name}.json loads with createMachine into the same transitions and states`, () => {
      const loaded = createMachine(JSON.parse(read(`${name}.json`) ?? '{}') as never);
      expect(transitionsOf(loaded)).toEqual(transitionsOf(machine));
      expect(stateLines(loaded)).toEqual(stateLines(machine));
    });
  });
});

describe('what the export comparison catches', () => {
  const disclaimer = machines.find((m) => m.name === 'disclaimer')!.machine;

  it("tells XState's own toJSON() apart: it loses the always transitions", () => {
    const fromToJson = createMachine(disclaimer.toJSON() as never);
    const lost = transitionsOf(disclaimer).filter((t) => !transitionsOf(fromToJson).includes(t));
    expect(lost.some((t) => t.includes('--always-->'))).toBe(true);
  });

  it('refuses an inline guard, asking for a name in setup()', () => {
    const inline = setup({ guards: { ready: () => true } }).createMachine({
      id: 'inline',
      initial: 'a',
      states: { a: { on: { go: { guard: not('ready'), target: 'b' } } }, b: {} },
    });
    expect(() => toStatelyConfig(inline)).toThrow(/inline guard .*name it in setup\(\{ guards \}\)/);
  });

  it('draws each state, the initial and final states and every transition in Mermaid', () => {
    const chart = toMermaidMarkdown(machines.find((m) => m.name === 'google-auth')!.machine, 'google-auth');
    expect(chart).toContain('```mermaid\nstateDiagram-v2\n  state "googleAuth" as root\n  state root {\n');
    expect(chart).toContain('    [*] --> starting\n');
    expect(chart).toContain('      [*] --> available_idle\n');
    expect(chart).toContain('    signedIn --> [*]\n');
    expect(chart).toContain(
      'checkingConfiguration --> loadingScript : done(loadGoogleConfig) [hasClientId] / setClientId',
    );
    expect(chart).toContain(
      'available_signingIn --> available_signInFailed : error(googleLogin) / setFailure',
    );
  });
});
