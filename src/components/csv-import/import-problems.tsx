import { List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CsvImportPreview } from '@contract/csv-import';
import { cellOf, problemParams } from './import-cells';

/**
 * Every problem of the file, one line each ("Row 4, Quantity: Invalid quantity"), for a phone: there the preview
 * table scrolls sideways and a highlighted price cell starts off-screen. From `md` up the table shows every cell.
 */
export function ImportProblems({ preview }: { preview: CsvImportPreview }) {
  const { t } = useTranslation();
  const problems = preview.rows.flatMap((row) =>
    row.errors.map((e) => ({
      key: `${row.line}-${e.column}-${e.code}`,
      text: t('csvImport.problem', {
        line: row.line,
        column: t(`csvImport.columns.${cellOf(e.column) ?? 'line'}`),
        message: t(`csvImport.errors.${e.code}`, problemParams(row, e.message)),
      }),
    })),
  );
  if (problems.length === 0) return null;
  return (
    <List.Root
      hideFrom="md"
      aria-label={t('csvImport.problems')}
      data-testid="import-problems"
      gap="1"
      ps="5"
      maxH="30dvh"
      overflowY="auto"
      fontSize="sm"
      color="fg.error"
    >
      {problems.map((p) => (
        <List.Item key={p.key}>{p.text}</List.Item>
      ))}
    </List.Root>
  );
}
