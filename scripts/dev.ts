// `npm run dev`: the API on 127.0.0.1:8001, restarted when server code changes, and Vite's dev server (hot reload)
// proxying /api, /auth, /transactions, /healthz and /readyz to it (vite.config.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = process.env.DEV_API_PORT ?? '8001';

function startApi(): ChildProcess {
  return spawn(
    process.execPath,
    [
      // Node's watch mode stops the server with SIGTERM and waits for it (it stops its database) before restarting.
      '--watch-path=server',
      '--watch-path=contract',
      '--watch-preserve-output',
      '--import',
      'tsx',
      'server/main.ts',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        LOG_LEVEL: 'info',
        PRICE_PROVIDER: 'reference',
        ...process.env,
        PORT: API_PORT,
        HOST: '127.0.0.1',
        // Watch mode restarts with SIGTERM: no load balancer to wait for.
        SHUTDOWN_DRAIN_SECONDS: '0',
      },
    },
  );
}

const api = startApi();
// If this process dies some other way, the API (which owns the embedded database) still gets its SIGTERM.
process.on('exit', () => api.kill('SIGTERM'));
const before = new Set(process.listeners('SIGTERM'));
const vite = await createServer({ root, configFile: path.join(root, 'vite.config.ts') });
// Vite exits on SIGTERM by itself; we stop the API first.
for (const listener of process.listeners('SIGTERM'))
  if (!before.has(listener)) process.off('SIGTERM', listener);
await vite.listen();
vite.printUrls();
console.info(`  ➜  API:     http://127.0.0.1:${API_PORT}/ (docs at /api/docs/)`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await vite.close();
  if (api.exitCode === null && api.signalCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`dev: the API server exited (${code}); stopping.`);
    void stop();
  }
});
