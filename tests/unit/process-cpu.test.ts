import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { cpuTimeMs, treeCpuMs } from '../../scripts/bench/process-cpu';

// A parent that starts a child which spends 200 ms of CPU, then both idle until killed: the parent says `ready`
// once the child has spent it.
const CHILD = `const t = process.cpuUsage(); while (process.cpuUsage(t).user < 200000); console.log('spent'); setInterval(() => {}, 1000);`;
const PARENT = `const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(CHILD)}], { stdio: ['ignore', 'pipe', 'inherit'] });
c.stdout.once('data', () => console.log('ready')); process.on('SIGTERM', () => { c.kill(); process.exit(0); }); setInterval(() => {}, 1000);`;

let parent: ChildProcess | undefined;
afterEach(() => {
  parent?.kill();
});

describe("the bench's CPU time of a process tree", () => {
  it("counts the CPU time of a process's children with its own, and not in the process's own", async () => {
    parent = spawn(process.execPath, ['-e', PARENT], { stdio: ['ignore', 'pipe', 'inherit'] });
    await once(parent.stdout!, 'data');
    const own = cpuTimeMs(parent.pid!);
    const tree = treeCpuMs(parent.pid!);
    expect(tree - own).toBeGreaterThanOrEqual(150);
    expect(own).toBeLessThan(tree);
  }, 20_000); // two processes started and 200 ms of CPU spent: seconds on a machine busy with other tests

  it('reads 0 for a process that is gone', () => {
    expect(cpuTimeMs(2 ** 22 + 1)).toBe(0);
    expect(treeCpuMs(2 ** 22 + 1)).toBe(0);
  });
});
