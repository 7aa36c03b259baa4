// engine/screens: the list, form, detail, dialog, settings and report screens, each interpreting a
// resource schema. The application imports this layer through this file only (eslint.config.mjs);
// the engine's own files import one another directly, never an index, so an index makes no cycle.
export { registerDisplay } from './detail/display-registry';
export type { DisplayProps } from './detail/display-registry';
export { fieldValue } from './detail/field-value';
export { EngineDialog } from './dialog/engine-dialog';
export type { DialogRequest } from './dialog/engine-dialog';
export { DownloadButton } from './download-button';
export { failureText } from './failure-text';
export { fieldLabel } from './field-text';
export type { Translate } from './field-text';
export { focusFirstError } from './form/focus-first-error';
export { isBlank, newRecordValues } from './form/form-fields';
export { RecordForm } from './form/record-form';
export { SchemaForm } from './form/schema-form';
export { useFormBinding } from './form/use-form-binding';
export { JobProgress } from './job-progress';
export { LoadFailure } from './load-failure';
export { PageSteps } from './page-steps';
export { DayField } from './report/day-field';
export { RecordSelect } from './report/record-select';
export type { ReportLists } from './report/report-filters';
export { ReportScreen } from './report/report-screen';
export { ScreenHeader } from './screen-header';
export { screenNamespaces } from './screen-namespaces';
export { SettingsScreen } from './settings/settings-screen';
export type { SettingsAsideProps } from './settings/settings-screen';
export { TenantSelect, tenantsToChoose } from './settings/tenant-select';
