// Drawing a QR code on a canvas, for every picture of codes the browser makes: the table sheets and
// a shop's queue page code. The code is drawn module by module from its matrix
// (protocol/qr-modules.ts), so nothing but a 2D context is needed.
import { qrModules } from '../../../protocol/qr-modules';

/** Draws a code in a square of `size` pixels at (x, y), whole pixels per module, centred. */
export function drawCode(
  context: CanvasRenderingContext2D,
  modules: boolean[][],
  x: number,
  y: number,
  size: number,
): void {
  const unit = Math.max(1, Math.floor(size / modules.length));
  const offset = Math.floor((size - unit * modules.length) / 2);
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) context.fillRect(x + offset + c * unit, y + offset + r * unit, unit, unit);
    }),
  );
}

/** A canvas of `width` × `height` drawn by `draw`, as a PNG file. */
export async function canvasPng(
  width: number,
  height: number,
  draw: (context: CanvasRenderingContext2D) => void,
): Promise<Blob> {
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  draw(context);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
      'image/png',
    ),
  );
}

/** The pixels of one code's picture, and how many of them are quiet zone on each side. */
export const CODE_PICTURE = { size: 480, margin: 40 } as const;

/** One code leading to `address`, black on white with its quiet zone, as a PNG. */
export function codePng(address: string): Promise<Blob> {
  const { size, margin } = CODE_PICTURE;
  return canvasPng(size, size, (context) => {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size, size);
    context.fillStyle = '#000000';
    drawCode(context, qrModules(address), margin, margin, size - margin * 2);
  });
}
