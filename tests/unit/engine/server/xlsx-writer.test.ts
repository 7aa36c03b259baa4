/**
 * @jest-environment node
 */
// The streaming spreadsheet writer: every chunk's rows in order under their headers, money from
// cents to a priced number the sheet can sum, and the progress told after each chunk.
import ExcelJS from 'exceljs';
import { writeXlsx, type XlsxRow } from '../../../../engine/server/exports/xlsx-writer';

async function* chunks(...lists: XlsxRow[][]): AsyncIterable<XlsxRow[]> {
  for (const list of lists) yield list;
}

it('writes each chunk under its headers, cents as prices, and tells the rows written', async () => {
  const told: number[] = [];
  const file = await writeXlsx(
    'Sales',
    [
      { key: 'ticket', header: 'Ticket', format: 'text' },
      { key: 'total', header: 'Total', format: 'money' },
      { key: 'guests', header: 'Guests', format: 'count' },
    ],
    chunks([{ ticket: 'A-1', total: 12345, guests: 2 }], [{ ticket: '銷售 2', total: 5, guests: null }]),
    async (rows) => {
      told.push(rows);
    },
  );
  const book = new ExcelJS.Workbook();
  // exceljs types its input as the older Buffer type.
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Sales');
  const values = [1, 2, 3].map((n) => (sheet?.getRow(n).values as unknown[]).slice(1));
  expect(values).toEqual([
    ['Ticket', 'Total', 'Guests'],
    ['A-1', 123.45, 2],
    ['銷售 2', 0.05],
  ]);
  expect(sheet?.getCell('B2').numFmt).toBe('"$"#,##0.00');
  expect(told).toEqual([1, 2]);
});
