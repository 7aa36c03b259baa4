// The providers every screen relies on: Fluent's light theme in the chosen colour and size, the
// texts, the session, the stores that follow it, and notices.
import type { i18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ClientStoresContext, SessionContext } from '../engine/client';
import type { ClientStores, Session } from '../engine/client';
import { LoadingSpinner, Notices, ThemedProvider } from '../engine/shell';

export interface AppProps {
  i18n: i18n;
  session: Session;
  stores: ClientStores;
  router: DataRouter;
}

export function App({ i18n, session, stores, router }: AppProps) {
  return (
    // No size or colour classes here: Fluent copies the provider's classes onto every portal (menus,
    // dialogs), where a full-height white box would hide the page. Each page sizes itself.
    <ThemedProvider settings={stores.settings} controlSize={stores.controlSize}>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={session}>
          <ClientStoresContext.Provider value={stores}>
            <Suspense fallback={<LoadingSpinner />}>
              <RouterProvider router={router} />
            </Suspense>
            <Notices />
          </ClientStoresContext.Provider>
        </SessionContext.Provider>
      </I18nextProvider>
    </ThemedProvider>
  );
}
