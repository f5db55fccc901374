#!/usr/bin/env node
// `npm test`: typecheck, lint, unit (with the model-based tests), server, then browser tests — in that order,
// failing fast. Each vitest suite writes a JSON report; the last line sums them as `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'test-results';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => `node_modules/.bin/${name}`;
const vitest = (project) => [
  bin('vitest'),
  ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/${project}.json`],
];
const steps = [
  ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '--log-level=warn', '.']],
  ['locales', process.execPath, ['scripts/check-locales.mjs']],
  ['unit', ...vitest('unit')],
  ['server', ...vitest('server')],
  ['e2e', ...vitest('e2e')],
];
const only = process.argv.slice(2);

function summary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const project of ['unit', 'server', 'e2e']) {
    const file = `${reports}/${project}.json`;
    if (!existsSync(file)) continue;
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
  return { passed, failed, skipped };
}

let status = 0;
for (const [name, cmd, args] of steps) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.info(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed (exit ${result.status ?? result.signal}) after ${seconds} s`);
    status = result.status || 1;
    break;
  }
  console.info(`✔ ${name} (${seconds} s)`);
}
const { passed, failed, skipped } = summary();
console.info(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status);
