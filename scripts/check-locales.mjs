#!/usr/bin/env node
// Fails when locales/ar.json and locales/en.json do not have exactly the same keys, or a value is empty.
import { readFileSync } from 'node:fs';

const flat = (o, p = '') =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [[`${p}${k}`, v]],
  );
const ar = new Map(flat(JSON.parse(readFileSync('locales/ar.json', 'utf8'))));
const en = new Map(flat(JSON.parse(readFileSync('locales/en.json', 'utf8'))));
const onlyAr = [...ar.keys()].filter((k) => !en.has(k));
const onlyEn = [...en.keys()].filter((k) => !ar.has(k));
const empty = [...ar, ...en].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
if (onlyAr.length || onlyEn.length || empty.length) {
  if (onlyAr.length) console.error(`only in ar.json: ${onlyAr.join(', ')}`);
  if (onlyEn.length) console.error(`only in en.json: ${onlyEn.join(', ')}`);
  if (empty.length) console.error(`empty or non-string values: ${[...new Set(empty)].join(', ')}`);
  process.exit(1);
}
console.info(`locales: ${ar.size} keys in both languages`);
