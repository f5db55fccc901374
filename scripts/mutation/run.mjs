#!/usr/bin/env node
// `npm run test:mutation [area …]`: Stryker over each area in turn (default: the machines, then the money and time
// code), at the lowest CPU priority and one test process (STRYKER_CONCURRENCY raises it). Areas: see areas.ts;
// `machines` is one run per machine folder (`machines/<name>`, against its own folder's tests) and one combined
// line, `money` is every money and time area; MUTATION_AREA=<area> works too.
// Each area writes reports/mutation/<area>/mutation.{html,json} and keeps its incremental file there, so a rerun
// retests only the mutants whose code or tests changed. `npm run bench` prints the scores of the last reports.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { areaConfig, machineAreas, machinesTarget, moneyAreas, reportDir } from './areas.ts';
import { combinedScore, scoreOf } from './score.ts';

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const flags = process.argv.slice(2).filter((a) => a.startsWith('-'));
const groups = asked.length ? asked : (process.env.MUTATION_AREA ?? 'machines,money').split(',');
const names = groups.flatMap((a) => (a === 'money' ? moneyAreas : a === 'machines' ? machineAreas() : [a]));
names.forEach(areaConfig); // an unknown area fails before anything runs

/** Stryker over one area, its output shown as it comes; notes how many mutants it made and whether any test ran. */
function stryker(area) {
  return new Promise((resolve) => {
    const child = spawn(
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
      { stdio: ['inherit', 'pipe', 'inherit'], env: { ...process.env, STRYKER_AREA: area } },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      out += chunk;
    });
    child.on('close', (status) => {
      const mutants = Number(/Instrumented \d+ source file\(s\) with (\d+) mutant/.exec(out)?.[1] ?? 0);
      resolve({ status, mutants, noTests: /No tests were found/.test(out) });
    });
  });
}

const noCoverage = (n) =>
  Array.from({ length: n }, (_, i) => ({
    id: String(i),
    mutatorName: 'unknown',
    replacement: '',
    status: 'NoCoverage',
    location: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
  }));

const describe = (s, target) =>
  `${s.killedPercent.toFixed(1)} % killed (target ${target} %), ${s.mutants} mutants, ` +
  `${s.killed} killed, ${s.survived} survived, ${s.timeout} timeout, ${s.noCoverage} no coverage, ` +
  `${s.ignored} marked equivalent`;

const lines = [];
let failed = false;
let machinesMs = 0;
for (const area of names) {
  const started = Date.now();
  console.info(`\n— mutation: ${area} —`);
  const run = await stryker(area);
  if (area.startsWith('machines/')) machinesMs += Date.now() - started;
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  if (run.status !== 0) {
    failed = true;
    lines.push(`${area}: Stryker failed (exit ${run.status}) after ${minutes} min`);
    continue;
  }
  if (run.noTests) {
    // Stryker stops without a report when an area has no test at all (a machine with model tests only): its
    // mutants are written down as a report of that many mutants without coverage, so the combined score counts them.
    mkdirSync(reportDir(area), { recursive: true });
    writeFileSync(
      `${reportDir(area)}/mutation.json`,
      JSON.stringify({
        schemaVersion: '2',
        note: 'no test ran: every mutant Stryker instrumented counts as no coverage (scripts/mutation/run.mjs)',
        thresholds: { high: areaConfig(area).target, low: 60 },
        files: { [area]: { language: 'typescript', source: '', mutants: noCoverage(run.mutants) } },
      }),
    );
  }
  const s = scoreOf(`${reportDir(area)}/mutation.json`);
  lines.push(
    s
      ? `${area}: ${describe(s, areaConfig(area).target)}; ${minutes} min`
      : `${area}: no report after ${minutes} min`,
  );
}
if (groups.includes('machines')) {
  // One line for the whole of machines/: every folder's counts summed, from the reports this run wrote.
  const folders = machineAreas();
  const scores = folders.map((a) => scoreOf(`${reportDir(a)}/mutation.json`)).filter((s) => s !== null);
  const minutes = (machinesMs / 60_000).toFixed(1);
  const missing = folders.length - scores.length;
  lines.push(
    `machines (${scores.length} folders${missing ? `, ${missing} without a report` : ''}): ` +
      `${describe(combinedScore(scores), machinesTarget)}; ${minutes} min in all`,
  );
}
console.info(`\n${lines.join('\n')}`);
process.exit(failed ? 1 : 0);
