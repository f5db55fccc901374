import { z } from 'zod';
import { householdQueryField } from './household-query';
import { assetCodeSchema } from './portfolio';
import { csvImportColumns, csvImportRowProblems, csvImportDateFormats } from './csv-import-values';

export { csvImportColumns, csvImportRowProblems, csvImportDateFormats };

/**
 * CSV import of transactions (product §15): `POST /api/portfolios/transactions/import/` with the file itself as the
 * body (`Content-Type: text/csv`). `?dry_run=1` answers the preview (at most 200 rows listed, every row counted); without it the rows are stored in
 * one database transaction, or none are. File-level refusals (size, encoding, header, ambiguous dates) are a 4xx
 * `{detail, code}`; a file with row errors is a 400 carrying the same preview.
 */

export const csvImportColumnSchema = z.enum(csvImportColumns);
export type CsvImportColumn = z.infer<typeof csvImportColumnSchema>;

export const csvImportRowProblemSchema = z.enum(csvImportRowProblems);
export type CsvImportRowProblem = z.infer<typeof csvImportRowProblemSchema>;

export const csvImportDateFormatSchema = z.enum(csvImportDateFormats);
export type CsvImportDateFormat = z.infer<typeof csvImportDateFormatSchema>;

export const csvImportQuerySchema = z.object({
  dry_run: z.enum(['0', '1']).optional().openapi({ description: '1: answer the preview and store nothing' }),
  date_format: csvImportDateFormatSchema.optional().openapi({
    description:
      'How to read dates written with slashes when the file alone cannot tell (DD/MM/YYYY or MM/DD/YYYY)',
  }),
  /** The household the rows go to (product §13); absent, the caller's own. */
  household: householdQueryField,
});

export const csvImportErrorSchema = z.object({
  column: csvImportColumnSchema,
  code: csvImportRowProblemSchema,
  /** English; the SPA shows its own text by `code` (the spec's `Invalid quantity`, `Not enough balance`, …). */
  message: z.string(),
});
export type CsvImportError = z.infer<typeof csvImportErrorSchema>;

export const csvImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  /** The cells as written, by column. */
  cells: z.record(z.string(), z.string()),
  /** What was read, where it could be. */
  date: z.string().nullable().openapi({ description: 'YYYY-MM-DD (Cairo day)' }),
  timestamp: z.string().nullable(),
  transaction_type: z.enum(['buy', 'sell']).nullable(),
  asset: z.object({ id: z.number().int(), code: assetCodeSchema }).nullable(),
  quantity: z.string().nullable(),
  price: z.string().nullable(),
  errors: z.array(csvImportErrorSchema),
  /** The same transaction is already in the ledger: importing skips it. */
  already_stored: z.boolean(),
});
export type CsvImportRow = z.infer<typeof csvImportRowSchema>;

export const csvImportPreviewSchema = z.object({
  dry_run: z.boolean(),
  separator: z.enum([',', ';']),
  date_format: csvImportDateFormatSchema.nullable(),
  /**
   * The rows read, at most CSV_IMPORT_PREVIEW_ROWS (200) of them in file order: those with errors first, then the
   * file's first rows. `summary.rows` says how many the file has.
   */
  rows: z.array(csvImportRowSchema),
  /** Every row of the file: rows, rows to add, rows already stored, rows with errors. */
  summary: z.object({
    rows: z.number().int(),
    new: z.number().int(),
    already_stored: z.number().int(),
    with_errors: z.number().int(),
  }),
  /** The first row that would make a balance negative, merged with the stored ledger in date order. */
  overdraft_line: z.number().int().nullable(),
  /**
   * Storing the new rows would take the portfolio past the most transactions it can hold: that most (`limit`) and
   * the count it would reach (`total`). Null when the file fits.
   */
  ledger_full: z.object({ limit: z.number().int(), total: z.number().int() }).nullable(),
});
export type CsvImportPreview = z.infer<typeof csvImportPreviewSchema>;

export const csvImportResultSchema = z.object({
  imported: z.number().int(),
  already_stored: z.number().int(),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

export const csvImportRefusalSchema = z.object({
  detail: z.string(),
  code: z.string(),
  /** Ambiguous dates: the formats the file could be in (send one as `date_format`). */
  choices: z.array(csvImportDateFormatSchema).optional(),
});
export type CsvImportRefusal = z.infer<typeof csvImportRefusalSchema>;
