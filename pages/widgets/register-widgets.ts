// The pages' own widgets, registered by name at start (STYLE.md "rjsf: a registry chosen by name"):
// a schema names `"widget": "openingHours"` and the engine finds it here, form and detail alike. One
// definition each: the form's editor, its text namespaces and how the detail screen and the list's
// cells show the value. Their names are declared in schemas/widgets.json, which the checker reads.
import type { Widget } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { registerDisplay, type DisplayProps } from '../../engine/screens/detail/display-registry';
import { registerWidget } from '../../engine/widgets/widget-registry';
import { OpeningHoursDisplay } from './opening-hours-display';
import { OpeningHoursWidget } from './opening-hours-widget';

interface PageWidget {
  widget: Widget;
  display: ComponentType<DisplayProps>;
  namespaces: readonly string[];
}

export const PAGE_WIDGETS: Readonly<Record<string, PageWidget>> = {
  openingHours: { widget: OpeningHoursWidget, display: OpeningHoursDisplay, namespaces: ['widgets'] },
};

export function registerPageWidgets(): void {
  for (const [name, { widget, display, namespaces }] of Object.entries(PAGE_WIDGETS)) {
    registerWidget(name, widget, namespaces);
    registerDisplay(name, display);
  }
}
