// The engine's own widget names (docs/schemas.md "Custom widgets"): what a field's `ui.widget` may
// name beside the application's own (schemas/widgets.json). The checker refuses any other name, so a
// typo is an error at start, not a field quietly drawn with its type's default. No component here:
// the server's checker and the browser's entry read this list.

export type BuiltInWidget =
  | 'text'
  | 'textarea'
  | 'select'
  | 'switch'
  | 'checkboxes'
  | 'number'
  | 'cents'
  | 'date'
  | 'dateTime'
  | 'time'
  | 'password'
  | 'lookup'
  | 'permissionTree'
  | 'numberRange'
  | 'richText'
  | 'imageUpload'
  | 'fileUpload';

export const BUILT_IN_WIDGETS: readonly BuiltInWidget[] = [
  'text',
  'textarea',
  'select',
  'switch',
  'checkboxes',
  'number',
  'cents',
  'date',
  'dateTime',
  'time',
  'password',
  'lookup',
  'permissionTree',
  'numberRange',
  'richText',
  'imageUpload',
  'fileUpload',
];
