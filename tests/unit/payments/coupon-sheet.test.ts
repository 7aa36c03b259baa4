/**
 * @jest-environment node
 */
// A coupon's sheets as a real PDF: read back with pdf-lib, its pages counted and sized, a code found
// in the letters of its page, its QR image decoded with jsQR as a phone would, and the coupon's
// Chinese name embedded in the font that holds it.
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import type { PDFRef } from 'pdf-lib';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';
import { COUPON_CODE, newCouponCode } from '../../../server/coupons/coupon-code';
import { couponSheetPdf } from '../../../server/coupons/coupon-sheet';
import { sheetPageCount } from '../../../server/coupons/sheet-pages';
import { drawnText, pageContent } from '../../support/pdf-content';

const codes = Array.from({ length: 45 }, newCouponCode);

/** The first QR image XObject of a page, decoded into RGBA pixels for jsQR. */
function firstQr(page: PDFPage): { data: Uint8ClampedArray; side: number } {
  const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict) as PDFDict;
  const [name] = xObjects.keys();
  const image = page.doc.context.lookup(xObjects.get(name as PDFName) as PDFRef);
  if (!(image instanceof PDFRawStream)) throw new Error('the page holds no QR image');
  const side = Number(image.dict.get(PDFName.of('Width'))?.toString());
  const bits = inflateSync(image.contents);
  const rowBytes = Math.ceil(side / 8);
  // Four pixels a module, as a camera sees a printed code several pixels wide.
  const scale = 4;
  const data = new Uint8ClampedArray(side * scale * side * scale * 4);
  for (let y = 0; y < side * scale; y += 1)
    for (let x = 0; x < side * scale; x += 1) {
      const [mx, my] = [Math.floor(x / scale), Math.floor(y / scale)];
      const white = ((bits[my * rowBytes + (mx >> 3)] as number) & (0x80 >> (mx & 7))) !== 0;
      data.fill(white ? 255 : 0, (y * side * scale + x) * 4, (y * side * scale + x) * 4 + 3);
      data[(y * side * scale + x) * 4 + 3] = 255;
    }
  return { data, side: side * scale };
}

describe('coupon codes', () => {
  it('are twelve unambiguous characters, unique over a hundred thousand', () => {
    const many = Array.from({ length: 100_000 }, newCouponCode);
    expect(many.every((code) => COUPON_CODE.test(code))).toBe(true);
    expect(new Set(many).size).toBe(many.length);
    expect(many.join('')).not.toMatch(/[ILOU]/);
  });
});

describe('a coupon sheet', () => {
  it('prints twenty tickets a page on upright A4, each with its code in letters and as a QR', async () => {
    const pdf = await PDFDocument.load(
      await couponSheetPdf({ name: '滿$200減$30 優惠券', codes, orientation: 'vertical' }),
    );
    expect(pdf.getPageCount()).toBe(3);
    expect(sheetPageCount(codes.length)).toBe(3);
    const [first, , last] = pdf.getPages() as [PDFPage, PDFPage, PDFPage];
    expect(first.getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(pageContent(first)).toContain(drawnText(codes[0] as string));
    expect(pageContent(last)).toContain(drawnText(codes[44] as string));
    expect(pageContent(last)).not.toContain(drawnText(codes[39] as string));
    const { data, side } = firstQr(first);
    expect(jsQR(data, side, side)?.data).toBe(codes[0]);
    // The name's Chinese and Latin characters come from embedded Noto Sans TC files, not a system font.
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) =>
        object instanceof PDFDict ? object.get(PDFName.of('BaseFont'))?.toString() : undefined,
      )
      .filter((name): name is string => name !== undefined);
    expect(fonts.filter((name) => name.includes('NotoSansTC')).length).toBeGreaterThanOrEqual(2);
  });

  it('lays the page on its side for horizontal sheets', async () => {
    const pdf = await PDFDocument.load(
      await couponSheetPdf({ name: 'Lunch', codes: codes.slice(0, 20), orientation: 'horizontal' }),
    );
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 841.89, height: 595.28 });
  });

  it('reports each page done, for a job to show its progress', async () => {
    const seen: [number, number][] = [];
    await couponSheetPdf({
      name: 'Lunch',
      codes,
      orientation: 'vertical',
      onPage: (done, pages) => {
        seen.push([done, pages]);
      },
    });
    expect(seen).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });
});
