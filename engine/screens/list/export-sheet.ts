// Export (core spec §2.5): the current query's records as a spreadsheet with translated headers and
// values as the list shows them. The browser only writes spreadsheets here (STACK.md: xlsx 0.18.5
// is unsafe only when reading crafted files), and xlsx loads only when someone exports.
import type { StoredRecord } from '../../client/resource-api';
import type { FieldSchema, ResourceSchema } from '../../schema/resource';
import { displayValue } from '../display-value';
import { fieldLabel, type Translate } from '../field-text';

/** How a value reads in a cell of the sheet. */
export type CellText = (field: FieldSchema | undefined, value: unknown) => string;

/** The sheet as rows of cells: the header row, then one row per record. */
export function sheetRows(
  resource: ResourceSchema,
  columns: readonly string[],
  records: readonly StoredRecord[],
  t: Translate,
  cellText: CellText = (field, value) => displayValue(field, value, t),
): string[][] {
  const header = columns.map((name) => fieldLabel(resource, name, t));
  const rows = records.map((record) => columns.map((name) => cellText(resource.fields[name], record[name])));
  return [header, ...rows];
}

/** A file name from the list's title and today's date, without characters file systems refuse. */
export function sheetFileName(title: string, today: Date = new Date()): string {
  const day = today.toISOString().slice(0, 10);
  return `${title.replace(/[\\/:*?"<>|]/g, '-')}-${day}.xlsx`;
}

export async function downloadSheet(fileName: string, rows: string[][], sheetName: string): Promise<void> {
  const XLSX = await import(/* webpackChunkName: "xlsx" */ 'xlsx');
  const book = XLSX.utils.book_new();
  // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
  const safeName = sheetName.replace(/[[\]:*?/\\]/g, '-').slice(0, 31) || 'Sheet1';
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), safeName);
  XLSX.writeFile(book, fileName);
}
