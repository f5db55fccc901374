import { Badge, Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CsvImportPreview, CsvImportRow } from '@contract/csv-import';
import { cellErrors, previewCells, problemParams, type Cell } from './import-cells';

/**
 * Every row of the file as read, each cell with its problem highlighted (red, with the reason under it). The status
 * comes right after the row number, and cells wrap, so a phone shows every column without scrolling sideways (the
 * area still scrolls, never clips, when a file's values are longer than the width).
 */
export function ImportPreviewTable({ preview }: { preview: CsvImportPreview }) {
  const { t } = useTranslation();
  const cells = previewCells(preview);
  const shown = (row: CsvImportRow, cell: Cell): string => {
    switch (cell) {
      case 'date':
        return row.date ?? row.cells.date ?? row.cells.timestamp ?? '';
      case 'type':
        return row.transaction_type ? t(`csvImport.types.${row.transaction_type}`) : (row.cells.type ?? '');
      case 'asset':
        return row.asset
          ? t(`assets.${row.asset.code}`)
          : (row.cells.asset_code ?? row.cells.asset_name ?? '');
      case 'quantity':
        return row.quantity ?? row.cells.quantity ?? '';
      case 'price':
        return row.price ?? row.cells.price ?? '';
      case 'member':
        return row.cells.member ?? '';
    }
  };
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2" maxH="50dvh">
      <Table.Root size="sm" stickyHeader data-testid="import-preview" css={fitting}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('csvImport.columns.line')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('csvImport.columns.status')}</Table.ColumnHeader>
            {cells.map((c) => (
              <Table.ColumnHeader key={c}>{t(`csvImport.columns.${c}`)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {preview.rows.map((row) => (
            <Table.Row key={row.line} data-line={row.line}>
              <Table.Cell color="fg.muted">{row.line}</Table.Cell>
              <Table.Cell data-testid="import-row-status">
                {row.errors.length > 0 ? (
                  <Badge colorPalette="red">{t('csvImport.status.error')}</Badge>
                ) : row.already_stored ? (
                  <Badge>{t('csvImport.status.stored')}</Badge>
                ) : (
                  <Badge colorPalette="green">{t('csvImport.status.new')}</Badge>
                )}
              </Table.Cell>
              {cells.map((cell) => {
                const errors = cellErrors(row, cell);
                return (
                  <Table.Cell
                    key={cell}
                    data-invalid={errors.length > 0 || undefined}
                    bg={errors.length > 0 ? 'red.subtle' : undefined}
                    aria-invalid={errors.length > 0 || undefined}
                  >
                    <Box dir={cell === 'quantity' || cell === 'price' || cell === 'date' ? 'ltr' : undefined}>
                      {shown(row, cell) || '—'}
                    </Box>
                    {errors.map((e) => (
                      <Text key={e.code} fontSize="xs" color="fg.error">
                        {t(`csvImport.errors.${e.code}`, problemParams(row, e.message))}
                      </Text>
                    ))}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Tight cells that wrap on a phone; the table's own spacing from `md` up. */
const fitting = {
  '& th, & td': {
    whiteSpace: 'normal',
    verticalAlign: 'top',
    paddingInline: { base: '1.5', md: '2' },
    fontSize: { base: 'xs', md: 'sm' },
  },
  // A long value (a name, a mistyped number) breaks anywhere rather than widen the table (a date at its hyphens).
  '& td': { overflowWrap: 'anywhere' },
} as const;
