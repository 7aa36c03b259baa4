// The sign-in page drawn on its own, for a first visit to /login: React, Fluent UI and the texts
// only. The router, the stores and the request layer load when they are needed: the form loads
// the request layer when sent, and signing in (or a link to another page) loads the app
// (docs/architecture.md, issue 10).
import { FluentProvider } from '@fluentui/react-components';
import type { i18n } from 'i18next';
import { lazy, StrictMode, Suspense } from 'react';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { languageSwitchPending, readSettings } from '../engine/client';
import { brandTheme, loadNotices } from '../engine/shell';
import type { AppLaunch } from './app-start';
import { LoginPage } from './platform/login/login-page';
import type { SignInHost } from './platform/login/sign-in-host';

/** The texts the sign-in page shows, fetched before its first paint. */
export const SIGN_IN_NAMESPACES = ['common', 'http', 'fields', 'validation', 'login'];

export function startSignIn(root: Root, i18n: i18n, openApp: (launch: AppLaunch) => Promise<void>): void {
  const host: SignInHost = {
    search: window.location.search,
    signedIn: (signedIn, wanted) => openApp({ signedIn, path: wanted, replace: true }),
    open: (path) => void openApp({ path }),
  };
  // Core spec §4: the page reloaded for a language switch says it worked; the notices (and their
  // texts) load only then.
  const Notices = lazy(async () => {
    const [notices] = await Promise.all([loadNotices(), i18n.loadNamespaces('shell')]);
    return { default: notices.Notices };
  });
  root.render(
    <StrictMode>
      <FluentProvider theme={brandTheme(readSettings(localStorage).themeColor)}>
        <I18nextProvider i18n={i18n}>
          <LoginPage host={host} />
          {languageSwitchPending(sessionStorage) && (
            <Suspense fallback={null}>
              <Notices />
            </Suspense>
          )}
        </I18nextProvider>
      </FluentProvider>
    </StrictMode>,
  );
}
