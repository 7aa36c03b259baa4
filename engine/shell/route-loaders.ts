// The shell's routes that load apart from the entry, each in a chunk of its own fetched when first
// opened (docs/architecture.md, issue 10), for the application's route table. Kept apart from
// lazy-parts.ts: the chunk holding a loader is the parent of what it loads, so the route table's
// loaders go where the route table goes, not onto the sign-in page.
export const loadNotFoundRoute = () => import('./not-found-route');
export const loadUnauthorizedRoute = () => import('./unauthorized-route');
export const loadAuthRedirectRoute = () => import('./auth-redirect-route');
export const loadShellRoute = () => import(/* webpackChunkName: "shell" */ './shell-route');
export const loadRedirectPage = () => import('./redirect-page');
