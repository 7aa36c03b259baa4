// The browser entry: the texts in the chosen language, then either the sign-in page on its own (a
// first visit to /login, drawn from the least code: sign-in-start.tsx) or the whole app
// (app-start.tsx), which the sign-in page loads in turn once someone signs in.
import { createRoot } from 'react-dom/client';
import {
  BASE_NAMESPACES,
  bufferErrors,
  configureHttp,
  createI18n,
  currentLanguage,
  detectLanguage,
  LOGIN_PATH,
  readSavedSession,
  syncDocumentLanguage,
} from '../engine/client';
import type { AppLaunch } from './app-start';
import { loadLocale } from './locale-loader';
import { SIGN_IN_NAMESPACES, startSignIn } from './sign-in-start';

async function start(): Promise<void> {
  const errors = bufferErrors(window);
  // Someone signed in never sees /login (routes.tsx): the app sends him on.
  const signInAlone = window.location.pathname === LOGIN_PATH && readSavedSession(localStorage) === null;
  const i18n = await createI18n({
    language: detectLanguage(localStorage, navigator),
    load: loadLocale,
    namespaces: signInAlone ? SIGN_IN_NAMESPACES : BASE_NAMESPACES,
  });
  syncDocumentLanguage(i18n);
  configureHttp({ language: () => currentLanguage(i18n), t: (key, params) => i18n.t(key, params) });

  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  const root = createRoot(element);
  // Started once: a second click while the app loads must not start a second router. A failed load
  // (the network) may be tried again.
  let app: Promise<void> | undefined;
  const openApp = (launch?: AppLaunch) =>
    (app ??= import(/* webpackChunkName: "shell" */ './app-start')
      .then((module) => module.startApp(root, i18n, errors, launch))
      .catch((error: unknown) => {
        app = undefined;
        throw error;
      }));
  if (signInAlone) startSignIn(root, i18n, openApp);
  else await openApp();
}

void start();
