import type { CsvImportPreview, CsvImportResult } from '@contract/csv-import';
import type { ApiFailure } from '@machines/shared/api-failure';

/** Answers of POST /api/portfolios/transactions/import/ for the machine's tests. */

const row = (line: number, overrides: Partial<CsvImportPreview['rows'][number]> = {}) => ({
  line,
  cells: { date: '2026-11-01', type: 'buy', asset_code: 'pound_full', quantity: '1', price: '27000' },
  date: '2026-11-01',
  timestamp: '2026-11-01T12:00:00.000Z',
  transaction_type: 'buy' as const,
  asset: { id: 1, code: 'pound_full' as const },
  quantity: '1',
  price: '27000',
  errors: [],
  already_stored: false,
  ...overrides,
});

const preview = (
  rows: CsvImportPreview['rows'],
  {
    overdraft = null,
    full = null,
  }: { overdraft?: number | null; full?: CsvImportPreview['ledger_full'] } = {},
): CsvImportPreview => ({
  dry_run: true,
  separator: ',',
  date_format: null,
  rows,
  summary: {
    rows: rows.length,
    new: rows.filter((r) => !r.already_stored && r.errors.length === 0).length,
    already_stored: rows.filter((r) => r.already_stored).length,
    with_errors: rows.filter((r) => r.errors.length > 0).length,
  },
  overdraft_line: overdraft,
  ledger_full: full,
});

export const cleanPreview = preview([row(2), row(3, { transaction_type: 'sell' })]);

export const errorPreview = preview([
  row(2),
  row(3, {
    cells: { date: '2026-11-02', type: 'buy', asset_code: 'pound_full', quantity: '-1', price: '27000' },
    quantity: null,
    errors: [{ column: 'quantity', code: 'invalidQuantity', message: 'Invalid quantity' }],
  }),
]);

export const storedPreview = preview([row(2, { already_stored: true })]);

/** Clean rows the portfolio has no room for: 9,999 stored and two new ones, at most 10,000. */
export const fullPreview = preview([row(2), row(3)], { full: { limit: 10_000, total: 10_001 } });

export const importResult: CsvImportResult = { imported: 2, already_stored: 0 };

export const ambiguousDates: ApiFailure = {
  status: 400,
  body: {
    code: 'ambiguousDates',
    detail: 'Are the dates day/month/year or month/day/year?',
    choices: ['DD/MM/YYYY', 'MM/DD/YYYY'],
  },
};

export const tooLarge: ApiFailure = {
  status: 413,
  body: { detail: 'The file is too large (the limit is 1 MiB).' },
};

export const rowsRefused: ApiFailure = {
  status: 400,
  body: {
    ...preview(
      [row(2, { errors: [{ column: 'quantity', code: 'notEnoughBalance', message: 'Not enough balance' }] })],
      { overdraft: 2 },
    ),
    dry_run: false,
  },
};
