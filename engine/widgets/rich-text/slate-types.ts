// Slate's nodes typed as the rich-text document (rich-text-model.ts): the editor can hold nothing
// the HTML writer does not know.
import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { RichElement, RichText } from './rich-text-model';

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: RichElement;
    Text: RichText;
  }
}
