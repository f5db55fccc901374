import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { Language } from '../src/i18n/languages.ts';
import { SIGNED_OUT_SECTIONS } from '../src/signed-out/sections.ts';
import { arabicStrings, SIGNED_OUT_STRINGS_ID, type Strings } from './arabic-strings.ts';
import { chakraGlobalCss } from './chakra-global-css.ts';

/** The signed-out forms' light entries and the modules they put in place of the app's (src/signed-out/main.tsx). */
export const SIGNED_OUT_ROUTES = Object.keys(SIGNED_OUT_SECTIONS);
const STAND_INS: Array<[find: RegExp, file: string]> = [
  [/^react-router$/, 'src/signed-out/router.tsx'],
  [/^react-i18next$/, 'src/signed-out/translation.ts'],
  [/^@\/i18n\/i18n$/, 'src/signed-out/i18n.ts'],
  [/^@\/components\/toaster\/toaster$/, 'src/signed-out/toaster.ts'],
  [/^ky$/, 'src/signed-out/ky.ts'],
  [/^jwt-decode$/, 'src/signed-out/jwt-decode.ts'],
  [/^use-sync-external-store\/shim$/, 'src/signed-out/use-sync-external-store.ts'],
  [/^use-sync-external-store\/shim\/with-selector$/, 'node_modules/use-sync-external-store/with-selector.js'],
];
const PWA_STATUS = 'src/pwa/pwa-status.tsx';
/**
 * What src/signed-out/main.tsx asks for once the file has run, to start it in a task of its own: its module's id, the
 * file's real path (node_modules may be a link, as in the bench's build of an earlier commit).
 */
const reactDomClient = (root: string) =>
  createRequire(path.join(root, 'package.json')).resolve('react-dom/client');
/** Modules of the app the light entries replace, wherever they are imported from. */
const STAND_IN_FILES: Array<[file: string, standIn: string]> = [
  ['src/api/client.ts', 'src/signed-out/client.ts'],
  ['src/app/system/api-for.ts', 'src/signed-out/api-for.ts'],
  ['machines/household-scope/household-scope.machine.ts', 'src/signed-out/frame-machines.ts'],
  ['machines/notifications/notifications.machine.ts', 'src/signed-out/frame-machines.ts'],
  ['machines/app/scope-reports.ts', 'src/signed-out/frame-machines.ts'],
];
/**
 * What must not reach a light entry: the packages the stand-ins above replace, the shim React 19 has no use for, and
 * the signed-in frame's machines and bindings (the light system never shows the frame: src/signed-out/main.tsx).
 */
const ABSENT = [
  ...['react-router', 'i18next', 'react-i18next', 'ky', 'jwt-decode', '@zag-js/toast'].map(
    (name) => `/node_modules/${name}/`,
  ),
  '/node_modules/use-sync-external-store/shim/',
  '/machines/household-scope/',
  '/machines/notifications/',
  '/machines/app/scope-reports.ts',
  '/src/app/system/live-app.ts',
  '/src/api/client.ts',
  '/src/app/system/api-for.ts',
];

export interface SignedOutBuild {
  /** Each form's entry file (src/signed-out/<route>.tsx, built into one file), relative to the output folder. */
  entries: Map<string, string>;
  /** Every script file, to be written beside the app's. */
  files: Array<{ fileName: string; source: string }>;
  /** Each form's files a first visit loads: its entry and what that imports (its strings apart). */
  firstLoad: Map<string, string[]>;
  /**
   * Each form's strings in each language, a file fetched beside the entry for that language's visitors only (the
   * document names them; src/signed-out/i18n.ts loads them).
   */
  strings: Map<string, Record<Language, string>>;
}

/** architecture §7: the JavaScript a first visit to /login or /signup loads, boot.js included, in KiB of gzip. */
export const SIGNED_OUT_BUDGET_KIB = 100;

/**
 * Builds the signed-out forms' light entries (architecture §7: /login and /signup hydrate without the app's router,
 * i18next, ky or Chakra), in memory, with the app's configuration but the stand-ins above: one build per form, so
 * that each loads one file of code and one of strings in the visitor's language (what only a later step needs, the
 * other language's strings or Chakra's dialogs, stays apart).
 * The caller writes their files with the app's (scripts/vite-prerender.ts), so the service worker precaches them
 * too. Their CSS modules are the app's, whose one stylesheet the documents already link: their own copy is left out.
 */
export async function buildSignedOut(config: ResolvedConfig): Promise<SignedOutBuild> {
  const entries = new Map<string, string>();
  const files: SignedOutBuild['files'] = [];
  const firstLoad = new Map<string, string[]>();
  const strings = new Map<string, Record<Language, string>>();
  const facades: Record<Language, string> = { ar: SIGNED_OUT_STRINGS_ID, en: localeFile(config.root, 'en') };
  for (const route of SIGNED_OUT_ROUTES) {
    const chunks = await buildForm(config, route);
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const loaded = new Set<string>();
    const visit = (chunk: Rolldown.OutputChunk | undefined) => {
      if (!chunk || loaded.has(chunk.fileName)) return;
      loaded.add(chunk.fileName);
      chunk.imports.forEach((file) => visit(byName.get(file)));
    };
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    visit(entry);
    entries.set(route, entry.fileName);
    firstLoad.set(route, [...loaded]);
    const fileOf = (language: Language) => {
      const file = chunks.find((chunk) => chunk.facadeModuleId === facades[language])?.fileName;
      if (!file || loaded.has(file))
        throw new Error(`signed-out build: ${route} has no file of its own for its strings in ${language}`);
      return file;
    };
    strings.set(route, { ar: fileOf('ar'), en: fileOf('en') });
    for (const chunk of chunks) files.push({ fileName: chunk.fileName, source: chunk.code });
  }
  return { entries, files, firstLoad, strings };
}

/**
 * One form's light entry, built twice: the first build tells which modules the entry loads at once (its chunk and
 * what that imports) and which strings its code names, the second puts those modules in the entry's one file (each
 * more file sent compresses worse), leaving apart only what is loaded later, with only those strings.
 */
async function buildForm(config: ResolvedConfig, route: string): Promise<Rolldown.OutputChunk[]> {
  const strings = localeOf(config.root, 'ar');
  const sections = SIGNED_OUT_SECTIONS[route]!;
  for (const section of sections)
    if (!(section in strings))
      throw new Error(`signed-out/sections.ts names "${section}", not in locales/ar.json`);
  const whole = (all: Strings) => Object.fromEntries(sections.map((section) => [section, all[section]]));
  const first = await buildChunks(config, route, { arabic: whole, english: whole });
  const byName = new Map(first.map((chunk) => [chunk.fileName, chunk]));
  const atOnce = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || Object.keys(chunk.modules).every((id) => atOnce.has(id))) return;
    Object.keys(chunk.modules).forEach((id) => atOnce.add(id));
    chunk.imports.forEach((file) => visit(byName.get(file)));
  };
  visit(first.find((chunk) => chunk.isEntry));
  // The PWA's part, asked for once the page has loaded (src/pwa/pwa-loader.tsx), is small: sent with the form, it
  // costs less than a file of its own.
  visit(first.find((chunk) => chunk.facadeModuleId === path.join(config.root, PWA_STATUS)));
  // React DOM is needed at once, but its module is run only once asked for: in the same file, it costs no request.
  visit(first.find((chunk) => chunk.facadeModuleId === reactDomClient(config.root)));
  // The strings the code loaded at once names are in each language's file; those only a later part names (the terms
  // dialog, Google's part) come with that part, in both languages, which it adds to the light i18n as it loads
  // (src/signed-out/i18n.ts addStrings).
  const modules = first.flatMap((chunk) => Object.entries(chunk.modules));
  const now = modules.filter(([id]) => atOnce.has(id)).flatMap(([, module]) => keysNamedIn(module, sections));
  const laterModules = new Map(
    modules
      .filter(([id]) => !atOnce.has(id))
      .map(([id, module]) => [id, keysNamedIn(module, sections).filter((key) => !now.includes(key))] as const)
      .filter(([, keys]) => keys.length > 0),
  );
  const laterKeys = [...laterModules.values()].flat();
  const english = localeOf(config.root, 'en');
  const chunks = await buildChunks(config, route, {
    atOnce,
    arabic: () => pickKeys(strings, now),
    english: (all) => pickKeys(all, now),
    later: {
      strings: { ar: pickKeys(strings, laterKeys), en: pickKeys(english, laterKeys) },
      importers: new Set(laterModules.keys()),
    },
  });
  checkForm(config, route, chunks);
  return chunks;
}

const localeFile = (root: string, language: Language) => path.join(root, 'locales', `${language}.json`);
/** A language's strings, as locales/ holds them. */
const localeOf = (root: string, language: Language) =>
  JSON.parse(readFileSync(localeFile(root, language), 'utf8')) as Strings;

/**
 * The keys of `sections` a module's code names: a key in quotes ('login.title'), or the start of one built at run
 * time (`auth.validation.${problem}`). The strings modules name none.
 */
function keysNamedIn(module: Rolldown.RenderedModule, sections: readonly string[]): string[] {
  const keyOf = new RegExp(`[\`'"]((?:${sections.join('|')})\\.[A-Za-z$][\\w.\${}]*)`, 'g');
  return [...(module.code ?? '').matchAll(keyOf)].map((match) => match[1]!);
}

/**
 * The strings the named keys reach (architecture §7: a light entry carries what its form can show): each key's text,
 * or all under it, with its plural forms (`key_one`, `key_other`); a key built at run time brings every key that
 * starts as it does.
 */
function pickKeys(strings: Strings, keys: readonly string[]): Strings {
  const picked: Strings = {};
  for (const key of keys) {
    const built = key.includes('${');
    const parts = key.split('${')[0]!.split('.');
    const last = parts.pop()!;
    let from: unknown = strings;
    let into = picked;
    for (const part of parts) {
      from = (from as Strings | undefined)?.[part];
      if (typeof from !== 'object' || from === null) break;
      into = (into[part] ??= {}) as Strings;
    }
    if (typeof from !== 'object' || from === null) continue;
    for (const [name, value] of Object.entries(from as Strings))
      if (name === last || name.startsWith(`${last}_`) || (built && name.startsWith(last)))
        into[name] = value;
  }
  return picked;
}

const LATER_STRINGS = '\0virtual:strings/signed-out-later';

/** The strings only the parts loaded later name, in each language, and the modules that name them. */
interface LaterStrings {
  strings: Record<Language, Strings>;
  importers: Set<string>;
}

/** Each module naming strings the entry leaves out loads them first, into the light i18n (src/signed-out/i18n.ts). */
function laterStrings(root: string, later: LaterStrings): Plugin {
  const i18n = JSON.stringify(path.join(root, 'src/signed-out/i18n.ts'));
  return {
    name: 'dahabi:signed-out-later-strings',
    resolveId: (id) => (id === LATER_STRINGS ? id : undefined),
    load: (id) =>
      id === LATER_STRINGS
        ? `import { addStrings } from ${i18n};\naddStrings(${JSON.stringify(later.strings)});`
        : undefined,
    transform: (code, id) =>
      later.importers.has(id)
        ? { code: `import ${JSON.stringify(LATER_STRINGS)};\n${code}`, map: null }
        : undefined,
  };
}

/**
 * The English strings a light entry loads for an English visitor, or one who switches to English on the form
 * (src/signed-out/i18n.ts ensureLanguage), cut from locales/en.json as `pick` says: the keys the form's code loaded at
 * once names, as its Arabic file holds.
 */
function englishStrings(root: string, pick: (strings: Strings) => Strings): Plugin {
  const file = localeFile(root, 'en');
  return {
    name: 'dahabi:signed-out-english',
    enforce: 'pre',
    load: (id) => (id === file ? JSON.stringify(pick(localeOf(root, 'en'))) : undefined),
  };
}

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite's helper for a dynamic import, as a light entry needs it: the imports of the chunk it loads are asked for
 * beside it (modulepreload), as Vite's own helper does, in a tenth of its size. There is no CSS to load (the document
 * links the app's one stylesheet), and a failed load rejects the import, which the lazy component reports.
 */
function preloadHelper(base: string): Plugin {
  return {
    name: 'dahabi:signed-out-preload',
    enforce: 'pre',
    load: (id) =>
      id === PRELOAD_HELPER
        ? `const asked = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? []) {
    if (asked.has(dep) || !dep.endsWith('.js')) continue;
    asked.add(dep);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = ${JSON.stringify(base)} + dep;
    document.head.append(link);
  }
  return load();
};`
        : undefined,
  };
}

/** Puts STAND_IN_FILES in place of the app's modules they name, however an importer spells the path. */
function standInFiles(root: string): Plugin {
  const standIns = new Map(
    STAND_IN_FILES.map(([file, standIn]) => [path.join(root, file), path.join(root, standIn)]),
  );
  return {
    name: 'dahabi:signed-out-stand-ins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(path.join(root, 'src/signed-out/'))) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && standIns.get(resolved.id);
    },
  };
}

/** What one build of a form's light entry puts where (buildForm). */
interface FormBuild {
  /** The modules put in the entry's one file; none on a first build, which tells them. */
  atOnce?: Set<string>;
  /** Each language's file of strings, cut from its locale file. */
  arabic: (strings: Strings) => Strings;
  english: (strings: Strings) => Strings;
  later?: LaterStrings;
}

async function buildChunks(
  config: ResolvedConfig,
  route: string,
  { atOnce, arabic, english, later = { strings: { ar: {}, en: {} }, importers: new Set() } }: FormBuild,
): Promise<Rolldown.OutputChunk[]> {
  const root = config.root;
  const result = await build({
    configFile: false,
    root,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [
      preloadHelper(config.base),
      englishStrings(root, english),
      laterStrings(root, later),
      standInFiles(root),
      react(),
      arabicStrings({ root, checkFirstVisit: false, signedOut: arabic }),
      chakraGlobalCss({ root }),
    ],
    resolve: {
      alias: [
        ...STAND_INS.map(([find, file]) => ({ find, replacement: path.join(root, file) })),
        ...config.resolve.alias,
      ],
    },
    css: config.css,
    build: {
      write: false,
      copyPublicDir: false,
      target: config.build.target,
      assetsInlineLimit: 0,
      cssCodeSplit: false,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: path.join(root, `src/signed-out/${route}.tsx`),
        // The Intl formatters contract/format-date.ts makes on first use: those the forms never use are left out.
        treeshake: { manualPureFunctions: ['onFirstUse', 'formatter', 'dayMonthYear', 'monthYear'] },
        output: {
          entryFileNames: `assets/signed-out-${route}-[hash].js`,
          // A form's strings in Arabic are named as its English ones are (`-en`, from locales/en.json).
          chunkFileNames: (chunk) =>
            `assets/signed-out-${route}-${chunk.facadeModuleId === SIGNED_OUT_STRINGS_ID ? 'ar' : '[name]'}-[hash].js`,
          ...(atOnce
            ? { codeSplitting: { groups: [{ name: route, test: (id: string) => atOnce.has(id) }] } }
            : {}),
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs
    .flatMap((output) => output.output)
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  if (chunks.filter((chunk) => chunk.isEntry).length !== 1)
    throw new Error(`signed-out build: ${route} has no entry`);
  return chunks;
}

function checkForm(config: ResolvedConfig, route: string, chunks: Rolldown.OutputChunk[]) {
  const root = config.root;
  for (const chunk of chunks) {
    const stray = Object.keys(chunk.modules).find((id) => ABSENT.some((part) => id.includes(part)));
    if (stray) throw new Error(`signed-out build: ${chunk.fileName} carries ${stray}`);
  }
  // Asked for as the form starts: in a file of its own, it would be fetched only then, a round trip late.
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  if (!(reactDomClient(root) in entry.modules))
    throw new Error(
      `signed-out build: ${entry.fileName} does not carry React DOM, which the form starts with`,
    );
  // A form showing a string of a section the light entry leaves out would show its key instead (and differ from
  // the page pre-rendered with every string): such code names the section in src/signed-out/sections.ts.
  const kept = new Set<string>(SIGNED_OUT_SECTIONS[route]);
  const strings = localeOf(root, 'ar');
  const others = Object.keys(strings).filter((section) => !kept.has(section));
  const keyOf = new RegExp(`[\`'"]((?:${others.join('|')})\\.[A-Za-z$][\\w.\${}]*)`, 'g');
  // Only what names a string (an event's type, 'privacy.toggle', is not one); a key built at run time by its start.
  const isString = (key: string) =>
    key
      .split('${')[0]!
      .split('.')
      .filter(Boolean)
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings) !==
    undefined;
  const misses = chunks
    .filter((chunk) => !chunk.facadeModuleId?.endsWith('.json'))
    .flatMap((chunk) =>
      [...chunk.code.matchAll(keyOf)]
        .filter((match) => isString(match[1]!))
        .map((match) => `${chunk.fileName}: ${match[1]}`),
    );
  if (misses.length)
    throw new Error(
      `signed-out build: ${route} names strings of sections src/signed-out/sections.ts leaves out:\n  ` +
        [...new Set(misses)].join('\n  '),
    );
}
