import module from 'node:module';

/**
 * Start-up time (DESIGN §7: ready in ≤ 2 s). For every `.js` file it loads, Node 24 looks up the package's type and
 * in doing so re-parses the package's whole "exports" map. drizzle-orm's package.json is ~180 KB and the server loads
 * ~450 of its files: about one second of CPU spent parsing the same JSON. Its files are ES modules that import each
 * other by relative path with the extension, so those imports are resolved here directly (same URL, format known).
 * Everything else goes through Node's normal resolution.
 */
export function speedUpDrizzleResolution() {
  if (typeof module.registerHooks !== 'function') return; // Node < 22.15: just slower
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (
        parent?.includes('/node_modules/drizzle-orm/') &&
        parent.endsWith('.js') &&
        (specifier.startsWith('./') || specifier.startsWith('../')) &&
        specifier.endsWith('.js')
      ) {
        return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}
