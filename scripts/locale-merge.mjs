#!/usr/bin/env node
// Merge a fragment {"ar": {...}, "en": {...}} into locales/ar.json and locales/en.json.
// Several people (and helpers) add strings at once: a lock directory keeps each merge whole.
// Usage: node scripts/locale-merge.mjs fragment.json
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/locale-merge.mjs fragment.json');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(file, 'utf8'));
const merge = (into, from) => {
  for (const [k, v] of Object.entries(from)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) into[k] = merge(into[k] ?? {}, v);
    else into[k] = v;
  }
  return into;
};
const lock = 'locales/.lock';
for (let i = 0; ; i++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (i > 200) throw new Error('locales/.lock is held for too long; remove it if no merge is running');
    await sleep(50);
  }
}
try {
  for (const lang of ['ar', 'en']) {
    if (!fragment[lang]) continue;
    const path = `locales/${lang}.json`;
    const current = JSON.parse(readFileSync(path, 'utf8'));
    writeFileSync(path, JSON.stringify(merge(current, fragment[lang]), null, 2) + '\n');
  }
} finally {
  rmdirSync(lock);
}
