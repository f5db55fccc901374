#!/usr/bin/env node
// Fails on any import cycle in server/, src/ or machines/ (and whatever they import), type imports counted: a cycle
// through a type is still two modules that cannot be read, moved or tested apart. A type or constant two modules
// share lives in a third that depends on neither.
import madge from 'madge';

const roots = ['server', 'src', 'machines'];
const result = await madge(roots, {
  fileExtensions: ['ts', 'tsx', 'mjs'],
  tsConfig: 'tsconfig.json',
  detectiveOptions: {
    ts: { skipTypeImports: false },
    tsx: { skipTypeImports: false },
  },
});
const cycles = result.circular();
for (const cycle of cycles) console.error(`cycle: ${[...cycle, cycle[0]].join(' → ')}`);
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle${cycles.length === 1 ? '' : 's'} in ${roots.join(', ')}`);
  process.exit(1);
}
console.info(`no import cycle in ${roots.join(', ')} (${Object.keys(result.obj()).length} modules)`);
