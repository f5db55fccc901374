import type { CsvImportColumn, CsvImportRow } from '@contract/csv-import';

/** The preview's cells: one per meaning, however the file named its column. */
export type Cell = 'date' | 'type' | 'asset' | 'quantity' | 'price';
export const PREVIEW_CELLS: readonly Cell[] = ['date', 'type', 'asset', 'quantity', 'price'];

// The server names a problem by the file's column; the preview shows one cell per meaning.
const CELL_OF: Partial<Record<CsvImportColumn, Cell>> = {
  date: 'date',
  timestamp: 'date',
  type: 'type',
  asset_code: 'asset',
  asset_name: 'asset',
  quantity: 'quantity',
  price: 'price',
};

export function cellOf(column: CsvImportColumn): Cell | undefined {
  return CELL_OF[column];
}

export function cellErrors(row: CsvImportRow, cell: Cell) {
  return row.errors.filter((e) => cellOf(e.column) === cell);
}
