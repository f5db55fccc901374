/** The CSV import's plain values (no zod), so the SPA's chunks can take them (contract/portfolio-values.ts). */

/**
 * The columns a file may have (the export's own; `timestamp`, `asset_name`, `member`, `workmanship_per_unit` and
 * `refund_per_unit` are optional). `member` is whose gold the row is, by the household member's name (product §17);
 * absent or empty, the owner's own. The last two are the parts of a gold buy's price (empty: not recorded).
 */
export const csvImportColumns = [
  'id',
  'date',
  'timestamp',
  'type',
  'asset_code',
  'asset_name',
  'quantity',
  'price',
  'member',
  'workmanship_per_unit',
  'refund_per_unit',
] as const;

/**
 * Why a row cannot be imported, by column. `tooManyFields`, a line with more cells than the header (an unquoted
 * comma split a value), is named on the header's last column the preview shows: a value split before it shifts it.
 * `ambiguousPoint` and `ambiguousComma`: a number in a `;` file that reads two ways (45.000, 1,250). `unknownMember`:
 * the row names a member the household does not have (never silently given to someone else).
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
  'unknownMember',
  'invalidWorkmanship',
] as const;

/** How dates written with slashes are read; ISO dates (YYYY-MM-DD) need no choice. */
export const csvImportDateFormats = ['DD/MM/YYYY', 'MM/DD/YYYY'] as const;

/** The largest file and the most rows one import takes. */
export const CSV_IMPORT_MAX_BYTES = 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 5000;

/**
 * The most rows one preview lists (product §16): a 5,000-row file's every cell made an answer of megabytes.
 * Rows with errors are listed first, then the file's first rows; the summary still counts every row.
 */
export const CSV_IMPORT_PREVIEW_ROWS = 200;
