// Mutation testing (npm run test:mutation; docs/testing.md). One area per run, chosen by STRYKER_AREA, which
// scripts/mutation/run.mjs sets; see scripts/mutation/areas.ts for the areas.
import process from 'node:process';
import { areaConfig, reportDir } from './scripts/mutation/areas.ts';

const area = process.env.STRYKER_AREA;
if (!area) throw new Error('STRYKER_AREA names the area to mutate; npm run test:mutation sets it');
const dir = reportDir(area);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: areaConfig(area).mutate,
  coverageAnalysis: 'perTest',
  // scripts/mutation/run.mjs sets it by the area's size (testProcesses); one when Stryker is started without it.
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 1),
  // Added to 1.5 × a mutant's tests' time in the initial run before it counts as a timeout (a loop the mutant made).
  // An area's tests take well under a second, and a few under the heaviest load; 10 s is still several times that,
  // where each timeout mutant waited out 60 s before. STRYKER_TIMEOUT_MS lengthens it on a machine slower than that.
  timeoutMS: Number(process.env.STRYKER_TIMEOUT_MS ?? 10_000),
  dryRunTimeoutMinutes: 30,
  // A machine folder without scenario or unit tests (only model tests, or none) still reports its mutants, all
  // without coverage, so the combined machines score counts them.
  allowEmpty: true,
  incremental: true,
  incrementalFile: `${dir}/stryker-incremental.json`,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: `${dir}/mutation.html` },
  jsonReporter: { fileName: `${dir}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false },
  thresholds: { high: areaConfig(area).target, low: 60, break: null },
  tempDirName: `.stryker-tmp/${dir.split('/').pop()}`,
  // No node_modules links in the sandbox: it lies inside the project, so Node and Vite find the project's own
  // node_modules above it. Linking them made Stryker walk the whole project for node_modules folders as each area
  // started, the other areas' sandboxes included (it skips only a folder named like its own temp dir, and ours are
  // .stryker-tmp/<area>); one deleted under it as its area ended stopped the area starting (ENOENT).
  symlinkNodeModules: false,
  // Anchored at the root (gitignore syntax): `reports` alone would also leave out server/reports.
  ignorePatterns: [
    '/dist',
    '/data',
    '/coverage',
    '/test-results',
    '/bench',
    '/reports',
    '/.stryker-tmp',
    '/docs/machines',
  ],
  cleanTempDir: true,
};
