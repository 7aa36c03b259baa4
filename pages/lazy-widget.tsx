// A page widget whose code is a chunk of its own, fetched the first time a screen shows it: the
// shell reads the widget table at start and sits at its size budget (docs/benchmarks.md, issue 10),
// so the table holds these stand-ins, which hold the widget's place with the spinner meanwhile.
import type { WidgetProps } from '@rjsf/utils';
import { Suspense, lazy, type ComponentType } from 'react';
import type { DisplayProps } from '../engine/screens';
import { LoadingSpinner } from '../engine/shell';

/** Fetches the chunk and answers the component in it. */
type Loader<Props> = () => Promise<ComponentType<Props>>;

function lazyComponent<Props extends object>(load: Loader<Props>, minHeight: string): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  return function LazyComponent(props: Props) {
    return (
      <Suspense fallback={<LoadingSpinner minHeight={minHeight} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** A form's editor, loaded with the first form that shows it. */
export const lazyWidget = (load: Loader<WidgetProps>) => lazyComponent(load, '240px');

/** A detail screen's or list cell's display, loaded with the first screen that shows it. */
export const lazyDisplay = (load: Loader<DisplayProps>) => lazyComponent(load, '1.5em');
