// The rich-text document as plain data: the few blocks and marks the editor offers (core spec §2.5:
// headings, bold, italic, lists, links, images). The slate editor edits exactly these nodes, and
// the HTML a field stores is read into them and written from them, so nothing outside this
// vocabulary survives either way. No slate import here: the detail screen renders these nodes
// without loading the editor.

export type Mark = 'bold' | 'italic';

export interface RichText {
  text: string;
  bold?: true;
  italic?: true;
}

export interface LinkElement {
  type: 'link';
  url: string;
  children: RichText[];
}

export type RichInline = RichText | LinkElement;

export type TextBlockType = 'paragraph' | 'heading-one' | 'heading-two' | 'list-item';

export interface TextBlock {
  type: TextBlockType;
  children: RichInline[];
}

export type ListType = 'bulleted-list' | 'numbered-list';

export interface ListBlock {
  type: ListType;
  children: TextBlock[];
}

/** An image by its address, with the text a screen reader says for it. */
export interface ImageBlock {
  type: 'image';
  url: string;
  alt: string;
  /** Slate keeps an empty text in every element, void ones too. */
  children: [RichText];
}

export type RichBlock = TextBlock | ListBlock | ImageBlock;
export type RichElement = RichBlock | LinkElement;

/** The HTML element each block and mark is written as, and read from. */
export const BLOCK_TAG = {
  paragraph: 'p',
  'heading-one': 'h1',
  'heading-two': 'h2',
  'list-item': 'li',
  'bulleted-list': 'ul',
  'numbered-list': 'ol',
} as const satisfies Record<Exclude<RichBlock['type'], 'image'>, string>;

export const MARK_TAG = { bold: 'strong', italic: 'em' } as const satisfies Record<Mark, string>;

export const isListType = (type: string): type is ListType =>
  type === 'bulleted-list' || type === 'numbered-list';

export const isListBlock = (block: RichBlock): block is ListBlock => isListType(block.type);

export const paragraph = (children: RichInline[] = [{ text: '' }]): TextBlock => ({
  type: 'paragraph',
  children,
});

export const isLink = (node: RichInline): node is LinkElement => 'type' in node && node.type === 'link';

/** The address without the spaces and control characters browsers skip in a scheme ("java\tscript:"). */
const withoutIgnored = (text: string) =>
  Array.from(text)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');

/**
 * The address if it is safe to follow: a web or mail address, or one relative to this site; never
 * `javascript:`, `data:` or any other scheme. Images take web and relative addresses only.
 */
export function safeUrl(url: string, kind: 'link' | 'image'): string | undefined {
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  const compact = withoutIgnored(trimmed);
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return trimmed;
  const allowed = kind === 'link' ? ['http', 'https', 'mailto', 'tel'] : ['http', 'https'];
  return allowed.includes(scheme) ? trimmed : undefined;
}
