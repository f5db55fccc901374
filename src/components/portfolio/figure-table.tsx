import { Table } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import type { MainType } from '@contract/portfolio';
import { Amount } from '@/components/amount/amount';
import { AssetQuantity } from './asset-quantity';

/** A column's heading; `end` lines its figures up at the end. */
export interface FigureColumn {
  label: ReactNode;
  end?: boolean;
}

interface FigureTableProps {
  label: string;
  /** The columns in order; `false` stands for one this table leaves out here. */
  columns: (FigureColumn | false)[];
  size?: 'sm' | 'md';
  interactive?: boolean;
  className?: string;
  /** Shown from the `md` breakpoint up on screen (cards stand for it on phones); always on paper. */
  wideScreensOnly?: boolean;
  /** The body rows. */
  children: ReactNode;
  footer?: ReactNode;
}

/** The bordered, scrolling table of figures the portfolio and the monthly report share, headed by its columns. */
export function FigureTable({
  label,
  columns,
  size = 'md',
  interactive,
  className,
  wideScreensOnly,
  children,
  footer,
}: FigureTableProps) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="border"
      rounded="l3"
      className={className}
      // Chakra's breakpoints are `@media screen` queries: a printed page keeps the table.
      hideBelow={wideScreensOnly ? 'md' : undefined}
    >
      <Table.Root size={size} interactive={interactive} aria-label={label}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map(
              (column, i) =>
                column && (
                  <Table.ColumnHeader key={i} textAlign={column.end ? 'end' : undefined}>
                    {column.label}
                  </Table.ColumnHeader>
                ),
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
        {footer}
      </Table.Root>
    </Table.ScrollArea>
  );
}

type CellProps = Omit<ComponentProps<typeof Table.Cell>, 'children'>;

/** A cell with an amount of money, at the end like every figure. */
export function AmountCell({ value, signed, ...cell }: CellProps & { value: number; signed?: boolean }) {
  return (
    <Table.Cell textAlign="end" {...cell}>
      <Amount value={value} signed={signed} />
    </Table.Cell>
  );
}

/** A cell with how much of an asset is held or traded, with its unit. */
export function QuantityCell(props: { quantity: number; code: string; mainType: MainType }) {
  return (
    <Table.Cell textAlign="end">
      <AssetQuantity {...props} />
    </Table.Cell>
  );
}
