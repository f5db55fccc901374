import Big from 'big.js';
import type { CsvImportPreview } from '@contract/csv-import';
import { CSV_IMPORT_PREVIEW_ROWS } from '@contract/csv-import-values';
import { cairoDay } from '../time/cairo-day';
import { rowError, type ImportFile, type ImportRow } from './csv-import-read';
import { compareEntries, findOverdraft, type LedgerEntry } from './ledger';

/**
 * A read file against the person's ledger (issue 19): which rows are already stored (so importing a file twice adds
 * nothing), and whether the balance rules hold over the file merged with the ledger in date order. Pure: the route
 * plans once for the preview, and the store plans again under the person's lock before writing.
 *
 * A row's identity is its Cairo day, type, asset, quantity and price, and the export's id when present. Identical
 * rows count: a file with the same purchase twice, against a ledger that has it once, adds it once more.
 */

export interface ImportPlan {
  /** Rows to store, as ledger entries (uuid chosen by the caller). */
  toStore: { row: ImportRow; entry: Omit<LedgerEntry, 'uuid'> }[];
  alreadyStored: Set<ImportRow>;
  overdraftLine: number | null;
  /** No row has an error and no balance goes negative. */
  clean: boolean;
}

const keyOf = (day: string, type: string, assetId: number, quantity: string, price: string) =>
  `${day}|${type}|${assetId}|${quantity}|${price}`;

const entryKey = (e: LedgerEntry) =>
  keyOf(cairoDay(e.at), e.type, e.assetId, e.quantity.toFixed(), e.price.toFixed());

type ValidRow = ImportRow & { at: number; type: 'buy' | 'sell'; quantity: string; price: string };

const isValid = (row: ImportRow): row is ValidRow => row.errors.length === 0;

/**
 * `member`: whose gold the file's rows are (the owner's own member, issue 17). Balances are per member, so the
 * file's sells are checked against that member's stored buys, not the household's.
 */
export function planImport(file: ImportFile, ledger: readonly LedgerEntry[], member?: string): ImportPlan {
  const byUuid = new Map(ledger.map((e) => [e.uuid, e]));
  const unmatched = new Map<string, number>();
  for (const e of ledger) unmatched.set(entryKey(e), (unmatched.get(entryKey(e)) ?? 0) + 1);
  const take = (key: string) => {
    const left = unmatched.get(key) ?? 0;
    if (left === 0) return false;
    unmatched.set(key, left - 1);
    return true;
  };
  const valid = file.rows.filter(isValid);
  const keyOfRow = (row: ValidRow) =>
    keyOf(cairoDay(row.at), row.type, row.asset!.id, row.quantity, row.price);
  const alreadyStored = new Set<ImportRow>();
  // The export's own ids first: a row that names a stored transaction with the same fields is that transaction.
  for (const row of valid) {
    const stored = row.id ? byUuid.get(row.id) : undefined;
    if (stored && entryKey(stored) === keyOfRow(row) && take(keyOfRow(row))) alreadyStored.add(row);
  }
  for (const row of valid)
    if (!alreadyStored.has(row) && !row.id) if (take(keyOfRow(row))) alreadyStored.add(row);
  // A row with an id no stored transaction has (another account's export) still matches by its fields.
  for (const row of valid)
    if (!alreadyStored.has(row) && row.id && !byUuid.has(row.id) && take(keyOfRow(row)))
      alreadyStored.add(row);

  const toStore = valid
    .filter((row) => !alreadyStored.has(row))
    .map((row) => ({
      row,
      entry: {
        assetId: row.asset!.id,
        type: row.type,
        quantity: new Big(row.quantity),
        price: new Big(row.price),
        at: row.at,
        ...(member ? { member } : {}),
      },
    }));
  const overdraftLine = firstOverdraw(ledger, toStore);
  return {
    toStore,
    alreadyStored,
    overdraftLine,
    clean: overdraftLine === null && file.rows.every(isValid),
  };
}

/**
 * The file row named for the first negative balance: the last of the file's sells of that asset at or before the
 * moment the balance first goes below zero (the ledger alone is sound, so one of them tipped it).
 */
function firstOverdraw(ledger: readonly LedgerEntry[], toStore: ImportPlan['toStore']): number | null {
  // Row keys sort after stored uuids at one instant and in file order among themselves.
  const added = toStore.map(({ row, entry }) => ({
    ...entry,
    uuid: `~${String(row.line).padStart(8, '0')}`,
  }));
  const overdraft = findOverdraft([...ledger, ...added]);
  if (!overdraft) return null;
  const culprits = added
    .filter((e) => e.type === 'sell' && e.assetId === overdraft.assetId && e.at <= overdraft.at)
    .sort(compareEntries);
  const culprit = culprits.at(-1);
  return culprit ? Number(culprit.uuid.slice(1)) : null;
}

/** When storing the plan would take a ledger of `stored` entries past `limit`: the limit and the count reached. */
export function beyondLimit(plan: ImportPlan, stored: number, limit: number): LedgerFull | null {
  const total = stored + plan.toStore.length;
  return plan.toStore.length > 0 && total > limit ? { limit, total } : null;
}

export type LedgerFull = NonNullable<CsvImportPreview['ledger_full']>;

/**
 * The preview of a planned file. At most CSV_IMPORT_PREVIEW_ROWS rows are listed (issue 30, finding 4): the rows
 * with errors first, in file order, then the file's first rows, listed in file order; the summary counts them all.
 */
export function previewOf(
  file: ImportFile,
  plan: ImportPlan,
  dryRun: boolean,
  ledgerFull: LedgerFull | null,
): CsvImportPreview {
  const errorsOf = (row: ImportRow) =>
    row.line === plan.overdraftLine ? [...row.errors, rowError('quantity', 'notEnoughBalance')] : row.errors;
  const withErrors = file.rows.filter((row) => errorsOf(row).length > 0);
  const listed = new Set(withErrors.slice(0, CSV_IMPORT_PREVIEW_ROWS));
  for (const row of file.rows) {
    if (listed.size >= CSV_IMPORT_PREVIEW_ROWS) break;
    listed.add(row);
  }
  const rows = file.rows
    .filter((row) => listed.has(row))
    .map((row) => ({
      line: row.line,
      cells: row.cells,
      date: row.at === null ? null : cairoDay(row.at),
      timestamp: row.at === null ? null : new Date(row.at).toISOString(),
      transaction_type: row.type,
      asset: row.asset ? { id: row.asset.id, code: row.asset.code } : null,
      quantity: row.quantity,
      price: row.price,
      errors: errorsOf(row),
      already_stored: plan.alreadyStored.has(row),
    }));
  return {
    dry_run: dryRun,
    separator: file.separator,
    date_format: file.dateFormat,
    rows,
    summary: {
      rows: file.rows.length,
      new: plan.toStore.length,
      already_stored: plan.alreadyStored.size,
      with_errors: withErrors.length,
    },
    overdraft_line: plan.overdraftLine,
    ledger_full: ledgerFull,
  };
}
