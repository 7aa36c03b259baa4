// `"widget": "richText"`: the rich-text editor, fetched as a chunk of its own the first time a form
// shows one, with the app's spinner holding its place meanwhile.
import type { WidgetProps } from '@rjsf/utils';
import { Suspense, lazy } from 'react';
import { LoadingSpinner } from '../shell/loading-spinner';
import { RICH_TEXT_HEIGHT_PX } from './rich-text/rich-text-size';

const RichTextEditor = lazy(() => import(/* webpackChunkName: "rich-text" */ './rich-text/rich-text-editor'));

export function RichTextWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<LoadingSpinner minHeight={`${RICH_TEXT_HEIGHT_PX}px`} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
