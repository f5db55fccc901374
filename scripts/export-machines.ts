// `npm run machines`: writes each statechart's definition to docs/machines/<name>.json, ready to paste into the
// Stately editor (or to diff in review).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = 'machines';
const out = 'docs/machines';
mkdirSync(out, { recursive: true });
let count = 0;
for (const folder of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
  for (const file of readdirSync(join(root, folder.name)).filter((f) => f.endsWith('.machine.ts'))) {
    const mod = (await import(pathToFileURL(join(process.cwd(), root, folder.name, file)).href)) as Record<
      string,
      unknown
    >;
    for (const [exportName, value] of Object.entries(mod)) {
      const machine = value as { root?: unknown; toJSON?: () => unknown; id?: string } | null;
      if (!machine || typeof machine !== 'object' || !machine.root || typeof machine.toJSON !== 'function')
        continue;
      const target = join(out, `${folder.name}.json`);
      writeFileSync(target, JSON.stringify(machine.toJSON(), null, 2) + '\n');
      console.info(`${exportName} (${machine.id}) → ${target}`);
      count++;
    }
  }
}
console.info(`${count} machine definitions written to ${out}/`);
