#!/usr/bin/env node
// `npm run test:mutation [area …]`: Stryker over each area in turn (default: the machines, then the money and time
// code), at the lowest CPU priority and one test process (STRYKER_CONCURRENCY raises it). Areas: see areas.ts;
// `money` is every money and time area, `machines/<name>` one machine; MUTATION_AREA=<area> works too.
// Each area writes reports/mutation/<area>/mutation.{html,json} and keeps its incremental file there, so a rerun
// retests only the mutants whose code or tests changed. `npm run bench` prints the scores of the last reports.
import { spawnSync } from 'node:child_process';
import { areaConfig, moneyAreas, reportDir } from './areas.ts';
import { scoreOf } from './score.ts';

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const flags = process.argv.slice(2).filter((a) => a.startsWith('-'));
const names = (asked.length ? asked : (process.env.MUTATION_AREA ?? 'machines,money').split(',')).flatMap(
  (a) => (a === 'money' ? moneyAreas : [a]),
);
names.forEach(areaConfig); // an unknown area fails before anything runs

const lines = [];
let failed = false;
for (const area of names) {
  const started = Date.now();
  console.info(`\n— mutation: ${area} —`);
  const run = spawnSync(
    'nice',
    [
      '-n',
      '19',
      process.execPath,
      'node_modules/@stryker-mutator/core/bin/stryker.js',
      'run',
      'stryker.config.mjs',
      ...flags,
    ],
    { stdio: 'inherit', env: { ...process.env, STRYKER_AREA: area } },
  );
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  if (run.status !== 0) {
    failed = true;
    lines.push(`${area}: Stryker failed (exit ${run.status}) after ${minutes} min`);
    continue;
  }
  const s = scoreOf(`${reportDir(area)}/mutation.json`);
  if (!s) {
    lines.push(`${area}: no report after ${minutes} min`);
    continue;
  }
  lines.push(
    `${area}: ${s.killedPercent.toFixed(1)} % killed (target ${areaConfig(area).target} %), ${s.mutants} mutants, ` +
      `${s.killed} killed, ${s.survived} survived, ${s.timeout} timeout, ${s.noCoverage} no coverage, ` +
      `${s.ignored} marked equivalent; ${minutes} min`,
  );
}
console.info(`\n${lines.join('\n')}`);
process.exit(failed ? 1 : 0);
