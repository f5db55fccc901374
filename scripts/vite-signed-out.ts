import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type ResolvedConfig, type Rolldown } from 'vite';
import { SIGNED_OUT_SECTIONS } from '../src/signed-out/sections.ts';
import { arabicStrings } from './arabic-strings.ts';

/** The signed-out forms' light entries and the modules they put in place of the app's (src/signed-out/main.tsx). */
export const SIGNED_OUT_ROUTES = Object.keys(SIGNED_OUT_SECTIONS);
const STAND_INS: Array<[find: RegExp, file: string]> = [
  [/^react-router$/, 'src/signed-out/router.tsx'],
  [/^react-i18next$/, 'src/signed-out/translation.ts'],
  [/^@\/i18n\/i18n$/, 'src/signed-out/i18n.ts'],
  [/^@\/components\/toaster\/toaster$/, 'src/signed-out/toaster.ts'],
  [/^ky$/, 'src/signed-out/ky.ts'],
];
/** Packages that must not reach a light entry: the stand-ins above replace them. */
const ABSENT = ['react-router', 'i18next', 'react-i18next', 'ky', '@zag-js/toast'].map(
  (name) => `/node_modules/${name}/`,
);

export interface SignedOutBuild {
  /** Each form's entry file (src/signed-out/<route>.tsx, built into one file), relative to the output folder. */
  entries: Map<string, string>;
  /** Every script file, to be written beside the app's. */
  files: Array<{ fileName: string; source: string }>;
}

/**
 * Builds the signed-out forms' light entries (architecture §7: /login and /signup hydrate without the app's router,
 * i18next, ky or Chakra), in memory, with the app's configuration but the stand-ins above: one build per form, so
 * that each loads one file (what only a later step needs, the English strings or Chakra's dialogs, stays apart).
 * The caller writes their files with the app's (scripts/vite-prerender.ts), so the service worker precaches them
 * too. Their CSS modules are the app's, whose one stylesheet the documents already link: their own copy is left out.
 */
export async function buildSignedOut(config: ResolvedConfig): Promise<SignedOutBuild> {
  const entries = new Map<string, string>();
  const files: SignedOutBuild['files'] = [];
  for (const route of SIGNED_OUT_ROUTES) {
    const chunks = await buildForm(config, route);
    entries.set(route, chunks.find((chunk) => chunk.isEntry)!.fileName);
    for (const chunk of chunks) files.push({ fileName: chunk.fileName, source: chunk.code });
  }
  return { entries, files };
}

/**
 * One form's light entry, built twice: the first build tells which modules the entry loads at once (its chunk and
 * what that imports), the second puts them all in the entry's one file (each more file sent compresses worse),
 * leaving apart only what is loaded later.
 */
async function buildForm(config: ResolvedConfig, route: string): Promise<Rolldown.OutputChunk[]> {
  const first = await buildChunks(config, route, null);
  const byName = new Map(first.map((chunk) => [chunk.fileName, chunk]));
  const atOnce = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || Object.keys(chunk.modules).every((id) => atOnce.has(id))) return;
    Object.keys(chunk.modules).forEach((id) => atOnce.add(id));
    chunk.imports.forEach((file) => visit(byName.get(file)));
  };
  visit(first.find((chunk) => chunk.isEntry));
  const chunks = await buildChunks(config, route, atOnce);
  checkForm(config, route, chunks);
  return chunks;
}

async function buildChunks(
  config: ResolvedConfig,
  route: string,
  atOnce: Set<string> | null,
): Promise<Rolldown.OutputChunk[]> {
  const root = config.root;
  const result = await build({
    configFile: false,
    root,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [
      react(),
      arabicStrings({ root, checkFirstVisit: false, signedOutSections: SIGNED_OUT_SECTIONS[route] }),
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
        output: {
          entryFileNames: `assets/signed-out-${route}-[hash].js`,
          chunkFileNames: `assets/signed-out-${route}-[name]-[hash].js`,
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
  // A form showing a string of a section the light entry leaves out would show its key instead (and differ from
  // the page pre-rendered with every string): such code names the section in src/signed-out/sections.ts.
  const kept = new Set<string>(SIGNED_OUT_SECTIONS[route]);
  const strings = JSON.parse(readFileSync(path.join(root, 'locales', 'ar.json'), 'utf8')) as Record<
    string,
    unknown
  >;
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
