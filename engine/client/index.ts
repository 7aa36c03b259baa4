// engine/client: the browser's plumbing: http (axios and the envelope), the MobX stores, i18n,
// sessions and settings, the access map and the route builder. The application imports this layer
// through this file only (eslint.config.mjs); the engine's own files import one another directly,
// never an index, so an index makes no cycle.
export { userInfoRequest } from './auth-api';
export type { Credentials } from './auth-api';
export { bufferErrors } from './capture-errors';
export { ClientStoresContext, createClientStores, useClientStores } from './client-stores';
export type { ClientStores } from './client-stores';
export { asLabel } from './field-label';
export { downloadFile, saveBlob } from './file-download';
export { fieldErrorMap, isEmptyValue, missingRequired } from './form-errors';
export { formatCount } from './format/count-format';
export { formatDate } from './format/date-format';
export { formatPrice } from './format/price-format';
export { api } from './http';
export { configureHttp } from './http-bindings';
export { BASE_NAMESPACES, createI18n, currentLanguage, detectLanguage, syncDocumentLanguage } from './i18n';
export type { LoadNamespace } from './i18n';
export { pickMessage } from './language';
export type { Language } from './language';
export { languageSwitchPending } from './language-reload';
export { loadAuthApi } from './lazy-parts';
export { EventStreamParser } from './live/event-stream-parser';
export { liveUrl, useLiveStream } from './live/use-live-stream';
export { LOGIN_PATH, loginPath, wantedPath } from './login-redirect';
export { Lookups } from './lookups';
export type { Navigation } from './navigation';
export {
  AUTH_REDIRECT_PATH,
  HOME_PATH,
  NOT_FOUND_PATH,
  REDIRECT_PREFIX,
  SETUP_PATH,
  UNAUTHORIZED_PATH,
} from './navigation-guard';
export { registerPage } from './page-registry';
export type { PageEntry, PageProps } from './page-registry';
export { hasPrivilege } from './privileges';
export type { PrivilegeHolder } from './privileges';
export { RequestError } from './request-error';
export { resourceApi } from './resource-api';
export type { StoredRecord } from './resource-api';
export type { ResourceSchemas } from './resource-schemas';
export { readSavedSession } from './saved-session';
export { readSettings } from './saved-settings';
export { registerSecretChange } from './secret-changes';
export { roleLabel, Session, userDisplayName } from './session';
export { SessionContext, useSession } from './session-context';
export type { TenantChoice } from './settings-api';
export { announce } from './speech';
export { reachesSeveral } from './tenant-reach';
export { keyNamespace, shownText } from './translation-key';
export { usePutAnswer } from './use-put-answer';
export { useSubmitLock } from './use-submit-lock';
export { withoutKey } from './without-key';
export { requestKey } from './request-key';
