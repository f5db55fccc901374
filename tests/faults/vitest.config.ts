import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../vite.config';

/** `npx vitest run --config tests/faults/vitest.config.ts`: the fault tests until vite.config.ts has a faults project. */
export default mergeConfig(
  { ...base, test: { ...base.test, projects: undefined } },
  defineConfig({
    test: {
      name: 'faults',
      environment: 'node',
      include: ['tests/faults/**/*.test.ts'],
      testTimeout: 180_000,
      hookTimeout: 180_000,
      fileParallelism: false,
      globalSetup: ['tests/support/server-global-setup.ts'],
    },
  }),
);
