// A spreadsheet written row by row (exceljs's streaming writer): rows arrive in chunks from a query
// and leave for the zip as they are written, so an export of a month of a chain's sales (170,000
// rows) never holds more than a chunk of rows, only the compressed file. Money arrives in integer
// cents and is written as a number with a price format, so the sheet's own sums work.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export type XlsxFormat = 'money' | 'count' | 'text' | 'date';

export interface XlsxColumn {
  key: string;
  /** The header, already in the reader's language. */
  header: string;
  format: XlsxFormat;
}

export type XlsxRow = Record<string, string | number | null>;

const NUMBER_FORMATS: Partial<Record<XlsxFormat, string>> = { money: '"$"#,##0.00', count: '#,##0' };
const WIDTHS: Record<XlsxFormat, number> = { money: 14, count: 10, text: 24, date: 20 };

const cellOf = (value: string | number | null, format: XlsxFormat) =>
  format === 'money' && typeof value === 'number' ? value / 100 : value;

/**
 * Writes every chunk of rows to one sheet and answers the file. `written` is told the rows written
 * so far after each chunk (a job's progress).
 */
export async function writeXlsx(
  sheetName: string,
  columns: readonly XlsxColumn[],
  chunks: AsyncIterable<readonly XlsxRow[]>,
  written: (rows: number) => Promise<void> = async () => undefined,
): Promise<Buffer> {
  const stream = new PassThrough();
  const parts: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => parts.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    key: column.key,
    header: column.header,
    width: WIDTHS[column.format],
    style: NUMBER_FORMATS[column.format] ? { numFmt: NUMBER_FORMATS[column.format] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  let count = 0;
  for await (const rows of chunks) {
    for (const row of rows) {
      const cells: Record<string, string | number | null> = {};
      for (const column of columns) cells[column.key] = cellOf(row[column.key] ?? null, column.format);
      sheet.addRow(cells).commit();
    }
    count += rows.length;
    await written(count);
  }
  sheet.commit();
  await book.commit();
  await ended;
  return Buffer.concat(parts);
}
