// The display a field's value shows with, on the detail screen and in the list's cells: its widget's
// (widget-display.ts); rows fields (an array of objects without a widget) show as a table. Fields
// without one read as displayValue writes them.
import type { ComponentType } from 'react';
import type { FieldSchema } from '../schema/resource';
import type { DisplayProps } from './detail/display-registry';
import { RowsDisplay } from './detail/rows-display';
import { isRowsField } from './rows-field';
import { widgetDisplayFor } from './widget-display';

export function displayFor(field: FieldSchema): ComponentType<DisplayProps> | undefined {
  return widgetDisplayFor(field) ?? (isRowsField(field) ? RowsDisplay : undefined);
}
