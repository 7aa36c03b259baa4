// The engine's own Fluent widgets under the names schemas use, and under rjsf's own names for the
// parts a schema names no widget for (an array's string items); then whatever pages registered.
import type { RegistryWidgetsType, Widget } from '@rjsf/utils';
import { CentsWidget } from './cents-widget';
import { CheckboxesWidget } from './checkboxes-widget';
import { DateTimeWidget } from './date-time-widget';
import { DateWidget } from './date-widget';
import type { BuiltInWidget } from '../schema/widget-names';
import { LookupWidget } from './lookup-widget';
import { NumberRangeWidget } from './number-range-widget';
import { NumberWidget } from './number-widget';
import { PasswordWidget } from './password-widget';
import { PermissionTreeWidget } from './permission-tree-widget';
import { RichTextWidget } from './rich-text-widget';
import { SelectWidget } from './select-widget';
import { SwitchWidget } from './switch-widget';
import { TextWidget } from './text-widget';
import { TextareaWidget } from './textarea-widget';
import { TimeWidget } from './time-widget';
import { FileUploadWidget, ImageUploadWidget } from './upload-widget';
import { registeredWidgets } from './widget-registry';

const BUILT_IN: Record<BuiltInWidget, Widget> = {
  text: TextWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  switch: SwitchWidget,
  checkboxes: CheckboxesWidget,
  number: NumberWidget,
  cents: CentsWidget,
  date: DateWidget,
  dateTime: DateTimeWidget,
  time: TimeWidget,
  password: PasswordWidget,
  lookup: LookupWidget,
  permissionTree: PermissionTreeWidget,
  numberRange: NumberRangeWidget,
  richText: RichTextWidget,
  imageUpload: ImageUploadWidget,
  fileUpload: FileUploadWidget,
};

const RJSF_DEFAULTS: RegistryWidgetsType = {
  TextWidget,
  TextareaWidget,
  SelectWidget,
  CheckboxWidget: SwitchWidget,
  CheckboxesWidget,
  UpDownWidget: NumberWidget,
  DateWidget,
  DateTimeWidget,
  EmailWidget: TextWidget,
  URLWidget: TextWidget,
};

/** The table handed to rjsf. */
export function widgetTable(): RegistryWidgetsType {
  return { ...RJSF_DEFAULTS, ...BUILT_IN, ...registeredWidgets() };
}
