// How the detail screen shows a value, chosen by the field's widget name like the form's widgets: a
// page that registers a widget (opening hours) may register its read-only display too. Fields
// without one read as displayValue writes them.
import type { ComponentType } from 'react';
import type { FieldSchema } from '../../schema/resource';

export interface DisplayProps {
  field: FieldSchema;
  value: unknown;
}

const displays = new Map<string, ComponentType<DisplayProps>>();

export function registerDisplay(widget: string, display: ComponentType<DisplayProps>): void {
  displays.set(widget, display);
}

export function displayFor(field: FieldSchema): ComponentType<DisplayProps> | undefined {
  const widget = field.ui?.widget;
  return widget ? displays.get(widget) : undefined;
}
