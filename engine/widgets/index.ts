// engine/widgets: the form's widgets and fields on Fluent UI: uploads, rich text, excel import,
// ranges, lookups and the permission tree. The application imports this layer through this file
// only (eslint.config.mjs); the engine's own files import one another directly, never an index, so
// an index makes no cycle.
export { engineFormContext } from './form-context';
export { registerWidget, registerWidgetTexts } from './widget-registry';
