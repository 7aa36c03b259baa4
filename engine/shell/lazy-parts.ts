// The shell's parts that load apart from the entry, each in a chunk of its own fetched when first
// needed (docs/architecture.md, issue 10). The engine owns these chunks: the application asks for
// them through these loaders and holds no import() of the engine.
export const loadNotFoundRoute = () => import('./not-found-route');
export const loadUnauthorizedRoute = () => import('./unauthorized-route');
export const loadAuthRedirectRoute = () => import('./auth-redirect-route');
export const loadShellRoute = () => import(/* webpackChunkName: "shell" */ './shell-route');
export const loadRedirectPage = () => import('./redirect-page');
export const loadAlertBar = () => import('./alert-bar');
export const loadNotices = () => import('./notices');
