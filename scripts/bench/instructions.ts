/**
 * BENCH_ONLY=instructions: each page's first visit counted in instructions, not in seconds (docs/performance.md).
 * The renderer that the navigation starts runs under Valgrind's callgrind (callgrind-renderer.sh), which counts
 * every instruction each of its threads executes; the figure is its main thread's count from the renderer's start
 * until the page has settled (loaded, no request pending, the main thread idle for 10 s). A count does
 * not depend on how fast the CPU is or what else the machine is doing, so runs on one machine, and two machines with
 * the same Chromium, can be compared directly; Lighthouse's times cannot (ADR 034).
 *
 * It counts all the main thread's work, where Lighthouse's blocking time counts only the part of it in long tasks:
 * work split into short tasks, or moved after the first view, costs a phone the same instructions but blocks less.
 * Under Valgrind the renderer runs some fifty times slower (several minutes a page): the loads run in parallel,
 * BENCH_JOBS at a time (default: the number of cores), which changes no count.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../lib/browser-app';
import { BENCH_PAGES, chromeFlags, REFERENCE, type Page, type Target } from './lighthouse';
import type { BenchRow } from './report';
import { signedInPhone } from './seed';

const WRAPPER = path.resolve('scripts/bench/callgrind-renderer.sh');
/** The main thread counts as idle when it runs fewer instructions than this between two readings 10 s apart. */
const IDLE_INSTRUCTIONS = 1_000_000;
const READING_INTERVAL_MS = 10_000;
const LOAD_TIMEOUT_MS = 20 * 60_000;
const SETTLE_LIMIT_MS = 5 * 60_000;
/** Timers of this delay or longer never fire during a load (below). */
const HELD_OFF_FROM_MS = 10_000;

/** One load: its main-thread instructions, and whether the page settled or was still drawing at SETTLE_LIMIT_MS. */
interface Load {
  main: number;
  settled: boolean;
}

/** The main thread's instruction count (thread 1, the renderer's main thread) in `callgrind_control -e`'s output. */
export function mainThreadInstructions(output: string): number {
  for (const line of output.split('\n')) {
    const [, count] = /^Th 1 +([\d,]+)$/.exec(line.trim()) ?? [];
    if (count) return Number(count.replace(/,/g, ''));
  }
  throw new Error(`callgrind_control gave no count for thread 1: ${output.slice(0, 200)}`);
}

const readMain = (pid: number) =>
  mainThreadInstructions(
    execFileSync('callgrind_control', ['-e', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );

async function countLoad({ server, user }: Target, { path: pagePath, signedIn }: Page): Promise<Load> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dahabi-bench-callgrind-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    envVars: { ...process.env, CG_DIR: dir } as Record<string, string>,
    // Lighthouse's browser (an Arabic visitor's, without the omnibox pop-up). --renderer-cmd-prefix needs
    // --no-zygote; no spare renderer, so the navigation starts the renderer it runs in (a spare one, started before
    // the flag, would take the page out from under Valgrind).
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...chromeFlags(['SpareRendererForSitePerProcess']),
      '--no-zygote',
      `--renderer-cmd-prefix=${WRAPPER}`,
    ],
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = signedIn
      ? await signedInPhone(browser, server, user)
      : await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ar-EG' });
    // The app's periodic refreshes (every 30 s and slower) are held off: under Valgrind a load takes minutes of the
    // clock, so they would fire many times within it, as often as the machine is slow, and the count would follow
    // the machine again. What a page does at its start (its own short delays) is kept.
    await context.addInitScript(
      ({ longest, never }) => {
        for (const name of ['setTimeout', 'setInterval'] as const) {
          const schedule = window[name] as (handler: TimerHandler, ms?: number, ...args: unknown[]) => number;
          window[name] = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
            schedule(handler, (ms ?? 0) > longest ? never : ms, ...args)) as never;
        }
      },
      { longest: HELD_OFF_FROM_MS - 1, never: 2 ** 31 - 1 },
    );
    // CSS animations and transitions are held still for the same reason: they run on the clock, and a spinner that
    // turns for as long as a page stays open would have it draw as many frames as the machine is slow, and never
    // settle. What keeps a page drawing at rest is the browser tests' to catch (tests/e2e/at-rest.test.ts); a
    // script that draws frame after frame still shows here, in the loads still drawing.
    await context.addInitScript((css) => {
      const holdStill = () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.documentElement.append(style);
      };
      if (document.documentElement) holdStill();
      else
        new MutationObserver((_, observer) => {
          if (!document.documentElement) return;
          observer.disconnect();
          holdStill();
        }).observe(document, { childList: true });
    }, '*, *::before, *::after { animation: none !important; transition: none !important; }');
    let pending = 0;
    context.on('request', () => pending++);
    context.on('requestfinished', () => pending--);
    context.on('requestfailed', () => pending--);
    const page = await context.newPage();
    // From a page of the browser's own, a web page always starts a renderer of its own: the one under Valgrind.
    await page.goto('chrome://version/');
    writeFileSync(path.join(dir, 'flag'), '');
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    const pidFile = path.join(dir, 'pid');
    if (!existsSync(pidFile))
      throw new Error(`${pagePath}: the page's renderer did not start under Valgrind`);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    // Settled when no request is pending and the main thread has stayed idle for a reading's interval. A page that
    // keeps drawing (an animation) never settles: the count is taken at SETTLE_LIMIT_MS and the load says so.
    let main = readMain(pid);
    let settled = false;
    for (const start = Date.now(); !settled && Date.now() - start < SETTLE_LIMIT_MS;) {
      await new Promise((resolve) => setTimeout(resolve, READING_INTERVAL_MS));
      const next = readMain(pid);
      settled = pending === 0 && next - main < IDLE_INSTRUCTIONS;
      main = next;
    }
    // Read after the count: asking the page is itself work on its main thread.
    if (signedIn && !new URL(page.url()).pathname.startsWith(pagePath))
      throw new Error(`${pagePath}: the load ended on ${page.url()}, not the signed-in page`);
    await browser.close();
    return { main, settled };
  } finally {
    chrome.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `tasks` at most `jobs` at a time, results in the tasks' order. */
async function inParallel<T>(tasks: Array<() => Promise<T>>, jobs: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, tasks.length) }, worker));
  return results;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const billions = (n: number) => Math.round(n / 1e7) / 100;

export async function measureInstructions(targets: Target[], runs = 3): Promise<BenchRow[]> {
  if (spawnSync('valgrind', ['--version']).status !== 0)
    throw new Error('valgrind is not installed (apt-get install -y valgrind)');
  const pages = [REFERENCE, ...BENCH_PAGES()];
  const loads = pages.flatMap((page) =>
    targets.flatMap((target) => Array.from({ length: runs }, () => ({ page, target }))),
  );
  const jobs = Number(process.env.BENCH_JOBS ?? cpus().length);
  const measured = await inParallel(
    loads.map(
      ({ page, target }) =>
        () =>
          countLoad(target, page),
    ),
    jobs,
  );
  const loadsBy = new Map(
    pages.map((page) => [page, new Map(targets.map((target) => [target, [] as Load[]]))]),
  );
  loads.forEach(({ page, target }, i) => loadsBy.get(page)!.get(target)!.push(measured[i]!));
  const loadsOf = (page: Page, target: Target) => loadsBy.get(page)!.get(target)!;
  const countOf = (page: Page, target: Target) => median(loadsOf(page, target).map((l) => l.main));
  const rows: BenchRow[] = [];
  for (const page of pages) {
    const isReference = page === REFERENCE;
    for (const target of targets) {
      const list = loadsOf(page, target).map((l) => l.main);
      const m = countOf(page, target);
      const label = target.label ? ` [${target.label}]` : '';
      const name = `${isReference ? 'reference page' : page.path}${label}`;
      const row = (measure: string, value: number, unit: string, budget?: BenchRow['budget']): BenchRow => ({
        group: 'instructions',
        name: `${name} ${measure}`,
        value,
        unit,
        // A baseline is measured to be compared with, not held to today's budgets.
        ...(budget && !target.label ? { budget } : {}),
      });
      rows.push(
        {
          ...row('main-thread instructions', billions(m), 'G'),
          note: `runs: ${list.map(billions).join(', ')} G; median of ${runs}, Arabic, a phone's width`,
        },
        row(
          `instructions' runs apart`,
          Math.round(((Math.max(...list) - Math.min(...list)) / m) * 1000) / 10,
          '%',
          {
            op: '<=',
            limit: 10,
          },
        ),
        {
          ...row(
            `loads still drawing after ${SETTLE_LIMIT_MS / 60_000} min`,
            loadsOf(page, target).filter((l) => !l.settled).length,
            '',
            { op: '<=', limit: 0 },
          ),
          note: 'a page that never rests (an animation) costs a phone work for as long as it stays open',
        },
      );
      if (!isReference)
        rows.push(
          row(
            `instructions ÷ reference page's`,
            Math.round((m / countOf(REFERENCE, target)) * 100) / 100,
            '',
          ),
        );
    }
    const [now, ...before] = targets;
    if (isReference) continue;
    for (const base of before)
      rows.push({
        group: 'instructions',
        name: `${page.path} main-thread instructions ÷ [${base.label}]`,
        value: Math.round((countOf(page, now!) / countOf(page, base)) * 100) / 100,
        unit: '',
        note: `${billions(countOf(page, now!))} G now, ${billions(countOf(page, base))} G at ${base.label}`,
      });
  }
  return rows;
}
