import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { CSV_IMPORT_PREVIEW_ROWS } from '@contract/csv-import-values';
import { atNoon, ledgerEntry } from '@tests/fixtures/server/portfolio/entries';
import { testAsset } from '@tests/fixtures/server/portfolio/catalogue';
import { beyondLimit, planImport, previewOf } from './csv-import-plan';
import { rowError, type ImportFile, type ImportRow } from './csv-import-read';
import type { LedgerEntry } from './ledger';

/**
 * The import plan alone (product §15–§17): what a read file adds to a ledger, without the database. The HTTP tests
 * (tests/server/portfolio/csv-import.test.ts) read real files and store the plan.
 */

const POUND = testAsset('pound_full');
const GRAM = testAsset('gram_21k');
const ALI = 'member-ali';
const MONA = 'member-mona';

type RowFields = {
  line: number;
  type?: 'buy' | 'sell';
  asset?: typeof POUND;
  day?: string;
  quantity?: string;
  price?: string;
  id?: string | null;
  member?: string | null;
  workmanship?: string | null;
  refund?: string | null;
  errors?: ImportRow['errors'];
};

function row(f: RowFields): ImportRow {
  return {
    line: f.line,
    cells: {},
    id: f.id ?? null,
    at: atNoon(f.day ?? '2026-01-10'),
    type: f.type ?? 'buy',
    asset: f.asset ?? POUND,
    member: f.member ?? null,
    quantity: f.quantity ?? '1',
    price: f.price ?? '30000',
    workmanship: f.workmanship ?? null,
    refund: f.refund ?? null,
    errors: f.errors ?? [],
  };
}

/** A row the reader refused: no usable date, type or asset. */
function refusedRow(line: number): ImportRow {
  return {
    ...row({ line }),
    at: null,
    type: null,
    asset: null,
    quantity: null,
    price: null,
    errors: [rowError('date', 'invalidDate')],
  };
}

const file = (...rows: ImportRow[]): ImportFile => ({ separator: ',', dateFormat: null, rows });

function stored(
  type: 'buy' | 'sell',
  quantity: string,
  day = '2026-01-10',
  options: { price?: string; asset?: typeof POUND; member?: string } = {},
): LedgerEntry {
  return ledgerEntry(
    type,
    (options.asset ?? POUND).id,
    quantity,
    options.price ?? '30000',
    atNoon(day),
    options.member,
  );
}

const lines = (rows: Iterable<ImportRow>) => [...rows].map((r) => r.line);
const storedLines = (plan: ReturnType<typeof planImport>) => plan.toStore.map(({ row: r }) => r.line);

describe('csv import plan: what is already stored', () => {
  it('csv import: a file imported twice adds nothing', () => {
    const ledger = [stored('buy', '2'), stored('sell', '1', '2026-02-01', { price: '31000' })];
    const plan = planImport(
      file(
        row({ line: 2, quantity: '2' }),
        row({ line: 3, type: 'sell', quantity: '1', day: '2026-02-01', price: '31000' }),
      ),
      ledger,
    );
    expect(storedLines(plan)).toEqual([]);
    expect(lines(plan.alreadyStored)).toEqual([2, 3]);
    expect(plan).toMatchObject({ clean: true, overdraftLine: null });
  });

  it('csv import: the same purchase twice in a file, once in the ledger, adds it once more', () => {
    const plan = planImport(file(row({ line: 2 }), row({ line: 3 })), [stored('buy', '1')]);
    expect(lines(plan.alreadyStored)).toEqual([2]);
    expect(storedLines(plan)).toEqual([3]);
  });

  it('csv import: identical purchases count one by one: stored twice, a file with four adds two', () => {
    const ledger = [stored('buy', '1'), stored('buy', '1')];
    const plan = planImport(
      file(row({ line: 2 }), row({ line: 3 }), row({ line: 4 }), row({ line: 5 })),
      ledger,
    );
    expect(lines(plan.alreadyStored)).toEqual([2, 3]);
    expect(storedLines(plan)).toEqual([4, 5]);
    const members = [
      stored('buy', '1', '2026-01-10', { member: ALI }),
      stored('buy', '1', '2026-01-10', { member: ALI }),
    ];
    const again = planImport(file(row({ line: 2, member: ALI }), row({ line: 3, member: ALI })), members);
    expect(lines(again.alreadyStored)).toEqual([2, 3]);
  });

  it('csv import: a row differing in day, type, asset, quantity or price is another transaction', () => {
    const ledger = [stored('buy', '1')];
    const plan = planImport(
      file(
        row({ line: 2, day: '2026-01-11' }),
        row({ line: 3, asset: GRAM }),
        row({ line: 4, quantity: '2' }),
        row({ line: 5, price: '30001' }),
      ),
      ledger,
    );
    expect(lines(plan.alreadyStored)).toEqual([]);
    expect(storedLines(plan)).toEqual([2, 3, 4, 5]);
  });

  it('csv import: a quantity written otherwise (1.50 for 1.5) is the same transaction', () => {
    const plan = planImport(file(row({ line: 2, quantity: '1.5' })), [stored('buy', '1.50')]);
    expect(lines(plan.alreadyStored)).toEqual([2]);
  });

  it('csv import: a row naming its member matches only that member’s transaction (product §17)', () => {
    const ledger = [stored('buy', '1', '2026-01-10', { member: ALI })];
    const plan = planImport(
      file(row({ line: 2, member: MONA }), row({ line: 3, member: ALI }), row({ line: 4, member: ALI })),
      ledger,
    );
    expect(lines(plan.alreadyStored)).toEqual([3]);
    expect(storedLines(plan)).toEqual([2, 4]);
  });

  it('csv import: a row naming no member matches anyone’s, so an old export of a family imports once', () => {
    const ledger = [
      stored('buy', '1', '2026-01-10', { member: ALI }),
      stored('buy', '1', '2026-01-10', { member: MONA }),
    ];
    const plan = planImport(file(row({ line: 2 }), row({ line: 3 }), row({ line: 4 })), ledger);
    expect(lines(plan.alreadyStored)).toEqual([2, 3]);
    expect(storedLines(plan)).toEqual([4]);
  });

  it('csv import: a row carrying a stored transaction’s id is that transaction, even after an identical row without one', () => {
    const buy = stored('buy', '1');
    const plan = planImport(file(row({ line: 2 }), row({ line: 3, id: buy.uuid })), [buy]);
    expect(lines(plan.alreadyStored)).toEqual([3]);
    expect(storedLines(plan)).toEqual([2]);
  });

  it('csv import: a row carrying a stored id with other fields is not that transaction, nor any other', () => {
    const buy = stored('buy', '1');
    const twin = stored('buy', '2');
    const plan = planImport(file(row({ line: 2, id: buy.uuid, quantity: '2' })), [buy, twin]);
    expect(lines(plan.alreadyStored)).toEqual([]);
    expect(storedLines(plan)).toEqual([2]);
  });

  it('csv import: a row carrying a stored id and another member is not that transaction', () => {
    const buy = stored('buy', '1', '2026-01-10', { member: ALI });
    const plan = planImport(file(row({ line: 2, id: buy.uuid, member: MONA })), [buy]);
    expect(storedLines(plan)).toEqual([2]);
  });

  it('csv import: a row carrying its own member and a stored id matches that member’s transaction', () => {
    const buy = stored('buy', '1', '2026-01-10', { member: ALI });
    const plan = planImport(file(row({ line: 2, id: buy.uuid, member: ALI })), [buy]);
    expect(lines(plan.alreadyStored)).toEqual([2]);
  });

  it('csv import: the same id twice in a file is one stored transaction, the second row is new', () => {
    const buy = stored('buy', '1');
    const plan = planImport(file(row({ line: 2, id: buy.uuid }), row({ line: 3, id: buy.uuid })), [buy]);
    expect(lines(plan.alreadyStored)).toEqual([2]);
    expect(storedLines(plan)).toEqual([3]);
  });

  it('csv import: a row with another account’s id and a row without one match two identical stored purchases', () => {
    const ledger = [stored('buy', '1'), stored('buy', '1')];
    const plan = planImport(
      file(row({ line: 2 }), row({ line: 3, id: 'ffffffff-0000-4000-8000-000000000002' })),
      ledger,
    );
    expect(lines(plan.alreadyStored)).toEqual([2, 3]);
    expect(storedLines(plan)).toEqual([]);
  });

  it('csv import: an id from another account’s export still matches by its fields', () => {
    const plan = planImport(file(row({ line: 2, id: 'ffffffff-0000-4000-8000-000000000001' })), [
      stored('buy', '1'),
    ]);
    expect(lines(plan.alreadyStored)).toEqual([2]);
  });
});

describe('csv import plan: what is stored', () => {
  it('csv import: a new row is stored as the ledger entry it reads as', () => {
    const plan = planImport(
      file(row({ line: 2, asset: GRAM, quantity: '2.5', price: '4000', workmanship: '300', refund: '100' })),
      [],
    );
    expect(plan.toStore).toHaveLength(1);
    const { entry } = plan.toStore[0]!;
    expect(entry).toEqual({
      assetId: GRAM.id,
      type: 'buy',
      quantity: new Big('2.5'),
      price: new Big('4000'),
      workmanship: new Big('300'),
      refund: new Big('100'),
      at: atNoon('2026-01-10'),
    });
  });

  it('csv import: workmanship and refund not written stay unknown, never zero', () => {
    const plan = planImport(file(row({ line: 2 })), []);
    expect(plan.toStore[0]!.entry).toMatchObject({ workmanship: null, refund: null });
    expect(plan.toStore[0]!.entry).not.toHaveProperty('member');
  });

  it('csv import: a row naming no member is the importing member’s; a row naming one is that member’s (product §13)', () => {
    const plan = planImport(file(row({ line: 2 }), row({ line: 3, member: ALI })), [], MONA);
    expect(plan.toStore.map(({ entry }) => entry.member)).toEqual([MONA, ALI]);
  });

  it('csv import: a row with an error is never stored, and the plan is not clean', () => {
    const plan = planImport(file(row({ line: 2 }), refusedRow(3)), []);
    expect(storedLines(plan)).toEqual([2]);
    expect(plan).toMatchObject({ clean: false, overdraftLine: null });
  });
});

describe('csv import plan: balances', () => {
  it('csv import: a file whose sells the ledger and the file cover is clean', () => {
    const plan = planImport(
      file(row({ line: 2, type: 'sell', quantity: '3', day: '2026-03-01' }), row({ line: 3, quantity: '1' })),
      [stored('buy', '2')],
    );
    expect(plan).toMatchObject({ clean: true, overdraftLine: null });
  });

  it('csv import: a sell dated before the buy that covers it names its line, and the plan is not clean', () => {
    const plan = planImport(
      file(
        row({ line: 2, quantity: '1', day: '2026-03-01' }),
        row({ line: 3, type: 'sell', quantity: '1', day: '2026-02-01' }),
      ),
      [],
    );
    expect(plan).toMatchObject({ clean: false, overdraftLine: 3 });
  });

  it('csv import: of several sells, the last at or before the first negative balance is named', () => {
    const plan = planImport(
      file(
        row({ line: 2, type: 'sell', quantity: '1', day: '2026-02-01' }),
        row({ line: 3, type: 'sell', quantity: '1', day: '2026-02-01' }),
        row({ line: 4, type: 'sell', quantity: '1', day: '2026-02-02' }),
        row({ line: 5, type: 'sell', quantity: '5', asset: GRAM, day: '2026-01-01' }),
        row({ line: 6, quantity: '5', asset: GRAM, day: '2026-01-01' }),
      ),
      [stored('buy', '1')],
    );
    // One pound held: line 2 leaves none, line 3 (the same instant, after it in the file) overdraws.
    expect(plan.overdraftLine).toBe(3);
  });

  it('csv import: sells at one instant overdraw in file order, line 10 after line 9', () => {
    const rows = Array.from({ length: 9 }, (_, i) =>
      row({ line: i + 2, type: 'sell', day: '2026-02-01', asset: i < 7 ? GRAM : POUND }),
    );
    const plan = planImport(file(...rows), [
      stored('buy', '1'),
      stored('buy', '7', '2026-01-10', { asset: GRAM }),
    ]);
    // Lines 9 and 10 sell the one pound held: line 10 is the one that overdraws.
    expect(plan.overdraftLine).toBe(10);
  });

  it('csv import: the sell named is the last by date, not by line, before the balance went negative', () => {
    const plan = planImport(
      file(
        row({ line: 2, type: 'sell', day: '2026-02-05' }),
        row({ line: 3, type: 'sell', day: '2026-02-01' }),
        row({ line: 4, day: '2026-03-01' }),
      ),
      [stored('buy', '1')],
    );
    expect(plan.overdraftLine).toBe(2);
  });

  it('csv import: a stored sell left short names the file’s earlier sell, not the file’s buy at its instant', () => {
    const plan = planImport(
      file(
        row({ line: 2, type: 'sell', quantity: '1', day: '2026-02-03' }),
        row({ line: 3, quantity: '0.5', day: '2026-02-05' }),
      ),
      [stored('buy', '2', '2026-02-01'), stored('sell', '2', '2026-02-05')],
    );
    // 2 held, line 2 sells 1, line 3 buys 0.5 at the stored sell's instant (buys first): 1.5, then the sell of 2.
    expect(plan.overdraftLine).toBe(2);
  });

  it('csv import: a sell of another asset at the same instant is not named for the overdraft', () => {
    const plan = planImport(
      file(
        row({ line: 2, type: 'sell', day: '2026-02-01' }),
        row({ line: 3, type: 'sell', day: '2026-02-01', asset: GRAM }),
        row({ line: 4, day: '2026-01-01', asset: GRAM }),
      ),
      [],
    );
    expect(plan.overdraftLine).toBe(2);
  });

  it('csv import: a sell of one member’s gold is not covered by another member’s buy (product §17)', () => {
    const plan = planImport(file(row({ line: 2, type: 'sell', member: MONA, day: '2026-02-01' })), [
      stored('buy', '1', '2026-01-10', { member: ALI }),
    ]);
    expect(plan.overdraftLine).toBe(2);
  });
});

describe('csv import plan: the ledger limit', () => {
  const plan = (n: number) =>
    planImport(file(...Array.from({ length: n }, (_, i) => row({ line: i + 2, day: '2026-01-10' }))), []);

  it('csv import: a file that would take the ledger past its limit is refused with the count it reaches', () => {
    expect(beyondLimit(plan(3), 8, 10)).toEqual({ limit: 10, total: 11 });
  });

  it('csv import: a file that fills the ledger exactly, or adds nothing to a full one, is not refused', () => {
    expect(beyondLimit(plan(2), 8, 10)).toBeNull();
    expect(beyondLimit(plan(0), 12, 10)).toBeNull();
  });
});

describe('csv import plan: the preview (product §16)', () => {
  it('csv import: the preview lists each row with what it reads as, and counts new and stored rows', () => {
    const buy = stored('buy', '1');
    const f = file(row({ line: 2 }), row({ line: 3, quantity: '2' }), refusedRow(4));
    const preview = previewOf(f, planImport(f, [buy]), true, null);
    expect(preview).toMatchObject({
      dry_run: true,
      separator: ',',
      date_format: null,
      overdraft_line: null,
      ledger_full: null,
      summary: { rows: 3, new: 1, already_stored: 1, with_errors: 1 },
    });
    expect(preview.rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(preview.rows[0]).toEqual({
      line: 2,
      cells: {},
      date: '2026-01-10',
      timestamp: '2026-01-10T12:00:00.000Z',
      transaction_type: 'buy',
      asset: { id: POUND.id, code: POUND.code },
      quantity: '1',
      price: '30000',
      errors: [],
      already_stored: true,
    });
    expect(preview.rows[1]).toMatchObject({ already_stored: false, errors: [] });
    expect(preview.rows[2]).toMatchObject({
      date: null,
      timestamp: null,
      asset: null,
      errors: [rowError('date', 'invalidDate')],
    });
  });

  it('csv import: the overdrawing sell shows the balance error and counts with the errors, not as new', () => {
    const f = file(row({ line: 2, type: 'sell', day: '2026-02-01' }), row({ line: 3, day: '2026-03-01' }));
    const plan = planImport(f, []);
    const preview = previewOf(f, plan, false, { limit: 10, total: 12 });
    expect(preview.rows.find((r) => r.line === 2)!.errors).toEqual([
      rowError('quantity', 'notEnoughBalance'),
    ]);
    expect(preview.rows.find((r) => r.line === 3)!.errors).toEqual([]);
    expect(preview).toMatchObject({
      dry_run: false,
      overdraft_line: 2,
      ledger_full: { limit: 10, total: 12 },
      summary: { rows: 2, new: 1, already_stored: 0, with_errors: 1 },
    });
  });

  it(`csv import: a long file lists ${CSV_IMPORT_PREVIEW_ROWS} rows, the rows with errors first, in file order`, () => {
    const many = Array.from({ length: CSV_IMPORT_PREVIEW_ROWS + 50 }, (_, i) => row({ line: i + 2 }));
    const late = [refusedRow(CSV_IMPORT_PREVIEW_ROWS + 100), refusedRow(CSV_IMPORT_PREVIEW_ROWS + 101)];
    const f = file(...many, ...late);
    const preview = previewOf(f, planImport(f, []), true, null);
    const listed = preview.rows.map((r) => r.line);
    expect(listed).toHaveLength(CSV_IMPORT_PREVIEW_ROWS);
    expect(listed.slice(0, -2)).toEqual(many.slice(0, CSV_IMPORT_PREVIEW_ROWS - 2).map((r) => r.line));
    expect(listed.slice(-2)).toEqual(late.map((r) => r.line));
    expect(preview.summary).toEqual({
      rows: CSV_IMPORT_PREVIEW_ROWS + 52,
      new: CSV_IMPORT_PREVIEW_ROWS + 50,
      already_stored: 0,
      with_errors: 2,
    });
  });

  it(`csv import: a file with more than ${CSV_IMPORT_PREVIEW_ROWS} rows with errors lists only the first of them`, () => {
    const bad = Array.from({ length: CSV_IMPORT_PREVIEW_ROWS + 1 }, (_, i) => refusedRow(i + 3));
    const f = file(row({ line: 2 }), ...bad);
    const preview = previewOf(f, planImport(f, []), true, null);
    expect(preview.rows.map((r) => r.line)).toEqual(bad.slice(0, CSV_IMPORT_PREVIEW_ROWS).map((r) => r.line));
  });
});
