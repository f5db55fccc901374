// Builds the SPA once before the browser tests, so every server they start serves the code under test
// (scripts/start.mjs then finds dist/ fresh and starts at once).
import { spawnSync } from 'node:child_process';

export default function setup() {
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
