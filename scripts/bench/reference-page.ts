/**
 * The bench's reference page: a pre-rendered HTML page with a fixed 50 KiB script that does a fixed amount of work
 * on the main thread, written into the dist the server serves and measured by Lighthouse in the same run as the
 * app's pages. Its total blocking time is what this machine, at this moment, makes of a known load: each page's TBT
 * divided by it is a figure that two machines, or a quiet and a busy moment, agree on (docs/performance.md).
 * Nothing in it may change from one version of the bench to the next, or old ratios stop being comparable.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const REFERENCE_PATH = '/bench-reference/index.html';
const SCRIPT_BYTES = 50 * 1024;

/** A deterministic script of exactly 50 KiB: many small functions (parse and compile), then a fixed loop over them. */
export function referenceScript(): string {
  const head = `'use strict';\nconst fns = [];\n`;
  // The work runs once the page has loaded (so after its first paint, where total blocking time counts, as an app's
  // hydration does): every function, 3,000 times over, in one task (a fixed long task), then 200 rows drawn.
  const tail = [
    `addEventListener('load', () => setTimeout(() => {`,
    `let acc = 0;`,
    `for (let round = 0; round < 3000; round++) for (let i = 0; i < fns.length; i++) acc = (acc + fns[i](round + i)) | 0;`,
    `const table = document.createElement('table');`,
    `for (let r = 0; r < 200; r++) { const tr = table.insertRow(); for (let c = 0; c < 4; c++) tr.insertCell().textContent = String((acc ^ (r * 31 + c)) & 0xffff); }`,
    `document.getElementById('out').append(table);`,
    `document.documentElement.dataset.done = String(acc);`,
    `}, 0));`,
  ].join('\n');
  let body = '';
  for (let k = 0; head.length + body.length + tail.length < SCRIPT_BYTES - 120; k++) {
    body += `fns.push(function f${k}(x) { let y = x ^ ${(k * 2654435761) >>> 0}; y = (y * ${k + 7}) | 0; return (y >>> ${k % 13}) & ${k + 255}; });\n`;
  }
  const script = `${head}${body}${tail}\n`;
  // Padded with a comment to exactly SCRIPT_BYTES (the functions stop short of it).
  const pad = SCRIPT_BYTES - Buffer.byteLength(script) - '//\n'.length;
  return `${script}//${'x'.repeat(pad)}\n`;
}

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="The bench's reference page: a fixed load to calibrate the measures against." />
    <title>Bench reference</title>
  </head>
  <body>
    <main>
      <h1>Reference page</h1>
      <p>A pre-rendered page with a fixed 50 KiB script, measured in every bench run beside the app's pages.</p>
      <div id="out"></div>
    </main>
    <script src="reference.js"></script>
  </body>
</html>
`;

/** Writes the page and its script under `distDir` (served by the app's server like any built file). */
export function writeReferencePage(distDir: string): void {
  const dir = path.join(distDir, path.dirname(REFERENCE_PATH));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), HTML);
  writeFileSync(path.join(dir, 'reference.js'), referenceScript());
}
