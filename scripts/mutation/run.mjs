#!/usr/bin/env node
// `npm run test:mutation [area …]`: Stryker over each area (default: the machines, then the money and time code), at
// the lowest CPU priority. Areas: see areas.ts; `machines` is one run per machine folder (`machines/<name>`, against
// its own folder's tests) and one combined line, `money` is every money and time area; MUTATION_AREA=<area> works too.
// An area's time is mostly waiting, not CPU (docs/testing.md, run times): a mutant that leaves a test waiting for
// something that never comes costs the test's whole timeout, some 12 % of a machine folder's mutants. So several
// areas run at once (MUTATION_PARALLEL, default 4 on a machine with two cores or more; 1 runs them one after the
// other), each with several test processes by its size (testProcesses below; STRYKER_CONCURRENCY sets one number for
// every area). The largest areas start first, so that a long one does not end the run alone. Each area's output is
// printed whole when it ends, and kept in reports/mutation/<area>/stryker.log.
// Each area writes reports/mutation/<area>/mutation.{html,json} and keeps its incremental file there, so a rerun
// retests only the mutants whose code or tests changed. `npm run bench` prints the scores of the last reports.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { areaConfig, machineAreas, machinesTarget, moneyAreas, reportDir } from './areas.ts';
import { combinedScore, scoreOf } from './score.ts';

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const flags = process.argv.slice(2).filter((a) => a.startsWith('-'));
const groups = asked.length ? asked : (process.env.MUTATION_AREA ?? 'machines,money').split(',');
const names = groups.flatMap((a) => (a === 'money' ? moneyAreas : a === 'machines' ? machineAreas() : [a]));
names.forEach(areaConfig); // an unknown area fails before anything runs
const parallel = Math.max(
  1,
  Math.min(names.length, Number(process.env.MUTATION_PARALLEL ?? (availableParallelism() >= 2 ? 4 : 1))),
);

/** The bytes of code an area mutates: how the areas are ordered, the largest first. */
function sizeOf(area) {
  const machine = /^machines\/([a-z0-9-]+)$/.exec(area);
  if (!machine) return areaConfig(area).mutate.reduce((n, file) => n + statSync(file).size, 0);
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).reduce(
      (n, d) =>
        n +
        (d.isDirectory()
          ? walk(`${dir}/${d.name}`)
          : d.name.endsWith('.ts') && !/\.test\.tsx?$/.test(d.name)
            ? statSync(`${dir}/${d.name}`).size
            : 0),
      0,
    );
  return walk(`machines/${machine[1]}`);
}

/**
 * How many test processes an area's Stryker runs (its `concurrency`): one per 8 KB of code to mutate (some 400
 * mutants), two at least and four at most, so that a mutant waiting out a test's timeout does not hold the rest of
 * its area. One for an area with database tests (each process would start its own PostgreSQL) and for a folder too
 * small to share (a handful of mutants).
 */
function testProcesses(area) {
  if (process.env.STRYKER_CONCURRENCY) return Number(process.env.STRYKER_CONCURRENCY);
  const machine = area.startsWith('machines/');
  if (!machine && (areaConfig(area).databaseTests || process.env.MUTATION_DB_TESTS === '1')) return 1;
  const size = sizeOf(area);
  if (size < 2000) return 1;
  return Math.min(4, Math.max(2, Math.ceil(size / 8000)));
}

/**
 * Stryker's incremental mode reruns a surviving mutant only when a test was added that covers it, and a static
 * mutant (machine configuration evaluated at import) has no per-test coverage, so a test added to kill it would
 * never be run against it: its old "survived" would be reused for ever. The area's static mutants that were not
 * detected are taken out of its incremental file before each run, so they are tested again (a few dozen at most).
 */
function retestStaticSurvivors(area) {
  const file = `${reportDir(area)}/stryker-incremental.json`;
  if (!existsSync(file) || flags.includes('--force')) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const f of Object.values(report.files)) {
    f.mutants = f.mutants.filter(
      (m) => !(m.static && (m.status === 'Survived' || m.status === 'NoCoverage')),
    );
  }
  writeFileSync(file, JSON.stringify(report));
}

/** The latest progress line of each running area, for the minute's status line. */
const progress = new Map();

/** Stryker over one area, its output kept and printed when it ends; notes how many mutants it made and whether
 * any test ran. */
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
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, STRYKER_AREA: area, STRYKER_CONCURRENCY: String(testProcesses(area)) },
      },
    );
    let out = '';
    const keep = (chunk) => {
      out += chunk;
      const line = /Mutation testing [^\n]*\)/g;
      const last = [...String(chunk).matchAll(line)].at(-1);
      if (last) progress.set(area, last[0]);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (status) => {
      progress.delete(area);
      mkdirSync(reportDir(area), { recursive: true });
      writeFileSync(`${reportDir(area)}/stryker.log`, out);
      const mutants = Number(/Instrumented \d+ source file\(s\) with (\d+) mutant/.exec(out)?.[1] ?? 0);
      resolve({ status, out, mutants, noTests: /No tests were found/.test(out) });
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

const lines = new Map();
let failed = false;
let machinesMs = 0;
const runStarted = Date.now();

/** One area: its Stryker run, then its line for the summary. */
async function runArea(area) {
  const started = Date.now();
  // The 1-minute load average as the area starts: the other work on the machine sets its time far more than its size.
  const load = `load ${loadavg()[0].toFixed(1)} at ${new Date(started).toISOString().slice(11, 16)} UTC`;
  retestStaticSurvivors(area);
  console.info(`— mutation: ${area} started (${names.length - queue.length} of ${names.length}), ${load} —`);
  const run = await stryker(area);
  if (area.startsWith('machines/')) machinesMs += Date.now() - started;
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.info(`\n— mutation: ${area} —\n${run.out}`);
  if (run.status !== 0) {
    failed = true;
    lines.set(area, `${area}: Stryker failed (exit ${run.status}) after ${minutes} min`);
    console.info(lines.get(area));
    return;
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
  lines.set(
    area,
    s
      ? `${area}: ${describe(s, areaConfig(area).target)}; ${minutes} min, ${testProcesses(area)} test processes, ${load}`
      : `${area}: no report after ${minutes} min`,
  );
  console.info(`${lines.get(area)}\n`);
}

// An area with database tests first: it is small but slow (a database per test file, one test process), and started
// by its size it came last and ended the run alone.
const weight = (area) => (areaConfig(area).databaseTests ? Number.MAX_SAFE_INTEGER : sizeOf(area));
const queue = names.toSorted((a, b) => weight(b) - weight(a));
console.info(`mutation: ${names.length} area(s), ${parallel} at a time`);
const status = setInterval(() => {
  const minutes = ((Date.now() - runStarted) / 60_000).toFixed(0);
  const running = [...progress].map(([area, line]) => `${area}: ${line}`).join('; ');
  console.info(`… ${minutes} min, ${lines.size} of ${names.length} done${running ? `; ${running}` : ''}`);
}, 60_000);
status.unref();
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let area = queue.shift(); area !== undefined; area = queue.shift()) await runArea(area);
  }),
);
clearInterval(status);

if (groups.includes('machines')) {
  // One line for the whole of machines/: every folder's counts summed, from the reports this run wrote.
  const folders = machineAreas();
  const scores = folders.map((a) => scoreOf(`${reportDir(a)}/mutation.json`)).filter((s) => s !== null);
  const minutes = (machinesMs / 60_000).toFixed(1);
  const missing = folders.length - scores.length;
  lines.set(
    'machines',
    `machines (${scores.length} folders${missing ? `, ${missing} without a report` : ''}): ` +
      `${describe(combinedScore(scores), machinesTarget)}; ${minutes} min of the folders' runs`,
  );
}
const wall = ((Date.now() - runStarted) / 60_000).toFixed(1);
console.info(
  `\n${[...names, 'machines'].flatMap((a) => lines.get(a) ?? []).join('\n')}\n` +
    `${names.length} area(s) in ${wall} min, ${parallel} at a time`,
);
process.exit(failed ? 1 : 0);
