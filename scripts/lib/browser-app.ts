/**
 * The app driven as a person uses it, for the browser tests, the benchmarks and the screenshots: the real server
 * (`npm start`'s entry, scripts/start.mjs) on a temporary DATA_DIR with its embedded PostgreSQL, and Debian's
 * Chromium driven by Playwright. No browser is ever downloaded.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { readOutbox, startOnFreePort, terminate } from './start-process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * Chromium's own work beside the page, left out: headless Chromium (156) starts its omnibox's pop-up, a WebUI page, in
 * a renderer of its own as it starts and updates it on navigations, about a second and a half of CPU per browser on a
 * two-core machine (docs/performance.md), taken from the pages under test and the server beside them.
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
/**
 * The features Playwright disables (its `chromiumSwitches`, not exported). Chromium reads one `--disable-features`, so
 * Playwright's is left out and given again with ours; tests/e2e/browser-launch.test.ts fails once Playwright's list
 * differs from this one (its flag would then come beside ours).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const disableFeatures = (features: string[]) => `--disable-features=${features.join(',')}`;
/** How every Playwright tool here starts Chromium: Debian's, with the project's flags, without the omnibox pop-up. */
export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, disableFeatures([...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES])],
  ignoreDefaultArgs: [disableFeatures(PLAYWRIGHT_DISABLED_FEATURES)],
};

/** Browser tests skip loudly without Chromium, unless E2E_REQUIRED=1 (CI), where that is a failure. */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  const message = `No Chromium at ${CHROMIUM_PATH}: browser tests cannot run (apt-get install -y chromium).`;
  if (process.env.E2E_REQUIRED === '1') throw new Error(`${message} E2E_REQUIRED=1 makes this a failure.`);
  console.warn(`\n!!! ${message} SKIPPING browser tests. !!!\n`);
  return false;
}

export interface RunningServer {
  url: string;
  dataDir: string;
  env: Record<string, string>;
  /** everything the server printed, for diagnosing a failure */
  output: () => string;
  /** the .eml files written to DATA_DIR/outbox, oldest first */
  outbox: () => Promise<string[]>;
  /** runs `npm run admin -- ARGS` against this server's data */
  admin: (args: string[], input?: string) => Promise<{ code: number; stdout: string; stderr: string }>;
  stop: () => Promise<number | null>;
}

/** Starts the real server as `npm start` does, on a free port and a fresh DATA_DIR. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dahabi-e2e-'));
  await chmod(dataDir, 0o755); // the embedded PostgreSQL runs as the postgres user when we are root
  const { url, env, server } = await startOnFreePort(
    dataDir,
    {
      PRICE_PROVIDER: 'reference',
      // As `npm start` runs for people: vitest's NODE_ENV=test would make a rebuild give React's development build.
      NODE_ENV: 'production',
      ...extraEnv,
    },
    {
      timeoutMs: 120_000,
      // A test process that dies before its afterAll must not leave a server (and its database) running.
      spawned: ({ child }) => {
        const orphanGuard = () => child.kill('SIGTERM');
        process.once('exit', orphanGuard);
        child.once('exit', () => process.off('exit', orphanGuard));
      },
    },
  );

  return {
    url,
    dataDir,
    env,
    output: server.output,
    outbox: () => readOutbox(dataDir),
    admin: (args, input) =>
      new Promise((resolve) => {
        const cli = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { env });
        let stdout = '';
        let stderr = '';
        cli.stdout.on('data', (d) => (stdout += d));
        cli.stderr.on('data', (d) => (stderr += d));
        if (input !== undefined) cli.stdin.end(input);
        else cli.stdin.end();
        cli.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
      }),
    stop: async () => {
      const code = await terminate(server);
      await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
      return code;
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

/**
 * Holds back every script whose URL matches (by default all of the app's) until the returned function is called: the
 * page on screen is then only what its HTML brought.
 */
export async function holdScripts(page: Page, url: RegExp = /\/assets\/[\w.-]+\.js$/): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * E2E_CPU_THROTTLE=6 runs every page the browser tests open with its CPU that many times slower (DevTools'
 * Emulation.setCPUThrottlingRate), as on a mid-range phone: a race between the page and its code shows up there.
 */
export function cpuThrottleRate(): number {
  const raw = process.env.E2E_CPU_THROTTLE;
  if (!raw) return 1;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 1)
    throw new Error(`E2E_CPU_THROTTLE must be a number ≥ 1, not ${raw}`);
  return rate;
}

/**
 * Slows the page's CPU by `rate` (1: as fast as the machine). Its waits (Playwright's 30 s for an element, a
 * navigation) grow as much: a slower phone takes longer, and only what it ends up showing is asserted.
 */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  if (rate <= 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  page.setDefaultTimeout(30_000 * rate);
}

export interface PageOptions {
  language?: 'ar' | 'en';
  theme?: 'dark' | 'light';
  viewport?: { width: number; height: number };
  /** tokens to store before the first load (a signed-in visitor) */
  tokens?: { access: string; refresh: string };
  /** how many times slower the page's CPU runs; E2E_CPU_THROTTLE (else 1) unless told */
  cpuThrottle?: number;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** console errors and uncaught page errors seen so far */
  errors: string[];
}

/** A fresh browser context with the visitor's stored preferences, recording console errors. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  opts: PageOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: opts.viewport ?? { width: 1280, height: 800 },
    locale: opts.language === 'en' ? 'en-US' : 'ar-EG',
  });
  const seed: Record<string, string> = {};
  if (opts.language) seed.i18nextLng = opts.language;
  if (opts.theme) seed.theme = opts.theme;
  if (opts.tokens) {
    seed.accessToken = `Bearer ${opts.tokens.access}`;
    seed.refreshToken = opts.tokens.refresh;
  }
  if (Object.keys(seed).length) {
    await context.addInitScript((entries: Record<string, string>) => {
      if (sessionStorage.getItem('__e2e_seeded')) return;
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      sessionStorage.setItem('__e2e_seeded', '1');
    }, seed);
  }
  const page = await context.newPage();
  await throttleCpu(page, opts.cpuThrottle ?? cpuThrottleRate());
  // A pre-rendered page loads its code once it has painted (ADR 011), so its `load` can come before the app has taken
  // it over: a goto that waits for the page waits for the app too, as a person waits for a tap to be answered (and,
  // on the dashboard's pages, for the app's first render to have replaced the signed-in frame). The landing page
  // shown as it arrived loads its code only when the visitor heads for a control, and holds a tap until then.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? 'load') === 'load')
      await page.waitForFunction(
        () =>
          !document.getElementById('app-code') ||
          document.documentElement.dataset.code === 'on-intent' ||
          (document.documentElement.dataset.app === 'ready' && !document.querySelector('[data-skeleton]')),
      );
    return response;
  };
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/** The activation link in the newest e-mail to `email`. */
export async function activationLinkFor(server: RunningServer, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mails = (await server.outbox()).filter((m) => m.toLowerCase().includes(email.toLowerCase()));
    const last = mails.at(-1);
    const decoded = last?.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = decoded?.match(/https?:\/\/[^\s"<>]+\/activate\/[\w-]+\/[\w-]+/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no activation e-mail for ${email} in ${server.dataDir}/outbox`);
}

async function post(
  server: RunningServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

/** Signs a user up through the real API, activates the account from the outbox e-mail, and signs in. */
export async function createSignedInUser(
  server: RunningServer,
  email = `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password = 'Gold-Savings-2026',
): Promise<{ email: string; password: string; access: string; refresh: string }> {
  const signup = await post(server, '/auth/users/', { email, password, terms_accepted: true });
  if (signup.status !== 201)
    throw new Error(`sign-up failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const link = await activationLinkFor(server, email);
  const [uid, token] = new URL(link).pathname.split('/').slice(-2);
  const activation = await post(server, '/auth/users/activation/', { uid, token });
  if (activation.status !== 204) throw new Error(`activation failed: ${activation.status}`);
  const login = await post(server, '/api/users/login/', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { email, password, access: String(login.body!.access), refresh: String(login.body!.refresh) };
}

/** Calls the API as a signed-in user. */
export async function apiCall(
  server: RunningServer,
  access: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${access}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Runs browser steps; when one fails, the error also says where the page was, its console errors and its text. */
export async function withPageDiagnosis(
  page: Page,
  errors: string[],
  walk: () => Promise<void>,
): Promise<void> {
  try {
    await walk();
  } catch (error) {
    const body = await page
      .locator('body')
      .innerText()
      .catch(() => '(no body)');
    throw new Error(
      `${(error as Error).message}\nat ${page.url()}\nconsole: ${errors.join(' | ')}\npage: ${body.slice(0, 1500)}`,
    );
  }
}

/** A transaction recorded through the API: the asset's code, the quantity, the price, the instant (ISO), buy unless told. */
export type RecordedTransaction = readonly [
  code: string,
  quantity: number,
  price: number,
  timestamp: string,
  type?: 'buy' | 'sell',
];

/** Records `entries` through the real API as the signed-in user, each asset found by its code in the catalogue. */
export async function recordTransactions(
  server: RunningServer,
  access: string,
  entries: readonly RecordedTransaction[],
): Promise<void> {
  const assetId = await catalogueIds(server, access);
  for (const [code, quantity, price, timestamp, type = 'buy'] of entries) {
    const created = await apiCall(server, access, 'POST', '/api/portfolios/transactions/', {
      transaction_type: type,
      asset: assetId(code),
      quantity,
      price,
      timestamp,
    });
    if (created.status !== 201) throw new Error(`${type} ${code}: ${JSON.stringify(created.body)}`);
  }
}

/** The catalogue's asset id of each code (GET /api/portfolios/available-assets/); throws for a code it lacks. */
export async function catalogueIds(server: RunningServer, access: string): Promise<(code: string) => number> {
  const assets = (await apiCall(server, access, 'GET', '/api/portfolios/available-assets/')).body as Record<
    string,
    Array<{ id: number; code: string }>
  >;
  const catalogue = Object.values(assets).flat();
  return (code) => {
    const asset = catalogue.find((a) => a.code === code);
    if (!asset) throw new Error(`no asset ${code} in the catalogue`);
    return asset.id;
  };
}

/** Records a market snapshot (the shape of `npm run admin -- prices:record`'s file) on the server. */
export async function recordSnapshot(server: RunningServer, snapshot: object): Promise<void> {
  const file = join(await mkdtemp(join(tmpdir(), 'dahabi-prices-')), 'prices.json');
  await writeFile(file, JSON.stringify(snapshot));
  const result = await server.admin(['prices:record', file]);
  if (result.code !== 0) throw new Error(`prices:record failed: ${result.stdout}${result.stderr}`);
}
