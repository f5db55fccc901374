/**
 * `npm run bench`: measures the budgets of architecture §7 on this machine and prints a table (value, budget, pass/fail),
 * writing the same figures to bench/results.json. Not part of `npm test`: the machines are noisy.
 * It also prints the mutation score of each area from the last `npm run test:mutation` reports (BENCH_ONLY=mutation
 * prints only those, without building or starting anything).
 * BENCH_ONLY=bundle,lighthouse,api,import,startup picks parts; BENCH_SECONDS sets each API run's duration (default 2; see
 * api.ts for the rounds; BENCH_ROUTES=value,holdings keeps only those routes of it); BENCH_RUNS sets Lighthouse's runs a
 * page (default 3, the median is reported). BENCH_ONLY=instructions (not a default part: minutes a page) counts each
 * page's main-thread instructions under Valgrind instead (instructions.ts), with the same pages and runs.
 * BENCH_PAGES=/dashboard,… measures only those pages; BENCH_LHR_DIR keeps each run's report and trace (lighthouse.ts).
 * BENCH_BASELINE_REF=<git ref> also builds the SPA as it was at that ref and measures its bundles and Lighthouse pages
 * in the same run, interleaved with today's (baseline.ts; docs/performance.md).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { launchBrowser, startServer } from '../lib/browser-app';
import { measureApi } from './api';
import { buildBaseline, type BaselineBuild } from './baseline';
import { measureBundles } from './bundle';
import { measureCsvImport } from './csv-import';
import { measureInstructions } from './instructions';
import { measureLighthouse, type Target } from './lighthouse';
import { measureMachine } from './machine';
import { mutationScores } from './mutation';
import { writeReferencePage } from './reference-page';
import { measureStartup } from './startup';
import { passes, printTable, type BenchRow } from './report';
import { createUserWithLedger, signIn } from './seed';

const only = new Set((process.env.BENCH_ONLY ?? 'bundle,lighthouse,api,import,startup').split(','));

if (only.size === 1 && only.has('mutation')) {
  const scores = mutationScores();
  if (scores.length) printTable(scores);
  process.exit(0);
}

const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
writeReferencePage('dist');
const pages = only.has('bundle') || only.has('lighthouse') || only.has('instructions');
const baselineRef = pages ? process.env.BENCH_BASELINE_REF : undefined;
let baseline: (BaselineBuild & { server?: Awaited<ReturnType<typeof startServer>> }) | undefined;
if (baselineRef) {
  baseline = buildBaseline(baselineRef);
  writeReferencePage(baseline.distDir);
}

// The seeding posts thousands of transactions in a few seconds: lift the per-person write limit for it.
const server = await startServer({
  PRICE_PROVIDER: 'reference',
  LOG_LEVEL: 'error',
  PORTFOLIO_WRITES_PER_MINUTE: '100000',
});
const rows: BenchRow[] = [...measureMachine()];
// A part that breaks is reported as a failed row; the other parts still run.
async function part(name: string, measure: () => Promise<BenchRow[]>) {
  if (!only.has(name)) return;
  try {
    rows.push(...(await measure()));
  } catch (error) {
    console.error(`bench ${name} failed:`, error);
    rows.push({
      group: name,
      name: 'could not be measured',
      value: 1,
      unit: '',
      budget: { op: '<=', limit: 0 },
      note: String(error).slice(0, 120),
    });
  }
}
/** A baseline's rows: named after its ref, and held to no budget (they are there to be compared with). */
const asBaseline = (label: string, measured: BenchRow[]): BenchRow[] =>
  measured.map(({ budget: _budget, ...row }) => ({ ...row, name: `${row.name} [${label}]` }));
try {
  // The signed-in pages are measured for a person with a year of records, so the dashboard draws its chart.
  const targets: Target[] = [];
  if (pages) targets.push({ server, user: await createUserWithLedger(server, 200, 365) });
  if (baseline) {
    baseline.server = await startServer({
      PRICE_PROVIDER: 'reference',
      LOG_LEVEL: 'error',
      PORTFOLIO_WRITES_PER_MINUTE: '100000',
      DIST_DIR: baseline.distDir,
    });
    const user = await createUserWithLedger(baseline.server, 200, 365);
    targets.push({ server: baseline.server, user, label: baseline.label });
  }
  await part('bundle', async () => {
    const browser = await launchBrowser();
    try {
      const measured: BenchRow[] = [];
      for (const { server: at, user, label } of targets) {
        const bundles = await measureBundles(browser, at, await signIn(at, user));
        measured.push(...(label ? asBaseline(label, bundles) : bundles));
      }
      return measured;
    } finally {
      await browser.close();
    }
  });
  await part('lighthouse', () => measureLighthouse(targets, Number(process.env.BENCH_RUNS ?? 3)));
  await part('instructions', () => measureInstructions(targets, Number(process.env.BENCH_RUNS ?? 3)));
  // The import signs in its own person: before the login rows, which spend the server's sign-in allowance.
  await part('import', () => measureCsvImport(server));
  await part('api', () => measureApi(server));
} finally {
  await server.stop();
  await baseline?.server?.stop();
  baseline?.remove();
}
// Alone on the machine: the server above is stopped, so nothing else competes with the starts it times.
await part('startup', () => measureStartup());

console.info('');
printTable([...rows, ...mutationScores()]);
const failed = rows.filter((r) => !passes(r));
mkdirSync('bench', { recursive: true });
writeFileSync(
  'bench/results.json',
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      cpus: cpus().length,
      node: process.version,
      rows: rows.map((r) => ({ ...r, pass: passes(r) })),
    },
    null,
    2,
  ) + '\n',
);
console.info(`\n${rows.length - failed.length} within budget, ${failed.length} over (bench/results.json)`);
process.exit(failed.length ? 1 : 0);
