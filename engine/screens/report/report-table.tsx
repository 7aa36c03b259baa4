// A report part's rows as a table, its totals as the last row: every figure the chart draws, readable
// without it (and by a screen reader), in the same formats.
import type { PartAnswer, ReportRow } from '../../protocol/report';
import { TextTable, type SummaryRow } from '../text-table';
import { cellText, formatValue, type Translate } from './report-values';

export interface ReportTableProps {
  part: PartAnswer;
  label: string;
  t: Translate;
}

export function ReportTable({ part, label, t }: ReportTableProps) {
  const firstDimension = part.columns.findIndex((column) => column.role === 'dimension');
  // The rows past a top-N's limit, then every row: named in the first dimension's cell.
  const summary = (name: string, figures: ReportRow, total = false): SummaryRow => ({
    total,
    cells: part.columns.map((column, index) =>
      index === firstDimension
        ? name
        : column.role === 'measure'
          ? formatValue(figures[column.key], column, t)
          : '',
    ),
  });
  const summaries =
    firstDimension < 0
      ? []
      : [
          ...(part.rest ? [summary(t('engine:report.rest'), part.rest)] : []),
          summary(t('engine:report.total'), part.totals, true),
        ];
  return (
    <TextTable
      label={label}
      columns={part.columns.map((column) => ({
        key: column.key,
        title: t(column.title),
        figure: column.role === 'measure',
      }))}
      rows={part.rows.map((row) => part.columns.map((column) => cellText(column, row, t)))}
      summaries={summaries}
    />
  );
}
