/**
 * Main-thread work of the signed-in pages' loads, build against build, robust to a busy machine
 * (docs/performance.md): `node --import tsx scripts/bench/profile.ts DIST_A DIST_B … [--runs N] [--pages a,b]`.
 *
 * Each dist is served by its own server (a person with 200 transactions over a year, as the bench's), and each page
 * is loaded in turn from every build (A B A B …) in a fresh Chromium, Arabic, a phone's width, signed in. A trace of
 * the load gives the renderer's main-thread tasks with their thread CPU time (`tdur`: what the thread ran, not how long
 * it waited for a core), from which: the CPU time of all tasks, and the CPU "blocking time" (each task's CPU time past
 * 50 ms, summed, as TBT sums wall time). A V8 CPU profile of the same load gives the self time by script and function
 * (sampled: wall time, so noisier; read it for where the time goes, the trace's figures for how much).
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_LAUNCH, startServer, type RunningServer } from '../lib/browser-app';
import { createUserWithLedger, signedInPhone, type BenchUser } from './seed';
import { rendererMainTasks, type TraceEvent } from './trace-tasks';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  return value;
};
const runs = Number(flag('runs') ?? 3);
const pages = (flag('pages') ?? '/dashboard,/dashboard/portfolio,/dashboard/market').split(',');
const throttle = Number(flag('throttle') ?? 1);
const top = Number(flag('top') ?? 25);
const dists = args;
if (!dists.length) throw new Error('usage: profile.ts DIST_A [DIST_B …] [--runs N] [--pages …]');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface Sample {
  cpu: number;
  blocking: number;
  phoneBlocking: number;
  byKind: Record<string, number>;
  wall: number;
  wallBlocking: number;
  longTasks: number;
  selfByScript: Map<string, number>;
  selfByFunction: Map<string, number>;
}

const short = (url: string) => url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '') || '(native)';

async function load(browser: Browser, server: RunningServer, user: BenchUser, path: string): Promise<Sample> {
  const context = await signedInPhone(browser, server, user);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  // Asked every 100 ms, not at every frame (Playwright's default): each asking is a task on the page's main thread.
  await page.waitForFunction(
    () => document.documentElement.dataset.app === 'ready' && !document.querySelector('[data-skeleton]'),
    undefined,
    { timeout: 120_000, polling: 100 },
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();

  const events = trace.traceEvents.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  if (process.env.PROFILE_DUMP) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(process.env.PROFILE_DUMP, JSON.stringify(events));
    writeFileSync(`${process.env.PROFILE_DUMP}.cpuprofile`, JSON.stringify(profile));
  }
  const { pid, tid, tasks } = rendererMainTasks(events);
  let cpu = 0;
  let blocking = 0;
  let wall = 0;
  let wallBlocking = 0;
  let longTasks = 0;
  let phoneBlocking = 0;
  for (const t of tasks) {
    const c = (t.tdur ?? t.dur ?? 0) / 1000;
    const w = (t.dur ?? 0) / 1000;
    cpu += c;
    wall += w;
    if (c > 50) {
      blocking += c - 50;
      longTasks++;
    }
    if (w > 50) wallBlocking += w - 50;
    // Lighthouse's simulated phone runs each task four times slower: a task of 12.5 ms here blocks there.
    if (c * 4 > 50) phoneBlocking += c * 4 - 50;
  }
  const byNode = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
  );
  const selfByScript = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = byNode.get(node.id) ?? 0;
    if (!ms) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const script = short(url);
    selfByScript.set(script, (selfByScript.get(script) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}:${columnNumber + 1}`;
    selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + ms);
  }
  // Main-thread CPU by kind: evaluating modules, calls into script (React's renders), style and layout.
  const kinds: Record<string, string[]> = {
    evaluate: ['v8.evaluateModule', 'EvaluateScript'],
    calls: ['FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks'],
    style: ['UpdateLayoutTree', 'Layout', 'ParseAuthorStyleSheet'],
  };
  const byKind: Record<string, number> = {};
  for (const [kind, names] of Object.entries(kinds)) {
    // Only the outermost event of a kind counts: a call inside an evaluation is the evaluation's.
    let end = -1;
    byKind[kind] = 0;
    for (const e of events) {
      if (e.pid !== pid || e.tid !== tid || e.ph !== 'X' || !names.includes(e.name)) continue;
      if (e.ts < end) continue;
      end = e.ts + (e.dur ?? 0);
      byKind[kind] += (e.tdur ?? 0) / 1000;
    }
  }
  return {
    cpu,
    blocking,
    phoneBlocking,
    byKind,
    wall,
    wallBlocking,
    longTasks,
    selfByScript,
    selfByFunction,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const sumMaps = (maps: Map<string, number>[]) => {
  const out = new Map<string, number>();
  for (const m of maps) for (const [k, v] of m) out.set(k, (out.get(k) ?? 0) + v / maps.length);
  return out;
};

const servers: Array<{ dist: string; server: RunningServer; user: BenchUser }> = [];
try {
  for (const dist of dists) {
    const server = await startServer({
      LOG_LEVEL: 'error',
      PORTFOLIO_WRITES_PER_MINUTE: '100000',
      DIST_DIR: dist,
    });
    servers.push({ dist, server, user: await createUserWithLedger(server, 200, 365) });
  }
  const samples = new Map<string, Sample[]>();
  for (let r = 0; r < runs; r++) {
    for (const path of pages) {
      for (const { dist, server, user } of servers) {
        const browser = await chromium.launch(CHROMIUM_LAUNCH);
        try {
          const s = await load(browser, server, user, path);
          const key = `${path} ${dist}`;
          samples.set(key, [...(samples.get(key) ?? []), s]);
          console.info(
            `run ${r + 1} ${path} ${dist}: cpu ${s.cpu.toFixed(0)} ms, blocking(cpu) ${s.blocking.toFixed(0)} ms, ` +
              `blocking(cpu×4) ${s.phoneBlocking.toFixed(0)} ms, ` +
              `long tasks ${s.longTasks}, ${Object.entries(s.byKind)
                .map(([k, v]) => `${k} ${v.toFixed(0)}`)
                .join(', ')}, wall ${s.wall.toFixed(0)} ms, blocking(wall) ${s.wallBlocking.toFixed(0)} ms`,
          );
        } finally {
          await browser.close();
        }
      }
    }
  }
  for (const path of pages) {
    console.info(`\n=== ${path}`);
    for (const { dist } of servers) {
      const list = samples.get(`${path} ${dist}`)!;
      console.info(
        `${dist}: median cpu ${median(list.map((s) => s.cpu)).toFixed(0)} ms, blocking(cpu) ` +
          `${median(list.map((s) => s.blocking)).toFixed(0)} ms, blocking(cpu×4) ` +
          `${median(list.map((s) => s.phoneBlocking)).toFixed(0)} ms, long tasks ${median(list.map((s) => s.longTasks))}, ` +
          `wall ${median(list.map((s) => s.wall)).toFixed(0)} ms, blocking(wall) ` +
          `${median(list.map((s) => s.wallBlocking)).toFixed(0)} ms  [cpu: ${list.map((s) => s.cpu.toFixed(0)).join(', ')}; ×4: ${list.map((s) => s.phoneBlocking.toFixed(0)).join(', ')}]`,
      );
      const kinds = Object.keys(list[0]!.byKind);
      console.info(
        '  cpu by kind (median): ' +
          kinds.map((k) => `${k} ${median(list.map((s) => s.byKind[k]!)).toFixed(0)} ms`).join(', '),
      );
      const scripts = [...sumMaps(list.map((s) => s.selfByScript))].sort((a, b) => b[1] - a[1]).slice(0, 10);
      console.info(
        '  self time by script (mean): ' + scripts.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', '),
      );
      const fns = [...sumMaps(list.map((s) => s.selfByFunction))].sort((a, b) => b[1] - a[1]).slice(0, top);
      for (const [k, v] of fns) console.info(`    ${v.toFixed(1).padStart(7)}  ${k}`);
    }
  }
} finally {
  for (const { server } of servers) await server.stop();
}
