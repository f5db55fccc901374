import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_VISIT_SECTIONS } from '../src/i18n/first-visit-sections.ts';
import { SHARED_SECTIONS } from '../src/i18n/shared-sections.ts';

/**
 * Arabic's strings in two modules cut from the one locales/ar.json (architecture §7: the first load of / stays small):
 * `virtual:strings/ar-first-visit`, the sections a first visit to / shows (src/i18n/first-visit-sections.ts),
 * part of the entry; `virtual:strings/ar-rest`, every other section, loaded before any other route renders.
 *
 * With `sectionsWithCode`, a client build keeps in `ar-rest` only the sections every route shares
 * (src/i18n/shared-sections.ts): the strings of each other section are modules that add them to i18next,
 * `virtual:strings/ar/<section>.<part>` (or the whole `<section>`, for a key built at run time), and the build imports
 * them into every module of the app that names one of their keys. Its
 * strings then come with the code that shows them, and are in before that code runs (a module's imports run first):
 * a page fetches the sections it can show, not every page's (architecture §7: 300 KiB per signed-in page).
 *
 * After a client build it checks the cut: no code that / may load (the entry, the landing page and what they
 * import, at once or later, but not the other routes' pages) may name a key of a section left out of the first.
 */
export const FIRST_VISIT_STRINGS = 'virtual:strings/ar-first-visit';
export const REST_STRINGS = 'virtual:strings/ar-rest';
/** The strings a signed-out form's light entry shows (`signedOut`, scripts/vite-signed-out.ts). */
export const SIGNED_OUT_STRINGS = 'virtual:strings/ar-signed-out';
/** That module's id once resolved, as a chunk names its module (`facadeModuleId`). */
export const SIGNED_OUT_STRINGS_ID = `\0${SIGNED_OUT_STRINGS}`;
const IDS = [FIRST_VISIT_STRINGS, REST_STRINGS, SIGNED_OUT_STRINGS];
/** One section that comes with the code naming its keys (`sectionsWithCode`). */
const SECTION_STRINGS = 'virtual:strings/ar/';
const PREFIX = '\0';

export type Strings = Record<string, unknown>;

function pick(strings: Strings, keep: (section: string) => boolean): Strings {
  return Object.fromEntries(Object.entries(strings).filter(([section]) => keep(section)));
}

/**
 * `checkFirstVisit: false` for a build without the app's router (a signed-out form's light entry), whose own strings
 * module holds what `signedOut` picks from the Arabic strings (scripts/vite-signed-out.ts).
 */
export function arabicStrings({
  root,
  checkFirstVisit = true,
  sectionsWithCode = false,
  signedOut = () => ({}),
}: {
  root: string;
  checkFirstVisit?: boolean;
  /** Each section not shared by every route comes with the code that names it (a client build only). */
  sectionsWithCode?: boolean;
  signedOut?: (strings: Strings) => Strings;
}): Plugin {
  const file = path.join(root, 'locales', 'ar.json');
  const english = path.join(root, 'locales', 'en.json');
  const firstVisit = new Set<string>(FIRST_VISIT_SECTIONS);
  const shared = new Set<string>(SHARED_SECTIONS);
  const router = path.join(root, 'src', 'app', 'router.tsx');
  const landing = path.join(root, 'src', 'pages', 'landing', 'landing-page.tsx');
  const addStrings = path.join(root, 'src', 'i18n', 'add-arabic-strings.ts');
  const readStrings = () => JSON.parse(readFileSync(file, 'utf8')) as Strings;
  // Set once the build's command is known: never for the dev server or the tests, which load every string at once.
  let withCode = new Set<string>();
  let keyOfSection: RegExp | undefined;

  return {
    name: 'dahabi:arabic-strings',
    configResolved(config) {
      if (!sectionsWithCode || config.command !== 'build' || config.build.ssr) return;
      withCode = new Set(
        Object.keys(readStrings()).filter((section) => !firstVisit.has(section) && !shared.has(section)),
      );
      // A key's section, and its first part when the code names it in full (`'reports.nav'`, not `'zakat.${kind}'`).
      keyOfSection = new RegExp(
        `[\`'"](${[...withCode].join('|')})\\.(?:([A-Za-z_]\\w*)(?=[.\`'"])|[A-Za-z$])`,
        'g',
      );
    },
    resolveId(id) {
      if (id.startsWith(SECTION_STRINGS) && withCode.has(id.slice(SECTION_STRINGS.length).split('.')[0]!))
        return PREFIX + id;
      return IDS.includes(id) ? PREFIX + id : undefined;
    },
    load(id) {
      if (id.startsWith(PREFIX + SECTION_STRINGS)) {
        this.addWatchFile(file);
        const [section, part] = id.slice(PREFIX.length + SECTION_STRINGS.length).split('.') as [
          string,
          string?,
        ];
        const whole = readStrings()[section] as Strings;
        // A part comes with its plural and context forms (`count_one`, `count_other`), which i18next picks.
        const strings = {
          [section]: part ? pick(whole, (name) => name === part || name.startsWith(`${part}_`)) : whole,
        };
        return `import { addArabicStrings } from ${JSON.stringify(addStrings)};\naddArabicStrings(${JSON.stringify(strings)});`;
      }
      if (!IDS.some((known) => id === PREFIX + known)) return undefined;
      this.addWatchFile(file);
      const strings = readStrings();
      if (id === PREFIX + SIGNED_OUT_STRINGS) return `export default ${JSON.stringify(signedOut(strings))};`;
      const wanted = id === PREFIX + FIRST_VISIT_STRINGS;
      for (const section of [...firstVisit, ...shared])
        if (!(section in strings))
          this.error(`a section list in src/i18n/ names "${section}", not in ${file}`);
      return `export default ${JSON.stringify(
        pick(strings, (section) => firstVisit.has(section) === wanted && (wanted || !withCode.has(section))),
      )};`;
    },
    transform(code, id) {
      if (!keyOfSection || id.startsWith(PREFIX) || id.includes('/node_modules/') || id === addStrings)
        return;
      if (!id.startsWith(root) || !/\.[cm]?[jt]sx?$/.test(id)) return;
      const named = new Set(
        [...code.matchAll(keyOfSection)].map(([, section, part]) => (part ? `${section}.${part}` : section!)),
      );
      if (!named.size) return;
      const imports = [...named].map((strings) => `import ${JSON.stringify(SECTION_STRINGS + strings)};`);
      return { code: `${imports.join('')}${code}`, map: null };
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr || !checkFirstVisit) return;
      // The routes' pages are what router.tsx imports lazily; all but the landing page wait for the rest.
      const routePages = new Set(this.getModuleInfo(router)?.dynamicallyImportedIds ?? []);
      if (!routePages.delete(landing))
        this.error(`${router} does not load ${landing} lazily: the first visit's code cannot be told apart`);
      const chunks = new Map(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const later = (fileName: string) => {
        const facade = chunks.get(fileName)?.facadeModuleId ?? '';
        return routePages.has(facade) || facade === PREFIX + REST_STRINGS || facade === english;
      };
      const reached = new Set<string>();
      const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      while (queue.length) {
        const name = queue.pop()!;
        const chunk = chunks.get(name);
        if (!chunk || reached.has(name)) continue;
        reached.add(name);
        queue.push(...chunk.imports, ...chunk.dynamicImports.filter((next) => !later(next)));
      }
      const sections = Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Strings).filter(
        (section) => !firstVisit.has(section),
      );
      const keyOf = new RegExp(`[\`'"]((?:${sections.join('|')})\\.[A-Za-z$][\\w.\${}]*)`, 'g');
      const misses = [...reached].flatMap((name) =>
        [...chunks.get(name)!.code.matchAll(keyOf)].map((match) => `${name}: ${match[1]}`),
      );
      if (misses.length)
        this.error(
          'Code that a first visit to / may load names strings left out of its first load. Add their sections to ' +
            'src/i18n/first-visit-sections.ts, or load that code through a route:\n  ' +
            [...new Set(misses)].join('\n  '),
        );
    },
  };
}
