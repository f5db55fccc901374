import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_VISIT_SECTIONS } from '../src/i18n/first-visit-sections.ts';

/**
 * Arabic's strings in two modules cut from the one locales/ar.json (architecture §7: the first load of / stays small):
 * `virtual:strings/ar-first-visit`, the sections a first visit to / shows (src/i18n/first-visit-sections.ts),
 * part of the entry; `virtual:strings/ar-rest`, every other section, loaded before any other route renders.
 *
 * After a client build it checks the cut: no code that / may load (the entry, the landing page and what they
 * import, at once or later, but not the other routes' pages) may name a key of a section left out of the first.
 */
export const FIRST_VISIT_STRINGS = 'virtual:strings/ar-first-visit';
export const REST_STRINGS = 'virtual:strings/ar-rest';
/** The strings a signed-out form's light entry shows (`signedOut`, scripts/vite-signed-out.ts). */
export const SIGNED_OUT_STRINGS = 'virtual:strings/ar-signed-out';
const IDS = [FIRST_VISIT_STRINGS, REST_STRINGS, SIGNED_OUT_STRINGS];
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
  signedOut = () => ({}),
}: {
  root: string;
  checkFirstVisit?: boolean;
  signedOut?: (strings: Strings) => Strings;
}): Plugin {
  const file = path.join(root, 'locales', 'ar.json');
  const english = path.join(root, 'locales', 'en.json');
  const firstVisit = new Set<string>(FIRST_VISIT_SECTIONS);
  const router = path.join(root, 'src', 'app', 'router.tsx');
  const landing = path.join(root, 'src', 'pages', 'landing', 'landing-page.tsx');

  return {
    name: 'dahabi:arabic-strings',
    resolveId(id) {
      return IDS.includes(id) ? PREFIX + id : undefined;
    },
    load(id) {
      if (!IDS.some((known) => id === PREFIX + known)) return undefined;
      this.addWatchFile(file);
      const strings = JSON.parse(readFileSync(file, 'utf8')) as Strings;
      if (id === PREFIX + SIGNED_OUT_STRINGS) return `export default ${JSON.stringify(signedOut(strings))};`;
      const wanted = id === PREFIX + FIRST_VISIT_STRINGS;
      for (const section of firstVisit)
        if (!(section in strings)) this.error(`first-visit-sections.ts names "${section}", not in ${file}`);
      return `export default ${JSON.stringify(pick(strings, (section) => firstVisit.has(section) === wanted))};`;
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
