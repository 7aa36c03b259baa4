// The display a field's value shows with, on the detail screen and in the list's cells: the one a
// page registered under the field's widget name, else the engine's own; rows fields (an array of
// objects without a widget) show as a table. Fields without one read as displayValue writes them.
import type { ComponentType } from 'react';
import type { FieldSchema } from '../schema/resource';
import { LookupDisplay } from '../widgets/lookup-display';
import { PermissionTreeDisplay } from '../widgets/permission-tree-display';
import { UploadDisplay } from '../widgets/upload-display';
import { RichTextDisplay } from '../widgets/rich-text/rich-text-display';
import { registeredDisplay, type DisplayProps } from './detail/display-registry';
import { RowsDisplay } from './detail/rows-display';
import { isRowsField } from './rows-field';

const BUILT_IN_DISPLAYS: Record<string, ComponentType<DisplayProps>> = {
  lookup: LookupDisplay,
  permissionTree: PermissionTreeDisplay,
  richText: RichTextDisplay,
  imageUpload: UploadDisplay,
  fileUpload: UploadDisplay,
};

export function displayFor(field: FieldSchema): ComponentType<DisplayProps> | undefined {
  const widget = field.ui?.widget;
  if (widget) return registeredDisplay(widget) ?? BUILT_IN_DISPLAYS[widget];
  // Not in the table above: the rows table shows its cells through this function (an import cycle),
  // so its component is read at call time, once both modules are loaded.
  return isRowsField(field) ? RowsDisplay : undefined;
}
