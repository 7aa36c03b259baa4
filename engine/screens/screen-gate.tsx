// Shows a schema screen once its route and resource are known: a spinner while they load, "not
// found" for a route the user may not open, a retry for a failed load. The screen gets its own
// Lookups store.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientStores } from '../client/client-stores';
import { currentLanguage } from '../client/i18n';
import { Lookups } from '../client/lookups';
import { LookupsContext } from '../client/lookups-context';
import type { ResourceNavigationRoute } from '../schema/navigation-answer';
import type { ResourceSchema } from '../schema/resource';
import { LoadingSpinner } from '../shell/loading-spinner';
import { NotFoundPage } from '../shell/not-found-page';
import { LoadFailure } from './load-failure';
import { useScreenResource } from './use-screen-resource';

export interface ReadyScreen {
  route: ResourceNavigationRoute;
  resource: ResourceSchema;
}

export function ScreenGate({
  routeName,
  children,
}: {
  routeName: string;
  children(screen: ReadyScreen): ReactNode;
}) {
  const screen = useScreenResource(routeName);
  const { resourceSchemas } = useClientStores();
  const { i18n } = useTranslation();
  // Each screen reads the names its lookups show afresh: a record renamed meanwhile shows renamed.
  // A language change reloads the page, so the language a screen starts with is the one it keeps.
  const [lookups] = useState(() => new Lookups(resourceSchemas, currentLanguage(i18n)));
  if (screen.state === 'loading') return <LoadingSpinner />;
  if (screen.state === 'missing') return <NotFoundPage />;
  if (screen.state === 'failed') return <LoadFailure />;
  return <LookupsContext.Provider value={lookups}>{children(screen)}</LookupsContext.Provider>;
}
