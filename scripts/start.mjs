#!/usr/bin/env node
// `npm start`: build the SPA when dist/ is missing or older than its sources, then become the server.
// The server must receive SIGTERM itself (npm does not forward it, architecture §8): on Node ≥ 22.15 this process is
// replaced by the server with process.execve; on older Node the server runs as a child and signals are forwarded.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'src',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  // the build's own plugin (the route documents)
  'scripts/vite-prerender.ts',
  'contract',
  'machines',
  'package.json',
];

/** Newest modification time under `p` (a file or a folder), 0 when it does not exist. */
function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function buildIfStale() {
  if (process.env.DIST_DIR) return; // serving a build made elsewhere
  const builtAt = newestMtime(path.join(root, 'dist', 'index.html'));
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (builtAt > 0 && builtAt >= changedAt) return;
  console.info(
    builtAt === 0
      ? 'dahabi: building the web app (first start)…'
      : 'dahabi: sources changed, rebuilding the web app…',
  );
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // What people get is always the production build, whatever NODE_ENV the shell has (a test runner sets `test`).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('dahabi: the web app failed to build (see above); not starting.');
    process.exit(result.status || 1);
  }
}

buildIfStale();

const tsx = import.meta.resolve('tsx');
const args = [process.execPath, '--import', tsx, path.join(root, 'server', 'main.ts')];
// V8's compile cache makes later starts faster (architecture §7: ready in ≤ 2 s on an existing data dir).
const env = { NODE_COMPILE_CACHE: path.join(root, 'node_modules', '.cache', 'node-compile'), ...process.env };

if (typeof process.execve === 'function') {
  process.execve(process.execPath, args, env);
} else {
  const child = spawn(args[0], args.slice(1), { stdio: 'inherit', env });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
}
