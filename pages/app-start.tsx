// The whole app: the saved session and the stores that follow it, the modules' widgets, pages and
// secret changes, the request layer wired to all of them, then the router. Loaded by the entry at
// once, or by the sign-in page drawn alone once someone signs in or follows one of its links.
// Composition only; every rule lives in engine/ or the screens.
import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import {
  BASE_NAMESPACES,
  configureHttp,
  createClientStores,
  LOGIN_PATH,
  loginPath,
  Session,
} from '../engine/client';
import type { bufferErrors } from '../engine/client';
import type { SignInAnswer } from '../engine/protocol';
import { schemaRoutePatcher, watchStoredSession } from '../engine/shell';
import { App } from './app';
import { registerClientModules } from './client-module';
import { CLIENT_MODULES } from './client-modules';
import { createRoutes } from './routes';
import { registerSecondaryPassword } from './secondary-password';

export interface AppLaunch {
  /** The session the sign-in page was just given. */
  signedIn?: SignInAnswer;
  /** Where the app opens, instead of the current address. */
  path?: string;
  /** Whether `path` replaces the current address in the history (after sign-in, core spec §2.2). */
  replace?: boolean;
}

export async function startApp(
  root: Root,
  i18n: i18n,
  errors: ReturnType<typeof bufferErrors>,
  { signedIn, path, replace = false }: AppLaunch = {},
): Promise<void> {
  await i18n.loadNamespaces([...BASE_NAMESPACES]);
  if (path) window.history[replace ? 'replaceState' : 'pushState'](null, '', path);

  const session = new Session(localStorage);
  session.restore();
  if (signedIn) session.signIn(signedIn);
  const stores = createClientStores(session, localStorage);
  errors.handOver(stores.errorLog);
  registerClientModules(CLIENT_MODULES);
  registerSecondaryPassword();
  const router = createBrowserRouter(createRoutes(session, i18n, stores.navigation), {
    patchRoutesOnNavigation: schemaRoutePatcher(session, stores.navigation),
  });
  watchStoredSession(session, router);

  configureHttp({
    token: () => session.token,
    // Core spec §4: an expired session signs out and returns to sign-in, which then leads back here.
    onSignOut: (message) => {
      session.signOut(message);
      const { pathname, search } = router.state.location;
      if (pathname !== LOGIN_PATH) void router.navigate(loginPath(pathname + search), { replace: true });
    },
  });

  root.render(
    <StrictMode>
      <App i18n={i18n} session={session} stores={stores} router={router} />
    </StrictMode>,
  );
}
