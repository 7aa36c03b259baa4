// engine/schema: the resource schema: its types, the loader and the checker, and the rules both
// halves derive from a schema. The application imports this layer through this file only
// (eslint.config.mjs); the engine's own files import one another directly, never an index, so an
// index makes no cycle.
export type { CheckedSchemas } from './catalogue';
export type { FieldProblem } from './field-problem';
export { privilegedPages } from './page-routes';
export type { PageRoute } from './page-routes';
export { callPrivilege, platformOnlyKeys, resourceActionKeys } from './privilege-keys';
export { boundedValueSchema, textLengthOf, validateRecord } from './record-validation';
export { schemasInRegion } from './regional-fields';
export type { DetailColumn, Region, ResourceSchema } from './resource';
export { settingsDefaults } from './settings-record';
