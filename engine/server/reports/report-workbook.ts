// A report's answer as a spreadsheet (PUT /pro-api/report/{name}/export, docs/api.md "Reports"),
// every word in the reader's language. A first sheet says what was asked: the report, its days,
// its shops, the comparison window and how fresh the figures are. Then one sheet per part, named by
// its title: the column titles, the rows with each value as the screen shows it (the shared
// engine/protocol/report-cell.ts), "All others" when rows were cut past a limit, and the totals.
// A comparison window's figures follow as a second block of the same shape below a line naming it,
// so its rows (other days, other dishes) are shown as they are rather than forced beside the first.
import type { Writable } from 'node:stream';
import type { PartAnswer, ReportAnswer, ReportColumn, ReportFigures, ReportRow } from '../../protocol/report';
import { rowCell, valueCell, type ReportCell } from '../../protocol/report-cell';
import { sheetNames } from '../exports/sheet-names';
import {
  xlsxBook,
  type XlsxBook,
  type XlsxColumn,
  type XlsxFormat,
  type XlsxRow,
  type XlsxSheet,
} from '../exports/xlsx-writer';
import type { Params } from '../messages';

export interface WorkbookWords {
  /** Translates a key into the reader's language. */
  t(key: string, params?: Params): string;
  /** A moment (ISO) as the restaurants read it. */
  moment(iso: string): string;
}

/** What the call read, beyond the answer: the shops' names, or null for every shop in reach. */
export interface WorkbookScope {
  shops: readonly string[] | null;
}

/** The column a part's labels ("Total") go in when it has no dimension to hold them; no name of a
 * fact's measure starts with "#". */
const LABEL_KEY = '#label';

function formatOf(column: ReportColumn): XlsxFormat {
  if (column.labelKeys) return 'text';
  switch (column.format) {
    case 'date':
      return 'day';
    case 'hour':
    case 'id':
    case 'text':
      return 'text';
    default:
      return column.format;
  }
}

/** The cell as written: the writer turns cents into currency units and a day into a date. */
function written(cell: ReportCell): string | number | null {
  switch (cell.kind) {
    case 'blank':
      return null;
    case 'text':
      return cell.text;
    case 'day':
      return cell.day;
    case 'figure':
      return cell.value;
  }
}

function aboutSheet(
  book: XlsxBook,
  name: string,
  answer: ReportAnswer,
  scope: WorkbookScope,
  words: WorkbookWords,
) {
  const { t } = words;
  const sheet = book.sheet(name, [
    { key: 'term', header: t(answer.title), format: 'text' },
    { key: 'value', header: '', format: 'day' },
  ]);
  const line = (term: string, value: string | null = null) => sheet.add({ term, value });
  line(t('engine:report.from'), answer.from);
  line(t('engine:report.to'), answer.to);
  line(t('engine:report.sheet.shops'), scope.shops ? scope.shops.join(', ') : t('engine:report.allShops'));
  const compare = answer.parts.find((part) => part.compare)?.compare;
  if (compare) line(t('engine:report.compare'), windowText(compare, words));
  line(
    answer.freshness
      ? t('engine:report.freshness', { at: words.moment(answer.freshness) })
      : t('engine:report.noData'),
  );
  sheet.end();
}

/** The comparison window: its name and its days. */
const windowText = (window: NonNullable<PartAnswer['compare']>, { t }: WorkbookWords) =>
  t('engine:report.sheet.window', {
    window: t(`engine:report.windows.${window.window}`),
    from: window.from,
    to: window.to,
  });

/** A part's rows, then what was cut past its limit, then its totals. */
function writeFigures(
  sheet: XlsxSheet,
  part: PartAnswer,
  figures: ReportFigures,
  labelKey: string,
  { t }: WorkbookWords,
) {
  for (const row of figures.rows)
    sheet.add(
      Object.fromEntries(part.columns.map((column) => [column.key, written(rowCell(column, row, t))])),
    );
  const summary = (label: string, totals: ReportRow, strong: boolean) => {
    const cells: XlsxRow = { [labelKey]: label };
    for (const column of part.columns.filter((each) => each.role === 'measure'))
      cells[column.key] = written(valueCell(totals[column.key], column, t));
    sheet.add(cells, strong);
  };
  if (figures.rest) summary(t('engine:report.rest'), figures.rest, false);
  summary(t('engine:report.total'), figures.totals, true);
}

function partSheet(book: XlsxBook, name: string, part: PartAnswer, words: WorkbookWords) {
  const { t } = words;
  const dimension = part.columns.find((column) => column.role === 'dimension');
  const columns: XlsxColumn[] = [
    ...(dimension ? [] : [{ key: LABEL_KEY, header: '', format: 'text' as const }]),
    ...part.columns.map((column) => ({ key: column.key, header: t(column.title), format: formatOf(column) })),
  ];
  const labelKey = dimension?.key ?? LABEL_KEY;
  const sheet = book.sheet(name, columns);
  writeFigures(sheet, part, part, labelKey, words);
  if (part.compare) {
    sheet.add({});
    sheet.add(
      { [labelKey]: t('engine:report.sheet.compared', { window: windowText(part.compare, words) }) },
      true,
    );
    sheet.add(Object.fromEntries(columns.map((column) => [column.key, column.header])), true);
    writeFigures(sheet, part, part.compare, labelKey, words);
  }
  sheet.end();
}

/** Writes the answer's workbook into `stream`; resolves once it is all written. */
export async function writeReportBook(
  stream: Writable,
  answer: ReportAnswer,
  scope: WorkbookScope,
  words: WorkbookWords,
): Promise<void> {
  const book = await xlsxBook(stream);
  const [about = '', ...names] = sheetNames([
    words.t('engine:report.sheet.about'),
    ...answer.parts.map((part) => words.t(part.title)),
  ]);
  aboutSheet(book, about, answer, scope, words);
  answer.parts.forEach((part, index) => partSheet(book, names[index] ?? '', part, words));
  await book.end();
}
