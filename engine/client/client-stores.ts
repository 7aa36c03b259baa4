// The app-wide stores besides the Session, made once by the app and handed to the shell and the
// screens through one context. Those of the session (routes, schemas, tabs, the image base URL)
// forget everything when the signed-in user changes; this browser's settings and size and this
// page's error log stay.
import { reaction } from 'mobx';
import { createContext, useContext } from 'react';
import { ControlSize } from './control-size';
import { ErrorLog } from './error-log';
import { ImageBaseUrl } from './image-base-url';
import { Navigation } from './navigation';
import { Preferences } from './preferences';
import { ResourceSchemas } from './resource-schemas';
import { navigationRequest, regionRequest, resourceSchemaRequest } from './schema-api';
import type { Session } from './session';
import { Settings } from './settings';
import { HOME_TAB } from './tab-pages';
import { TagsView } from './tags-view';
import { UploadLimit } from './upload-limit';

export interface ClientStores {
  navigation: Navigation;
  resourceSchemas: ResourceSchemas;
  preferences: Preferences;
  settings: Settings;
  controlSize: ControlSize;
  errorLog: ErrorLog;
  tagsView: TagsView;
  imageBaseUrl: ImageBaseUrl;
  uploadLimit: UploadLimit;
}

export function createClientStores(session: Session, storage: Storage): ClientStores {
  const stores: ClientStores = {
    navigation: new Navigation(
      { navigation: navigationRequest, region: regionRequest },
      () => session.userInfo,
    ),
    resourceSchemas: new ResourceSchemas(resourceSchemaRequest),
    preferences: new Preferences(),
    settings: new Settings(storage),
    controlSize: new ControlSize(storage),
    errorLog: new ErrorLog(),
    tagsView: new TagsView([HOME_TAB]),
    imageBaseUrl: new ImageBaseUrl(),
    // The server's, not the session's: kept across sign-ins.
    uploadLimit: new UploadLimit(),
  };
  // A new token is a new session (sign-out, another user): its routes, schemas and tabs are its own.
  reaction(
    () => session.token,
    () => {
      stores.navigation.reset();
      stores.resourceSchemas.clear();
      stores.tagsView.reset();
      stores.imageBaseUrl.reset();
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
