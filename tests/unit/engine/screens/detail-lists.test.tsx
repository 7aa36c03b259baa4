// The lists inside a record's detail (docs/schemas.md "Lists inside the detail"): the declared
// columns as a table, values in their formats (a signed amount, a code by its label), the filter's
// tabs and the pager each asking the server for their page, an empty list said so; axe finds nothing.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { DetailLists } from '../../../../engine/screens/detail/detail-lists';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { testI18n } from '../../../support/test-i18n';
import { axeViolations } from '../../support/axe-violations';
import { standInServer, type StandInServer } from '../../support/stand-in-server';

const resource = {
  name: 'guest',
  module: 'members',
  title: 'members:member',
  endpoint: '/guest',
  scope: 'company',
  route: { name: 'guests', path: '/guests', title: 'members:member' },
  privileges: { read: 'members', create: 'members', update: 'members', delete: 'members' },
  fields: { nickname: { type: 'string', title: 'members:fields.nickname' } },
  detailLists: [
    {
      name: 'pointsHistory',
      title: 'members:history.pointsHistory',
      provider: 'guestPoints',
      columns: [
        {
          key: 'type',
          title: 'members:history.type',
          format: 'text',
          labels: { claim: 'members:pointsTypes.claim' },
        },
        { key: 'amount', title: 'members:history.amount', format: 'count', signed: true },
        { key: 'balanceAfter', title: 'members:history.pointsAfter', format: 'count' },
        { key: 'reason', title: 'members:history.reason', format: 'text' },
      ],
      filter: {
        values: ['all', 'claims'],
        labels: { all: 'engine:list.all', claims: 'members:pointsTypes.claim' },
      },
    },
    {
      name: 'balanceHistory',
      title: 'members:history.balanceHistory',
      provider: 'guestBalance',
      columns: [{ key: 'amount', title: 'members:history.amount', format: 'money', signed: true }],
    },
  ],
} as unknown as ResourceSchema;

const entry = (n: number) => ({
  type: 'claim',
  amount: n % 2 ? 1_200 : -30,
  balanceAfter: 5_000 - n,
  reason: null,
});

describe('lists inside a record’s detail', () => {
  let server: StandInServer | undefined;
  afterEach(() => server?.close());

  it('shows each page in the declared columns and formats, asks again for a tab or a page, says when empty', async () => {
    server = standInServer({
      'PUT /guest/detail/pointsHistory': (body) => ({
        data: body.filter === 'claims' ? [] : [entry(Number(body.pageNumber) * 10 + 1)],
        count: body.filter === 'claims' ? 0 : 12,
      }),
      'PUT /guest/detail/balanceHistory': () => ({ data: [{ amount: 250_050 }], count: 1 }),
    });
    const i18n = await testI18n('en', ['members', 'engine']);
    render(
      <I18nextProvider i18n={i18n}>
        <FluentProvider theme={webLightTheme}>
          <DetailLists resource={resource} record={{ id: 7, version: 1 }} />
        </FluentProvider>
      </I18nextProvider>,
    );
    const points = await screen.findByRole('region', { name: 'Points history' });
    const table = await within(points).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Type', 'Amount', 'Points after', 'Reason']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Claim', '+1,200', '4,989', '—']);
    expect(within(points).getByText('Total 12')).toBeInTheDocument();
    expect(within(points).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Balance history' })).findByText('+$2,500.50'),
    ).toBeInTheDocument();
    expect(server.callsTo('PUT /guest/detail/pointsHistory')[0]?.body).toMatchObject({
      id: 7,
      pageNumber: 1,
      pageSize: 10,
      filter: 'all',
    });
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(within(points).getByRole('button', { name: 'Next page' }));
    expect(await within(points).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(server.callsTo('PUT /guest/detail/pointsHistory').at(-1)?.body).toMatchObject({ pageNumber: 2 });

    // Fluent keeps a hidden copy of a tab's text to reserve its bold width: unstyled, it is read too.
    fireEvent.click(within(points).getByRole('tab', { name: /^Claim/ }));
    expect(await within(points).findByText('Nothing here yet')).toBeInTheDocument();
    expect(server.callsTo('PUT /guest/detail/pointsHistory').at(-1)?.body).toMatchObject({
      pageNumber: 1,
      filter: 'claims',
    });
  });
});
