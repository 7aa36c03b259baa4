// A coupon's printable sheets (business §4 coupon generation): every code of the coupon as a cut-out
// ticket with its QR code, the coupon's name and the code in letters, twenty to an A4 page. Vertical
// sheets stand the page upright with each ticket's code above its text; horizontal sheets lay it on
// its side with the code beside the text. The QR holds the code itself, which the point of sale
// scans; each is a one-bit image of one pixel a module, drawn unsmoothed, so it prints sharp at any
// size and weighs about a hundred bytes: 10,000 tickets make a file of a few megabytes.
import fontkit from '@pdf-lib/fontkit';
import type { PDFName } from 'pdf-lib';
import {
  beginText,
  concatTransformationMatrix,
  endText,
  moveText,
  setFontAndSize,
  showText,
  type PDFHexString,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { qrModules } from '../../protocol/qr-modules';
import { fontBytes, textRuns } from './sheet-font';
import { CODES_PER_PAGE, sheetPageCount } from './sheet-pages';

export type SheetOrientation = 'vertical' | 'horizontal';

const A4 = { long: 841.89, short: 595.28 };
const MARGIN = 28;
// Four modules of light around a code, as scanners need.
const QUIET_ZONE = 4;

interface Layout {
  page: [number, number];
  columns: number;
  rows: number;
  /** The QR's side in points. */
  qr: number;
}

export const SHEET_LAYOUTS: Record<SheetOrientation, Layout> = {
  vertical: { page: [A4.short, A4.long], columns: 4, rows: 5, qr: 96 },
  horizontal: { page: [A4.long, A4.short], columns: 4, rows: 5, qr: 64 },
};

/**
 * A code's QR as a one-bit grey image XObject (quiet zone included, 1 white, 0 black, rows padded
 * to whole bytes), written straight into the document: no PNG to encode and decode again.
 */
function qrImage(doc: PDFDocument, page: PDFPage, code: string): PDFName {
  const modules = qrModules(code);
  const side = modules.length + QUIET_ZONE * 2;
  const rowBytes = Math.ceil(side / 8);
  const bits = new Uint8Array(rowBytes * side).fill(0xff);
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return;
      const x = c + QUIET_ZONE;
      const at = (r + QUIET_ZONE) * rowBytes + (x >> 3);
      bits[at] = (bits[at] as number) & ~(0x80 >> (x & 7));
    }),
  );
  const image = doc.context.flateStream(bits, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: side,
    Height: side,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 1,
    Interpolate: false,
  });
  return page.node.newXObject('Qr', doc.context.register(image));
}

/**
 * The coupon's name, drawn run by run in the font files that hold its characters. It is the same on
 * every ticket, so it is laid out, fitted and encoded once, and each ticket only places it.
 */
class NameWriter {
  private runs: { font: PDFFont; encoded: PDFHexString; width: number }[] = [];
  private size = 0;
  private readonly pageKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

  /** Lays `text` out at `size`, shrunk until it fits `width`. */
  static async create(doc: PDFDocument, text: string, width: number, size: number): Promise<NameWriter> {
    const writer = new NameWriter();
    const runs = await Promise.all(
      textRuns(text).map(async (run) => ({
        font: await doc.embedFont(fontBytes(run.file), { subset: true }),
        text: run.text,
      })),
    );
    const measure = (at: number) =>
      runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, at), 0);
    let fitted = size;
    while (fitted > 5 && measure(fitted) > width) fitted -= 0.5;
    writer.size = fitted;
    writer.runs = runs.map((run) => ({
      font: run.font,
      encoded: run.font.encodeText(run.text),
      width: run.font.widthOfTextAtSize(run.text, fitted),
    }));
    return writer;
  }

  /** The page's resource name of a font, added once per page. */
  private keyOf(page: PDFPage, font: PDFFont): PDFName {
    let keys = this.pageKeys.get(page);
    if (!keys) this.pageKeys.set(page, (keys = new Map()));
    let key = keys.get(font);
    if (!key) keys.set(font, (key = page.node.newFontDictionary(font.name, font.ref)));
    return key;
  }

  /** The name centred on `centre`, its baseline at `y`. */
  draw(page: PDFPage, centre: number, y: number): void {
    let x = centre - this.runs.reduce((sum, run) => sum + run.width, 0) / 2;
    for (const run of this.runs) {
      page.pushOperators(
        beginText(),
        setFontAndSize(this.keyOf(page, run.font), this.size),
        moveText(x, y),
        showText(run.encoded),
        endText(),
      );
      x += run.width;
    }
  }
}

export interface CouponSheetInput {
  /** The coupon's name, printed on every ticket. */
  name: string;
  codes: readonly string[];
  orientation: SheetOrientation;
  /** Told after each page, so a job can report its progress. */
  onPage?: (pagesDone: number, pages: number) => Promise<void> | void;
}

/** The sheets as a PDF file. */
export async function couponSheetPdf({
  name,
  codes,
  orientation,
  onPage,
}: CouponSheetInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(name);
  doc.setCreator('Brigade');
  const codeFont = await doc.embedFont(StandardFonts.HelveticaBold);
  const layout = SHEET_LAYOUTS[orientation];
  const [width, height] = layout.page;
  const cellWidth = (width - MARGIN * 2) / layout.columns;
  const cellHeight = (height - MARGIN * 2) / layout.rows;
  const writer = await NameWriter.create(doc, name, textWidthOf(cellWidth, layout, orientation) - 8, 10);
  const pages = sheetPageCount(codes.length);
  for (let pageIndex = 0; pageIndex < pages; pageIndex += 1) {
    const page = doc.addPage(layout.page);
    const pageCodes = codes.slice(pageIndex * CODES_PER_PAGE, (pageIndex + 1) * CODES_PER_PAGE);
    for (const [i, code] of pageCodes.entries()) {
      const left = MARGIN + (i % layout.columns) * cellWidth;
      const top = height - MARGIN - Math.floor(i / layout.columns) * cellHeight;
      const cell = { left, top, cellWidth, cellHeight, layout, orientation };
      drawTicket(page, qrImage(doc, page, code), cell);
      drawTexts(page, writer, codeFont, code, cell);
    }
    await onPage?.(pageIndex + 1, pages);
  }
  return doc.save();
}

/** The width the texts of a ticket share: the cell's, or what the QR beside them leaves. */
const textWidthOf = (cellWidth: number, layout: Layout, orientation: SheetOrientation): number =>
  orientation === 'vertical' ? cellWidth : cellWidth - 24 - layout.qr;

interface Cell {
  left: number;
  top: number;
  cellWidth: number;
  cellHeight: number;
  layout: Layout;
  orientation: SheetOrientation;
}

/** The ticket's dashed cut line and its QR: above the text when vertical, left of it when horizontal. */
function drawTicket(page: PDFPage, qr: PDFName, cell: Cell): void {
  const { left, top, cellWidth, cellHeight, layout, orientation } = cell;
  page.drawRectangle({
    x: left,
    y: top - cellHeight,
    width: cellWidth,
    height: cellHeight,
    borderColor: rgb(0.75, 0.75, 0.75),
    borderWidth: 0.5,
    borderDashArray: [3, 3],
  });
  const x = orientation === 'vertical' ? left + (cellWidth - layout.qr) / 2 : left + 8;
  const y = orientation === 'vertical' ? top - 8 - layout.qr : top - (cellHeight + layout.qr) / 2;
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(layout.qr, 0, 0, layout.qr, x, y),
    drawObject(qr),
    popGraphicsState(),
  );
}

/** The coupon's name and the code in letters, below the QR or beside it. */
function drawTexts(page: PDFPage, writer: NameWriter, codeFont: PDFFont, code: string, cell: Cell): void {
  const { left, top, cellWidth, cellHeight, layout, orientation } = cell;
  const textLeft = orientation === 'vertical' ? left : left + 16 + layout.qr;
  const centre = textLeft + textWidthOf(cellWidth, layout, orientation) / 2;
  const nameY = orientation === 'vertical' ? top - layout.qr - 26 : top - cellHeight / 2 + 6;
  writer.draw(page, centre, nameY);
  const codeSize = 10;
  const codeWidth = codeFont.widthOfTextAtSize(code, codeSize);
  page.drawText(code, { x: centre - codeWidth / 2, y: nameY - 16, size: codeSize, font: codeFont });
}
