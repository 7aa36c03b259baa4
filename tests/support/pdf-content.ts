// What a PDF page draws, read back for the tests: its content streams inflated to operator text, in
// which text drawn in a standard font stands as `<hex> Tj`.
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFRawStream, type PDFPage } from 'pdf-lib';

export function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const parts =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return parts
    .filter((part): part is PDFRawStream => part instanceof PDFRawStream)
    .map((stream) => inflateSync(stream.contents).toString('latin1'))
    .join('\n');
}

/** How a code drawn in a standard font stands in a page's content. */
export const drawnText = (text: string): string =>
  `<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}> Tj`;
