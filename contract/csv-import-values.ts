/** The CSV import's plain values (no zod), so the SPA's chunks can take them (contract/portfolio-values.ts). */

/** The columns a file may have (the export's own; `timestamp` and `asset_name` are optional). */
export const csvImportColumns = [
  'id',
  'date',
  'timestamp',
  'type',
  'asset_code',
  'asset_name',
  'quantity',
  'price',
] as const;

/**
 * Why a row cannot be imported, by column. `tooManyFields`, a line with more cells than the header (an unquoted
 * comma split a value), is named on the header's last column the preview shows: a value split before it shifts it.
 * `ambiguousPoint` and `ambiguousComma`: a number in a `;` file that reads two ways (45.000, 1,250).
 */
export const csvImportRowProblems = [
  'tooManyFields',
  'required',
  'invalidDate',
  'futureDate',
  'tooOld',
  'invalidType',
  'unknownAsset',
  'invalidQuantity',
  'invalidPrice',
  'invalidNumber',
  'ambiguousPoint',
  'ambiguousComma',
  'tooManyIntegerDigits',
  'tooManyDecimals',
  'notEnoughBalance',
] as const;

/** How dates written with slashes are read; ISO dates (YYYY-MM-DD) need no choice. */
export const csvImportDateFormats = ['DD/MM/YYYY', 'MM/DD/YYYY'] as const;

/** The largest file and the most rows one import takes. */
export const CSV_IMPORT_MAX_BYTES = 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 5000;

/**
 * The most rows one preview lists (issue 30, finding 4): a 5,000-row file's every cell made an answer of megabytes.
 * Rows with errors are listed first, then the file's first rows; the summary still counts every row.
 */
export const CSV_IMPORT_PREVIEW_ROWS = 200;
