// Renders a record form screen as the app does: Fluent, the texts from locales/, a signed-in
// session, the app's stores, the screen's Lookups store over the real schema cache and request
// layer, and a router with the list to return to.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ClientStoresContext, createClientStores } from '../../../engine/client/client-stores';
import { Lookups } from '../../../engine/client/lookups';
import { LookupsContext } from '../../../engine/client/lookups-context';
import { resourceApi, type ResourceApi, type StoredRecord } from '../../../engine/client/resource-api';
import { ResourceSchemas } from '../../../engine/client/resource-schemas';
import { resourceSchemaRequest } from '../../../engine/client/schema-api';
import { Session } from '../../../engine/client/session';
import { SessionContext } from '../../../engine/client/session-context';
import type { NavigationRoute } from '../../../engine/schema/navigation-answer';
import type { UserInfo } from '../../../engine/protocol/user-info';
import type { ResourceSchema } from '../../../engine/schema/resource';
import type { FormMode } from '../../../engine/screens/form/record-form';
import { RecordFormView } from '../../../engine/screens/form/record-form-view';
import { screenNamespaces } from '../../../engine/screens/screen-namespaces';
import { testI18n } from '../../support/test-i18n';

const NAMESPACES = [
  'common',
  'fields',
  'validation',
  'engine',
  'companies',
  'navigation',
  'accounts',
  'privileges',
  'uploads',
  'status',
];

export interface FormScreen {
  resource: ResourceSchema;
  mode: FormMode;
  userInfo: UserInfo;
  record?: StoredRecord;
  /** The calls a save makes; the real request layer by default. */
  api?: Pick<ResourceApi, 'create' | 'modify'>;
  /** The screen's lookups; the real schema cache and request layer by default. */
  lookups?: Lookups;
  /** A settings record's form (its own screen, no list to return to). */
  settings?: boolean;
}

/** Draws the form; resolves to the element it was drawn in. */
export async function renderRecordForm({
  resource,
  mode,
  userInfo,
  record,
  api = resourceApi(resource),
  lookups = new Lookups(new ResourceSchemas(resourceSchemaRequest)),
  settings = false,
}: FormScreen): Promise<HTMLElement> {
  // The screen's own namespaces too, as the app loads them before it paints.
  const i18n = await testI18n('en', [...new Set([...NAMESPACES, ...screenNamespaces(resource)])]);
  const session = new Session(localStorage);
  session.signIn({ token: 't', userInfo });
  const route: NavigationRoute = {
    ...resource.route,
    resource: resource.name,
    privileges: resource.privileges,
  };
  const formPath = `${route.path}/${mode}`;
  const { container } = render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={session}>
          <ClientStoresContext.Provider value={createClientStores(session, localStorage)}>
            <LookupsContext.Provider value={lookups}>
              <MemoryRouter initialEntries={[formPath]}>
                <Routes>
                  <Route
                    path={formPath}
                    element={
                      <RecordFormView
                        route={route}
                        resource={resource}
                        mode={mode}
                        api={api}
                        record={record}
                        settings={settings}
                      />
                    }
                  />
                  <Route path={route.path} element={<p>the list</p>} />
                </Routes>
              </MemoryRouter>
            </LookupsContext.Provider>
          </ClientStoresContext.Provider>
        </SessionContext.Provider>
      </I18nextProvider>
    </FluentProvider>,
  );
  return container;
}
