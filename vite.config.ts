import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { routeOfDocument } from './contract/route-documents.ts';
import { arabicStrings } from './scripts/arabic-strings.ts';
import { chakraGlobalCss } from './scripts/chakra-global-css.ts';
import { routeDocuments } from './scripts/vite-prerender.ts';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const alias = {
  '@/': dir('./src/'),
  '@machines/': dir('./machines/'),
  '@contract/': dir('./contract/'),
  '@server/': dir('./server/'),
  '@locales/': dir('./locales/'),
  '@tests/': dir('./tests/'),
};

// The API server the dev server proxies to (npm run dev starts it on this port).
const apiTarget = process.env.DEV_API_URL ?? 'http://127.0.0.1:8001';

// The service worker (architecture §6, docs/decisions/010-service-worker.md): precaches the built shell and static files;
// nothing else is cached at run time, so API answers and tokens never reach Cache Storage. The SPA registers it
// itself (src/pwa/) and asks before a new version takes over.
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  manifest: false, // public/manifest.webmanifest
  workbox: {
    globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    // Navigations to the server's own pages (API docs, health checks, legacy routes) never get the SPA's shell.
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/auth(\/|$)/, /^\/transactions/, /^\/healthz/, /^\/readyz/],
    // The server answers the main routes with their own copy of the shell (dist/routes/, server/static/spa.ts):
    // the worker keeps each under its route's URL, so a navigation there gets the same document offline.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => {
          const route = routeOfDocument(entry.url);
          return route === undefined ? entry : { ...entry, url: `/${route}` };
        }),
      }),
    ],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    // The chart chunk (ApexCharts) is the largest file, ~0.6 MB.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig({
  plugins: [
    react(),
    arabicStrings({ root: dir('.'), sectionsWithCode: true }),
    chakraGlobalCss({ root: dir('.') }),
    pwa,
    routeDocuments(),
  ],
  resolve: { alias },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // One small stylesheet (the CSS modules of the landing, public and shell parts; Chakra's styles live in JS):
    // a first visit then waits on one CSS request before it paints, not one per lazy chunk (architecture §7).
    cssCodeSplit: false,
    // The one chunk over Vite's 500 kB warning is ApexCharts (~570 kB, ~160 KiB gzip): it is loaded only when a
    // chart is on screen and architecture §7 budgets it apart from every route's JavaScript (npm run bench measures it).
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
      '/transactions': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: [
            'machines/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/support/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/support/server-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // E2E_CPU_THROTTLE=6 runs every page six times slower (scripts/lib/browser-app.ts), and a test's time with it.
          testTimeout: 90_000 * Math.max(1, Number(process.env.E2E_CPU_THROTTLE) || 1),
          hookTimeout: 180_000,
          // A page's answer to a click can take a server round trip and a render; on a busy 2-core CI machine that
          // is more than `expect.poll`'s 1 s default. A poll ends as soon as it holds: as long as Playwright's waits.
          expect: { poll: { timeout: 30_000 * Math.max(1, Number(process.env.E2E_CPU_THROTTLE) || 1) } },
          fileParallelism: false,
          globalSetup: ['tests/support/e2e-global-setup.ts'],
        },
      },
      {
        // Crashes, outages and several instances (npm run test:faults; .ci/run runs it after npm test).
        extends: true,
        test: {
          name: 'faults',
          environment: 'node',
          include: ['tests/faults/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
