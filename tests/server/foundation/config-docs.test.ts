import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '@server/config';

/**
 * Product §16: the README said PORTFOLIO_WRITES_PER_MINUTE defaults to 60 while config.ts made it 300. The
 * README's configuration table and .env.example name every variable config.ts reads, with its default.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** config.ts's default of each variable, as text; undefined for a variable with none (or one derived at start). */
const defaults: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(envSchema.parse({})).map(([name, value]) => [
    name,
    value === undefined ? undefined : String(value),
  ]),
);

/** Variables whose default config.ts derives at start-up, and how the README says so. */
const DERIVED: Record<string, string> = {
  PUBLIC_URL: '`http://localhost:PORT`',
  JWT_SECRET: 'generated into `DATA_DIR`',
};

/** The README's configuration table: each variable's default cell. */
function readmeTable(): Map<string, string> {
  const section = read('README.md').split('## Configuration')[1]!.split('\n## ')[0]!;
  const table = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[1] ?? '');
    if (name) table.set(name[1]!, cells[2]!);
  }
  return table;
}

describe('configuration documents', () => {
  const variables = Object.keys(envSchema.shape).sort();

  it('the README table has one row per variable config.ts reads, with its default', () => {
    const table = readmeTable();
    expect([...table.keys()].sort()).toEqual(variables);
    for (const name of variables) {
      const expected = defaults[name] !== undefined ? `\`${defaults[name]}\`` : (DERIVED[name] ?? '—');
      expect(`${name}: ${table.get(name)}`).toBe(`${name}: ${expected}`);
    }
  });

  it('.env.example lists every variable once, set to its default or left empty', () => {
    const lines = read('.env.example')
      .split('\n')
      .filter((l) => /^[A-Z][A-Z0-9_]*=/.test(l));
    const example = new Map(lines.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
    expect(lines).toHaveLength(example.size);
    expect([...example.keys()].sort()).toEqual(variables);
    for (const name of variables)
      expect(`${name}=${example.get(name)}`).toBe(`${name}=${defaults[name] ?? ''}`);
  });
});
