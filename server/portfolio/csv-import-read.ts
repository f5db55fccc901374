import Big from 'big.js';
import {
  CSV_IMPORT_MAX_ROWS,
  type csvImportColumns,
  type csvImportDateFormats,
  type csvImportRowProblems,
} from '@contract/csv-import-values';
import { parseNumberInput, trimNumberText } from '@contract/number-input';
import { type TransactionType } from '@contract/portfolio';
import { portfolioErrorDetails } from '@contract/portfolio-values';
import { addDays, cairoDay, cairoDayStart } from '../time/cairo-day';
import type { Catalogue, CatalogueAsset } from './catalogue';
import { readCsv, type CsvSeparator } from './csv-parse';
import {
  FUTURE_DATE_MESSAGE,
  TOO_MANY_DECIMALS_MESSAGE,
  TOO_MANY_DIGITS_MESSAGE,
  TOO_OLD_MESSAGE,
} from './transaction-input';

/**
 * From a CSV file's bytes to transactions (product §15): what spreadsheets people actually have write. The export's
 * own columns, Arabic or English header names, dates as YYYY-MM-DD, DD/MM/YYYY or MM/DD/YYYY (a file whose
 * slashed dates read both ways is refused with a question, never guessed), Arabic-Indic digits, numbers through
 * the one shared reader (contract/number-input.ts), in a `;` file with a decimal comma and never a guessed point.
 * A line with more cells than the header (an unquoted 45,000 splits in two) is a row error, never a shorter read.
 * The ledger is not consulted here (csv-import-plan.ts).
 */

type Column = (typeof csvImportColumns)[number];
type Problem = (typeof csvImportRowProblems)[number];
export type DateFormat = (typeof csvImportDateFormats)[number];

export interface FileRefusal {
  code: string;
  detail: string;
  choices?: DateFormat[];
}

export interface RowError {
  column: Column;
  code: Problem;
  message: string;
}

export interface ImportRow {
  line: number;
  cells: Partial<Record<Column, string>>;
  id: string | null;
  at: number | null;
  type: TransactionType | null;
  asset: CatalogueAsset | null;
  /** Whose gold (a member's uuid), when the row names a member; null: the owner's own. */
  member: string | null;
  /** Canonical decimals (number-input.ts). */
  quantity: string | null;
  price: string | null;
  /** Parts of a gold buy's price (canonical decimals); null: not recorded. */
  workmanship: string | null;
  refund: string | null;
  errors: RowError[];
}

export interface ImportFile {
  separator: CsvSeparator;
  dateFormat: DateFormat | null;
  rows: ImportRow[];
}

const refuse = (code: string, detail: string, choices?: DateFormat[]) => ({
  ok: false as const,
  refusal: { code, detail, ...(choices ? { choices } : {}) },
});

/** The text of the file: UTF-8 (a BOM allowed), nothing binary. */
export function decodeCsv(bytes: Uint8Array) {
  if (bytes.length === 0) return refuse('empty', 'The file is empty.');
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return refuse('encoding', 'The file is UTF-16 text. Save it as “CSV UTF-8” and try again.');
  if (bytes.includes(0)) return refuse('binary', 'This is not a CSV file (it holds binary data).');
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { ok: true as const, text };
  } catch {
    return refuse('encoding', 'The file is not UTF-8 text. Save it as “CSV UTF-8” and try again.');
  }
}

// Header names by column, compared lower-cased with spaces, `_` and `-` alike (`Asset code` = `asset_code`).
const HEADER_NAMES: Record<Column, readonly string[]> = {
  id: ['id', 'uuid', 'المعرف', 'معرف'],
  date: ['date', 'day', 'purchase date', 'التاريخ', 'تاريخ', 'تاريخ الشراء'],
  timestamp: ['timestamp', 'time', 'الوقت', 'الطابع الزمني'],
  type: ['type', 'transaction type', 'buy/sell', 'النوع', 'نوع المعاملة', 'نوع العملية', 'شراء/بيع'],
  asset_code: ['asset code', 'code', 'asset', 'كود الأصل', 'رمز الأصل', 'الرمز', 'الأصل'],
  asset_name: ['asset name', 'name', 'اسم الأصل', 'الاسم'],
  quantity: ['quantity', 'qty', 'الكمية'],
  price: ['price', 'unit price', 'السعر', 'سعر الوحدة', 'سعر الشراء'],
  member: ['member', 'member name', 'العضو', 'اسم العضو', 'الفرد', 'صاحب الذهب'],
  workmanship_per_unit: [
    'workmanship per unit',
    'workmanship',
    'المصنعية',
    'المصنعية للوحدة',
    'مصنعية الوحدة',
  ],
  refund_per_unit: ['refund per unit', 'refund', 'cash back', 'المسترد', 'المسترد للوحدة', 'الكاش باك'],
};

const headerKey = (name: string) =>
  name
    .replace(/[\u200e\u200f\u061c]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

const COLUMN_OF = new Map<string, Column>(
  Object.entries(HEADER_NAMES).flatMap(([column, names]) =>
    names.map((n) => [headerKey(n), column as Column]),
  ),
);

function mapHeader(header: readonly string[]) {
  const columns = new Map<Column, number>();
  for (const [index, name] of header.entries()) {
    const column = COLUMN_OF.get(headerKey(name));
    if (!column) continue; // other columns (notes, totals) are left alone
    if (columns.has(column)) return refuse('duplicateColumn', `The column “${name}” appears twice.`);
    columns.set(column, index);
  }
  const missing: string[] = [];
  if (!columns.has('date') && !columns.has('timestamp')) missing.push('date (التاريخ)');
  if (!columns.has('type')) missing.push('type (النوع)');
  if (!columns.has('asset_code') && !columns.has('asset_name')) missing.push('asset_code (كود الأصل)');
  if (!columns.has('quantity')) missing.push('quantity (الكمية)');
  if (!columns.has('price')) missing.push('price (السعر)');
  if (missing.length)
    return refuse(
      'missingColumns',
      `The first line must name the columns; missing: ${missing.join(', ')}. Download the template to see them.`,
    );
  return { ok: true as const, columns };
}

const arabicDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.codePointAt(0)! & 0xf) % 10));

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The file's reading of slashed dates: from the dates themselves, else the caller's choice, else a question. */
function dateFormatOf(dates: readonly string[], chosen: DateFormat | undefined) {
  let dayFirst = false;
  let monthFirst = false;
  let either = false;
  for (const date of dates) {
    const m = SLASHED.exec(arabicDigits(date.trim()));
    if (!m) continue;
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (a > 12 && b <= 12) dayFirst = true;
    else if (b > 12 && a <= 12) monthFirst = true;
    else if (a !== b) either = true;
  }
  if (chosen) return { ok: true as const, format: chosen };
  if (dayFirst && monthFirst)
    return refuse(
      'mixedDateFormats',
      'Some dates read only as day/month/year and others only as month/day/year. Write every date the same way, e.g. 2024-03-15.',
    );
  if (dayFirst) return { ok: true as const, format: 'DD/MM/YYYY' as const };
  if (monthFirst) return { ok: true as const, format: 'MM/DD/YYYY' as const };
  if (either)
    return refuse(
      'ambiguousDates',
      'Are the dates day/month/year (15/03/2024) or month/day/year (03/15/2024)? Every date in this file reads both ways: choose one.',
      ['DD/MM/YYYY', 'MM/DD/YYYY'],
    );
  return { ok: true as const, format: null };
}

const MESSAGES: Record<Problem, string> = {
  tooManyFields:
    'This line has more fields than the header. A number written with a comma must be put in quotes ("45,000") or written without the comma (45000).',
  required: 'This field is required.',
  invalidDate: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD, DD/MM/YYYY, MM/DD/YYYY.',
  futureDate: FUTURE_DATE_MESSAGE,
  tooOld: TOO_OLD_MESSAGE,
  invalidType: 'The type must be buy or sell (شراء or بيع).',
  unknownAsset: 'No asset has this code or name.',
  invalidQuantity: portfolioErrorDetails.invalidQuantity,
  invalidPrice: portfolioErrorDetails.invalidPrice,
  invalidNumber: 'A valid number is required.',
  ambiguousPoint:
    'In a file separated by semicolons, a point before three digits reads two ways (45.000: 45 or 45000?). Write thousands without the point (45000) and decimals with a comma (45000,00).',
  ambiguousComma:
    'In a file separated by semicolons, a comma before three digits reads two ways (1,250: 1.25 or 1250?). Write thousands without the comma (1250) and decimals with other than three digits after the comma (1,25 or 12,3450).',
  tooManyIntegerDigits: TOO_MANY_DIGITS_MESSAGE,
  tooManyDecimals: TOO_MANY_DECIMALS_MESSAGE,
  notEnoughBalance: portfolioErrorDetails.notEnoughBalance,
  unknownMember: 'No member of this household has this name.',
  invalidWorkmanship:
    'Workmanship and refund belong to a buy of gold: 0 or more, the refund at most the workmanship and the workmanship at most the price.',
};

export const rowError = (column: Column, code: Problem, message = MESSAGES[code]): RowError => ({
  column,
  code,
  message,
});

const EARLIEST = Date.UTC(1900, 0, 1);

/** A calendar day at 12:00 UTC, as the SPA stamps a purchase date (product §5); null when no such day. */
function noonOf(year: number, month: number, day: number): number | null {
  const at = Date.UTC(year, month - 1, day, 12);
  const d = new Date(at);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? at : null;
}

function readDay(text: string, format: DateFormat | null): number | null {
  const plain = arabicDigits(text);
  const iso = ISO_DAY.exec(plain);
  if (iso) return noonOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slashed = SLASHED.exec(plain);
  if (!slashed || !format) return null;
  const [a, b, year] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
  return format === 'DD/MM/YYYY' ? noonOf(year, b, a) : noonOf(year, a, b);
}

const TYPES = new Map<string, TransactionType>([
  ['buy', 'buy'],
  ['sell', 'sell'],
  ['شراء', 'buy'],
  ['بيع', 'sell'],
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface RowContext {
  columns: Map<Column, number>;
  /** The header's cell count, and its last column the preview shows (the id is not shown). */
  width: number;
  lastColumn: Column;
  separator: CsvSeparator;
  format: DateFormat | null;
  assets: Map<string, CatalogueAsset>;
  /** The household's members by name (nameKey), to their uuid. */
  members: Map<string, string>;
  tomorrow: number;
}

/** The household members an import can name: a row's `member` cell is matched against these names. */
export interface ImportMember {
  uuid: string;
  name: string;
}

// Names compare trimmed and case-blind: a spreadsheet adds spaces, a person retypes "ahmed" for "Ahmed".
const nameKey = (name: string) =>
  name
    .replace(/[\u200e\u200f\u061c]/g, '')
    .trim()
    .toLowerCase();

const POINT_GROUP = /^[1-9]\d{0,2}\.\d{3}$/;
const COMMA_GROUP = /^[1-9]\d{0,2},\d{3}$/;
const DECIMAL_COMMA = /^[-\u2212]?\d+,\d+[-\u2212]?$/;

/**
 * A number of a `;` file, as the shared reader is to see it. Such a file comes from a locale whose decimal mark is
 * a comma and whose thousands are grouped with a point (45.000,5), while the shared reader reads the app's en-US
 * style (45,000.5). A point or a comma alone before three digits reads both ways (45.000: 45 or 45000; 1,250: 1.25
 * or 1250) and is refused, never guessed; a comma before other than three digits (1,25; 45000,50) can only be the
 * decimal mark. Anything else reads one way in both styles (1.25, 27,500.5, ٢٧٬٠٠٠) and goes on as written.
 */
function semicolonFileNumber(
  text: string,
): { ok: true; text: string } | { ok: false; problem: 'ambiguousPoint' | 'ambiguousComma' } {
  const plain = trimNumberText(arabicDigits(text)).replaceAll('\u060c', ','); // ، an Arabic keyboard's comma
  if (POINT_GROUP.test(plain)) return { ok: false, problem: 'ambiguousPoint' };
  if (COMMA_GROUP.test(plain)) return { ok: false, problem: 'ambiguousComma' };
  return { ok: true, text: DECIMAL_COMMA.test(plain) ? plain.replace(',', '.') : text };
}

function readAmount(
  row: ImportRow,
  column: 'quantity' | 'price' | 'workmanship_per_unit' | 'refund_per_unit',
  text: string,
  separator: CsvSeparator,
): string | null {
  const local = separator === ';' ? semicolonFileNumber(text) : { ok: true as const, text };
  if (!local.ok) {
    row.errors.push(rowError(column, local.problem));
    return null;
  }
  const part = column === 'workmanship_per_unit' || column === 'refund_per_unit';
  const parsed = parseNumberInput(local.text, { allowZero: part });
  if (parsed.ok) return parsed.value;
  const code: Problem =
    parsed.problem === 'empty'
      ? 'required'
      : parsed.problem === 'notPositive' || parsed.problem === 'negative'
        ? part
          ? 'invalidWorkmanship'
          : column === 'quantity'
            ? 'invalidQuantity'
            : 'invalidPrice'
        : parsed.problem === 'tooManyIntegerDigits' || parsed.problem === 'tooManyDecimals'
          ? parsed.problem
          : 'invalidNumber';
  row.errors.push(rowError(column, code));
  return null;
}

function readInstant(row: ImportRow, context: RowContext): number | null {
  const { date, timestamp } = row.cells;
  let at: number | null = null;
  if (timestamp) {
    at = ISO_INSTANT.test(timestamp) ? Date.parse(timestamp) : NaN;
    if (Number.isNaN(at)) {
      row.errors.push(rowError('timestamp', 'invalidDate'));
      return null;
    }
    if (date && readDay(date, context.format) !== noonOf(...dayParts(cairoDay(at)))) {
      row.errors.push(rowError('date', 'invalidDate'));
      return null;
    }
  } else if (date) {
    at = readDay(date, context.format);
    if (at === null) {
      row.errors.push(rowError('date', 'invalidDate'));
      return null;
    }
  } else {
    row.errors.push(rowError(context.columns.has('date') ? 'date' : 'timestamp', 'required'));
    return null;
  }
  const column = timestamp ? 'timestamp' : 'date';
  if (at < EARLIEST) row.errors.push(rowError(column, 'tooOld'));
  else if (at >= context.tomorrow) row.errors.push(rowError(column, 'futureDate'));
  else return at;
  return null;
}

function dayParts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [y!, m!, d!];
}

function readRow(line: number, record: readonly string[], context: RowContext): ImportRow {
  const cells: Partial<Record<Column, string>> = {};
  for (const [column, index] of context.columns) cells[column] = record[index] ?? '';
  const row: ImportRow = {
    line,
    cells,
    id: cells.id && UUID.test(cells.id) ? cells.id.toLowerCase() : null,
    at: null,
    type: null,
    asset: null,
    member: null,
    quantity: null,
    price: null,
    workmanship: null,
    refund: null,
    errors: [],
  };
  // An unquoted comma inside a value (45,000) splits it in two: the cells after it no longer match the header.
  if (record.length > context.width) row.errors.push(rowError(context.lastColumn, 'tooManyFields'));
  row.at = readInstant(row, context);
  const type = cells.type ?? '';
  row.type = TYPES.get(type.toLowerCase()) ?? null;
  if (!row.type) row.errors.push(rowError('type', type ? 'invalidType' : 'required'));
  const code = cells.asset_code ?? '';
  const name = cells.asset_name ?? '';
  row.asset = context.assets.get(code.toLowerCase()) ?? context.assets.get(name.toLowerCase()) ?? null;
  if (!row.asset) {
    const column = context.columns.has('asset_code') ? 'asset_code' : 'asset_name';
    row.errors.push(rowError(column, code || name ? 'unknownAsset' : 'required'));
  }
  // A name the household does not know is asked about, never given to the owner or to anyone else (product §17).
  const member = (cells.member ?? '').trim();
  if (member) {
    row.member = context.members.get(nameKey(member)) ?? null;
    if (!row.member)
      row.errors.push(
        rowError('member', 'unknownMember', `No member of this household is named “${member}”.`),
      );
  }
  row.quantity = readAmount(row, 'quantity', cells.quantity ?? '', context.separator);
  row.price = readAmount(row, 'price', cells.price ?? '', context.separator);
  readParts(row, context.separator);
  return row;
}

/**
 * The workmanship and refund of a row, when written (an empty cell is "not recorded"), with the rules of the API
 * (transaction-input.ts workmanshipProblems): a buy of gold only, refund ≤ workmanship ≤ price.
 */
function readParts(row: ImportRow, separator: CsvSeparator): void {
  const workmanshipText = trimNumberText(row.cells.workmanship_per_unit ?? '');
  const refundText = trimNumberText(row.cells.refund_per_unit ?? '');
  if (workmanshipText) row.workmanship = readAmount(row, 'workmanship_per_unit', workmanshipText, separator);
  if (refundText) row.refund = readAmount(row, 'refund_per_unit', refundText, separator);
  if (row.workmanship === null && row.refund === null) return;
  const notGoldBuy = row.asset?.mainType === 'currencies' || row.type === 'sell';
  const column =
    row.workmanship === null ||
    (row.refund !== null && new Big(row.refund).gt(row.workmanship) && !notGoldBuy)
      ? 'refund_per_unit'
      : 'workmanship_per_unit';
  const wrong =
    notGoldBuy ||
    row.workmanship === null ||
    (row.price !== null && new Big(row.workmanship).gt(row.price)) ||
    (row.refund !== null && new Big(row.refund).gt(row.workmanship));
  if (wrong) row.errors.push(rowError(column, 'invalidWorkmanship'));
}

/** Each asset by its code and by its English and Arabic names, lower-cased. */
function assetsByName(catalogue: Catalogue): Map<string, CatalogueAsset> {
  const map = new Map<string, CatalogueAsset>();
  for (const asset of catalogue.list)
    for (const key of [asset.nameEn, asset.nameAr]) map.set(key.trim().toLowerCase(), asset);
  for (const asset of catalogue.list) map.set(asset.code, asset); // codes win over a name that looks like one
  return map;
}

export function readImportFile(
  text: string,
  catalogue: Catalogue,
  now: Date,
  chosenFormat: DateFormat | undefined,
  members: readonly ImportMember[] = [],
): { ok: true; file: ImportFile } | { ok: false; refusal: FileRefusal } {
  const reading = readCsv(text.replace(/^\uFEFF/, ''));
  if (!reading.ok)
    return refuse(
      'malformed',
      reading.problem === 'unterminatedQuote'
        ? `A quoted field opened on line ${reading.line} never closes.`
        : `Line ${reading.line} has a quote in the middle of a field.`,
    );
  const [header, ...records] = reading.records;
  if (!header) return refuse('empty', 'The file is empty.');
  if (records.length === 0) return refuse('noRows', 'The file has a header but no transactions.');
  if (records.length > CSV_IMPORT_MAX_ROWS)
    return refuse(
      'tooManyRows',
      `A file can hold at most ${CSV_IMPORT_MAX_ROWS.toLocaleString('en-US')} transactions; this one has ${records.length.toLocaleString('en-US')}. Split it into smaller files.`,
    );
  const mapped = mapHeader(header.cells);
  if (!mapped.ok) return mapped;
  const dateIndex = mapped.columns.get('date');
  const dates = dateIndex === undefined ? [] : records.map((r) => r.cells[dateIndex] ?? '');
  const format = dateFormatOf(dates, chosenFormat);
  if (!format.ok) return format;
  const shown = [...mapped.columns].filter(([column]) => column !== 'id');
  const context: RowContext = {
    columns: mapped.columns,
    width: header.cells.length,
    lastColumn: shown.reduce((last, next) => (next[1] > last[1] ? next : last))[0],
    separator: reading.separator,
    format: format.format,
    assets: assetsByName(catalogue),
    members: new Map(members.map((m) => [nameKey(m.name), m.uuid])),
    tomorrow: cairoDayStart(addDays(cairoDay(now), 1)).getTime(),
  };
  const rows = records.map((r) => readRow(r.line, r.cells, context));
  return { ok: true, file: { separator: reading.separator, dateFormat: format.format, rows } };
}
