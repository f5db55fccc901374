/**
 * The tests Stryker runs against each mutant (stryker.config.mjs). Not used by `npm test`.
 * - The test plans in docs/test-paths are rewritten, not compared (MBT_WRITE_PATHS): a plan that goes stale
 *   is a snapshot that regenerating silences, so it must not count as noticing a broken rule. For the same reason
 *   the export of the machines (machine-export.test.ts) is left out.
 * - The money and time code is mutated against its pure unit tests beside it, which need no database. With
 *   MUTATION_DB_TESTS=1 (and TEST_DATABASE_URL naming a PostgreSQL server) the server's database tests of the
 *   portfolio and zakat join them.
 */
import { defineConfig } from 'vitest/config';
import { areaConfig } from './scripts/mutation/areas.ts';
import base from './vite.config.ts';

const machineTests = areaConfig(process.env.STRYKER_AREA ?? 'machines').tests ?? ['machines/**/*.test.ts'];
const withDatabase = process.env.MUTATION_DB_TESTS === '1';
if (withDatabase && !process.env.TEST_DATABASE_URL) {
  throw new Error(
    'MUTATION_DB_TESTS=1 needs TEST_DATABASE_URL (a PostgreSQL server the tests create databases on)',
  );
}

export default defineConfig({
  ...base,
  test: {
    env: { MBT_WRITE_PATHS: '1' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: machineTests,
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'domain',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
        },
      },
      ...(withDatabase
        ? [
            {
              extends: true as const,
              test: {
                name: 'server',
                environment: 'node' as const,
                include: ['tests/server/portfolio/**/*.test.ts', 'tests/server/zakat/**/*.test.ts'],
                testTimeout: 30_000,
                hookTimeout: 120_000,
                globalSetup: ['tests/support/server-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
