// How a value shows on the detail screen and in the list's cells, chosen by the field's widget name
// like the form's widgets: a page that registers a widget (opening hours) may register its
// read-only display too. The engine's own displays sit beside them (display-for.ts); this file holds
// no component, so the app's entry stays light.
import type { ComponentType } from 'react';
import type { FieldSchema } from '../../schema/resource';

export interface DisplayProps {
  field: FieldSchema;
  value: unknown;
  /** Shown in a list cell, one line high. */
  compact?: boolean;
}

const displays = new Map<string, ComponentType<DisplayProps>>();

export function registerDisplay(widget: string, display: ComponentType<DisplayProps>): void {
  displays.set(widget, display);
}

/** The display a page registered under a widget name. */
export function registeredDisplay(widget: string): ComponentType<DisplayProps> | undefined {
  return displays.get(widget);
}
