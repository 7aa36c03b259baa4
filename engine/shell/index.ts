// engine/shell: the frame around the screens: sidebar, navbar, breadcrumb, tags view, settings,
// notices, and the loaders of its lazy parts. The application imports this layer through this file
// only (eslint.config.mjs); the engine's own files import one another directly, never an index, so
// an index makes no cycle.
export { AlertBar } from './alert-bar';
export { AppFrame } from './app-frame';
export { BrandMark } from './brand-mark';
export { brandTheme } from './brand-theme';
export { loadAlertBar, loadNotices } from './lazy-parts';
export { LinkButton } from './link-button';
export { LoadingSpinner } from './loading-spinner';
export { isModifiedClick } from './modified-click';
export { Notices, useNotify } from './notices';
export { PHONE_CARD } from './phone-card';
export { PublicFrame } from './public-frame';
export { requireSignIn, skipWhenSignedIn } from './route-guards';
export {
  loadAuthRedirectRoute,
  loadNotFoundRoute,
  loadRedirectPage,
  loadShellRoute,
  loadUnauthorizedRoute,
} from './route-loaders';
export { schemaRoutePatcher, SHELL_ROUTE_ID } from './schema-routes';
export { watchStoredSession } from './session-watch';
export { ThemedProvider } from './themed-provider';
export { useDocumentTitle } from './use-document-title';
