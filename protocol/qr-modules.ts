// A QR code as its matrix of modules, for every place that draws one: the table QR sheet in the
// browser (a canvas) and the coupon sheets on the server (a PDF). Drawn from the same matrix, a
// code scans the same wherever it is printed.
import qrcode from 'qrcode-generator';

/**
 * The QR code of a text as rows of dark (true) and light modules. Error correction M: a code on a
 * restaurant table or a paper coupon gets scuffed and splashed.
 */
export function qrModules(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_, row) =>
    Array.from({ length: count }, (_, column) => code.isDark(row, column)),
  );
}
