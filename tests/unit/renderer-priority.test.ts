import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { holdPageThreadsRaised, PAGE_THREAD_NICE } from '../../scripts/bench/renderer-priority';

// A stand-in for Chromium: a browser process whose children are named as Chromium names its own (`--type=…` on the
// command line): a foreground renderer, a background one (nice 5, as Chromium leaves a hidden or spare renderer),
// and a GPU process. Once each child has set its priority and said so, the browser prints their process ids.
// (The browser's own command line must not name a type.)
const BROWSER = `const { spawn } = require('node:child_process');
const children = [['renderer', 0], ['renderer', 5], ['gpu-process', 0]].map(([type, nice]) =>
  spawn(process.execPath, ['-e', 'require("node:os").setPriority(' + nice + '); console.log("up"); setInterval(() => {}, 1000)', '--', '--' + 'type=' + type], { stdio: ['ignore', 'pipe', 'inherit'] }));
Promise.all(children.map((c) => new Promise((up) => c.stdout.once('data', up))))
  .then(() => console.log(JSON.stringify(children.map((c) => c.pid))));
process.on('SIGTERM', () => { for (const c of children) c.kill(); process.exit(0); });
setInterval(() => {}, 1000);`;

let browser: ChildProcess | undefined;
afterEach(() => {
  browser?.kill();
});

/** The browser's children, started and at their priorities. */
async function startBrowser(): Promise<{ renderer: number; background: number; gpu: number }> {
  browser = spawn(process.execPath, ['-e', BROWSER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = await once(browser.stdout!, 'data');
  const [renderer, background, gpu] = JSON.parse(String(line)) as number[];
  return { renderer: renderer!, background: background!, gpu: gpu! };
}

const CAP_SYS_NICE = 23n;
/** Whether this process may raise a priority: root has the capability, a container may take it away. */
const mayRaise =
  ((BigInt(`0x${/CapEff:\s*(\w+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]}`) >> CAP_SYS_NICE) &
    1n) ===
  1n;

describe("the bench's page main thread at Chromium's display-critical priority", () => {
  it.runIf(mayRaise)(
    "raises a foreground renderer's main thread, again after the browser sets it back, and no other process",
    async () => {
      const { renderer, background, gpu } = await startBrowser();
      const held = holdPageThreadsRaised(browser!.pid!);
      await expect.poll(() => getPriority(renderer)).toBe(PAGE_THREAD_NICE);
      // Chromium moves the renderer to the foreground again (a navigation): it writes the foreground value back.
      setPriority(renderer, 0);
      await expect.poll(() => getPriority(renderer)).toBe(PAGE_THREAD_NICE);
      held.stop();
      expect(held.outcome).toEqual({ raised: 2, refused: false });
      expect(getPriority(background)).toBe(5);
      expect(getPriority(gpu)).toBe(0);
      // Stopped: the next time the browser sets it back, it stays.
      setPriority(renderer, 0);
      await sleep(200);
      expect(getPriority(renderer)).toBe(0);
    },
    20_000,
  );

  it.runIf(!mayRaise)(
    'says so when the system refuses to raise a priority, and changes nothing',
    async () => {
      const { renderer } = await startBrowser();
      const held = holdPageThreadsRaised(browser!.pid!);
      await sleep(200);
      held.stop();
      expect(held.outcome).toEqual({ raised: 0, refused: true });
      expect(getPriority(renderer)).toBe(0);
    },
    20_000,
  );
});
