// The excel box's rules and reading (core spec §2.5, §5): exactly one file, named .xlsx, .xls or
// .csv; its first sheet becomes a header (the first row) and rows keyed by it. xlsx loads only when
// a file is read. STACK.md: xlsx 0.18.5 is unsafe on crafted files, so a sheet is read only in the
// operator's own browser, rows are built with Object.fromEntries (a "__proto__" heading stays a
// plain key), and whoever uses the rows validates them before sending JSON.
import { fileSuffix } from './upload-rules';

export const EXCEL_SUFFIXES = ['xlsx', 'xls', 'csv'] as const;

export type ExcelRefusal = 'oneFile' | 'wrongType';

export interface Sheet {
  /** The first row's headings, in column order; columns without a heading are left out. */
  header: string[];
  /** The other rows, blank ones skipped, each keyed by heading; an empty cell is null. */
  rows: Record<string, unknown>[];
  /** Each row's number in the sheet as Excel shows it, so a message can name the row to correct. */
  rowNumbers?: number[];
}

/** The one file to read, or why the drop is refused; the count is judged before the name. */
export function screenExcelFiles<F extends { name: string }>(files: readonly F[]): F | ExcelRefusal {
  const [file] = files;
  if (files.length !== 1 || !file) return 'oneFile';
  return (EXCEL_SUFFIXES as readonly string[]).includes(fileSuffix(file.name)) ? file : 'wrongType';
}

/** Reads the first sheet of a workbook, or of a CSV file (always UTF-8 text). */
export async function readSheet(name: string, data: ArrayBuffer): Promise<Sheet> {
  const XLSX = await import(/* webpackChunkName: "xlsx" */ 'xlsx');
  // Read as bytes, a CSV would be taken for a Western code page and its Chinese garbled.
  const book =
    fileSuffix(name) === 'csv'
      ? XLSX.read(new TextDecoder().decode(data), { type: 'string', cellDates: true })
      : XLSX.read(data, { type: 'array', cellDates: true });
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet) return { header: [], rows: [] };
  // Blank rows are dropped here rather than by xlsx, so each row keeps its number in the sheet.
  const top = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1').s.r;
  const lines = XLSX.utils
    .sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: true, defval: null })
    .map((cells, index) => ({ cells, number: top + index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell !== null && cell !== ''));
  const [headings, ...body] = lines;
  const columns = (headings?.cells ?? [])
    .map((cell, index) => ({ name: cell === null ? '' : String(cell).trim(), index }))
    .filter((column) => column.name !== '');
  return {
    header: columns.map((column) => column.name),
    rows: body.map(({ cells }) =>
      Object.fromEntries(columns.map(({ name, index }) => [name, cells[index] ?? null])),
    ),
    rowNumbers: body.map((line) => line.number),
  };
}
