// Merchant accounts, servers and permission types (business spec §3, §6), declared in
// schemas/accounts: a manager's or server's privileges are his permission type's, read afresh on
// every call; nobody grants what he does not hold; the delete rules of §6 hold.
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

interface Row {
  id: number;
  version: number;
  [field: string]: unknown;
}

describeOnEachDatabase('accounts and permission types', (api) => {
  let tenants: DemoTenants;
  let serial = 0;
  const callWith = async <T = Row>(
    token: string,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: object,
  ) => (await api.call<T>({ method, url: `/pro-api${url}`, payload, headers: { 'x-token': token } })).body;
  const call = <T = Row>(method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object, as = 'hk.owner') =>
    api.callAs<T>(as, method, url, payload);
  const permissionType = async (privilegeList: string[]) => {
    serial += 1;
    const made = await call('POST', '/privilege/mapping', { name: `Type ${serial}`, privilegeList });
    expect(made.status).toBe(0);
    return made.data;
  };
  const manager = async (privilegeMappingId: number) => {
    serial += 1;
    const made = await call('POST', '/user/shop/user', {
      name: `Manager ${serial}`,
      username: `manager.${serial}`,
      email: `manager.${serial}@example.com`,
      password: 'Manager-pass-1',
      secondaryPassword: '135790',
      accountType: 'companyManager',
      privilegeMappingId,
    });
    expect(made.status).toBe(0);
    return made.data as Row & { username: string };
  };
  const waiter = async (privilegeMappingId: number) => {
    const made = await call('POST', '/user/shop/waiter', {
      name: 'Server',
      accountType: 'waiter',
      employeeKey: '4321',
      shopPrivilegeList: [tenants.central],
      privilegeMappingId,
    });
    expect(made.status).toBe(0);
    return made.data;
  };

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
  });

  it("gives a manager exactly his permission type's privileges, read afresh on every call", async () => {
    const type = await permissionType(['merchant_account_list']);
    const account = await manager(type.id);
    const token = await api.signIn(account.username, 'Manager-pass-1');
    const info = await api.call<{ privilegeList: string[]; companyId: number }>({
      method: 'GET',
      url: '/pro-api/user/info',
      headers: { 'x-token': token },
    });
    expect(info.body.data).toMatchObject({ privilegeList: ['merchant_account_list'], companyId: tenants.hk });
    expect((await callWith(token, 'PUT', '/user/shop/user', { pageNumber: 1 })).status).toBe(0);
    expect((await callWith(token, 'PUT', '/privilege/mapping', { pageNumber: 1 })).status).toBe(3);

    const widened = await call('PUT', '/privilege/mapping/modify', {
      ...type,
      privilegeList: ['merchant_account_list', 'permission_settings_list'],
    });
    expect(widened.status).toBe(0);
    expect((await callWith(token, 'PUT', '/privilege/mapping', { pageNumber: 1 })).status).toBe(0);
  });

  it('lets nobody grant a privilege he does not hold, nor one that does not exist', async () => {
    const raised = await call('POST', '/privilege/mapping', {
      name: 'Escalation',
      privilegeList: ['merchant_account_list', 'administrators_list'],
    });
    expect(raised).toMatchObject({
      status: 1,
      errors: [
        {
          field: 'privilegeList',
          msgEn: 'Permissions holds permissions you do not have: administrators_list',
        },
      ],
    });
    const invented = await call(
      'POST',
      '/privilege/mapping',
      { name: 'Invented', privilegeList: ['launch_rockets'], companyId: tenants.hk },
      'admin',
    );
    expect(invented).toMatchObject({ status: 1, errors: [{ field: 'privilegeList' }] });
  });

  it("refuses another company's permission type for an account", async () => {
    const theirs = await call(
      'POST',
      '/privilege/mapping',
      {
        name: 'Kowloon only',
        privilegeList: ['merchant_account_list'],
      },
      'kowloon.owner',
    );
    expect(theirs.status).toBe(0);
    const borrowed = await call('POST', '/user/shop/user', {
      name: 'Borrower',
      username: 'borrower',
      email: 'borrower@example.com',
      password: 'Manager-pass-1',
      secondaryPassword: '135790',
      accountType: 'companyManager',
      privilegeMappingId: theirs.data.id,
    });
    expect(borrowed).toMatchObject({ status: 1, errors: [{ field: 'privilegeMappingId' }] });
  });

  it('clears a deleted permission type from managers, and refuses while a server holds it', async () => {
    const type = await permissionType(['merchant_account_list']);
    const account = await manager(type.id);
    const server = await waiter(type.id);
    expect((await call('DELETE', '/privilege/mapping', { id: type.id })).status).toBe(7);

    const other = await permissionType(['server_management_list']);
    const moved = await call('PUT', '/user/waiter/modify', { ...server, privilegeMappingId: other.id });
    expect(moved.status).toBe(0);
    expect((await call('DELETE', '/privilege/mapping', { id: type.id })).status).toBe(0);
    const after = await call<Row[]>('PUT', '/user/shop/user', { id: account.id });
    expect(after.data[0]).not.toHaveProperty('privilegeMappingId');
    const token = await api.signIn(account.username, 'Manager-pass-1');
    const info = await api.call<{ privilegeList: string[] }>({
      method: 'GET',
      url: '/pro-api/user/info',
      headers: { 'x-token': token },
    });
    expect(info.body.data.privilegeList).toEqual([]);
  });

  it('keeps servers, managers and administrators apart, and a username unique across them', async () => {
    const type = await permissionType(['server_management_list']);
    const server = await waiter(type.id);
    expect(server).not.toHaveProperty('employeeKey');
    const { rows } = await api.db.query<{ key: string }>(
      `SELECT data->>'employeeKey' AS key FROM res_user WHERE id = $1`,
      [server.id],
    );
    expect(rows[0]?.key).toMatch(/^\$argon2id\$/);
    const badKey = await call('PUT', '/user/waiter/modify', { ...server, employeeKey: '12345' });
    expect(badKey).toMatchObject({ status: 1, errors: [{ field: 'employeeKey' }] });

    const managers = await call<Row[]>('PUT', '/user/shop/user', { pageNumber: 1, pageSize: 50 });
    const types = new Set(managers.data.map((row) => row.accountType));
    expect([...types].every((type) => type === 'companyManager' || type === 'shopManager')).toBe(true);
    expect(managers.data.map((row) => row.username)).toContain('hk.owner');
    expect(managers.data.map((row) => row.username)).not.toContain('kowloon.owner');

    const taken = await call('POST', '/user/shop/user', {
      name: 'Impostor',
      username: 'Admin',
      email: 'impostor@example.com',
      password: 'Manager-pass-1',
      secondaryPassword: '135790',
      accountType: 'companyManager',
      privilegeMappingId: type.id,
    });
    expect(taken.status).toBe(6);
  });

  it('closes the account screens to a store manager', async () => {
    expect((await call('PUT', '/user/shop/user', { pageNumber: 1 }, 'hk.central')).status).toBe(3);
    expect((await call('PUT', '/user/shop/waiter', { pageNumber: 1 }, 'hk.central')).status).toBe(3);
  });
});
