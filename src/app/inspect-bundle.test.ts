// @vitest-environment node
/**
 * The production build never contains the Stately inspector: `src/app/inspect.ts` built on its own by Vite (as the
 * app's build would, production mode) has no trace of `@statelyai/inspect`, while the same build in development mode
 * does — so the check can see the inspector when it is there.
 */
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

const INSPECTOR = /createBrowserInspector|stately\.ai\/inspect|@statelyai/;

async function buildInspectModule(mode: 'production' | 'development'): Promise<string[]> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    mode,
    root: process.cwd(),
    define: { 'import.meta.env.DEV': JSON.stringify(mode === 'development') },
    build: {
      write: false,
      // As the app's build: minified, so comments naming the inspector are gone and only code is checked.
      minify: mode === 'production',
      lib: { entry: join(process.cwd(), 'src/app/inspect.ts'), formats: ['es'], fileName: 'inspect' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((o) =>
    o.output.map((chunk) => ('code' in chunk ? chunk.code : String(chunk.source))),
  );
}

describe('?inspect in the bundle', { timeout: 120_000 }, () => {
  it('leaves no inspector code in a production build', async () => {
    const chunks = await buildInspectModule('production');
    expect(chunks).toHaveLength(1); // no lazy chunk for the inspector either
    expect(chunks[0]).not.toMatch(INSPECTOR);
    expect(chunks[0]).not.toContain('import(');
    expect(chunks[0]).toMatch(/redacted/); // the module itself is there
  });

  it('loads the inspector lazily in a development build', async () => {
    const chunks = await buildInspectModule('development');
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.some((c) => INSPECTOR.test(c))).toBe(true);
  });
});
