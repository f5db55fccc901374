import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Chakra's global styles as a build-time stylesheet (architecture §7: total blocking time). Chakra's `createSystem`
 * turns the whole theme into CSS as the page starts (its reset, the global CSS and a CSS variable for every token:
 * about 49 KB of rules), and its provider then hands that object to emotion, which serialises and inserts it: the
 * largest part of Chakra's start-up on every signed-in page's first load. Both depend on the theme alone.
 *
 * `virtual:chakra-global-css` is that CSS, made here as emotion makes it (the app's own system, emotion's own
 * serialiser and stylis plugins), with the layer order Chakra's provider declares first; chakra-island.tsx inserts it
 * and gives the provider a system without global styles. The build's copy of Chakra's `system.js` computes
 * `_global` when something reads it rather than as the system is made (this transform); a Chakra whose file no
 * longer reads as expected fails the build here.
 */
export const CHAKRA_GLOBAL_CSS = 'virtual:chakra-global-css';
const PREFIX = '\0';
const SYSTEM_JS = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const PROPERTY = '    _global,\n';

export function chakraGlobalCss({ root }: { root: string }): Plugin {
  const systemFile = path.join(root, 'src', 'app', 'theme', 'system.ts');
  let building = false;
  return {
    name: 'dahabi:chakra-global-css',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === CHAKRA_GLOBAL_CSS ? PREFIX + id : undefined;
    },
    async load(id) {
      if (id !== PREFIX + CHAKRA_GLOBAL_CSS) return undefined;
      // `vite dev` and the tests do not transform Chakra: its provider inserts the global styles as it always has,
      // and nothing is made here (making them loads Chakra and emotion in Vite's own process, a second or two that
      // each test run's first Chakra part would wait for).
      if (!building) return 'export default null;';
      this.addWatchFile(systemFile);
      return `export default ${JSON.stringify(await chakraGlobalCssText(systemFile))};`;
    },
    transform(code, id) {
      if (!building || !SYSTEM_JS.test(id.split('?')[0]!)) return undefined;
      if (!code.includes(EAGER) || !code.includes(PROPERTY))
        this.error(
          `${id}: Chakra's system no longer reads as chakra-global-css.ts expects; update the transform`,
        );
      return code
        .replace(EAGER, 'let _global;')
        .replace(
          PROPERTY,
          '    get _global() {\n' +
            '      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n' +
            '    },\n',
        );
    },
  };
}

/** The CSS Chakra's provider has emotion insert for the app's system: its layer order, then `system._global`. */
export async function chakraGlobalCssText(systemFile: string): Promise<string> {
  const { system } = (await import(`${pathToFileURL(systemFile).href}?t=${Date.now()}`)) as {
    system: { _global: object; layers: { atRule: string } };
  };
  const { default: createCache } = await import('@emotion/cache');
  const { serializeStyles } = await import('@emotion/serialize');
  // Outside a browser emotion's cache returns the rules it would insert: the same stylis plugins, as text.
  const cache = createCache({ key: 'css' });
  const rules = (styles: string | object) =>
    cache.insert(
      '',
      serializeStyles([styles as string], undefined, {}),
      cache.sheet,
      false,
    ) as unknown as string;
  return rules(system.layers.atRule) + rules(system._global);
}
