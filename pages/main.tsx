// The browser entry: texts in the chosen language, the saved session and the stores that follow it,
// the pages' own widgets, the request layer wired to all of them, then the router. Composition
// only; every rule lives in engine/ or the screens.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { captureErrors } from '../engine/client/capture-errors';
import { createClientStores } from '../engine/client/client-stores';
import { configureHttp } from '../engine/client/http';
import {
  BASE_NAMESPACES,
  createI18n,
  currentLanguage,
  detectLanguage,
  syncDocumentLanguage,
} from '../engine/client/i18n';
import { LOGIN_PATH, loginPath } from '../engine/client/login-redirect';
import { Session } from '../engine/client/session';
import { schemaRoutePatcher } from '../engine/shell/schema-routes';
import { watchStoredSession } from '../engine/shell/session-watch';
import { App } from './app';
import { loadLocale } from './locale-loader';
import { createRoutes } from './routes';
import { registerPageWidgets } from './widgets/register-widgets';

async function start(): Promise<void> {
  const i18n = await createI18n({
    language: detectLanguage(localStorage, navigator),
    load: loadLocale,
    namespaces: BASE_NAMESPACES,
  });
  syncDocumentLanguage(i18n);

  const session = new Session(localStorage);
  session.restore();
  const stores = createClientStores(session, localStorage);
  captureErrors(window, stores.errorLog);
  registerPageWidgets();
  const router = createBrowserRouter(createRoutes(session, i18n, stores.navigation), {
    patchRoutesOnNavigation: schemaRoutePatcher(session, stores.navigation),
  });
  watchStoredSession(session, router);

  configureHttp({
    language: () => currentLanguage(i18n),
    token: () => session.token,
    t: (key, params) => i18n.t(key, params),
    // Core spec §4: an expired session signs out and returns to sign-in, which then leads back here.
    onSignOut: (message) => {
      session.signOut();
      const { pathname, search } = router.state.location;
      if (pathname !== LOGIN_PATH)
        void router.navigate(loginPath(pathname + search), { replace: true, state: { notice: message } });
    },
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} session={session} stores={stores} router={router} />
    </StrictMode>,
  );
}

void start();
