import { fireEvent, screen, within } from '@testing-library/react';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { reachesSeveral } from '../../../../engine/client/tenant-reach';
import { tenantKindOf, withTenantPicker } from '../../../../engine/screens/form/tenant-picker';
import { companySchema, noteSchema, shopSchema, userInfo } from '../../../support/resources';
import { renderRecordForm } from '../../support/render-record-form';
import { merchantRoutes } from '../../support/merchant-routes';
import { standInServer, type StandInServer } from '../../support/stand-in-server';

const admin = userInfo({ admin: true, companyManager: false, companyId: null });
const companyManager = userInfo();
const shopNote: ResourceSchema = { ...noteSchema, scope: 'shop' };
// The navigation marks the tenant resources' routes; the picker looks them up there.
const tenantRoutes = [
  { resource: 'company', tenantOf: 'company' as const },
  { resource: 'shop', tenantOf: 'shop' as const },
];

describe('who chooses the tenant of a new record', () => {
  it('places a new shop in a company, a shop-scoped record in a shop, a platform record nowhere', () => {
    expect(tenantKindOf(shopSchema)).toBe('company');
    expect(tenantKindOf({ ...noteSchema, scope: 'company' })).toBe('company');
    expect(tenantKindOf(shopNote)).toBe('shop');
    expect(tenantKindOf(companySchema)).toBeNull();
  });

  it('lets the platform level choose among companies, and whoever has several shops among shops', () => {
    expect(reachesSeveral('company', admin)).toBe(true);
    expect(reachesSeveral('company', userInfo({ platManager: true, companyManager: false }))).toBe(true);
    expect(reachesSeveral('company', companyManager)).toBe(false);
    expect(reachesSeveral('shop', companyManager)).toBe(true);
    const shopManager = (shops: number[]) =>
      userInfo({ companyManager: false, shopManager: true, shopPrivilegeList: shops });
    expect(reachesSeveral('shop', shopManager([3, 4]))).toBe(true);
    expect(reachesSeveral('shop', shopManager([3]))).toBe(false);
  });

  it('adds a required company lookup first, in the first section, on create and duplicate only', () => {
    const form = withTenantPicker(shopSchema, 'create', admin, tenantRoutes);
    expect(Object.keys(form.fields)[0]).toBe('companyId');
    expect(form.fields.companyId).toMatchObject({
      type: 'integer',
      title: 'fields:companyId',
      ui: {
        widget: 'lookup',
        lookup: { resource: 'company', labelField: 'name' },
        section: 'companies:sections.branchBasic',
      },
    });
    expect(form.required).toEqual(['companyId', ...(shopSchema.required ?? [])]);
    expect(withTenantPicker(shopSchema, 'duplicate', admin, tenantRoutes).fields.companyId).toBeDefined();
    expect(withTenantPicker(shopSchema, 'edit', admin, tenantRoutes)).toBe(shopSchema);
    expect(withTenantPicker(shopSchema, 'create', companyManager, tenantRoutes)).toBe(shopSchema);
    expect(withTenantPicker(shopSchema, 'create', admin, [])).toBe(shopSchema);
    expect(
      withTenantPicker(shopNote, 'create', companyManager, tenantRoutes).fields.shopId?.ui?.lookup,
    ).toEqual({
      resource: 'shop',
      labelField: 'name',
    });
  });
});

describe('the tenant picker on a create form', () => {
  let server: StandInServer;

  beforeEach(() => {
    server = standInServer({
      ...merchantRoutes,
      'POST /shop': (body) => ({ data: { id: 8, version: 1, ...body } }),
    });
  });
  afterEach(() => server.close());

  it('asks an admin creating a branch for its merchant first, and sends the choice', async () => {
    await renderRecordForm({
      resource: withTenantPicker(shopSchema, 'create', admin, tenantRoutes),
      mode: 'create',
      userInfo: admin,
    });
    const branch = screen.getByRole('group', { name: 'Branch' });
    const [first] = within(branch).getAllByRole('combobox');
    expect(first).toBe(screen.getByRole('combobox', { name: 'Merchant' }));
    expect(first).toBeRequired();
    fireEvent.click(first as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Harbour Kitchen' }));
    expect(first).toHaveValue('Harbour Kitchen');
    // Typing over the choice searches anew and keeps what is typed.
    fireEvent.keyDown(first as HTMLElement, { key: 'i' });
    fireEvent.change(first as HTMLElement, { target: { value: 'pi' } });
    expect(first).toHaveValue('pi');
    fireEvent.click(await screen.findByRole('option', { name: 'Pier Café' }));
    expect(first).toHaveValue('Pier Café');
    fireEvent.change(screen.getByLabelText(/^Branch name/), { target: { value: 'Pier West' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('the list');
    expect(server.callsTo('POST /shop')[0]?.body).toMatchObject({ companyId: 2, name: 'Pier West' });
  });

  it('leaves the merchant of a company manager to the server', async () => {
    await renderRecordForm({ resource: shopSchema, mode: 'create', userInfo: companyManager });
    expect(screen.queryByRole('combobox', { name: 'Merchant' })).not.toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });
});
