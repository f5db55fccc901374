/**
 * architecture §7: server start on an existing data dir to `/readyz` 200, ≤ 2 s. The data dir is made by a first start
 * (migrations, reference prices); then the server is started on it again as `npm start` does, timed from spawn to
 * the first 200 of /readyz. Median of several starts.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/server-readiness';
import type { BenchRow } from './report';

async function timedStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PRICE_PROVIDER: 'reference',
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error('not ready after 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

export async function measureStartup(runs = 3): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dahabi-bench-start-'));
  await chmod(dataDir, 0o755); // the embedded PostgreSQL runs as the postgres user when we are root
  try {
    const first = await timedStart(dataDir);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await timedStart(dataDir));
    times.sort((a, b) => a - b);
    return [
      {
        group: 'startup',
        name: 'start on an existing data dir to /readyz 200',
        value: Math.round(times[Math.floor(times.length / 2)]!),
        unit: 'ms',
        budget: { op: '<=', limit: 2000 },
        note: `median of ${runs}: ${times.map(Math.round).join(', ')} ms; first start on an empty dir ${Math.round(first)} ms`,
      },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
