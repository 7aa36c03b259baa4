// The rich-text editor (core spec §2.5; `"widget": "richText"` on a string field holding HTML): a
// slate editor with undo, its toolbar, Ctrl+B and Ctrl+I, 360 px high. Loaded as a chunk of its own
// (rich-text-widget.tsx), so a form without one never downloads slate. The HTML it reads and
// writes passes the allow-list both ways (rich-text-html.ts); no script is fetched from anywhere.
import {
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
  useFieldControlProps_unstable,
  type FieldControlProps,
} from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { createEditor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import {
  Editable,
  Slate,
  useFocused,
  useSelected,
  withReact,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';
import { markForShortcut, toggleMark, withRichText } from './rich-text-commands';
import { htmlToRichText, richTextToHtml } from './rich-text-html';
import { BLOCK_TAG, MARK_TAG, type ImageBlock, type RichBlock } from './rich-text-model';
import { RICH_TEXT_HEIGHT_PX } from './rich-text-size';
import { RichTextToolbar } from './rich-text-toolbar';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke1),
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  invalid: shorthands.borderColor(tokens.colorPaletteRedBorder2),
  toolbar: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  editable: {
    height: `${RICH_TEXT_HEIGHT_PX}px`,
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    ':focus': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: `-${tokens.strokeWidthThick}`,
    },
    '& img': { maxWidth: '100%' },
  },
  image: { display: 'block', maxWidth: '100%' },
  selectedImage: { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
});

function ImageElement({ attributes, children, element }: RenderElementProps & { element: ImageBlock }) {
  const styles = useStyles();
  const selected = useSelected();
  const focused = useFocused();
  return (
    <div {...attributes}>
      <div contentEditable={false}>
        <img
          src={element.url}
          alt={element.alt}
          className={mergeClasses(styles.image, selected && focused && styles.selectedImage)}
        />
      </div>
      {children}
    </div>
  );
}

function EditorElement(props: RenderElementProps) {
  const { attributes, children, element } = props;
  if (element.type === 'image') return <ImageElement {...props} element={element} />;
  if (element.type === 'link')
    return (
      <a {...attributes} href={element.url}>
        {children}
      </a>
    );
  const Tag = BLOCK_TAG[element.type];
  return <Tag {...attributes}>{children}</Tag>;
}

function EditorLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.italic) content = <MARK_TAG.italic>{content}</MARK_TAG.italic>;
  if (leaf.bold) content = <MARK_TAG.bold>{content}</MARK_TAG.bold>;
  return <span {...attributes}>{content}</span>;
}

interface EditorBodyProps {
  widget: WidgetProps;
  /** The HTML the editor starts from. */
  html: string;
  /** Called with each change's HTML. */
  onHtml(html: string): void;
}

function EditorBody({ widget, html, onHtml }: EditorBodyProps) {
  const { id, disabled, readonly, autofocus, onBlur, onFocus } = widget;
  const styles = useStyles();
  const [editor] = useState(() => withRichText(withHistory(withReact(createEditor()))));
  const [initialValue] = useState<Descendant[]>(() => htmlToRichText(html));
  // A contenteditable is no labelable element: the Field's label names it through aria-labelledby.
  const field = useFieldControlProps_unstable<FieldControlProps>({ id }, { supportsLabelFor: false });
  const locked = Boolean(disabled || readonly);
  return (
    <div className={mergeClasses(styles.root, field['aria-invalid'] && styles.invalid)}>
      <Slate
        editor={editor}
        initialValue={initialValue}
        onValueChange={(value) => onHtml(richTextToHtml(value as RichBlock[]))}
      >
        <div className={styles.toolbar}>
          <RichTextToolbar disabled={locked} />
        </div>
        <Editable
          {...field}
          aria-multiline
          className={styles.editable}
          readOnly={locked}
          autoFocus={autofocus}
          renderElement={EditorElement}
          renderLeaf={EditorLeaf}
          onKeyDown={(event) => {
            const mark = markForShortcut(event);
            if (!mark) return;
            event.preventDefault();
            toggleMark(editor, mark);
          }}
          onBlur={() => onBlur(id, richTextToHtml(editor.children as RichBlock[]))}
          onFocus={() => onFocus(id, richTextToHtml(editor.children as RichBlock[]))}
        />
      </Slate>
    </div>
  );
}

export default function RichTextEditor(widget: WidgetProps) {
  const html = typeof widget.value === 'string' ? widget.value : '';
  // The HTML this editor wrote last. A value from elsewhere (the record reloaded, the form reset)
  // starts the editor anew; its own changes coming back as the value do not.
  const written = useRef(html);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (html === written.current) return;
    written.current = html;
    setGeneration((count) => count + 1);
  }, [html]);
  const onHtml = (next: string) => {
    if (next === written.current) return;
    written.current = next;
    // An emptied editor stores no value, so an empty field is absent rather than "".
    widget.onChange(next === '' ? undefined : next);
  };
  return <EditorBody key={generation} widget={widget} html={html} onHtml={onHtml} />;
}
