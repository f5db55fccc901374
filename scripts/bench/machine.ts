/**
 * What the machine itself costs, beside the budgets: how long a fresh process takes to touch new memory. Reported
 * for information, so that a table can be read against the machine it came from.
 *
 * Why: on some virtual machines a page fault is served by the host and costs over 10 µs. Everything that starts a
 * process and fills its heap pays it: Chromium's renderer on every page Lighthouse loads (whose simulated phone
 * multiplies that main-thread time by four), the server's start, the first requests. On one such machine (architecture §7)
 * this took 3,200–4,100 ms a GiB, and 92 ms once transparent huge pages made the faults 512 times fewer; there
 * Lighthouse's total blocking time on `/` was many times what the same build gave on the machine before, while
 * a loop of arithmetic ran as fast as anywhere.
 */
import { spawnSync } from 'node:child_process';
import type { BenchRow } from './report';

const MIB = 256;

/** Milliseconds a new process takes to write one byte in every 4 KiB page of `MIB` MiB, per GiB; median of 3. */
function touchNewMemory(): number {
  const script = `const t=performance.now();const b=Buffer.alloc(${MIB}*1048576);for(let i=0;i<b.length;i+=4096)b[i]=1;process.stdout.write(String(performance.now()-t))`;
  const runs = [0, 1, 2].map(() => {
    const done = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    if (done.status !== 0) throw new Error(done.stderr);
    return (Number(done.stdout) * 1024) / MIB;
  });
  return runs.sort((a, b) => a - b)[1]!;
}

export function measureMachine(): BenchRow[] {
  return [
    {
      group: 'machine',
      name: 'new memory touched by a fresh process',
      value: Math.round(touchNewMemory()),
      unit: 'ms/GiB',
      note: 'information: in the thousands, page faults are slow here and inflate Lighthouse and start-up figures',
    },
  ];
}
