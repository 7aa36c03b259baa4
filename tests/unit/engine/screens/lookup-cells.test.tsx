import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import user from '../../../../schemas/accounts/user.json';
import { ListQuery } from '../../../../engine/client/list-query';
import { sheetRows } from '../../../../engine/screens/list/export-sheet';
import { lookupCellText } from '../../../../engine/screens/list/lookup-cell-text';
import { Lookups } from '../../../../engine/client/lookups';
import { LookupsContext } from '../../../../engine/client/lookups-context';
import { resourceApi } from '../../../../engine/client/resource-api';
import { ResourceSchemas } from '../../../../engine/client/resource-schemas';
import { resourceSchemaRequest } from '../../../../engine/client/schema-api';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { listColumns } from '../../../../engine/screens/list/list-columns';
import { ResultGrid } from '../../../../engine/screens/list/result-grid';
import { testI18n } from '../../../support/test-i18n';
import { merchantRoutes } from '../../support/merchant-routes';
import { standInServer, type StandInServer } from '../../support/stand-in-server';

const userSchema = user as unknown as ResourceSchema;
const accounts = [
  { id: 4, version: 1, name: 'Ada', username: 'ada', accountType: 'restaurantAdmin', clientIds: [1, 3] },
  { id: 5, version: 1, name: 'Bea', username: 'bea', accountType: 'restaurantAdmin', clientIds: [2] },
  { id: 6, version: 1, name: 'Cy', username: 'cy', accountType: 'restaurantAdmin', clientIds: [3, 2] },
];

describe('lookup columns of a list', () => {
  let server: StandInServer;

  beforeEach(() => {
    server = standInServer({
      ...merchantRoutes,
      'PUT /user/user': () => ({ data: accounts, count: accounts.length }),
    });
  });
  afterEach(() => server.close());

  it('show the labels of the ids, comma-separated, asked for once for the whole page', async () => {
    const i18n = await testI18n('en', ['common', 'fields', 'validation', 'engine', 'accounts']);
    const query = new ListQuery(userSchema, resourceApi(userSchema).query, sessionStorage);
    await query.load();
    render(
      <FluentProvider theme={webLightTheme}>
        <I18nextProvider i18n={i18n}>
          <LookupsContext.Provider value={new Lookups(new ResourceSchemas(resourceSchemaRequest))}>
            <ResultGrid
              resource={userSchema}
              query={query}
              columns={listColumns(userSchema)}
              actions={{ actionsOf: () => [], pathOf: () => '', run: () => undefined, nameOf: () => '' }}
              selectable={false}
              onSelectionChange={() => undefined}
            />
          </LookupsContext.Provider>
        </I18nextProvider>
      </FluentProvider>,
    );
    expect(await screen.findByText('Harbour Kitchen, Noodle Bar')).toBeInTheDocument();
    expect(screen.getByText('Noodle Bar, Pier Café')).toBeInTheDocument();
    expect(server.callsTo('PUT /company').map((call) => call.body.ids)).toEqual([[1, 3, 2]]);
  });

  it('export the labels too, read in one request per column', async () => {
    const i18n = await testI18n('en', ['common', 'fields', 'engine', 'accounts']);
    const lookups = new Lookups(new ResourceSchemas(resourceSchemaRequest));
    const columns = ['name', 'clientIds'];
    const cellText = await lookupCellText(lookups, userSchema, columns, accounts, i18n.t);
    expect(sheetRows(userSchema, columns, accounts, i18n.t, cellText)).toEqual([
      ['Name', 'Assigned clients'],
      ['Ada', 'Harbour Kitchen, Noodle Bar'],
      ['Bea', 'Pier Café'],
      ['Cy', 'Noodle Bar, Pier Café'],
    ]);
    expect(server.callsTo('PUT /company')).toHaveLength(1);
  });
});
