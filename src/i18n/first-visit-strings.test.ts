import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from '@locales/ar.json';
import { arabicStrings, FIRST_VISIT_STRINGS, REST_STRINGS } from '../../scripts/arabic-strings';
import { FIRST_VISIT_SECTIONS } from './first-visit-sections';

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
