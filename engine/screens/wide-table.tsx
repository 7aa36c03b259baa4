// A table wider than the screen (every field of a record, business §3), scrolled sideways inside its
// own focusable region, so a keyboard scrolls it too; figures aligned to the end in tabular digits.
// Its columns say how each cell is drawn from a row: text, or anything a page needs (buttons).
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  figure: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export interface WideColumn<Row> {
  key: string;
  /** The heading, translated. */
  title: string;
  /** A figure: aligned to the end. */
  figure?: boolean;
  cell(row: Row): ReactNode;
}

export interface WideTableProps<Row> {
  columns: readonly WideColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  /** The region's and the table's name, translated. */
  label: string;
  /** The table's own width, past which it scrolls (a CSS length). */
  minWidth: string;
}

export function WideTable<Row>({ columns, rows, rowKey, label, minWidth }: WideTableProps<Row>) {
  const styles = useStyles();
  const figure = (column: WideColumn<Row>) => (column.figure ? styles.figure : undefined);
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" style={{ minWidth }} aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.key} className={figure(column)}>
                {column.title}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.key} className={figure(column)}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
