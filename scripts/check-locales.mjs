#!/usr/bin/env node
// Fails when locales/ar.json and locales/en.json do not have exactly the same keys, a value is empty, a plural lacks
// a form its language uses, or an Arabic string writes a number in Arabic-Indic digits. A plural (i18next's
// `import_one`, `import_other`, …) carries the same six forms in both files, Arabic's (Intl.PluralRules: zero, one,
// two, few, many, other); English reads only its one and other, its other four repeat `_other`.
import { readFileSync } from 'node:fs';

const flat = (o, p = '') =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [[`${p}${k}`, v]],
  );
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The language's keys, and its plurals that lack a form the language uses. */
function keysOf(language) {
  const entries = flat(JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')));
  const keys = new Map(entries);
  const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const plurals = new Set(
    entries.map(([key]) => PLURAL.exec(key) && key.replace(PLURAL, '')).filter(Boolean),
  );
  const incomplete = [...plurals]
    .filter((base) => !needed.every((form) => keys.has(`${base}_${form}`)))
    .map((base) => `${base} (needs ${needed.join(', ')})`);
  return { keys, entries, incomplete };
}

const ar = keysOf('ar');
const en = keysOf('en');
const onlyAr = [...ar.keys.keys()].filter((k) => !en.keys.has(k));
const onlyEn = [...en.keys.keys()].filter((k) => !ar.keys.has(k));
const empty = [...ar.entries, ...en.entries]
  .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
  .map(([k]) => k);
const incomplete = [...ar.incomplete.map((k) => `ar ${k}`), ...en.incomplete.map((k) => `en ${k}`)];
// Numbers are written with Western digits and en-US grouping in both languages (dates and times are formatted
// apart, with Arabic-Indic digits in Arabic): Arabic-Indic digits only where a message shows how they may be typed.
const SHOWS_ARABIC_DIGITS = new Set(['numberInput.mixedSeparators']);
const arabicDigits = ar.entries
  .filter(([k, v]) => typeof v === 'string' && /[\u0660-\u0669]/.test(v) && !SHOWS_ARABIC_DIGITS.has(k))
  .map(([k]) => k);
if (onlyAr.length || onlyEn.length || empty.length || incomplete.length || arabicDigits.length) {
  if (onlyAr.length) console.error(`only in ar.json: ${onlyAr.join(', ')}`);
  if (onlyEn.length) console.error(`only in en.json: ${onlyEn.join(', ')}`);
  if (empty.length) console.error(`empty or non-string values: ${[...new Set(empty)].join(', ')}`);
  if (incomplete.length) console.error(`plural forms missing: ${incomplete.join('; ')}`);
  if (arabicDigits.length) console.error(`numbers in Arabic-Indic digits: ${arabicDigits.join(', ')}`);
  process.exit(1);
}
console.info(`locales: ${ar.keys.size} keys in both languages`);
