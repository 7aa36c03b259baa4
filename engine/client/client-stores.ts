// The session-wide stores besides the Session, made once by the app and handed to the shell and the
// screens through one context. They forget everything when the signed-in user changes.
import { reaction } from 'mobx';
import { createContext, useContext } from 'react';
import { Navigation } from './navigation';
import { Preferences } from './preferences';
import { ResourceSchemas } from './resource-schemas';
import { navigationRequest, regionRequest, resourceSchemaRequest } from './schema-api';
import type { Session } from './session';

export interface ClientStores {
  navigation: Navigation;
  resourceSchemas: ResourceSchemas;
  preferences: Preferences;
}

export function createClientStores(session: Session): ClientStores {
  const stores: ClientStores = {
    navigation: new Navigation(
      { navigation: navigationRequest, region: regionRequest },
      () => session.userInfo?.admin ?? false,
    ),
    resourceSchemas: new ResourceSchemas(resourceSchemaRequest),
    preferences: new Preferences(),
  };
  // A new token is a new session (sign-out, another user): its routes and schemas are its own.
  reaction(
    () => session.token,
    () => {
      stores.navigation.reset();
      stores.resourceSchemas.clear();
    },
  );
  return stores;
}

export const ClientStoresContext = createContext<ClientStores | null>(null);

export function useClientStores(): ClientStores {
  const stores = useContext(ClientStoresContext);
  if (!stores) throw new Error('useClientStores needs a ClientStoresContext provider');
  return stores;
}
