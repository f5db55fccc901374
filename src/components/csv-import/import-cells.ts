import type { CsvImportColumn, CsvImportPreview, CsvImportRow } from '@contract/csv-import';

/** The preview's cells: one per meaning, however the file named its column. */
export type Cell = 'date' | 'type' | 'asset' | 'quantity' | 'price' | 'member';
const PREVIEW_CELLS: readonly Cell[] = ['date', 'type', 'asset', 'quantity', 'price'];

/** The cells the preview shows: the member too when the file has that column (product §17). */
export function previewCells(preview: CsvImportPreview): readonly Cell[] {
  return preview.rows.some((row) => row.cells.member !== undefined)
    ? [...PREVIEW_CELLS, 'member']
    : PREVIEW_CELLS;
}

/** A row problem's words in the person's language: the server's code, with the member's name where it names one. */
export function problemParams(row: CsvImportRow, message: string) {
  return { defaultValue: message, name: row.cells.member ?? '' };
}

// The server names a problem by the file's column; the preview shows one cell per meaning.
const CELL_OF: Partial<Record<CsvImportColumn, Cell>> = {
  date: 'date',
  timestamp: 'date',
  type: 'type',
  asset_code: 'asset',
  asset_name: 'asset',
  quantity: 'quantity',
  price: 'price',
  member: 'member',
};

export function cellOf(column: CsvImportColumn): Cell | undefined {
  return CELL_OF[column];
}

export function cellErrors(row: CsvImportRow, cell: Cell) {
  return row.errors.filter((e) => cellOf(e.column) === cell);
}
