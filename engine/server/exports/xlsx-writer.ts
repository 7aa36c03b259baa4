// A spreadsheet written row by row (exceljs's streaming writer): rows leave for the zip, and the zip
// for its stream, as they are written, so an export of a month of a chain's sales (170,000 rows)
// never holds more than a chunk of rows, only the compressed file, and a report's file is sent as
// it is made. Figures are written as numbers with a format, so the sheet's own sums work: money
// arrives in integer cents and is written in currency units with its cents, a fraction as a
// percentage, minutes as a duration in hours and minutes; a calendar day (YYYY-MM-DD) as a date.
import { PassThrough, type Writable } from 'node:stream';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How a column is written; `date` is a moment already written as text, `day` a calendar day. */
export type XlsxFormat = 'money' | 'count' | 'number' | 'percent' | 'minutes' | 'day' | 'text' | 'date';

export interface XlsxColumn {
  key: string;
  /** The header, already in the reader's language. */
  header: string;
  format: XlsxFormat;
}

export type XlsxRow = Record<string, string | number | null>;

export interface XlsxSheet {
  /** A row of values by column key, each written in its column's format; bold when `strong`. */
  add(row: XlsxRow, strong?: boolean): void;
  /** The sheet is complete: its last rows leave for the file. */
  end(): void;
}

export interface XlsxBook {
  /** A new sheet (its name within Excel's rules: sheet-names.ts) with a bold row of the headers. */
  sheet(name: string, columns: readonly XlsxColumn[]): XlsxSheet;
  /** Ends the file once every sheet has ended; resolves when it is all written to the stream. */
  end(): Promise<void>;
}

const NUMBER_FORMATS: Partial<Record<XlsxFormat, string>> = {
  money: '"$"#,##0.00',
  count: '#,##0',
  number: '#,##0.00',
  percent: '0.0%',
  // Past 24 hours too: a month of a server's shifts.
  minutes: '[h]:mm',
  day: 'yyyy-mm-dd',
};
const WIDTHS: Record<XlsxFormat, number> = {
  money: 14,
  count: 10,
  number: 12,
  percent: 10,
  minutes: 10,
  day: 12,
  text: 24,
  date: 20,
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function cellOf(value: string | number | null, format: XlsxFormat): string | number | Date | null {
  if (format === 'money' && typeof value === 'number') return value / 100;
  // A spreadsheet's durations are fractions of a day.
  if (format === 'minutes' && typeof value === 'number') return value / 1440;
  // Midnight UTC is the day's own serial number in the sheet, whatever the server's zone.
  if (format === 'day' && typeof value === 'string' && DAY.test(value)) return new Date(`${value}T00:00:00Z`);
  return value;
}

/** A workbook written into `stream` sheet by sheet, row by row. */
export async function xlsxBook(stream: Writable): Promise<XlsxBook> {
  // exceljs loads with the first spreadsheet, not with every server (a sixth of a second).
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  return {
    sheet(name, columns) {
      const sheet = book.addWorksheet(name);
      sheet.columns = columns.map((column) => ({
        key: column.key,
        header: column.header,
        width: WIDTHS[column.format],
        style: NUMBER_FORMATS[column.format] ? { numFmt: NUMBER_FORMATS[column.format] } : {},
      }));
      sheet.getRow(1).font = { bold: true };
      return {
        add(row, strong = false) {
          const cells: Record<string, string | number | Date | null> = {};
          for (const column of columns) cells[column.key] = cellOf(row[column.key] ?? null, column.format);
          const added = sheet.addRow(cells);
          if (strong) added.font = { bold: true };
          added.commit();
        },
        end: () => sheet.commit(),
      };
    },
    end: async () => {
      await book.commit();
    },
  };
}

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
  const book = await xlsxBook(stream);
  const sheet = book.sheet(sheetName, columns);
  let count = 0;
  for await (const rows of chunks) {
    for (const row of rows) sheet.add(row);
    count += rows.length;
    await written(count);
  }
  sheet.end();
  await book.end();
  await ended;
  return Buffer.concat(parts);
}
