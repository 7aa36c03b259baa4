import { Field, FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createEditor, Transforms, type Editor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import {
  insertImage,
  markForShortcut,
  setLink,
  toggleBlock,
  toggleMark,
  withRichText,
} from '../../../../engine/widgets/rich-text/rich-text-commands';
import { htmlToRichText, richTextToHtml } from '../../../../engine/widgets/rich-text/rich-text-html';
import type { RichBlock } from '../../../../engine/widgets/rich-text/rich-text-model';
import { RichTextWidget } from '../../../../engine/widgets/rich-text-widget';
import { testI18n } from '../../../support/test-i18n';

/** An editor holding the HTML, with "world" of its first paragraph selected. */
function editorWith(html: string): Editor {
  const editor = withRichText(withHistory(withReact(createEditor())));
  editor.children = htmlToRichText(html);
  Transforms.select(editor, { anchor: { path: [0, 0], offset: 6 }, focus: { path: [0, 0], offset: 11 } });
  return editor;
}

const htmlOf = (editor: Editor) => richTextToHtml(editor.children as RichBlock[]);

describe('the editor commands', () => {
  it('sets and clears bold and italic on the selection', () => {
    const editor = editorWith('<p>Hello world</p>');
    toggleMark(editor, 'bold');
    expect(htmlOf(editor)).toBe('<p>Hello <strong>world</strong></p>');
    toggleMark(editor, 'italic');
    expect(htmlOf(editor)).toBe('<p>Hello <strong><em>world</em></strong></p>');
    toggleMark(editor, 'bold');
    expect(htmlOf(editor)).toBe('<p>Hello <em>world</em></p>');
  });

  it('turns a paragraph into a heading or a list and back', () => {
    const editor = editorWith('<p>Hello world</p>');
    toggleBlock(editor, 'heading-one');
    expect(htmlOf(editor)).toBe('<h1>Hello world</h1>');
    toggleBlock(editor, 'heading-two');
    expect(htmlOf(editor)).toBe('<h2>Hello world</h2>');
    toggleBlock(editor, 'bulleted-list');
    expect(htmlOf(editor)).toBe('<ul><li>Hello world</li></ul>');
    toggleBlock(editor, 'numbered-list');
    expect(htmlOf(editor)).toBe('<ol><li>Hello world</li></ol>');
    toggleBlock(editor, 'numbered-list');
    expect(htmlOf(editor)).toBe('<p>Hello world</p>');
  });

  it('links the selection, and removes the link for an empty address', () => {
    const editor = editorWith('<p>Hello world</p>');
    setLink(editor, 'https://example.com');
    expect(htmlOf(editor)).toBe('<p>Hello <a href="https://example.com">world</a></p>');
    Transforms.select(editor, { path: [0, 1, 0], offset: 2 });
    setLink(editor, '');
    expect(htmlOf(editor)).toBe('<p>Hello world</p>');
  });

  it('inserts an image with its text, and a paragraph after it', () => {
    const editor = editorWith('<p>Hello world</p>');
    Transforms.select(editor, { path: [0, 0], offset: 11 });
    insertImage(editor, 'https://example.com/a.png', 'Steamer');
    expect(htmlOf(editor)).toBe(
      '<p>Hello world</p><img src="https://example.com/a.png" alt="Steamer"><p></p>',
    );
  });

  it('takes Ctrl+B and Ctrl+I (Cmd on a Mac) as bold and italic', () => {
    const keys = { ctrlKey: false, metaKey: false, altKey: false };
    expect(markForShortcut({ ...keys, key: 'b', ctrlKey: true })).toBe('bold');
    expect(markForShortcut({ ...keys, key: 'I', metaKey: true })).toBe('italic');
    expect(markForShortcut({ ...keys, key: 'b' })).toBeUndefined();
    expect(markForShortcut({ ...keys, key: 'b', ctrlKey: true, altKey: true })).toBeUndefined();
  });
});

async function renderEditor(value: string | undefined) {
  const onChange = jest.fn();
  const i18n = await testI18n('en', ['common', 'engine', 'widgets-extra']);
  const props = {
    id: 'root_introduction',
    name: 'introduction',
    label: 'Introduction',
    value,
    onChange,
    onBlur: jest.fn(),
    onFocus: jest.fn(),
    options: {},
    schema: { type: 'string' },
  } as unknown as WidgetProps;
  render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <Field label="Introduction">
          <RichTextWidget {...props} />
        </Field>
      </I18nextProvider>
    </FluentProvider>,
  );
  await screen.findByRole('toolbar', { name: 'Formatting' });
  return { onChange };
}

describe('the rich-text widget', () => {
  it('loads the editor, named by its field, showing the stored HTML', async () => {
    await renderEditor('<h1>Our story</h1><p>Since <strong>1998</strong></p>');
    const text = screen.getByRole('textbox', { name: 'Introduction' });
    expect(text).toHaveAttribute('aria-multiline', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByText('1998').closest('strong')).not.toBeNull();
  });

  it('labels every toolbar button', async () => {
    await renderEditor(undefined);
    for (const name of [
      'Bold (Ctrl+B)',
      'Italic (Ctrl+I)',
      'Heading 1',
      'Heading 2',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Image',
    ])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('inserts a link by its dialog and stores the HTML', async () => {
    const { onChange } = await renderEditor('<p>Menu</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    fireEvent.change(await screen.findByLabelText('Address'), { target: { value: 'example.com/menu' } });
    // The change renders (a microtask later) before the caret is put back in the text.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toContain(
      '<a href="https://example.com/menu">https://example.com/menu</a>',
    );
  });

  it('refuses an address that would run script', async () => {
    const { onChange } = await renderEditor('<p>Menu</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    fireEvent.change(await screen.findByLabelText(/^Address/), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/This address cannot be used/)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
