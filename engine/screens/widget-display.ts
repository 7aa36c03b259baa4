// The display a widget's value shows with (a lookup's labels, thumbnails, rich text, a permission
// tree): the one a page registered under the widget's name, else the engine's own. A rows table's
// cells use these alone, so the rows display (display-for.ts) is never imported back by its cells.
import type { ComponentType } from 'react';
import type { FieldSchema } from '../schema/resource';
import { CentsDisplay } from '../widgets/cents-widget';
import { LookupDisplay } from '../widgets/lookup-display';
import { PermissionTreeDisplay } from '../widgets/permission-tree-display';
import { RichTextDisplay } from '../widgets/rich-text/rich-text-display';
import { UploadDisplay } from '../widgets/upload-display';
import { registeredDisplay, type DisplayProps } from './detail/display-registry';

const BUILT_IN_DISPLAYS: Record<string, ComponentType<DisplayProps>> = {
  cents: CentsDisplay,
  lookup: LookupDisplay,
  permissionTree: PermissionTreeDisplay,
  richText: RichTextDisplay,
  imageUpload: UploadDisplay,
  fileUpload: UploadDisplay,
};

export function widgetDisplayFor(field: FieldSchema): ComponentType<DisplayProps> | undefined {
  const widget = field.ui?.widget;
  return widget ? (registeredDisplay(widget) ?? BUILT_IN_DISPLAYS[widget]) : undefined;
}
