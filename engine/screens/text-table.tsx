// A small read-only table of text cells (a report part's rows, a list inside a detail): a header of
// column titles, figures aligned to the end in tabular digits, and summary rows after the body's
// (a report's rest and totals) in bold when they total.
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';

const useStyles = makeStyles({
  figure: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

export interface TextColumn {
  key: string;
  /** The heading, translated. */
  title: string;
  /** A figure: aligned to the end. */
  figure?: boolean;
}

export interface SummaryRow {
  cells: string[];
  total?: boolean;
}

export interface TextTableProps {
  columns: readonly TextColumn[];
  /** Each row's cells, in the columns' order. */
  rows: readonly (readonly string[])[];
  summaries?: readonly SummaryRow[];
  /** The table's name: its own words, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
}

export function TextTable({ columns, rows, summaries = [], label, labelledBy }: TextTableProps) {
  const styles = useStyles();
  const line = (cells: readonly string[], key: number | string, className?: string) => (
    <TableRow key={key} className={className}>
      {columns.map((column, index) => (
        <TableCell key={column.key} className={column.figure ? styles.figure : undefined}>
          {cells[index]}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <Table size="small" aria-label={label} aria-labelledby={labelledBy}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.key} className={column.figure ? styles.figure : undefined}>
              {column.title}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((cells, index) => line(cells, index))}
        {summaries.map((summary, index) =>
          line(summary.cells, `summary-${index}`, summary.total ? styles.total : undefined),
        )}
      </TableBody>
    </Table>
  );
}
