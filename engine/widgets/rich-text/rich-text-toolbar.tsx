// The editor's toolbar: one tab stop, arrow keys between its buttons (Fluent's Toolbar), each button
// named by its tooltip and showing whether its format is on. A click keeps the editor's selection
// (no focus moves on mouse down); after a command the caret is back in the text.
import { Toolbar, ToolbarButton, ToolbarDivider, Tooltip } from '@fluentui/react-components';
import {
  ImageRegular,
  LinkRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextHeader1Regular,
  TextHeader2Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
} from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ReactEditor, useSlate } from 'slate-react';
import {
  activeLink,
  insertImage,
  isBlockActive,
  isMarkActive,
  setLink,
  toggleBlock,
  toggleMark,
  type BlockFormat,
} from './rich-text-commands';
import type { Mark } from './rich-text-model';
import { UrlDialog, type UrlDialogKind } from './rich-text-url-dialog';

const MARK_BUTTONS: { mark: Mark; label: string; icon: ReactElement }[] = [
  { mark: 'bold', label: 'widgets-extra:richText.bold', icon: <TextBoldRegular /> },
  { mark: 'italic', label: 'widgets-extra:richText.italic', icon: <TextItalicRegular /> },
];

const BLOCK_BUTTONS: { format: BlockFormat; label: string; icon: ReactElement }[] = [
  { format: 'heading-one', label: 'widgets-extra:richText.headingOne', icon: <TextHeader1Regular /> },
  { format: 'heading-two', label: 'widgets-extra:richText.headingTwo', icon: <TextHeader2Regular /> },
  {
    format: 'bulleted-list',
    label: 'widgets-extra:richText.bulletedList',
    icon: <TextBulletListLtrRegular />,
  },
  {
    format: 'numbered-list',
    label: 'widgets-extra:richText.numberedList',
    icon: <TextNumberListLtrRegular />,
  },
];

const keepSelection = (event: { preventDefault(): void }) => event.preventDefault();

export function RichTextToolbar({ disabled }: { disabled: boolean }) {
  const editor = useSlate();
  const { t } = useTranslation('widgets-extra');
  const [dialog, setDialog] = useState<UrlDialogKind | null>(null);
  const run = (command: () => void) => {
    command();
    ReactEditor.focus(editor);
  };
  const button = (key: string, label: string, icon: ReactElement, pressed: boolean, onClick: () => void) => (
    <Tooltip key={key} content={t(label)} relationship="label">
      <ToolbarButton
        appearance={pressed ? 'primary' : 'subtle'}
        aria-pressed={pressed}
        icon={icon}
        disabled={disabled}
        onMouseDown={keepSelection}
        onClick={onClick}
      />
    </Tooltip>
  );
  const link = activeLink(editor);
  return (
    <>
      <Toolbar aria-label={t('widgets-extra:richText.toolbar')} size="small">
        {MARK_BUTTONS.map(({ mark, label, icon }) =>
          button(mark, label, icon, isMarkActive(editor, mark), () => run(() => toggleMark(editor, mark))),
        )}
        <ToolbarDivider />
        {BLOCK_BUTTONS.map(({ format, label, icon }) =>
          button(format, label, icon, isBlockActive(editor, format), () =>
            run(() => toggleBlock(editor, format)),
          ),
        )}
        <ToolbarDivider />
        {button('link', 'widgets-extra:richText.link', <LinkRegular />, link !== undefined, () =>
          setDialog('link'),
        )}
        {button('image', 'widgets-extra:richText.image', <ImageRegular />, false, () => setDialog('image'))}
      </Toolbar>
      {dialog && (
        <UrlDialog
          kind={dialog}
          initialUrl={dialog === 'link' ? link?.url : undefined}
          onClose={() => setDialog(null)}
          onApply={({ url, alt }) => {
            setDialog(null);
            run(() => (dialog === 'link' ? setLink(editor, url) : insertImage(editor, url, alt)));
          }}
        />
      )}
    </>
  );
}
