// A mail's two bodies from the kept pieces (html-pieces.ts): the HTML, every text and attribute
// escaped and only the kept elements written; and the plain text a reader without HTML gets, one
// block a line, a list item by its bullet or number, a link followed by its address.
import { htmlPieces, type HtmlPiece, type KeptTag } from './html-pieces';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function pieceHtml(piece: HtmlPiece): string {
  if (piece.kind === 'text') return escapeHtml(piece.text);
  if (piece.kind === 'close') return `</${piece.tag}>`;
  const attributes = Object.entries(piece.attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<${piece.tag}${attributes}>`;
}

export const piecesHtml = (pieces: readonly HtmlPiece[]): string => pieces.map(pieceHtml).join('');

/** Any HTML as the allow-listed HTML a mail may carry. */
export const sanitizeEmailHtml = (html: string): string => piecesHtml(htmlPieces(html));

const PARAGRAPH_TAGS: ReadonlySet<KeptTag> = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol']);

/** The pieces' words as plain text. */
export function piecesText(pieces: readonly HtmlPiece[]): string {
  let text = '';
  /** The open lists: a numbered one's next number, null for bullets. */
  const lists: (number | null)[] = [];
  /** Where each open link's text starts, and its address. */
  const links: { from: number; href: string }[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'text') text += piece.text.replace(/[ \t\n\r\f]+/g, ' ');
    else if (piece.kind === 'open') {
      const { tag } = piece;
      if (PARAGRAPH_TAGS.has(tag)) text += '\n\n';
      if (tag === 'ul' || tag === 'ol') lists.push(tag === 'ol' ? 1 : null);
      if (tag === 'br') text += '\n';
      if (tag === 'img') text += piece.attributes.alt ?? '';
      if (tag === 'a') links.push({ from: text.length, href: piece.attributes.href ?? '' });
      if (tag === 'li') {
        const number = lists.at(-1) ?? null;
        if (number !== null) lists[lists.length - 1] = number + 1;
        text += `\n${number === null ? '-' : `${number}.`} `;
      }
    } else {
      if (PARAGRAPH_TAGS.has(piece.tag)) text += '\n\n';
      if (piece.tag === 'ul' || piece.tag === 'ol') lists.pop();
      const link = piece.tag === 'a' ? links.pop() : undefined;
      const linkText = link ? text.slice(link.from).trim() : '';
      if (link && link.href !== linkText && `mailto:${linkText}` !== link.href) text += ` (${link.href})`;
    }
  }
  return text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Any HTML's words as a mail's plain text. */
export const emailPlainText = (html: string): string => piecesText(htmlPieces(html));
