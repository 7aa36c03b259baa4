import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import user from '../../../../schemas/accounts/user.json';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { userInfo } from '../../../support/resources';
import { renderRecordForm } from '../../support/render-record-form';
import { merchantRoutes } from '../../support/merchant-routes';
import { standInServer, type StandInServer } from '../../support/stand-in-server';

const userSchema = user as unknown as ResourceSchema;
const admin = userInfo({ admin: true, companyManager: false, companyId: null });
const stored = {
  id: 4,
  version: 2,
  name: 'Ada',
  username: 'ada',
  accountType: 'restaurantAdmin',
  clientIds: [1, 3],
};

describe('the lookup widget', () => {
  let server: StandInServer;

  beforeEach(() => {
    server = standInServer({
      ...merchantRoutes,
      'PUT /user/user/modify': (body) => ({ data: { ...stored, ...body } }),
    });
  });
  afterEach(() => server.close());

  it('shows the labels of the chosen ids, asked for in one request', async () => {
    await renderRecordForm({ resource: userSchema, mode: 'edit', userInfo: admin, record: stored });
    const chosen = await screen.findByRole('toolbar', { name: 'Assigned clients' });
    expect(await within(chosen).findByText('Harbour Kitchen')).toBeInTheDocument();
    expect(within(chosen).getByText('Noodle Bar')).toBeInTheDocument();
    expect(server.callsTo('PUT /company').map((call) => call.body.ids)).toEqual([[1, 3]]);
  });

  it('searches as the user types, a pause after the last key, and adds the choice', async () => {
    await renderRecordForm({ resource: userSchema, mode: 'edit', userInfo: admin, record: stored });
    const input = screen.getByRole('combobox', { name: 'Assigned clients' });
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'p' } });
    fireEvent.change(input, { target: { value: 'pi' } });
    // Choosing several, the list is a menu of checkable items.
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Pier Café' }));
    const searches = server.callsTo('PUT /company').filter((call) => call.body.ids === undefined);
    expect(searches.map((call) => call.body.name)).toEqual(['pi']);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('the list');
    expect(server.callsTo('PUT /user/user/modify')[0]?.body).toMatchObject({ clientIds: [1, 3, 2] });
  });

  it('says so when nothing matches', async () => {
    await renderRecordForm({ resource: userSchema, mode: 'edit', userInfo: admin, record: stored });
    const input = screen.getByRole('combobox', { name: 'Assigned clients' });
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'sushi' } });
    expect(await screen.findByRole('menuitemcheckbox', { name: 'No matches' })).toBeInTheDocument();
  });

  it('removes a chosen record by its tag', async () => {
    await renderRecordForm({ resource: userSchema, mode: 'edit', userInfo: admin, record: stored });
    const chosen = await screen.findByRole('toolbar', { name: 'Assigned clients' });
    await within(chosen).findByText('Harbour Kitchen');
    fireEvent.click(within(chosen).getByRole('button', { name: 'Harbour Kitchen Remove' }));
    await waitFor(() => expect(within(chosen).queryByText('Harbour Kitchen')).not.toBeInTheDocument());
  });
});
