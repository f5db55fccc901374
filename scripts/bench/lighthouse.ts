/**
 * Lighthouse with mobile settings (its default), driving Debian's Chromium, in Arabic; the median of several runs.
 * The bench's reference page first (reference-page.ts), then the public screens, then the signed-in ones for a user
 * with a ledger (so the dashboard draws its chart). Each run is taken on every target in turn (the app as built now
 * and, with BENCH_BASELINE_REF, the app as built at that ref), so a busy moment of the machine falls on both alike.
 * Lighthouse ignores a chrome path option: it reads CHROME_PATH (architecture §8).
 *
 * Main-thread times depend on the CPU. Lighthouse measures the CPU's speed at the start of every run
 * (`environment.benchmarkIndex`, higher is faster); a time multiplied by that index and divided by REFERENCE_INDEX is
 * what the same load would cost on a machine of the reference index, so a fast and a slow machine report about the
 * same normalised figure, and the budgets are set on it (docs/performance.md). The same blocking is also counted from
 * the tasks' CPU time, which a machine busy with other work does not inflate (ADR 033).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { BROWSER_UI_FEATURES, CHROMIUM_ARGS, CHROMIUM_PATH, type RunningServer } from '../lib/browser-app';
import { treeCpuMs } from './process-cpu';
import { REFERENCE_PATH } from './reference-page';
import { holdPageThreadsRaised, PAGE_THREAD_NICE } from './renderer-priority';
import type { BenchRow } from './report';
import { signIn, type BenchUser } from './seed';
import { cpuBlockingAfterPaint, type TraceEvent } from './trace-tasks';

/** The benchmarkIndex the normalised times are expressed at (a machine of about half a fast laptop's speed). */
export const REFERENCE_INDEX = 1000;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

export interface Page {
  path: string;
  signedIn: boolean;
  minPerformance?: number;
  /** budget on the median TBT normalised to REFERENCE_INDEX, in ms */
  maxTbt?: number;
}

/**
 * architecture §7: public screens ≥ 95; signed-in screens ≥ 90 with LCP ≤ 2.5 s and CLS ≤ 0.1. The normalised TBT
 * budgets are half of what each page cost before the main-thread work was cut (docs/performance.md).
 */
const PAGES: Page[] = [
  { path: '/', signedIn: false, minPerformance: 95, maxTbt: 150 },
  { path: '/login', signedIn: false, minPerformance: 95, maxTbt: 150 },
  { path: '/signup', signedIn: false, minPerformance: 95, maxTbt: 150 },
  { path: '/dashboard', signedIn: true, minPerformance: 90, maxTbt: 600 },
  { path: '/dashboard/portfolio', signedIn: true, minPerformance: 90, maxTbt: 500 },
  { path: '/dashboard/market', signedIn: true, minPerformance: 90, maxTbt: 500 },
];
export const REFERENCE: Page = { path: REFERENCE_PATH, signedIn: false };
/** BENCH_PAGES=/dashboard,/login measures only those pages (and the reference page). */
export const BENCH_PAGES = () => {
  const only = process.env.BENCH_PAGES?.split(',');
  return only ? PAGES.filter((p) => only.includes(p.path)) : PAGES;
};

/** What is measured: the app behind `server`, signed in as `user`; `label` names a baseline's rows. */
export interface Target {
  server: RunningServer;
  user: BenchUser;
  label?: string;
}

/** Stores a fresh session in the browser's profile, as the app keeps it, before Lighthouse opens the page. */
async function storeSession(port: number, server: RunningServer, user: BenchUser): Promise<void> {
  const tokens = await signIn(server, user);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    // Not a page of the app: the app would register its service worker, which would then serve the measured load
    // from its precache in some runs and not in others (it installs in the background). The session is all the
    // measured load may find, as on a cold start: Lighthouse's own storage reset is off to keep it.
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate(async (t) => {
      localStorage.setItem('accessToken', `Bearer ${t.access}`);
      localStorage.setItem('refreshToken', t.refresh);
      localStorage.setItem('i18nextLng', 'ar');
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    }, tokens);
    await page.close();
  } finally {
    await browser.close();
  }
}

interface Sample {
  perf: number;
  a11y: number;
  bp: number;
  lcp: number;
  cls: number;
  index: number;
  tbt: number;
  /** the same blocking counted from the tasks' CPU time, not their wall time (trace-tasks.ts) */
  cpuTbt: number;
  script: number;
  /** script URL → main-thread time of its evaluation (bootup-time's "scripting") */
  scripts: Map<string, number>;
  /** the page's main thread ran at PAGE_THREAD_NICE (renderer-priority.ts) */
  raised: boolean;
}

/** One Lighthouse run; a run Lighthouse could not complete (a page that never painted) is tried again, twice. */
async function measureOnce(target: Target, page: Page): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(target, page);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`bench: ${page.path}: ${String(error).slice(0, 200)}; again`);
    }
  }
}

/**
 * Chromium's omnibox pop-up left out (BROWSER_UI_FEATURES), here while Lighthouse measures the CPU's speed and then the
 * page, with any other features a bench disables (`disable`). Chromium reads only the last `--disable-features`, so
 * these are added to chrome-launcher's own list, not given after it. To launch with `ignoreDefaultFlags`.
 */
export function chromeFlags(disable: readonly string[] = []): string[] {
  const defaults = chromeLauncher.Launcher.defaultFlags();
  const disabled = defaults.find((flag) => flag.startsWith('--disable-features='));
  if (!disabled)
    throw new Error("chrome-launcher's default flags no longer disable features; update lighthouse.ts");
  return [
    ...defaults.filter((flag) => flag !== disabled),
    `${[disabled, ...BROWSER_UI_FEATURES, ...disable].join(',')}`,
    ...CHROMIUM_ARGS,
    // An Arabic visitor's browser: `--lang` alone sets only the interface language, and headless Chromium then
    // still reports navigator.language "en-US", so boot.js took every run for an English visitor, hid the
    // Arabic page rendered at build time and waited for the app (the budgets are for Arabic, architecture §7).
    '--lang=ar',
    '--accept-lang=ar',
  ];
}

/**
 * Waits until the browser's processes together use under a tenth of a core for half a second (at most 10 s): a
 * browser just started, and the session just stored, still run their own work, which would be measured as the
 * CPU's speed and as the page's blocking time.
 */
async function untilQuiet(pid: number | undefined): Promise<void> {
  if (!pid) return;
  for (let i = 0; i < 20; i++) {
    const before = treeCpuMs(pid);
    await sleep(500);
    if (treeCpuMs(pid) - before < 50) return;
  }
}

async function lighthouseRun({ server, user, label }: Target, { path, signedIn }: Page): Promise<Sample> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    ignoreDefaultFlags: true,
    chromeFlags: chromeFlags(),
  });
  try {
    if (signedIn) await storeSession(chrome.port, server, user);
    await untilQuiet(chrome.pid);
    const priority = holdPageThreadsRaised(chrome.pid);
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Lighthouse clears the origin's storage before loading; a signed-in page needs the stored session.
      disableStorageReset: signedIn,
    }).finally(priority.stop);
    const lhr = result!.lhr;
    keepReport(result!, path, label);
    const score = lhr.categories.performance?.score;
    if (lhr.runtimeError || score === null || score === undefined)
      throw new Error(`${path}: Lighthouse could not measure it (${lhr.runtimeError?.code ?? 'no score'})`);
    if (signedIn && !lhr.finalDisplayedUrl.includes(path))
      throw new Error(`${path}: Lighthouse ended on ${lhr.finalDisplayedUrl}, not the signed-in page`);
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string }> })?.items;
    if (requests?.some((r) => /\/assets\/en-[^/]*\.js$/.test(r.url)))
      throw new Error(`${path}: the page fetched the English strings, so this was not an Arabic visit`);
    const items = <T>(audit: string) =>
      (lhr.audits[audit]?.details as { items?: T[] } | undefined)?.items ?? [];
    const groups = items<{ group: string; duration: number }>('mainthread-work-breakdown');
    const bootup = items<{ url: string; scripting: number }>('bootup-time');
    return {
      perf: Math.round(score * 100),
      a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bp: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      index: Math.round(lhr.environment.benchmarkIndex),
      tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cpuTbt: cpuBlockingAfterPaint(result!.artifacts.Trace.traceEvents as TraceEvent[]),
      script: Math.round(groups.find((g) => g.group === 'scriptEvaluation')?.duration ?? 0),
      scripts: new Map(bootup.map((b) => [b.url, b.scripting])),
      raised: priority.outcome.raised > 0 && !priority.outcome.refused,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * With BENCH_LHR_DIR, every run's report and trace are written there (`<build>-<page>-<time>.json`, `….trace.json`),
 * to read after the run which tasks made a page's TBT (the report's `long-tasks` audit, the trace's tasks).
 */
function keepReport(result: RunnerResult, path: string, label = 'now'): void {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${label}-${path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${Date.now()}`;
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(result.lhr));
  writeFileSync(join(dir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace.traceEvents));
}

/**
 * How far a page's runs lie apart: (largest − smallest) ÷ median, in per cent (0 when the median is 0, where a per
 * cent says nothing: the row's note gives the runs themselves).
 */
const spread = (xs: number[]) => {
  const m = median(xs);
  return m ? Math.round(((Math.max(...xs) - Math.min(...xs)) / m) * 100) : 0;
};

/** A time as it would read on a machine of REFERENCE_INDEX. */
const normalised = (ms: number, index: number) => Math.round((ms * index) / REFERENCE_INDEX);

/** The scripts that took the most evaluation time in the median run, by file name. */
function heaviestScripts(sample: Sample): string {
  return [...sample.scripts]
    .filter(([url]) => url.startsWith('http'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([url, ms]) => `${url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '')} ${Math.round(ms)}`)
    .join(', ');
}

export async function measureLighthouse(targets: Target[], runs = 3): Promise<BenchRow[]> {
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const pages = [REFERENCE, ...BENCH_PAGES()];
  const samples = new Map<string, Sample[]>();
  const key = (target: Target, page: Page) => `${target.label ?? ''} ${page.path}`;
  // Run by run, page by page, target by target: the reference page and both builds share each moment of the machine.
  for (let i = 0; i < runs; i++) {
    for (const page of pages) {
      for (const target of targets) {
        const list = samples.get(key(target, page)) ?? [];
        list.push(await measureOnce(target, page));
        samples.set(key(target, page), list);
      }
    }
  }
  const rows: BenchRow[] = [];
  const all = [...samples.values()].flat();
  const low = all.filter((s) => !s.raised).length;
  rows.push({
    group: 'lighthouse',
    name: "page's main thread nice",
    value: low ? 0 : PAGE_THREAD_NICE,
    unit: '',
    note: low
      ? `left at 0 in ${low} of ${all.length} runs (raising a priority takes root)`
      : "every run, as Chromium's display-critical threads (renderer-priority.ts)",
  });
  // Each build's pages against the reference page measured in its own turns (the same page, the same moments).
  const referenceTbtOf = (target: Target) => median(samples.get(key(target, REFERENCE))!.map((s) => s.tbt));
  for (const page of pages) {
    for (const target of targets) {
      const list = samples.get(key(target, page))!;
      const baseline = target.label !== undefined;
      const isReference = page === REFERENCE;
      const note = [
        `median of ${runs}`,
        'mobile',
        isReference ? 'fixed 50 KiB script' : 'Arabic',
        page.signedIn ? '200 transactions' : '',
        baseline ? `built at ${target.label}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      const name = `${isReference ? 'reference page' : page.path}${baseline ? ` [${target.label}]` : ''}`;
      const row = (measure: string, value: number, unit: string, budget?: BenchRow['budget']): BenchRow => ({
        group: 'lighthouse',
        name: `${name} ${measure}`,
        value,
        unit,
        // A baseline is measured to be compared with, not held to today's budgets.
        ...(budget && !baseline && !isReference ? { budget } : {}),
        note,
      });
      // How far the runs of a normalised time lie apart, the runs themselves in the note.
      const apart = (measure: string, times: number[]): BenchRow => ({
        ...row(`${measure} runs apart`, spread(times), '%'),
        note: `runs, normalised: ${times.join(', ')} ms`,
      });
      const tbts = list.map((s) => normalised(s.tbt, s.index));
      const tbt = median(tbts);
      const cpuTbts = list.map((s) => normalised(s.cpuTbt, s.index));
      // The run whose normalised TBT is the median: its scripts are the ones named.
      const medianRun = list[tbts.indexOf(tbt)]!;
      rows.push(
        row('benchmarkIndex', median(list.map((s) => s.index)), ''),
        row('TBT', median(list.map((s) => s.tbt)), 'ms'),
        row(
          `TBT normalised to index ${REFERENCE_INDEX}`,
          tbt,
          'ms',
          page.maxTbt !== undefined ? { op: '<=', limit: page.maxTbt } : undefined,
        ),
        apart(`TBT's`, tbts),
        row('TBT from CPU time', median(list.map((s) => s.cpuTbt)), 'ms'),
        row(`TBT from CPU time normalised to index ${REFERENCE_INDEX}`, median(cpuTbts), 'ms'),
        apart(`TBT from CPU time's`, cpuTbts),
        row('script evaluation', median(list.map((s) => s.script)), 'ms'),
        {
          ...row(
            `script evaluation normalised`,
            median(list.map((s) => normalised(s.script, s.index))),
            'ms',
          ),
          note: `heaviest: ${heaviestScripts(medianRun)}`,
        },
      );
      if (isReference) continue;
      rows.push(
        row(
          'TBT ÷ reference page TBT',
          referenceTbtOf(target)
            ? Math.round((median(list.map((s) => s.tbt)) / referenceTbtOf(target)) * 100) / 100
            : 0,
          '',
        ),
        row(
          'Performance',
          median(list.map((s) => s.perf)),
          '',
          page.minPerformance !== undefined ? { op: '>=', limit: page.minPerformance } : undefined,
        ),
        row('Accessibility', median(list.map((s) => s.a11y)), '', { op: '>=', limit: 95 }),
        row('Best Practices', median(list.map((s) => s.bp)), '', { op: '>=', limit: 95 }),
        row(
          'LCP',
          median(list.map((s) => s.lcp)),
          'ms',
          page.signedIn ? { op: '<=', limit: 2500 } : undefined,
        ),
        row('CLS', median(list.map((s) => s.cls)), '', page.signedIn ? { op: '<=', limit: 0.1 } : undefined),
      );
    }
    // With a baseline: how this build's normalised TBT compares with it (the goal: at most half, docs/performance.md).
    const [now, ...before] = targets;
    if (page === REFERENCE || !before.length) continue;
    // Lighthouse's TBT counts wall time, so each run's is normalised by the speed the machine had then. The CPU time of
    // both builds is the same machine's whatever its load (a busy machine lowers the index, not the CPU time), and is
    // compared as measured.
    const ratioRow = (measure: string, of: (sample: Sample) => number) => (base: Target) => {
      const at = (target: Target) => median(samples.get(key(target, page))!.map(of));
      return {
        group: 'lighthouse',
        name: `${page.path} ${measure} ÷ [${base.label}]`,
        // Against a baseline of nothing, any blocking time now is a regression, not a ratio of 0: divide by 1 ms.
        value: Math.round((at(now!) / Math.max(at(base), 1)) * 100) / 100,
        unit: '',
        budget: { op: '<=', limit: 0.5 },
        note: `${at(now!)} ms now, ${at(base)} ms at ${base.label}`,
      } satisfies BenchRow;
    };
    rows.push(
      ...before.map(ratioRow('TBT normalised', (s) => normalised(s.tbt, s.index))),
      ...before.map(ratioRow('TBT from CPU time', (s) => s.cpuTbt)),
    );
  }
  return rows;
}
