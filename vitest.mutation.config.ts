/**
 * The tests Stryker runs against each mutant (stryker.config.mjs). Not used by `npm test`.
 * - The machines are mutated against their scenario and unit tests (the machine folders' `.test.ts` files), not
 *   their model-based tests nor the test plans and machine exports those keep current: a plan or an export that goes
 *   stale is a snapshot that regenerating silences, which must not count as noticing a broken rule.
 * - The money and time code is mutated against its pure unit tests beside it, which need no database. With
 *   MUTATION_DB_TESTS=1 the server's database tests of the portfolio and zakat join them; an area that names its
 *   database tests (`ledger-check`) runs those. They use TEST_DATABASE_URL, or an embedded PostgreSQL without it.
 */
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vitest/config';
import { areaConfig } from './scripts/mutation/areas.ts';
import { keptThreads } from './scripts/mutation/kept-worker-pool.ts';
import base from './vite.config.ts';

// Without STRYKER_AREA (the config loaded on its own), every machine's tests.
const area = process.env.STRYKER_AREA;
const machineArea = area === undefined || area.startsWith('machines/');
const machineTests = (area ? areaConfig(area).tests : undefined) ?? ['machines/**/*.test.ts'];
const areaDatabaseTests = area ? areaConfig(area).databaseTests : undefined;
const withDatabase = process.env.MUTATION_DB_TESTS === '1' || areaDatabaseTests !== undefined;

// The machines' scenario and unit tests drive actors, not views: they run in Node, without the DOM set-up the unit
// project loads for every file (a file that needs a DOM says so with `@vitest-environment`). `vi.waitFor` checks
// every 5 ms rather than every 50 (tests/support/mutation-wait-for.ts): the 50 ms pauses were most of
// these tests' time, paid again for every mutant.
const machinesProject = {
  extends: true as const,
  test: {
    name: 'machines',
    environment: 'node' as const,
    include: machineTests,
    setupFiles: ['tests/support/mutation-wait-for.ts'],
  },
};

// The property tests of the hawl walk take seconds alone; on the shared machine, under Stryker's lowest priority,
// vitest's 5 s default failed the initial run. Stryker's own timeout still catches a mutant that loops.
const domainProject = {
  extends: true as const,
  test: {
    name: 'domain',
    environment: 'node' as const,
    include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
    testTimeout: 60_000,
  },
};

const serverProject = {
  extends: true as const,
  test: {
    name: 'server',
    environment: 'node' as const,
    include: areaDatabaseTests ?? ['tests/server/portfolio/**/*.test.ts', 'tests/server/zakat/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/support/server-global-setup.ts'],
  },
};

// Stryker asks for vitest's `threads` pool, one vitest run per mutant, and that pool starts a new worker thread for
// every test file of every run: most of a mutant's CPU time in the machine folders. The kept-threads pool
// (scripts/mutation/kept-worker-pool.ts) keeps the thread between runs; each test file still gets fresh modules.
// Not for the database tests, whose files open connections a kept thread would carry over. MUTATION_KEEP_WORKER=0
// leaves Stryker's pool as it is (to compare).
const keepWorker: Plugin = {
  name: 'mutation-kept-threads',
  configureVitest({ project }) {
    const pure = project.name === machinesProject.test.name || project.name === domainProject.test.name;
    if (process.env.MUTATION_KEEP_WORKER === '0' || !pure || project.config.pool !== 'threads') return;
    project.config.pool = keptThreads.name;
    project.config.poolRunner = keptThreads;
  },
};

export default defineConfig({
  ...base,
  plugins: [...(base.plugins ?? []), keepWorker],
  test: {
    // Each area loads only its own kind of tests.
    projects: machineArea ? [machinesProject] : [domainProject, ...(withDatabase ? [serverProject] : [])],
  },
});
