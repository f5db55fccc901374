/**
 * Test plans for QA (`npm run test:paths`): the planned paths of a machine written as numbered, readable steps to
 * docs/test-paths/<machine>.md — each step the event a person causes, the state reached, and what they must see
 * (from the `sees` descriptions in the machine's test). A test fails when the file on disk is stale.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { ModelTestConfig, PlannedPath } from './model-types';
import { describeStep, matchingKeys, stateName } from './model-words';

export const TEST_PATHS_DIR = 'docs/test-paths';
export const REGENERATE = 'npm run test:paths';

/** docs/test-paths/<file>.md */
export const testPlanPath = (file: string) => join(process.cwd(), TEST_PATHS_DIR, `${file}.md`);

export function seenIn<TMachine extends AnyStateMachine>(
  config: ModelTestConfig<TMachine>,
  snapshot: AnyMachineSnapshot,
): string {
  const keys = matchingKeys(Object.keys(config.sees ?? {}), snapshot);
  if (keys.length === 0) {
    throw new Error(
      `test plan: no description in \`sees\` matches state ${stateName(snapshot)} (say what a person sees there)`,
    );
  }
  return keys.map((k) => config.sees![k]!).join(' ');
}

const humanState = (s: AnyMachineSnapshot) =>
  typeof s.value === 'string'
    ? s.value
    : JSON.stringify(s.value).replace(/[{}"]/g, '').replace(/:/g, ' › ').replace(/,/g, ' + ');

function stepText<TMachine extends AnyStateMachine>(
  config: ModelTestConfig<TMachine>,
  step: PlannedPath['steps'][number],
): string {
  const exec = config.events?.[step.event.type];
  const said = exec === 'send' ? 'the app sends' : exec?.description;
  const doing = describeStep(step.event, said);
  const answered = exec && exec !== 'send' ? exec.ignoredButAnsweredBy : undefined;
  const after = step.ignored
    ? `${answered ? `the machine does nothing (${answered})` : 'nothing changes'}, still **${humanState(step.state)}**: ${seenIn(config, step.state)}`
    : `**${humanState(step.state)}**: ${seenIn(config, step.state)}`;
  return `${doing} → ${after}`;
}

/** The whole plan of one machine (one section per starting input). */
export function renderTestPlan(
  name: string,
  sections: Array<{ label: string; config: ModelTestConfig<AnyStateMachine>; paths: PlannedPath[] }>,
): string {
  const lines = [
    `# ${name}: test paths`,
    '',
    `Generated from the machine and its model-based test by \`${REGENERATE}\`; do not edit by hand.`,
    'Each path starts afresh. A step reads: what happens → the state reached: what the person must see.',
  ];
  let n = 0;
  for (const { label, config, paths } of sections) {
    if (label) lines.push('', `## ${label}`);
    for (const path of paths) {
      n++;
      lines.push('', `### Path ${n}`, '');
      lines.push(`Start: **${humanState(path.initial)}**: ${seenIn(config, path.initial)}`, '');
      path.steps.forEach((step, i) => lines.push(`${i + 1}. ${stepText(config, step)}`));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Writes the plan (under `npm run test:paths`) or throws when the file on disk differs from it. */
export async function syncTestPlan(file: string, markdown: string): Promise<void> {
  const target = testPlanPath(file);
  // Formatted as `prettier --check .` wants it, so the check of the repository and this test agree.
  const text = await format(markdown, { ...(await resolveConfig(target)), filepath: target });
  if (process.env.MBT_WRITE_PATHS) {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
    return;
  }
  const onDisk = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (onDisk !== text) {
    throw new Error(
      `${TEST_PATHS_DIR}/${file}.md is ${onDisk === null ? 'missing' : 'stale'}: run \`${REGENERATE}\` and commit it`,
    );
  }
}
