// A report part's rows as a table, its totals as the last row: every figure the chart draws, readable
// without it (and by a screen reader), in the same formats.
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
import type { PartAnswer, ReportRow } from '../../protocol/report';
import { cellText, formatValue, type Translate } from './report-values';

const useStyles = makeStyles({
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  totals: { fontWeight: tokens.fontWeightSemibold },
});

export interface ReportTableProps {
  part: PartAnswer;
  label: string;
  t: Translate;
}

export function ReportTable({ part, label, t }: ReportTableProps) {
  const styles = useStyles();
  const alignOf = (role: string) => (role === 'measure' ? styles.number : undefined);
  const firstDimension = part.columns.findIndex((column) => column.role === 'dimension');
  // The rows past a top-N's limit, then every row: named in the first dimension's cell.
  const summary = (name: string, figures: ReportRow, className?: string) => (
    <TableRow className={className}>
      {part.columns.map((column, index) => (
        <TableCell key={column.key} className={alignOf(column.role)}>
          {index === firstDimension
            ? name
            : column.role === 'measure'
              ? formatValue(figures[column.key], column, t)
              : ''}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <Table size="small" aria-label={label}>
      <TableHeader>
        <TableRow>
          {part.columns.map((column) => (
            <TableHeaderCell key={column.key} className={alignOf(column.role)}>
              {t(column.title)}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {part.rows.map((row, index) => (
          <TableRow key={index}>
            {part.columns.map((column) => (
              <TableCell key={column.key} className={alignOf(column.role)}>
                {cellText(column, row, t)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {firstDimension >= 0 && part.rest && summary(t('engine:report.rest'), part.rest)}
        {firstDimension >= 0 && summary(t('engine:report.total'), part.totals, styles.totals)}
      </TableBody>
    </Table>
  );
}
