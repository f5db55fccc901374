import Big from 'big.js';
import { csvImportColumns } from '@contract/csv-import-values';
import type { Holding } from '@contract/portfolio';
import { cairoDay } from '../time/cairo-day';
import type { Catalogue } from './catalogue';
import type { LedgerEntry } from './ledger';

/**
 * CSV exports of a person's records (product §15): UTF-8 with a BOM (so Excel reads Arabic names), one header
 * row, CRLF line ends (RFC 4180), ISO dates, plain decimals without grouping. Written by hand: quoting and the
 * OWASP formula guard are a few lines, not worth a dependency.
 */

export type CsvLanguage = 'ar' | 'en';

const BOM = '\uFEFF';

// OWASP "CSV injection": a spreadsheet runs a cell that starts with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

// A plain decimal (a loss such as -500.25) is data a spreadsheet must read as a number, not a formula to defuse.
const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** One cell: formula starts prefixed with ', then quoted when it holds a quote, separator or line end. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_DECIMAL.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return BOM + lines.join('\r\n') + '\r\n';
}

/** A plain decimal: never an exponent, never grouping (JS numbers print 1e-7 and 1e21 with one). */
export function plainNumber(value: number): string {
  // Big's toFixed() without digits prints every digit of the number and never an exponent.
  return new Big(value).toFixed();
}

/** The export's columns are the ones the import reads: a file exported here goes back in as it is. */
export const TRANSACTION_COLUMNS = csvImportColumns;

/**
 * Oldest first: the order a ledger is replayed and re-imported in. `member` is the member's name (`memberNames`,
 * by uuid): the import maps it back to the household's member of that name (product §17).
 */
export function transactionsCsv(
  entries: readonly LedgerEntry[],
  catalogue: Catalogue,
  language: CsvLanguage,
  memberNames: ReadonlyMap<string, string> = new Map(),
) {
  const sorted = [...entries].sort((a, b) => a.at - b.at);
  const rows = sorted.map((e) => {
    const asset = catalogue.byId.get(e.assetId);
    return [
      e.uuid,
      cairoDay(e.at),
      new Date(e.at).toISOString(),
      e.type,
      asset?.code ?? '',
      (language === 'ar' ? asset?.nameAr : asset?.nameEn) ?? '',
      // Big's toFixed() without digits prints every digit and never an exponent.
      e.quantity.toFixed(),
      e.price.toFixed(),
      (e.member && memberNames.get(e.member)) ?? '',
      e.workmanship?.toFixed() ?? '',
      e.refund?.toFixed() ?? '',
    ];
  });
  return csvDocument(TRANSACTION_COLUMNS, rows);
}

export const HOLDING_COLUMNS = [
  'asset_code',
  'asset_name',
  'quantity',
  'average_cost',
  'cost_basis',
  'current_price',
  'total_value',
  'unrealized_gain',
  'unrealized_gain_pct',
] as const;

export function holdingsCsv(holdings: readonly Holding[], catalogue: Catalogue, language: CsvLanguage) {
  const rows = holdings.map((h) => {
    const asset = catalogue.byId.get(h.asset);
    return [
      h.asset_code,
      (language === 'ar' ? asset?.nameAr : asset?.nameEn) ?? h.asset_name,
      plainNumber(h.quantity),
      plainNumber(h.average_cost),
      plainNumber(h.cost_basis),
      plainNumber(h.current_price),
      plainNumber(h.total_value),
      plainNumber(h.unrealized_gain),
      plainNumber(h.unrealized_gain_pct),
    ];
  });
  return csvDocument(HOLDING_COLUMNS, rows);
}
