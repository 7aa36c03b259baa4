// engine/protocol: the constants and shapes both halves share: the envelope, statuses, uploads,
// imports, reports and background jobs. The application imports this layer through this file only
// (eslint.config.mjs); the engine's own files import one another directly, never an index, so an
// index makes no cycle.
export { jobFilePath } from './background-job';
export type { BackgroundJobStatus } from './background-job';
export {
  DEFAULT_PAGE_SIZE,
  ENVIRONMENTS,
  INTEGER_RANGE,
  isEnvironment,
  LIST_COUNT_LIMIT,
  MAX_PAGE_SIZE,
  MAX_UPLOAD_BYTES,
} from './constants';
export type { DetailListBody, DetailListRow } from './detail-list';
export type { DownloadState, DownloadTask } from './download-task';
export type { FieldError } from './envelope';
export type { ImportOutcome } from './import';
export type { CompareWindow, ReportBody, ValueFormat } from './report';
export { defineStatuses, Status } from './status';
export { ACCEPTED_SUFFIXES, IMAGE_SIZE_TIERS, sizeLabel, typesLabel, UPLOAD_FIELD } from './uploads';
export type { UploadKind } from './uploads';
export type { SignInAnswer, UserInfo } from './user-info';
