// The server trusts no stored HTML (issue 25 item 1): a template's HTML, once its merge values are in,
// is read here as tags and text by a small scanner and kept only as far as the rich-text editor's
// allow-list goes (engine/widgets/rich-text/rich-text-html.ts): headings, paragraphs, lists, bold,
// italic, links to web and mail addresses, images over https. What comes out is a list of pieces this
// file chose, balanced, with decoded text; the writers (email-html.ts) escape every text and write
// only these elements, so nothing that came in is ever passed through as markup.

/** Elements kept, with the attributes each may keep. */
const KEPT = {
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  ul: [],
  ol: [],
  li: [],
  b: [],
  strong: [],
  i: [],
  em: [],
  br: [],
  a: ['href'],
  img: ['src', 'alt'],
} as const satisfies Record<string, readonly string[]>;

export type KeptTag = keyof typeof KEPT;

export type HtmlPiece =
  | { kind: 'text'; text: string }
  | { kind: 'open'; tag: KeptTag; attributes: Record<string, string> }
  | { kind: 'close'; tag: KeptTag };

/** Elements without content. */
const VOID_TAGS: ReadonlySet<KeptTag> = new Set(['br', 'img']);

/** Elements dropped with everything inside them: code, styles, embedded documents, form controls. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'button',
  'canvas',
  'audio',
  'video',
]);

/** Schemes a link may follow, and an image load from: never `javascript:`, `data:`, nor a relative address. */
const LINK_SCHEMES = ['http', 'https', 'mailto'];
const IMAGE_SCHEMES = ['https'];

const isKept = (name: string): name is KeptTag => Object.hasOwn(KEPT, name);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  middot: '·',
  laquo: '«',
  raquo: '»',
  euro: '€',
  pound: '£',
  yen: '¥',
};

function codePointText(code: number): string {
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : '\ufffd';
}

/** Text as the reader sees it: character references decoded (an unknown name is left as written). */
const decodeEntities = (text: string): string =>
  text.replace(/&(?:#x([0-9a-f]{1,6});?|#([0-9]{1,7});?|([a-z]{2,8});)/gi, (whole, hex, decimal, name) => {
    if (hex !== undefined) return codePointText(parseInt(hex as string, 16));
    if (decimal !== undefined) return codePointText(parseInt(decimal as string, 10));
    return NAMED_ENTITIES[(name as string).toLowerCase()] ?? whole;
  });

/** The address if its scheme is one of `schemes`, the spaces and controls browsers skip in it ignored. */
function safeAddress(value: string, schemes: readonly string[]): string | null {
  const trimmed = value.trim();
  // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
  const compact = trimmed.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return scheme !== undefined && schemes.includes(scheme) ? trimmed : null;
}

interface Tag {
  closing: boolean;
  name: string;
  attributes: Map<string, string>;
  /** Where the text after the tag starts. */
  end: number;
}

const isSpace = (char: string | undefined) => char !== undefined && /[\s/]/.test(char);

/**
 * The tag starting at `start` (a `<`); null when what follows is no tag and reads as text, `'open'`
 * when the input ends inside it (then no later `<` can end a tag either: all the rest is text, and
 * the scan stays linear).
 */
function readTag(html: string, start: number): Tag | null | 'open' {
  let at = start + 1;
  const closing = html[at] === '/';
  if (closing) at += 1;
  const name = /[a-zA-Z][a-zA-Z0-9-]*/y;
  name.lastIndex = at;
  const tagName = name.exec(html)?.[0];
  if (tagName === undefined) return null;
  at += tagName.length;
  const attributes = new Map<string, string>();
  for (;;) {
    while (isSpace(html[at])) at += 1;
    if (at >= html.length) return 'open';
    if (html[at] === '>') return { closing, name: tagName.toLowerCase(), attributes, end: at + 1 };
    const nameStart = at;
    while (at < html.length && !/[\s/>=]/.test(html[at] ?? '')) at += 1;
    // An attribute name starting with "=" is one character long, as browsers read it.
    if (at === nameStart) at += 1;
    const attribute = html.slice(nameStart, at).toLowerCase();
    let value = '';
    let next = at;
    while (/\s/.test(html[next] ?? '')) next += 1;
    if (html[next] === '=') {
      next += 1;
      while (/\s/.test(html[next] ?? '')) next += 1;
      const quote = html[next];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, next + 1);
        if (close < 0) return null;
        value = html.slice(next + 1, close);
        next = close + 1;
      } else {
        const valueStart = next;
        while (next < html.length && !/[\s>]/.test(html[next] ?? '')) next += 1;
        value = html.slice(valueStart, next);
      }
      at = next;
    }
    // The first of two same-named attributes wins, as in a browser.
    if (!attributes.has(attribute)) attributes.set(attribute, decodeEntities(value));
  }
}

/** The attributes an element keeps, or null when it must go (a link nowhere safe, an image from no https address). */
function keptAttributes(tag: KeptTag, attributes: Map<string, string>): Record<string, string> | null {
  if (tag === 'a') {
    const href = safeAddress(attributes.get('href') ?? '', LINK_SCHEMES);
    return href === null ? null : { href };
  }
  if (tag === 'img') {
    const src = safeAddress(attributes.get('src') ?? '', IMAGE_SCHEMES);
    return src === null ? null : { src, alt: attributes.get('alt') ?? '' };
  }
  return {};
}

/** Collects pieces, keeping elements balanced: a stray end tag is dropped, an unclosed element closed. */
class Pieces {
  readonly list: HtmlPiece[] = [];
  private readonly open: KeptTag[] = [];

  text(text: string): void {
    if (text !== '') this.list.push({ kind: 'text', text: decodeEntities(text) });
  }

  start(tag: KeptTag, attributes: Record<string, string>): void {
    // A link inside a link ends the first, as browsers do.
    if (tag === 'a' && this.open.includes('a')) this.end('a');
    this.list.push({ kind: 'open', tag, attributes });
    if (!VOID_TAGS.has(tag)) this.open.push(tag);
  }

  end(tag: KeptTag): void {
    const at = this.open.lastIndexOf(tag);
    if (at < 0) return;
    for (const closed of this.open.splice(at).reverse()) this.list.push({ kind: 'close', tag: closed });
  }

  finish(): HtmlPiece[] {
    for (const closed of this.open.splice(0).reverse()) this.list.push({ kind: 'close', tag: closed });
    return this.list;
  }
}

/** Where the dropped element starting at `from` ends, its content and end tag included. */
function droppedEnd(html: string, name: string, from: number): number {
  // The name is letters, digits and hyphens (readTag): nothing in it means anything to a regex.
  const endTag = new RegExp(`</${name}`, 'gi');
  endTag.lastIndex = from;
  const close = endTag.exec(html)?.index ?? -1;
  if (close < 0) return html.length;
  const end = html.indexOf('>', close);
  return end < 0 ? html.length : end + 1;
}

/** Any HTML as the allow-listed pieces it keeps. */
export function htmlPieces(html: string): HtmlPiece[] {
  const pieces = new Pieces();
  let at = 0;
  let textStart = 0;
  const skipTo = (end: number) => {
    pieces.text(html.slice(textStart, at));
    at = end;
    textStart = end;
  };
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt < 0) break;
    at = lt;
    if (html.startsWith('<!--', at)) {
      const close = html.indexOf('-->', at + 4);
      skipTo(close < 0 ? html.length : close + 3);
      continue;
    }
    if (html[at + 1] === '!' || html[at + 1] === '?') {
      const close = html.indexOf('>', at);
      skipTo(close < 0 ? html.length : close + 1);
      continue;
    }
    const tag = readTag(html, at);
    if (tag === 'open') break;
    if (tag === null) {
      at += 1;
      continue;
    }
    skipTo(tag.end);
    if (!tag.closing && DROPPED.has(tag.name)) skipTo(droppedEnd(html, tag.name, tag.end));
    else if (isKept(tag.name)) {
      if (tag.closing) pieces.end(tag.name);
      else {
        const attributes = keptAttributes(tag.name, tag.attributes);
        if (attributes !== null) pieces.start(tag.name, attributes);
      }
    }
  }
  at = html.length;
  skipTo(html.length);
  return pieces.finish();
}
