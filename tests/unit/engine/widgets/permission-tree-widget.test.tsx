import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Lookups } from '../../../../engine/client/lookups';
import { LookupsContext } from '../../../../engine/client/lookups-context';
import { ResourceSchemas } from '../../../../engine/client/resource-schemas';
import { resourceSchemaRequest } from '../../../../engine/client/schema-api';
import privilegeMapping from '../../../../schemas/accounts/privilege-mapping.json';
import type { PrivilegeCatalogue } from '../../../../engine/protocol/privilege-catalogue';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { PermissionTreeDisplay } from '../../../../engine/widgets/permission-tree-display';
import { userInfo } from '../../../support/resources';
import { testI18n } from '../../../support/test-i18n';
import { renderRecordForm } from '../../support/render-record-form';
import { standInServer, type StandInServer } from '../../support/stand-in-server';

const permissionType = privilegeMapping as unknown as ResourceSchema;

// As GET /schema/privileges answers a company manager: sections, their screens, the screens' actions.
const catalogue: PrivilegeCatalogue = {
  groups: [
    {
      name: 'dashboard',
      title: 'privileges:groups.dashboard',
      nodes: [
        {
          key: 'account_management',
          title: 'navigation:account_management',
          grouping: true,
          children: [
            {
              key: 'merchant_account_list',
              title: 'navigation:merchant_account_list',
              children: [
                { key: 'merchant_account_create', title: 'privileges:keys.merchant_account_create' },
              ],
            },
            {
              key: 'permission_settings_list',
              title: 'navigation:permission_settings_list',
              relyRoute: 'merchant_account_list',
            },
          ],
        },
      ],
    },
    {
      name: 'pos',
      title: 'privileges:groups.pos',
      nodes: [{ key: 'pos_refund', title: 'privileges:keys.pos_refund' }],
    },
    {
      name: 'connect',
      title: 'privileges:groups.connect',
      nodes: [{ key: 'connect_login', title: 'privileges:keys.connect_login' }],
    },
  ],
};

let server: StandInServer;
afterEach(() => server.close());

describe('the permission tree widget', () => {
  beforeEach(() => {
    server = standInServer({
      'GET /schema/privileges': () => ({ data: catalogue }),
      'POST /privilege/mapping': (body) => ({ data: { id: 9, version: 1, ...body } }),
    });
  });

  const openForm = async () => {
    await renderRecordForm({ resource: permissionType, mode: 'create', userInfo: userInfo() });
    return screen.findByRole('tree', { name: 'Permissions' });
  };
  const box = (name: string) => screen.getByRole('checkbox', { name });
  const save = async () => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Permission name' }), {
      target: { value: 'Cashier' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('the list');
    return server.callsTo('POST /privilege/mapping')[0]?.body.privilegeList;
  };

  it('shows the Dashboard, POS and Connect groups, from one request', async () => {
    const tree = await openForm();
    const items = within(tree).getAllByRole('treeitem', { expanded: true });
    expect(items.map((item) => item.getAttribute('aria-level'))).toEqual(['1', '1', '1']);
    expect(within(tree).getByRole('checkbox', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(tree).getByRole('checkbox', { name: 'POS' })).toBeInTheDocument();
    expect(within(tree).getByRole('checkbox', { name: 'Connect' })).toBeInTheDocument();
    expect(server.callsTo('GET /schema/privileges')).toHaveLength(1);
  });

  it('shows a stored permission type’s keys checked, and its sections partly checked', async () => {
    const record = {
      id: 9,
      version: 1,
      name: 'Cashier',
      privilegeList: ['merchant_account_list', 'pos_refund'],
    };
    await renderRecordForm({ resource: permissionType, mode: 'edit', userInfo: userInfo(), record });
    await screen.findByRole('tree', { name: 'Permissions' });
    expect(box('POS')).toBeChecked();
    expect(box('Accounts')).toBePartiallyChecked();
    expect(box('Connect')).not.toBeChecked();
  });

  it('checks a section’s screens and actions with it, and stores no section key', async () => {
    await openForm();
    fireEvent.click(box('Accounts'));
    expect(box('Accounts')).toBeChecked();
    fireEvent.click(screen.getByRole('treeitem', { name: 'Accounts' }));
    expect(await screen.findByRole('checkbox', { name: 'Merchant accounts' })).toBeChecked();
    expect(box('Permission settings')).toBeChecked();
    expect(await save()).toEqual([
      'merchant_account_list',
      'merchant_account_create',
      'permission_settings_list',
    ]);
  });

  it('checks the screen a checked screen relies on, and shows the section partly checked', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('treeitem', { name: 'Accounts' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Permission settings' }));
    await waitFor(() => expect(box('Merchant accounts')).toBePartiallyChecked());
    expect(box('Accounts')).toBePartiallyChecked();
    expect(await save()).toEqual(['merchant_account_list', 'permission_settings_list']);
  });

  it('checks an item with the space key', async () => {
    await openForm();
    const refund = box('Refund or cancel payment').closest<HTMLElement>('[role="treeitem"]');
    if (!refund) throw new Error('no tree item holds the refund check box');
    refund.focus();
    fireEvent.keyDown(refund, { key: ' ' });
    expect(box('POS')).toBeChecked();
    expect(await save()).toEqual(['pos_refund']);
  });
});

describe('the permission tree display', () => {
  beforeEach(() => {
    server = standInServer({ 'GET /schema/privileges': () => ({ data: catalogue }) });
  });

  it('counts the granted privileges and names the screens, in a cell too, asking once per screen', async () => {
    const i18n = await testI18n('en', ['engine', 'navigation', 'privileges']);
    const field = privilegeMapping.fields.privilegeList as ResourceSchema['fields'][string];
    render(
      <I18nextProvider i18n={i18n}>
        <LookupsContext.Provider value={new Lookups(new ResourceSchemas(resourceSchemaRequest))}>
          <p>
            <PermissionTreeDisplay
              field={field}
              value={['merchant_account_list', 'merchant_account_create', 'pos_refund']}
            />
          </p>
          <p>
            <PermissionTreeDisplay field={field} value={['connect_login']} compact />
          </p>
        </LookupsContext.Provider>
      </I18nextProvider>,
    );
    expect(
      await screen.findByText('3 permissions: Merchant accounts, Refund or cancel payment'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 permission: Connect login')).toBeInTheDocument();
    expect(server.callsTo('GET /schema/privileges')).toHaveLength(1);
  });
});
