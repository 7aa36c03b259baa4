// A rich-text field's HTML read into the document's nodes and written back, sanitised both ways by
// an allow-list: reading keeps only headings, paragraphs, lists, bold, italic, safe links and
// images, and drops every other element (its text kept, save for script, style and the like) and
// every attribute but a link's address and an image's address and text; writing escapes all text
// and writes only those elements. The parser is the browser's inert DOMParser: nothing it reads
// runs or loads.
import {
  BLOCK_TAG,
  MARK_TAG,
  isLink,
  isListBlock,
  paragraph,
  safeUrl,
  type LinkElement,
  type Mark,
  type RichBlock,
  type RichInline,
  type RichText,
  type TextBlock,
} from './rich-text-model';

type Marks = Partial<Record<Mark, true>>;

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
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'textarea',
  'select',
  'button',
  'input',
  'canvas',
  'audio',
  'video',
]);

/** Elements that start and end a paragraph of their own. */
const PARAGRAPHS = new Set([
  'p',
  'div',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'address',
  'figure',
  'figcaption',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'tr',
  'hr',
]);

const HEADINGS: Record<string, TextBlock['type']> = {
  h1: 'heading-one',
  h2: 'heading-two',
  h3: 'heading-two',
  h4: 'heading-two',
  h5: 'heading-two',
  h6: 'heading-two',
};

const MARKS: Record<string, Mark> = { strong: 'bold', b: 'bold', em: 'italic', i: 'italic' };

const sameMarks = (a: RichText, b: RichText) => a.bold === b.bold && a.italic === b.italic;

/** Neighbouring texts with the same marks as one; an empty run keeps one empty text. */
function mergeTexts(texts: RichText[]): RichText[] {
  const merged: RichText[] = [];
  for (const text of texts) {
    const last = merged.at(-1);
    if (last && sameMarks(last, text)) merged[merged.length - 1] = { ...last, text: last.text + text.text };
    else if (text.text !== '') merged.push(text);
  }
  return merged.length > 0 ? merged : [{ text: '' }];
}

/**
 * Inline nodes as slate keeps them: texts merged, and a text before, between and after links, so
 * the caret can reach either side of a link.
 */
function tidyInlines(nodes: RichInline[]): RichInline[] {
  const tidy: RichInline[] = [];
  let run: RichText[] = [];
  for (const node of nodes) {
    if (!isLink(node)) {
      run.push(node);
      continue;
    }
    tidy.push(...mergeTexts(run), { ...node, children: mergeTexts(node.children) });
    run = [];
  }
  tidy.push(...mergeTexts(run));
  return tidy;
}

/** HTML's own whitespace rule: a run of spaces and line ends shows as one space. */
const collapse = (text: string) => text.replace(/[ \t\n\r\f]+/g, ' ');

function trimEnds(inlines: RichInline[]): RichInline[] {
  const trimmed = [...inlines];
  const first = trimmed[0];
  if (first && !isLink(first)) trimmed[0] = { ...first, text: first.text.replace(/^ +/, '') };
  const last = trimmed.at(-1);
  if (last && !isLink(last)) trimmed[trimmed.length - 1] = { ...last, text: last.text.replace(/ +$/, '') };
  return trimmed;
}

const hasContent = (inlines: RichInline[]) => inlines.some((node) => isLink(node) || node.text !== '');

/** The blocks read so far, and the inline run that becomes the next paragraph. */
class Reader {
  readonly blocks: RichBlock[] = [];
  private pending: RichInline[] = [];

  add(inline: RichInline): void {
    this.pending.push(inline);
  }

  /** Ends the inline run; a paragraph the HTML wrote out (`<p></p>`) stays even when empty. */
  flush(keepEmpty = false): void {
    const inlines = trimEnds(this.pending);
    this.pending = [];
    if (hasContent(inlines) || keepEmpty) this.blocks.push(paragraph(tidyInlines(inlines)));
  }

  block(block: RichBlock): void {
    this.flush();
    this.blocks.push(block);
  }

  walk(nodes: NodeListOf<ChildNode> | ChildNode[], marks: Marks): void {
    for (const node of nodes) this.read(node, marks);
  }

  private read(node: ChildNode, marks: Marks): void {
    if (node.nodeType === Node.TEXT_NODE) {
      this.add({ text: collapse(node.textContent ?? ''), ...marks });
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const name = element.nodeName.toLowerCase();
    if (DROPPED.has(name)) return;
    const heading = HEADINGS[name];
    const mark = MARKS[name];
    if (name === 'br') this.add({ text: '\n', ...marks });
    else if (name === 'img') this.image(element);
    else if (heading) this.block({ type: heading, children: tidyInlines(inlinesOf(element, marks)) });
    else if (name === 'ul' || name === 'ol') this.list(element, name, marks);
    else if (mark) this.walk(element.childNodes, { ...marks, [mark]: true });
    else if (name === 'a') this.link(element, marks);
    else if (PARAGRAPHS.has(name)) {
      this.flush();
      this.walk(element.childNodes, marks);
      this.flush(name === 'p');
    } else this.walk(element.childNodes, marks);
  }

  private image(element: Element): void {
    const url = safeUrl(element.getAttribute('src') ?? '', 'image');
    if (url)
      this.block({ type: 'image', url, alt: element.getAttribute('alt') ?? '', children: [{ text: '' }] });
  }

  private link(element: Element, marks: Marks): void {
    const url = safeUrl(element.getAttribute('href') ?? '', 'link');
    // A link's text is plain text with marks: a link inside a link, or a block inside one, flattens.
    const texts = inlinesOf(element, marks).flatMap((node) => (isLink(node) ? node.children : [node]));
    if (url) this.add({ type: 'link', url, children: texts });
    else for (const text of texts) this.add(text);
  }

  private list(element: Element, name: 'ul' | 'ol', marks: Marks): void {
    const items: TextBlock[] = [];
    for (const child of element.childNodes) {
      const item = new Reader();
      item.read(child, marks);
      item.flush();
      // A nested list's items join this list: the editor keeps lists one level deep.
      for (const block of item.blocks) {
        if (isListBlock(block)) items.push(...block.children);
        else if (block.type !== 'image') items.push({ type: 'list-item', children: block.children });
      }
    }
    if (items.length > 0)
      this.block({ type: name === 'ul' ? 'bulleted-list' : 'numbered-list', children: items });
  }
}

/** An element's content as one run of inline nodes (a heading's, a link's): its blocks run together. */
function inlinesOf(element: Element, marks: Marks): RichInline[] {
  const reader = new Reader();
  reader.walk(element.childNodes, marks);
  reader.flush();
  return trimEnds(
    reader.blocks.flatMap((block, index) => {
      const inlines = block.type === 'image' || isListBlock(block) ? [] : block.children;
      return index === 0 ? inlines : [{ text: ' ' }, ...inlines];
    }),
  );
}

/** HTML in: the stored value as the editor's document; always at least one paragraph. */
export function htmlToRichText(html: string): RichBlock[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const reader = new Reader();
  reader.walk(body.childNodes, {});
  reader.flush();
  return reader.blocks.length > 0 ? reader.blocks : [paragraph()];
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function textHtml(node: RichText): string {
  let html = escapeHtml(node.text).replace(/\n/g, '<br>');
  if (html === '') return '';
  if (node.italic) html = `<${MARK_TAG.italic}>${html}</${MARK_TAG.italic}>`;
  if (node.bold) html = `<${MARK_TAG.bold}>${html}</${MARK_TAG.bold}>`;
  return html;
}

function linkHtml(link: LinkElement): string {
  const content = link.children.map(textHtml).join('');
  const url = safeUrl(link.url, 'link');
  return url ? `<a href="${escapeHtml(url)}">${content}</a>` : content;
}

const inlineHtml = (nodes: RichInline[]) =>
  nodes.map((node) => (isLink(node) ? linkHtml(node) : textHtml(node))).join('');

function blockHtml(block: RichBlock): string {
  if (block.type === 'image') {
    const url = safeUrl(block.url, 'image');
    return url ? `<img src="${escapeHtml(url)}" alt="${escapeHtml(block.alt)}">` : '';
  }
  const tag = BLOCK_TAG[block.type];
  const content = isListBlock(block) ? block.children.map(blockHtml).join('') : inlineHtml(block.children);
  return `<${tag}>${content}</${tag}>`;
}

const isBlank = (block: RichBlock) =>
  block.type === 'paragraph' && !block.children.some((node) => isLink(node) || node.text.trim() !== '');

/** HTML out: the document as the field stores it; an empty document is the empty string. */
export function richTextToHtml(blocks: readonly RichBlock[]): string {
  return blocks.every(isBlank) ? '' : blocks.map(blockHtml).join('');
}

/** Any HTML as the allow-listed HTML the editor would write for it. */
export const sanitizeHtml = (html: string): string => richTextToHtml(htmlToRichText(html));

function plainInline(nodes: RichInline[]): string {
  return nodes.map((node) => (isLink(node) ? plainInline(node.children) : node.text)).join('');
}

/** The document's words, one block a line, an image by its text. */
export function richTextPlain(blocks: readonly RichBlock[]): string {
  return blocks
    .flatMap((block) => {
      if (block.type === 'image') return [block.alt];
      if (isListBlock(block)) return block.children.map((item) => plainInline(item.children));
      return [plainInline(block.children)];
    })
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** A stored value's words, for list cells and the export. */
export const htmlPlainText = (html: string): string => richTextPlain(htmlToRichText(html));
