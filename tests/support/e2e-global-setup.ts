// Builds the SPA once before the browser tests, so every server they start serves the code under test
// (scripts/start.mjs then finds dist/ fresh and starts at once).
import { spawnSync } from 'node:child_process';

export default function setup() {
  // E2E_PREBUILT=1: the caller has just built this tree into DIST_DIR and runs the browser tests again on it (a test
  // run many times in a row); building again would also pull the files from under another run serving the same folder.
  if (process.env.E2E_PREBUILT === '1') {
    if (!process.env.DIST_DIR)
      throw new Error('E2E_PREBUILT=1 needs DIST_DIR: the build the tests are to serve');
    console.info(`e2e: serving the build already in ${process.env.DIST_DIR}`);
    return;
  }
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--logLevel',
      'warn',
      // DIST_DIR: the servers under test serve that build (scripts/start.mjs), so build there.
      ...(process.env.DIST_DIR ? ['--outDir', process.env.DIST_DIR, '--emptyOutDir'] : []),
    ],
    // vitest runs with NODE_ENV=test, which would give the browser tests React's development build.
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  console.info(`e2e: SPA built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
