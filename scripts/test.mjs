#!/usr/bin/env node
// `npm test`: typecheck, lint, import cycles, format, locales, unit (with the model-based tests), server, then
// browser tests — in that order, failing fast. Each vitest suite writes a JSON report to test-results/; the last line
// sums them as `N passed, N failed`.
//   node scripts/test.mjs              every default step
//   node scripts/test.mjs unit server  only those steps
//   node scripts/test.mjs faults       the long fault tests (npm run test:faults; not in the default run)
//   node scripts/test.mjs --summary    only print the sum of the reports already in test-results/ (with the
//                                      drill's, test-results/drill.json from `npm run drill`)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'test-results';
const suites = ['unit', 'server', 'e2e', 'faults', 'drill'];
const bin = (name) => `node_modules/.bin/${name}`;
const vitest = (project) => [
  bin('vitest'),
  [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/${project}.json`,
  ],
];
const steps = [
  ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['cycles', process.execPath, ['scripts/check-cycles.mjs']],
  ['format', bin('prettier'), ['--check', '--log-level=warn', '.']],
  ['locales', process.execPath, ['scripts/check-locales.mjs']],
  ['unit', ...vitest('unit')],
  ['server', ...vitest('server')],
  ['e2e', ...vitest('e2e')],
  ['faults', ...vitest('faults')],
];
const defaultSteps = steps.map(([name]) => name).filter((n) => n !== 'faults');

function summary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const project of suites) {
    const file = `${reports}/${project}.json`;
    if (!existsSync(file)) continue;
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests ?? 0;
    // A suite that failed to load counts its file as a failure even when no test ran.
    failed +=
      (r.numFailedTests ?? 0) + (r.numFailedTestSuites && !r.numFailedTests ? r.numFailedTestSuites : 0);
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

const args = process.argv.slice(2);
if (args.includes('--summary')) {
  console.info(summary());
  process.exit(0);
}
const chosen = args.length ? args : defaultSteps;
mkdirSync(reports, { recursive: true });
// A full run starts a fresh sum: the reports of the later suites (faults, drill) from an earlier run are dropped too.
for (const name of args.length ? chosen : suites) rmSync(`${reports}/${name}.json`, { force: true });

let status = 0;
for (const [name, cmd, cmdArgs] of steps) {
  if (!chosen.includes(name)) continue;
  const started = Date.now();
  console.info(`\n▶ ${name}`);
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed (exit ${result.status ?? result.signal}) after ${seconds} s`);
    status = result.status || 1;
    break;
  }
  console.info(`✔ ${name} (${seconds} s)`);
}
console.info(`\n${summary()}`);
process.exit(status);
