// `npm run machines`: writes each statechart to docs/machines/ as <name>.json, a plain machine config that
// `createMachine` and the Stately editor's import accept (guards, actions, actors and delays by name), and as
// <name>.md, a Mermaid chart of it. tests/support/machine-export.test.ts fails when these files are stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXPORT_DIR, loadMachines, toStatelyConfig } from './lib/machine-export';
import { toMermaidMarkdown } from './lib/machine-chart';

mkdirSync(EXPORT_DIR, { recursive: true });
const machines = await loadMachines();
for (const { name, exportName, machine } of machines) {
  writeFileSync(join(EXPORT_DIR, `${name}.json`), `${JSON.stringify(toStatelyConfig(machine), null, 2)}\n`);
  writeFileSync(join(EXPORT_DIR, `${name}.md`), toMermaidMarkdown(machine, name));
  console.info(`${exportName} (${machine.id}) → ${EXPORT_DIR}/${name}.json, ${name}.md`);
}
console.info(`${machines.length} machines written to ${EXPORT_DIR}/`);
