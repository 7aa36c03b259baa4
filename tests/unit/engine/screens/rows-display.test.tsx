import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ClientStoresContext, createClientStores } from '../../../../engine/client/client-stores';
import { Lookups } from '../../../../engine/client/lookups';
import { LookupsContext } from '../../../../engine/client/lookups-context';
import { ResourceSchemas } from '../../../../engine/client/resource-schemas';
import { resourceSchemaRequest } from '../../../../engine/client/schema-api';
import { Session } from '../../../../engine/client/session';
import { fieldValue } from '../../../../engine/screens/detail/field-value';
import { RowsDisplay } from '../../../../engine/screens/detail/rows-display';
import { fieldOf, userInfo } from '../../../support/resources';
import { testI18n } from '../../../support/test-i18n';
import { merchantRoutes } from '../../support/merchant-routes';
import { rowsSchema } from '../../support/rows-resource';
import { standInServer, type StandInServer } from '../../support/stand-in-server';

const record: Record<string, unknown> = {
  owner: 2,
  branches: [
    {
      name: 'North',
      seats: 4,
      status: 'rejected',
      closing: true,
      companyId: 1,
      opens: '09:30',
      picture: 'ab/1.png',
    },
    { name: 'South', seats: 0, companyId: 3 },
  ],
};

async function renderWithScreen(children: ReactNode): Promise<void> {
  const i18n = await testI18n('en', ['common', 'fields', 'engine', 'companies', 'uploads']);
  const session = new Session(localStorage);
  session.signIn({ token: 't', userInfo: userInfo({ admin: true }) });
  render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <ClientStoresContext.Provider value={createClientStores(session, localStorage)}>
          <LookupsContext.Provider value={new Lookups(new ResourceSchemas(resourceSchemaRequest))}>
            {children}
          </LookupsContext.Provider>
        </ClientStoresContext.Provider>
      </I18nextProvider>
    </FluentProvider>,
  );
}

// The detail screen's values, as it shows them (detail-screen.tsx).
function Values({ names }: { names: string[] }) {
  const { t } = useTranslation();
  return names.map((name) => <div key={name}>{fieldValue(fieldOf(rowsSchema, name), record[name], t)}</div>);
}

describe('a rows field shown', () => {
  let server: StandInServer;

  beforeEach(() => {
    server = standInServer({
      ...merchantRoutes,
      'GET /img/upload': () => ({ data: 'http://files.test/files/' }),
    });
  });
  afterEach(() => server.close());

  it('is a table on the detail screen, each cell shown as a top-level value is', async () => {
    await renderWithScreen(<Values names={['owner', 'branches']} />);
    const table = screen.getByRole('table', { name: 'Scenes' });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Branch name',
      'Simultaneous online terminals',
      'Status',
      'Auto closing',
      'District',
      'City',
      'Picture',
    ]);
    const [, north, south] = within(table).getAllByRole('row');
    await waitFor(() => expect(north).toHaveTextContent('Harbour Kitchen'));
    expect(
      within(north as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['North', '4', 'Rejected', 'Yes', 'Harbour Kitchen', '09:30', '']);
    expect(within(north as HTMLElement).getByRole('img', { name: 'Picture image 1' })).toBeInTheDocument();
    expect(
      within(south as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['South', '0', '—', 'No', 'Noodle Bar', '—', '—']);
    // The top-level lookup and every row's lookup: one request for the whole screen.
    expect(await screen.findByText('Pier Café')).toBeInTheDocument();
    expect(server.callsTo('PUT /company').map((call) => call.body.ids)).toEqual([[2, 1, 3]]);
  });

  it('is one line in a list cell', async () => {
    await renderWithScreen(
      <RowsDisplay field={fieldOf(rowsSchema, 'branches')} value={record.branches} compact />,
    );
    expect(screen.getByText('North, South')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
