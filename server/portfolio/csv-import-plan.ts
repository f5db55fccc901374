import Big from 'big.js';
import type { CsvImportPreview } from '@contract/csv-import';
import { CSV_IMPORT_PREVIEW_ROWS } from '@contract/csv-import-values';
import { cairoDay } from '../time/cairo-day';
import { rowError, type ImportFile, type ImportRow } from './csv-import-read';
import { compareEntries, findOverdraft, type LedgerEntry } from './ledger';

/**
 * A read file against the person's ledger (product §15): which rows are already stored (so importing a file twice adds
 * nothing), and whether the balance rules hold over the file merged with the ledger in date order. Pure: the route
 * plans once for the preview, and the store plans again under the person's lock before writing.
 *
 * A row's identity is its Cairo day, type, asset, quantity and price, and the export's id when present. Identical
 * rows count: a file with the same purchase twice, against a ledger that has it once, adds it once more. A row that
 * names its member (product §17) matches only that member's transactions; a row that names none (a file from before
 * the member column, a hand-written one) matches anyone's, so an old export of a family imports once.
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
 * `member`: whose gold a row that names no member is (the owner's own member, product §13); a row that names one is
 * that member's. Balances are per member, so the file's sells are checked against that member's stored buys.
 */
export function planImport(file: ImportFile, ledger: readonly LedgerEntry[], member?: string): ImportPlan {
  const byUuid = new Map(ledger.map((e) => [e.uuid, e]));
  // Stored transactions not yet matched by a row: by their fields, then by member.
  const unmatched = new Map<string, Map<string, number>>();
  for (const e of ledger) {
    const members = unmatched.get(entryKey(e)) ?? new Map<string, number>();
    members.set(e.member ?? '', (members.get(e.member ?? '') ?? 0) + 1);
    unmatched.set(entryKey(e), members);
  }
  const take = (key: string, rowMember: string | null) => {
    const members = unmatched.get(key);
    if (!members) return false;
    const found = [...members].find(([m, left]) => left > 0 && (rowMember === null || m === rowMember));
    if (!found) return false;
    members.set(found[0], found[1] - 1);
    return true;
  };
  const valid = file.rows.filter(isValid);
  const keyOfRow = (row: ValidRow) =>
    keyOf(cairoDay(row.at), row.type, row.asset!.id, row.quantity, row.price);
  const sameMember = (row: ValidRow, e: LedgerEntry) => row.member === null || row.member === e.member;
  const alreadyStored = new Set<ImportRow>();
  // The export's own ids first: a row that names a stored transaction with the same fields is that transaction.
  for (const row of valid) {
    const stored = row.id ? byUuid.get(row.id) : undefined;
    if (
      stored &&
      entryKey(stored) === keyOfRow(row) &&
      sameMember(row, stored) &&
      take(keyOfRow(row), stored.member ?? '')
    )
      alreadyStored.add(row);
  }
  for (const row of valid)
    if (!alreadyStored.has(row) && !row.id) if (take(keyOfRow(row), row.member)) alreadyStored.add(row);
  // A row with an id no stored transaction has (another account's export) still matches by its fields. Neither
  // pass above took such a row.
  for (const row of valid)
    if (row.id && !byUuid.has(row.id) && take(keyOfRow(row), row.member)) alreadyStored.add(row);

  const toStore = valid
    .filter((row) => !alreadyStored.has(row))
    .map((row) => ({
      row,
      entry: {
        assetId: row.asset!.id,
        type: row.type,
        quantity: new Big(row.quantity),
        price: new Big(row.price),
        workmanship: row.workmanship === null ? null : new Big(row.workmanship),
        refund: row.refund === null ? null : new Big(row.refund),
        at: row.at,
        ...((row.member ?? member) ? { member: row.member ?? member } : {}),
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
 * The preview of a planned file. At most CSV_IMPORT_PREVIEW_ROWS rows are listed (product §16): the rows
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
    // Each row counted once (product §17): a row with an error is counted there, even the valid row that overdraws.
    summary: {
      rows: file.rows.length,
      new: plan.toStore.filter(({ row }) => errorsOf(row).length === 0).length,
      // A row already stored is valid and never the overdraft's line: it has no error.
      already_stored: plan.alreadyStored.size,
      with_errors: withErrors.length,
    },
    overdraft_line: plan.overdraftLine,
    ledger_full: ledgerFull,
  };
}
