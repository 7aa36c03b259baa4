// The pages' own widgets, registered by name at start (STYLE.md "rjsf: a registry chosen by name"):
// a schema names `"widget": "openingHours"` and the engine finds it here, form and detail alike. One
// definition each: the form's editor, its text namespaces and how the detail screen and the list's
// cells show the value. Their names are declared in schemas/widgets.json, which the checker reads.
// Each registers lazy stand-ins (lazy-widget.tsx), so the shell does not carry the widgets' code.
import type { Widget } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { registerDisplay } from '../../engine/screens';
import type { DisplayProps } from '../../engine/screens';
import { registerWidget, registerWidgetTexts } from '../../engine/widgets';
import { lazyDisplay, lazyWidget } from './lazy-widget';

interface PageWidget {
  /** The form's editor; none for a value only the server writes (a coupon's sheets), shown alone. */
  widget?: Widget;
  display: ComponentType<DisplayProps>;
  namespaces: readonly string[];
}

export const PAGE_WIDGETS: Readonly<Record<string, PageWidget>> = {
  openingHours: {
    widget: lazyWidget(
      async () =>
        (await import(/* webpackChunkName: "opening-hours" */ './opening-hours-widget')).OpeningHoursWidget,
    ),
    display: lazyDisplay(
      async () =>
        (await import(/* webpackChunkName: "opening-hours" */ './opening-hours-display')).OpeningHoursDisplay,
    ),
    namespaces: ['widgets'],
  },
  diningModes: {
    widget: lazyWidget(
      async () =>
        (await import(/* webpackChunkName: "dining-modes" */ './dining-modes/dining-modes-editor'))
          .DiningModesEditor,
    ),
    display: lazyDisplay(
      async () =>
        (await import(/* webpackChunkName: "dining-modes" */ './dining-modes/dining-modes-display'))
          .DiningModesDisplay,
    ),
    namespaces: ['modes'],
  },
  couponSheet: {
    display: lazyDisplay(
      async () =>
        (await import(/* webpackChunkName: "coupon-sheet" */ './coupon-sheet-display')).CouponSheetDisplay,
    ),
    namespaces: ['payments', 'jobs'],
  },
  bookingUrl: {
    display: lazyDisplay(
      async () =>
        (await import(/* webpackChunkName: "booking-url" */ './booking-url-display')).BookingUrlDisplay,
    ),
    namespaces: ['reservations'],
  },
};

export function registerPageWidgets(): void {
  for (const [name, { widget, display, namespaces }] of Object.entries(PAGE_WIDGETS)) {
    if (widget) registerWidget(name, widget, namespaces);
    else registerWidgetTexts(name, namespaces);
    registerDisplay(name, display);
  }
}
