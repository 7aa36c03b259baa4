// A printable sheet of one area's table QR codes (issue 11): a grid of codes, each above its table's
// name, under the area's title, drawn on a canvas (qr-canvas.ts) and saved as a PNG.
import { qrModules } from '../../../protocol/qr-modules';
import { canvasPng, drawCode } from './qr-canvas';

/** The grid in pixels: four codes a row, each in a square cell with its label below. */
export const SHEET = { columns: 4, cell: 300, code: 240, label: 44, header: 96, margin: 32 } as const;

export interface SheetEntry {
  /** What is printed under the code: the table's name. */
  label: string;
  /** What the code holds: the table's ordering address. */
  address: string;
}

export function sheetSize(entries: number): { width: number; height: number } {
  const rows = Math.max(1, Math.ceil(entries / SHEET.columns));
  return {
    width: SHEET.margin * 2 + SHEET.columns * SHEET.cell,
    height: SHEET.header + rows * (SHEET.cell + SHEET.label) + SHEET.margin,
  };
}

/**
 * Draws the sheet on a context whose canvas has `sheetSize(entries.length)`. The cell's padding
 * around each code is wider than the four modules of quiet zone a scanner needs.
 */
export function drawSheet(
  context: CanvasRenderingContext2D,
  title: string,
  entries: readonly SheetEntry[],
): void {
  const { width, height } = sheetSize(entries.length);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = 'bold 36px sans-serif';
  context.fillText(title, width / 2, SHEET.header / 2, width - SHEET.margin * 2);
  context.font = '26px sans-serif';
  entries.forEach((entry, i) => {
    const x = SHEET.margin + (i % SHEET.columns) * SHEET.cell;
    const y = SHEET.header + Math.floor(i / SHEET.columns) * (SHEET.cell + SHEET.label);
    const pad = (SHEET.cell - SHEET.code) / 2;
    drawCode(context, qrModules(entry.address), x + pad, y + pad, SHEET.code);
    context.fillText(
      entry.label,
      x + SHEET.cell / 2,
      y + SHEET.cell + SHEET.label / 2 - pad / 2,
      SHEET.cell - pad,
    );
  });
}

/** The sheet as a PNG file. */
export function sheetPng(title: string, entries: readonly SheetEntry[]): Promise<Blob> {
  const { width, height } = sheetSize(entries.length);
  return canvasPng(width, height, (context) => drawSheet(context, title, entries));
}
