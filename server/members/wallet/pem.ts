// A PEM block as pasted into a one-line secret input: the form's field keeps no line breaks, so a
// block that lost them is rebuilt from its armour and base64 body, wrapped at 64 characters as
// readers expect. A block that kept its lines (headers of an encrypted key included) is kept as is.
const BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/;

/** The first PEM block in `text`, with its lines; undefined when there is none. */
export function pemBlock(text: string): string | undefined {
  const found = BLOCK.exec(text);
  if (!found) return undefined;
  const [block, label, body = ''] = found;
  if (body.includes('\n')) return `${block}\n`;
  const lines = body.replace(/\s+/g, '').match(/.{1,64}/g) ?? [];
  return [`-----BEGIN ${label}-----`, ...lines, `-----END ${label}-----`, ''].join('\n');
}
