// A page of our own inside the shell (docs/schemas.md "Pages of our own"): the route guard and the
// privilege check as every schema screen has them (a route the user may not open is "not found"),
// the document title from the route, then the registered page with its code and texts loaded. The
// shell around it gives it its tab and breadcrumb from the same route.
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientStores } from '../../client/client-stores';
import { pageEntry, type PageProps } from '../../client/page-registry';
import type { NavigationRoute } from '../../schema/navigation-answer';
import { LoadingSpinner } from '../../shell/loading-spinner';
import { NotFoundPage } from '../../shell/not-found-page';
import { useDocumentTitle } from '../../shell/use-document-title';
import { LoadFailure } from '../load-failure';

type PageState =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; route: NavigationRoute; Page: ComponentType<PageProps> };

function usePage(routeName: string, page: string): PageState {
  const { navigation } = useClientStores();
  const { i18n } = useTranslation();
  const [state, setState] = useState<PageState>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    const settle = (next: PageState) => live && setState(next);
    (async () => {
      await navigation.load();
      const route = navigation.routeNamed(routeName);
      const entry = pageEntry(page);
      if (!route || !entry) return settle({ state: 'missing' });
      const [Page] = await Promise.all([entry.load(), i18n.loadNamespaces([...entry.namespaces])]);
      settle({ state: 'ready', route, Page });
    })().catch(() => settle({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [navigation, i18n, routeName, page]);
  return state;
}

function TitledPage({ route, Page }: { route: NavigationRoute; Page: ComponentType<PageProps> }) {
  const { t } = useTranslation();
  useDocumentTitle(t(route.title));
  return <Page route={route} />;
}

export function PageScreen({ routeName, page }: { routeName: string; page: string }) {
  const loaded = usePage(routeName, page);
  if (loaded.state === 'loading') return <LoadingSpinner />;
  if (loaded.state === 'missing') return <NotFoundPage />;
  if (loaded.state === 'failed') return <LoadFailure />;
  return <TitledPage route={loaded.route} Page={loaded.Page} />;
}
