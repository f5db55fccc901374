import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, minifySync, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { routeDocument } from '../contract/route-documents.ts';
import { supportedLanguages } from '../src/i18n/languages.ts';
import { arabicStrings, REST_STRINGS } from './arabic-strings.ts';
import { chakraGlobalCss } from './chakra-global-css.ts';
import {
  buildSignedOut,
  SIGNED_OUT_BUDGET_KIB,
  SIGNED_OUT_ROUTES,
  type SignedOutBuild,
} from './vite-signed-out.ts';

const ROOT_TAG = '<div id="root"></div>';
const SSR_ENTRY = 'src/prerender/pages.tsx';
const APP_ENTRY = 'src/main.tsx';
const PUBLIC_SHELL = 'src/app/layouts/public-shell.tsx';
const CHAKRA_SHELL = 'src/app/layouts/chakra-shell.tsx';
const APP_LAYOUT = 'src/app/layouts/app-layout.tsx';
/**
 * What every signed-in page's start imports on its own, beside its route's modules: Chakra's system in its stages
 * (src/app/router.tsx), and the API client with the household and alerts calls the frame's actors make at once
 * (src/app/system/live-app.ts, api-for.ts). Named in the document, they are fetched with the rest of its code instead
 * of one round trip after another once the code that imports them has run (architecture §7).
 */
const SIGNED_IN_START = [
  'src/app/theme/system-config.ts',
  'src/app/theme/system.ts',
  'src/api/client.ts',
  'src/api/household.ts',
  'src/api/alerts.ts',
  'src/api/failure.ts',
];
/**
 * V8's explicit compile hint (Chromium 136 on; other engines read a comment): every function in a file that starts
 * with it is compiled as the file is streamed in, off the main thread, instead of when each is first called.
 */
const COMPILE_WHOLE = '//# allFunctionsCalledOnLoad';
/** Characters from which a signed-in start's file carries the hint. */
const COMPILE_WHOLE_FROM = 8 * 1024;
/** Where public/boot.js takes the built URLs of the faces it preloads (written at build time, below). */
const FACE_SLOTS = { arabic: '__ARABIC_FACE_URL__', latin: '__LATIN_FACE_URL__' };

/**
 * The documents written beside index.html, one per entry route (src/app/router.tsx names the same modules; every
 * activation link shares `activate`'s, contract/route-documents.ts): each preloads the lazy chunks its route needs
 * (every route but the landing page also the rest of the Arabic strings, src/app/router.tsx), so the browser
 * fetches them with the entry instead of discovering them one level at a time. `/`, the light auth forms and the
 * activation pages also carry the page itself, rendered at build time (in Arabic); the dashboard's pages carry the
 * signed-in frame (src/app/layouts/signed-in-skeleton.tsx).
 */
type RouteDocument = { route: string; modules: string[]; prerender?: 'page' | 'signed-in frame' };
/** An auth form or activation page: the light shell and the page, rendered at build time. */
const publicPage = (route: string, page: string): RouteDocument => ({
  route,
  modules: [REST_STRINGS, PUBLIC_SHELL, page],
  prerender: 'page',
});
/** A signed-in page: Chakra's shell, the app's layout, the page and the start's own imports, under the signed-in frame. */
const signedInPage = (route: string, page: string): RouteDocument => ({
  route,
  modules: [REST_STRINGS, CHAKRA_SHELL, APP_LAYOUT, page, ...SIGNED_IN_START],
  prerender: 'signed-in frame',
});
const ROUTE_DOCUMENTS: RouteDocument[] = [
  { route: '', modules: [], prerender: 'page' },
  publicPage('login', 'src/pages/login/login-page.tsx'),
  publicPage('signup', 'src/pages/signup/signup-page.tsx'),
  publicPage('forgot-password', 'src/pages/forgot-password/forgot-password-page.tsx'),
  publicPage('activation-email-sent', 'src/pages/activation-email-sent/activation-email-sent-page.tsx'),
  publicPage('activate', 'src/pages/activate/activate-page.tsx'),
  signedInPage('dashboard', 'src/pages/dashboard/dashboard-page.tsx'),
  signedInPage('dashboard/portfolio', 'src/pages/portfolio/portfolio-page.tsx'),
  signedInPage('dashboard/market', 'src/pages/market/market-page.tsx'),
];

/**
 * After the client build: writes `dist/routes/*.html` (index.html plus `<link rel="modulepreload">` for the
 * route's chunks), and for `/`, the auth forms and the activation pages renders the page to HTML
 * (src/prerender/pages.tsx, built for Node into a scratch folder) into #root, so they paint before their JavaScript
 * runs (the dashboard's pages get the signed-in frame, which the app replaces); their code then waits in
 * `<template id="app-code">` for boot.js to load it after the first paint. ADR 011.
 */
export function routeDocuments(): Plugin[] {
  let config: ResolvedConfig;
  let started = new Set<string>();
  const preloads = new Map<string, string[]>();
  // The start-up's stages (src/main.tsx imports them one after another): every page preloads them with the entry.
  let stages: string[] = [];
  let arabicFont = '';
  let latinFont = '';
  // Set once the bundle is on disk: a build that failed before (another plugin's error) writes no documents.
  let written = false;
  let signedOut: SignedOutBuild;
  const apply: Plugin['apply'] = (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr;
  const documents: Plugin = {
    name: 'dahabi:route-documents',
    apply,
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      // The light entry's files go out with the app's, so the service worker precaches them too.
      signedOut = await buildSignedOut(config);
      for (const { fileName, source } of signedOut.files) this.emitFile({ type: 'asset', fileName, source });
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const graph = (files: Set<string>) => {
        const visit = (chunk: Rolldown.OutputChunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          chunk.imports.forEach((file) => byName.get(file) && visit(byName.get(file)!));
        };
        return visit;
      };
      const entry = chunks.find((c) => c.isEntry && c.moduleIds.some((id) => id.endsWith(APP_ENTRY)));
      if (!entry) throw new Error(`route documents: no chunk for ${APP_ENTRY}`);
      const staged = new Set<string>();
      entry.dynamicImports.forEach((file) => byName.get(file) && graph(staged)(byName.get(file)!));
      stages = [...staged];
      for (const { route, modules } of ROUTE_DOCUMENTS) {
        const files = new Set<string>();
        const visit = graph(files);
        for (const module of modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`route documents: no chunk for ${module}`);
          visit(chunk);
        }
        preloads.set(route, [...files]);
      }
      // The signed-in start's files, whose larger ones are compiled whole as they arrive (below).
      started = new Set([...entry.imports, entry.fileName, ...stages]);
      for (const { route, prerender } of ROUTE_DOCUMENTS)
        if (prerender === 'signed-in frame') preloads.get(route)!.forEach((file) => started.add(file));
      const face = (name: RegExp) => {
        const file = Object.values(bundle).find((f) => f.type === 'asset' && name.test(f.fileName));
        if (!file) throw new Error(`route documents: no face matching ${name}`);
        return file.fileName;
      };
      arabicFont = face(/cairo-arabic-wght-normal.*\.woff2$/);
      latinFont = face(/inter-latin-wght-normal.*\.woff2$/);
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      if (!written) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const base = config.base;
      // public/ is copied as written: boot.js, which every page waits for, goes out without its comments, and with
      // the URLs of the faces it preloads.
      const boot = path.join(outDir, 'boot.js');
      let source = readFileSync(boot, 'utf8');
      const faces: Array<[slot: string, file: string]> = [
        [FACE_SLOTS.arabic, arabicFont],
        [FACE_SLOTS.latin, latinFont],
      ];
      for (const [slot, file] of faces) {
        if (!source.includes(slot)) throw new Error(`route documents: boot.js has no ${slot}`);
        source = source.replace(slot, `${base}${file}`);
      }
      const minified = minifySync('boot.js', source);
      if (minified.errors.length) throw new Error(`route documents: boot.js: ${minified.errors[0]!.message}`);
      writeFileSync(boot, minified.code);
      checkSignedOutBudget(config, outDir, gzipSync(minified.code).length, signedOut);
      let index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!index.includes(ROOT_TAG)) throw new Error(`route documents: index.html has no ${ROOT_TAG}`);
      // The entry's stages are fetched with it, as its static imports are, rather than one after another.
      const stageLinks = stages
        .filter((file) => !index.includes(`${base}${file}`))
        .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
      if (stageLinks.length) {
        index = index.replace('</head>', `  ${stageLinks.join('\n    ')}\n  </head>`);
        writeFileSync(path.join(outDir, 'index.html'), index);
      }
      const rendered = await renderPages(
        config,
        ROUTE_DOCUMENTS.filter((r) => r.prerender).map((r) => r.route),
      );
      for (const { route, prerender } of ROUTE_DOCUMENTS) {
        let page = index;
        if (prerender === 'signed-in frame') {
          // boot.js shows this one to a signed-in visitor (the pages to everyone else), and the app replaces it.
          page = page.replace('<html ', '<html data-document="signed-in" ');
        }
        if (route === '' || prerender === 'signed-in frame') {
          // The landing page and the signed-in frame wait only for the stylesheet (and boot.js) to paint, and their
          // text for the Arabic face, fetched beside them so the first paint is already in Cairo (font-display:
          // optional gives a face that comes late no second chance). Their code comes after them (below).
          const font = `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${arabicFont}">`;
          page = page.replace('</head>', `  ${font}\n  </head>`);
        }
        if (route !== '') {
          // The other routes' code is preloaded, so a pre-rendered form becomes the app's (hydrates) sooner.
          const links = preloads
            .get(route)!
            .filter((file) => !index.includes(`${base}${file}`))
            .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
            .join('\n    ');
          page = page.replace('</head>', `  ${links}\n  </head>`);
        }
        if (prerender) {
          // The page is on screen before any of its code has run: on a slow network the code is fetched after what
          // paints it (the document, the stylesheet, the faces) instead of sharing the bandwidth with them. The code
          // waits in a template that boot.js puts into the head once the page has painted (architecture §7).
          const code =
            page.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
          if (!code.some((tag) => tag.startsWith('<script')))
            throw new Error(`route documents: no entry in ${route}`);
          for (const tag of code) page = page.replace(tag, '');
          page = page
            .split('\n')
            .filter((line) => line.trim() !== '')
            .join('\n');
          // The landing page's code is not even loaded after the paint: only once the visitor heads for one of its
          // controls (public/boot.js), since reading it and following its links need none (architecture §7).
          const when = route === '' ? ' data-on-intent' : '';
          let templates = `<template id="app-code"${when}>${code.join('')}</template>`;
          if (SIGNED_OUT_ROUTES.includes(route)) {
            // The form is hydrated by the light entry, which loads the app's code once the visitor leaves it
            // (src/signed-out/main.tsx), with the strings of the visitor's language fetched beside it (boot.js
            // leaves the other language's link out); a signed-in visitor gets the app's code at once.
            const strings = signedOut.strings.get(route)!;
            const light =
              `<script type="module" crossorigin src="${base}${signedOut.entries.get(route)!}"></script>` +
              supportedLanguages
                .map(
                  (language) =>
                    `<link rel="modulepreload" crossorigin href="${base}${strings[language]}" data-language="${language}">`,
                )
                .join('');
            templates = `<template id="app-code">${light}</template><template id="app-code-full">${code.join('')}</template>`;
          }
          page = page.replace('</body>', `  ${templates}\n  </body>`);
          // The page in English waits beside it for boot.js, which puts it in #root for an English visitor. The
          // document says it carries both, since boot.js decides what to show before the body has arrived.
          const { ar, en } = rendered.get(route)!;
          page = page.replace('<html ', '<html data-languages="ar en" ');
          page = page.replace(ROOT_TAG, `<div id="root">${ar}</div><template id="page-en">${en}</template>`);
        }
        const file = path.join(outDir, routeDocument(route));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, page);
      }
    },
  };
  // The signed-in start's larger files are compiled whole as they arrive, on the browser's background threads: left to
  // V8's guess, their functions were compiled one by one on the main thread as each was first called (about 2,000 of
  // them, 60–80 ms of a signed-in page's start there, and longer while it waited for a core). The hint must open the
  // file, so it is added after Vite has put its preload map at the top of the files that import lazily. The small
  // files are left as they are: little to compile, and each hint costs the bytes of the comment.
  const compileHints: Plugin = {
    name: 'dahabi:compile-hints',
    apply,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of started) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk' && chunk.code.length >= COMPILE_WHOLE_FROM)
            chunk.code = `${COMPILE_WHOLE}\n${chunk.code}`;
        }
      },
    },
  };
  return [documents, compileHints];
}

/**
 * architecture §7: a first visit to /login or /signup loads boot.js, the form's light entry and what that imports,
 * within budget; the build fails past it (npm run bench measures the same in a browser, every script by network idle).
 */
function checkSignedOutBudget(
  config: ResolvedConfig,
  outDir: string,
  bootBytes: number,
  build: SignedOutBuild,
) {
  const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  const gzipped = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length;
  // In each language: the entry and what it imports, and that language's strings.
  const totals = [...build.firstLoad].flatMap(([route, files]) => {
    const code = files.reduce((sum, file) => sum + gzipped(file), bootBytes);
    return supportedLanguages.map((language) => ({
      page: `/${route}${language === 'en' ? ' in English' : ''}`,
      bytes: code + gzipped(build.strings.get(route)![language]),
    }));
  });
  config.logger.info(
    `signed-out forms, JavaScript of a first visit (gzip): ${totals.map(({ page, bytes }) => `${page} ${kib(bytes)} KiB`).join(', ')} (budget ${SIGNED_OUT_BUDGET_KIB})`,
  );
  const over = totals.filter(({ bytes }) => bytes > SIGNED_OUT_BUDGET_KIB * 1024);
  if (over.length)
    throw new Error(
      `route documents: ${over.map(({ page, bytes }) => `${page} loads ${kib(bytes)} KiB`).join(', ')} of gzip ` +
        `JavaScript at once, over its ${SIGNED_OUT_BUDGET_KIB} KiB (architecture §7)`,
    );
}

/** A route's page in each language: the Arabic one goes in #root, the English one in a template for boot.js. */
type Rendered = { ar: string; en: string };

async function renderPages(config: ResolvedConfig, routes: string[]): Promise<Map<string, Rendered>> {
  // Under node_modules, so the server build's imports of packages resolve; one folder per build, since builds into
  // other folders run at the same time (the browser tests' own builds, a bench, a second checkout sharing
  // node_modules) and a shared one was emptied under the build still reading it.
  const modules = path.join(config.root, 'node_modules');
  mkdirSync(modules, { recursive: true });
  const scratch = mkdtempSync(path.join(modules, '.dahabi-prerender-'));
  try {
    // Not the project's config file: its other plugins (the service worker's) have no business in this build.
    await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      plugins: [react(), arabicStrings({ root: config.root }), chakraGlobalCss({ root: config.root })],
      resolve: { alias: config.resolve.alias },
      build: {
        ssr: path.join(config.root, SSR_ENTRY),
        outDir: scratch,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'pages.mjs' } },
      },
    });
    const { renderPage } = (await import(pathToFileURL(path.join(scratch, 'pages.mjs')).href)) as {
      renderPage: (route: string, theme: 'dark', language: 'ar' | 'en') => Promise<string>;
    };
    const pages = new Map<string, Rendered>();
    for (const route of routes)
      pages.set(route, {
        ar: await renderPage(route, 'dark', 'ar'),
        en: await renderPage(route, 'dark', 'en'),
      });
    return pages;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
