import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import { arabicStrings, FIRST_VISIT_STRINGS, REST_STRINGS } from '../../scripts/arabic-strings';
import { FIRST_VISIT_SECTIONS } from './first-visit-sections';
import { SHARED_SECTIONS } from './shared-sections';

/** The cut of locales/ar.json between the first load of / and the rest (scripts/arabic-strings.ts, architecture §7). */

const root = process.cwd();
const at = (file: string) => path.join(root, file);
const ROUTER = at('src/app/router.tsx');
const LANDING = at('src/pages/landing/landing-page.tsx');
const DASHBOARD = at('src/pages/dashboard/dashboard-page.tsx');

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const context = {
  addWatchFile: () => undefined,
  error: (message: string) => {
    throw new Error(message);
  },
  environment: { config: { build: { ssr: false } } },
  getModuleInfo: (id: string) =>
    id === ROUTER ? { dynamicallyImportedIds: [LANDING, DASHBOARD] } : { dynamicallyImportedIds: [] },
};
const plugin = arabicStrings({ root });
const hook = (name: 'resolveId' | 'load' | 'generateBundle') => plugin[name] as unknown as Hook;

function moduleOf(id: string): Record<string, unknown> {
  const resolved = hook('resolveId').call(context, id) as string;
  const code = hook('load').call(context, resolved) as string;
  return JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as Record<string, unknown>;
}

interface FakeChunk {
  fileName: string;
  code: string;
  facadeModuleId?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
function bundleOf(...chunks: FakeChunk[]) {
  return Object.fromEntries(
    chunks.map((c) => [
      c.fileName,
      { type: 'chunk', isEntry: false, facadeModuleId: null, imports: [], dynamicImports: [], ...c },
    ]),
  );
}
const checkBuild = (bundle: ReturnType<typeof bundleOf>) => hook('generateBundle').call(context, {}, bundle);

const entry = {
  fileName: 'index.js',
  isEntry: true,
  code: 'render(t(`general.errorTitle`))',
  imports: ['shared.js'],
  dynamicImports: ['landing-page.js', 'dashboard-page.js'],
};
const shared = { fileName: 'shared.js', code: 't("session.loggedOut")' };
const landing = {
  fileName: 'landing-page.js',
  facadeModuleId: LANDING,
  code: 't(`landing.hero.title`)',
  dynamicImports: ['pwa-card.js'],
};
const dashboard = { fileName: 'dashboard-page.js', facadeModuleId: DASHBOARD, code: "t('zakat.title')" };
const pwaCard = { fileName: 'pwa-card.js', code: "t('pwa.offline.title')" };

describe('Arabic strings for a first visit and for the rest', () => {
  it('cut locales/ar.json in two: the first visit’s sections in one module, every other section in the other', () => {
    const first = moduleOf(FIRST_VISIT_STRINGS);
    const rest = moduleOf(REST_STRINGS);
    expect(Object.keys(first).sort()).toEqual([...FIRST_VISIT_SECTIONS].sort());
    expect({ ...first, ...rest }).toEqual(ar);
    for (const section of Object.keys(first)) expect(rest).not.toHaveProperty(section);
  });

  it('let a build through when only other routes’ pages name the rest', () => {
    expect(() => checkBuild(bundleOf(entry, shared, landing, dashboard, pwaCard))).not.toThrow();
  });

  it('refuse a build whose entry, landing page or what they load names a section of the rest', () => {
    const named = (chunk: FakeChunk, key: string) => ({ ...chunk, code: `${chunk.code};t('${key}')` });
    for (const [chunk, key] of [
      [shared, 'portfolio.title'],
      [landing, 'market.subtitle'],
      [pwaCard, 'zakat.${kind}.title'],
    ] as const) {
      const chunks = [entry, shared, landing, dashboard, pwaCard].map((c) =>
        c === chunk ? named(c, key) : c,
      );
      expect(() => checkBuild(bundleOf(...chunks))).toThrow(`${chunk.fileName}: ${key}`);
    }
  });

  it('refuse a build in which the router no longer loads the landing page lazily, rather than guess', () => {
    const blind = { ...context, getModuleInfo: () => ({ dynamicallyImportedIds: [DASHBOARD] }) };
    expect(() =>
      hook('generateBundle').call(blind, {}, bundleOf(entry, shared, landing, dashboard, pwaCard)),
    ).toThrow('does not load');
  });
});

describe('Arabic strings that come with the code naming them (a client build with sectionsWithCode)', () => {
  const split = arabicStrings({ root, sectionsWithCode: true });
  const call = (name: 'configResolved' | 'resolveId' | 'load' | 'transform', ...args: unknown[]) =>
    (split[name] as unknown as Hook).call(context, ...args);
  call('configResolved', { command: 'build', build: { ssr: false } });
  const added = (id: string) => {
    const code = call('load', call('resolveId', id)) as string;
    return JSON.parse(code.slice(code.indexOf('addArabicStrings(') + 17, -2)) as Record<string, unknown>;
  };

  it('keep in the rest only the sections any page can show', () => {
    const code = call('load', call('resolveId', REST_STRINGS)) as string;
    const rest = JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(rest).sort()).toEqual([...SHARED_SECTIONS].sort());
  });

  it('import into a module the part of a section each key it names in full needs, and a section it builds keys of', () => {
    const file = at('src/pages/example.tsx');
    const { code } = call(
      'transform',
      "t('reports.nav'); t(`zakat.${kind}.title`); t('common.ok')",
      file,
    ) as {
      code: string;
    };
    expect(code).toMatch(
      /^import "virtual:strings\/ar\/reports\.nav";import "virtual:strings\/ar\/zakat";t\(/,
    );
    expect(call('transform', "t('common.ok')", file)).toBeUndefined();
    expect(added('virtual:strings/ar/reports.nav')).toEqual({ reports: { nav: ar.reports.nav } });
    expect(added('virtual:strings/ar/zakat')).toEqual({ zakat: ar.zakat });
  });

  it('give a part its plural forms, which i18next picks by count', () => {
    const [section, plural] = Object.entries(ar)
      .flatMap(([name, part]) => Object.keys(part).map((key) => [name, key] as const))
      .find(([name, key]) => !FIRST_VISIT_SECTIONS.includes(name as never) && key.endsWith('_other'))!;
    const base = plural.slice(0, -'_other'.length);
    const forms = added(`virtual:strings/ar/${section}.${base}`)[section] as Record<string, unknown>;
    expect(forms).toHaveProperty(plural);
    expect(Object.keys(forms).every((key) => key === base || key.startsWith(`${base}_`))).toBe(true);
  });
});
