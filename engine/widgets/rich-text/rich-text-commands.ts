// What the toolbar and the shortcuts do to the document: marks, block types, links and images, as
// slate transforms on the current selection.
import { Editor, Element, Range, Transforms, type BaseEditor } from 'slate';
import {
  isListType,
  paragraph,
  type ImageBlock,
  type LinkElement,
  type Mark,
  type RichElement,
} from './rich-text-model';

export type BlockFormat = 'heading-one' | 'heading-two' | 'bulleted-list' | 'numbered-list';

/** Links flow inside text; an image is a block with nothing to type in it. */
export function withRichText<T extends BaseEditor>(editor: T): T {
  const { isInline, isVoid } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);
  return editor;
}

export function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

const elementOf = (type: RichElement['type']) => (node: unknown) =>
  Element.isElement(node) && node.type === type;

export function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  if (!editor.selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: elementOf(format),
  });
  return match !== undefined;
}

/** A heading or a list on the selected blocks, or back to paragraphs when it is already on. */
export function toggleBlock(editor: Editor, format: BlockFormat): void {
  const active = isBlockActive(editor, format);
  const list = isListType(format);
  Transforms.unwrapNodes(editor, {
    match: (node) => Element.isElement(node) && isListType(node.type),
    split: true,
  });
  Transforms.setNodes(
    editor,
    { type: active ? 'paragraph' : list ? 'list-item' : (format as 'heading-one' | 'heading-two') },
    { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) && node.type !== 'image' },
  );
  if (!active && list) Transforms.wrapNodes(editor, { type: format, children: [] });
}

/** The link the selection sits in, if any. */
export function activeLink(editor: Editor): LinkElement | undefined {
  if (!editor.selection) return undefined;
  const [entry] = Editor.nodes(editor, { match: elementOf('link') });
  return entry?.[0] as LinkElement | undefined;
}

/**
 * Makes the selected text a link to `url` (a collapsed selection inserts the address as its text);
 * an empty address removes the link.
 */
export function setLink(editor: Editor, url: string): void {
  if (activeLink(editor)) Transforms.unwrapNodes(editor, { match: elementOf('link') });
  if (url === '') return;
  const link: LinkElement = { type: 'link', url, children: [] };
  if (!editor.selection || Range.isCollapsed(editor.selection)) {
    Transforms.insertNodes(editor, { ...link, children: [{ text: url }] });
  } else {
    Transforms.wrapNodes(editor, link, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

/** An image block at the selection, and a paragraph after it to go on typing. */
export function insertImage(editor: Editor, url: string, alt: string): void {
  const image: ImageBlock = { type: 'image', url, alt, children: [{ text: '' }] };
  Transforms.insertNodes(editor, [image, paragraph()]);
}

/** Ctrl+B and Ctrl+I (Cmd on a Mac) set bold and italic; undo and redo are slate-react's own. */
export function markForShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): Mark | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  return key === 'b' ? 'bold' : key === 'i' ? 'italic' : undefined;
}
