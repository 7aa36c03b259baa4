// engine/server: the server half: resource routes, validation, tenant scope and privilege checks,
// storage, background jobs, exports, live updates and the OpenAPI document. The application imports
// this layer through this file only (eslint.config.mjs); the engine's own files import one another
// directly, never an index, so an index makes no cycle.
export { default as accessPlugin } from './access-plugin';
export { BusinessError } from './business-error';
export type { FieldProblem } from './business-error';
export { clientErrorAnswer } from './client-errors';
export type { Database, Queryable } from './db/database';
export { migrate, readMigrations } from './db/migrator';
export type { MigrationReport } from './db/migrator';
export { openPgliteDatabase } from './db/pglite-database';
export { openPostgresDatabase } from './db/postgres-database';
export { failure, ok, translateProblems } from './envelope';
export { default as envelopePlugin } from './envelope-plugin';
export { writeXlsx, XLSX_MEDIA_TYPE } from './exports/xlsx-writer';
export type { XlsxColumn, XlsxFormat, XlsxRow } from './exports/xlsx-writer';
export { frameworkErrorAnswer } from './framework-errors';
export { default as inputGuardPlugin } from './input-guard-plugin';
export { saveJobFile } from './jobs/job-files';
export type { JobQueue } from './jobs/job-queue';
export { JobRefusal } from './jobs/job-refusal';
export type { JobContext, JobDownload, JobKindOptions } from './jobs/job-registry';
export type { RecurringPayload } from './jobs/recurring-jobs';
export { default as jobsPlugin } from './jobs/jobs-plugin';
export { Ledger } from './ledger/ledger';
export type { LedgerReversal } from './ledger/ledger';
export type { LedgerEntryOutcome, PostedTransaction } from './ledger/ledger-outcome';
export type { LedgerAccountKind, LedgerDeclaration, LedgerUnit } from './ledger/ledger-declaration';
export type { LedgerHistoryEntry, LedgerHistoryPage } from './ledger/ledger-history';
export { reconcileLedger } from './ledger/ledger-reconciliation';
export type { LedgerDiscrepancy } from './ledger/ledger-reconciliation';
export { callerKeySchema, isLedgerKey } from './ledger/ledger-request';
export type { LedgerCause, LedgerPosting, LedgerRequest } from './ledger/ledger-request';
export { default as livePlugin } from './live/live-plugin';
export { chineseVariant, DEFAULT_LANGUAGE, loadMessages } from './messages';
export type { Language, Messages, Params } from './messages';
export { ExtensionPoint } from './modules/extension-points';
export { ModuleKit } from './modules/module-kit';
export { default as openApiPlugin } from './openapi/openapi-plugin';
export { TypedTable } from './operations/typed-table';
export { hashPassword, verifyPassword } from './passwords';
export { askedDays, DAYS_PROPERTIES } from './reports/asked-days';
export type { AskedDays } from './reports/asked-days';
export { CALENDAR_YEARS } from './reports/report-dates';
export { default as reportPlugin } from './reports/report-plugin';
export { TODAY } from './reports/report-sql';
export { loadCheckedReports } from './reports/report-source';
export { recordLabel } from './reports/report-types';
export type {
  ArrivalSource,
  DimensionSource,
  FactSources,
  FilterSource,
  MeasureSource,
  ReportDeclaration,
  RollupSource,
} from './reports/report-types';
export { actorOf } from './request-actor';
export { publicActor, systemActor } from './resources/actor';
export type { Actor, Reach } from './resources/actor';
export { writeAudit } from './resources/audit';
export type { ComputedReads, ComputedSql } from './resources/computed-fields';
export { default as importPlugin } from './resources/import-plugin';
export type { Tenant } from './resources/integrity';
export { isoTimestamp, quoted } from './resources/record-json';
export { recordFieldSql, recordRelation } from './resources/record-relation';
export type { ApiRecord } from './resources/record-shape';
export { invalid, pageOf, wholeNumber } from './resources/request-params';
export { default as resourcePlugin } from './resources/resource-plugin';
export { default as detailListPlugin } from './resources/detail-list-plugin';
export type { DetailListAsk, DetailListPage, DetailListProvider } from './resources/detail-lists';
export { ResourceService } from './resources/resource-service';
export { PageCache } from './resources/page-cache';
export { default as schemaPlugin } from './resources/schema-plugin';
export { newToken } from './resources/server-held-values';
export { settingsRow } from './resources/settings-rows';
export { SqlParams } from './resources/sql-params';
export type { SystemRecords } from './resources/system-records';
export { ensureResourceTables } from './resources/tables';
export { placeNewRecord, shopWithinReach } from './resources/tenant-placement';
export { reachConditions } from './resources/tenant-reach';
export { default as tokenRoutesPlugin } from './resources/token-route';
export type { HookContext, WriteHooks } from './resources/write-hooks';
export { allow, isSessionless, mayMakeCall, PUBLIC_ROUTE } from './route-access';
export { fileAnswer, PUBLIC_EVENT_STREAM } from './route-answers';
export {
  bodySchema,
  boundedString,
  filledString,
  PAGING_PROPERTIES,
  paramsSchema,
  recordProperties,
  ROUTE_VALIDATION,
  ROW_ID,
} from './route-schema';
export type { JsonSchema } from './route-schema';
export { loadCheckedSchemas } from './schema-source';
export { resealSecrets } from './secrets/reseal';
export { revealSecret } from './resources/secrets';
export { newKeyLine, parseKeyLines, SecretKeyring } from './secrets/secret-keyring';
export { MAX_PARAM_LENGTH } from './transport-limits';
export { isUnstorableText } from './unstorable-text';
