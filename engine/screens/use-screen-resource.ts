// What every schema screen needs before it shows anything: its route among those the user may open
// (else "not found"), the resource schema, and the label namespaces that schema names.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenNamespaces } from './screen-namespaces';
import { useClientStores } from '../client/client-stores';
import type { ResourceNavigationRoute } from '../schema/navigation-answer';
import type { ResourceSchema } from '../schema/resource';

export type ScreenResource =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; route: ResourceNavigationRoute; resource: ResourceSchema };

export function useScreenResource(routeName: string): ScreenResource {
  const { navigation, resourceSchemas } = useClientStores();
  const { i18n } = useTranslation();
  const [screen, setScreen] = useState<ScreenResource>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    const settle = (next: ScreenResource) => live && setScreen(next);
    (async () => {
      await navigation.load();
      const route = navigation.resourceRouteNamed(routeName);
      if (!route) return settle({ state: 'missing' });
      const resource = await resourceSchemas.get(route.resource);
      await i18n.loadNamespaces(screenNamespaces(resource));
      settle({ state: 'ready', route, resource });
    })().catch(() => settle({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [navigation, resourceSchemas, i18n, routeName]);
  return screen;
}
