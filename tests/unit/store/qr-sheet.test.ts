// The QR sheet's codes decode to what they were given, as a phone's camera reads them: the module
// matrix is drawn into pixels with a quiet zone and read back with jsQR.
import jsQR from 'jsqr';
import { orderingAddress } from '../../../pages/store/qr-codes/ordering-address';
import { SHEET, sheetSize } from '../../../pages/store/qr-codes/qr-sheet';
import { qrModules } from '../../../protocol/qr-modules';

/** The matrix as RGBA pixels, `unit` pixels a module, with four modules of quiet zone around it. */
function pixels(modules: boolean[][], unit = 4) {
  const side = (modules.length + 8) * unit;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return;
      for (let y = 0; y < unit; y += 1)
        for (let x = 0; x < unit; x += 1) {
          const at = (((r + 4) * unit + y) * side + (c + 4) * unit + x) * 4;
          data.fill(0, at, at + 3);
        }
    }),
  );
  return { data, side };
}

describe('the QR sheet', () => {
  it('encodes a table ordering address that decodes back whole', () => {
    const address = orderingAddress('https://brigade.example.com', 'Zx4_9fQ-2mB7kLr0aPq1Ws');
    expect(address).toBe('https://brigade.example.com/qr/Zx4_9fQ-2mB7kLr0aPq1Ws');
    const { data, side } = pixels(qrModules(address));
    expect(jsQR(data, side, side)?.data).toBe(address);
  });

  it('keeps each code at three pixels a module or more in its cell, so a printed sheet scans', () => {
    const modules = qrModules(
      orderingAddress('https://a-long-subdomain.brigade.example.com', 'A'.repeat(22)),
    );
    expect(Math.floor(SHEET.code / modules.length)).toBeGreaterThanOrEqual(3);
  });

  it('lays out four codes a row, with a row for a remainder and one for an empty area', () => {
    expect(sheetSize(8)).toEqual(sheetSize(5));
    expect(sheetSize(9).height).toBeGreaterThan(sheetSize(8).height);
    expect(sheetSize(0)).toEqual(sheetSize(1));
    expect(sheetSize(200).width).toBe(SHEET.margin * 2 + SHEET.columns * SHEET.cell);
  });
});
