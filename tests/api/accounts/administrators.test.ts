// Administrators (/user/user) are declared in schemas/accounts/user.json and nothing else: the engine
// hashes their passwords, never answers them, keeps them when an edit leaves them blank, shows only
// platform accounts on this screen, and sign-in reads the same records.
import { describeOnEachDatabase } from '../support/api-harness';
import { DEMO_PASSWORD } from '../../../server/demo/demo-data';
import { demoTenants } from '../support/tenants';

interface Administrator {
  id: number;
  version: number;
  username: string;
  accountType: string;
  clientIds?: number[];
  password?: string;
}

describeOnEachDatabase('administrators', (api) => {
  const call = <T = Administrator>(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: object,
    as = 'admin',
  ) => api.callAs<T>(as, method, url, payload);
  let serial = 0;
  const create = async (extra: object = {}) => {
    serial += 1;
    const answer = await call('POST', '/user/user', {
      name: `Ops ${serial}`,
      username: `ops.${serial}`,
      password: 'first-Secret-1',
      accountType: 'restaurantAdmin',
      ...extra,
    });
    expect(answer.status).toBe(0);
    return answer.data;
  };

  it('stores only a hash, answers no password, and lets the new administrator sign in', async () => {
    const created = await create();
    expect(created).not.toHaveProperty('password');
    const { rows } = await api.db.query<{ hash: string }>(
      `SELECT data->>'password' AS hash FROM res_user WHERE id = $1`,
      [created.id],
    );
    expect(rows[0]?.hash).toMatch(/^\$argon2id\$/);
    const audit = await api.db.query<{ changes: Record<string, unknown> }>(
      `SELECT changes FROM audit_log WHERE resource = 'user' AND record_id = $1`,
      [created.id],
    );
    expect(audit.rows[0]?.changes.password).toEqual({ changed: true });
    expect(JSON.stringify(audit.rows)).not.toContain('first-Secret-1');
    await expect(api.signIn(created.username, 'first-Secret-1')).resolves.toEqual(expect.any(String));
  });

  it('keeps the password when an edit leaves it blank and replaces it when one is typed', async () => {
    const created = await create();
    const renamed = await call('PUT', '/user/user/modify', { ...created, name: 'Renamed', password: '' });
    expect(renamed.status).toBe(0);
    await expect(api.signIn(created.username, 'first-Secret-1')).resolves.toEqual(expect.any(String));
    const changed = await call('PUT', '/user/user/modify', { ...renamed.data, password: 'second-Secret-2' });
    expect(changed.status).toBe(0);
    await expect(api.signIn(created.username, 'first-Secret-1')).rejects.toThrow();
    await expect(api.signIn(created.username, 'second-Secret-2')).resolves.toEqual(expect.any(String));
    const short = await call('PUT', '/user/user/modify', { ...changed.data, password: 'short' });
    expect(short).toMatchObject({ status: 1, errors: [{ field: 'password' }] });
  });

  it('lists platform accounts only, never the merchants’ managers', async () => {
    await create();
    const list = await call<Administrator[]>('PUT', '/user/user', { pageNumber: 1, pageSize: 50 });
    expect(list.status).toBe(0);
    const types = new Set(list.data.map((account) => account.accountType));
    expect([...types].sort()).toEqual(['restaurantAdmin', 'superAdmin']);
    expect(list.data.map((account) => account.username)).not.toContain('hk.owner');
    expect(list.data.every((account) => !('password' in account))).toBe(true);
    const owner = await api.db.query<{ id: number }>(
      `SELECT id FROM res_user WHERE data->>'username' = 'hk.owner'`,
    );
    const outside = await call('PUT', '/user/user/modify', {
      id: owner.rows[0]?.id,
      version: 1,
      name: 'Taken over',
    });
    expect(outside.status).toBe(2);
  });

  it('refuses a merchant account type, a taken username in any case, and a short password', async () => {
    expect(
      await call('POST', '/user/user', {
        name: 'X',
        username: 'x.owner',
        password: 'long-enough-1',
        accountType: 'companyManager',
      }),
    ).toMatchObject({ status: 1, errors: [{ field: 'accountType' }] });
    expect(
      await call('POST', '/user/user', {
        name: 'X',
        username: 'ADMIN',
        password: 'long-enough-1',
        accountType: 'superAdmin',
      }),
    ).toMatchObject({ status: 6 });
    expect(
      await call('POST', '/user/user', {
        name: 'X',
        username: 'short.pw',
        password: '1234',
        accountType: 'superAdmin',
      }),
    ).toMatchObject({ status: 1, errors: [{ field: 'password' }] });
  });

  it('gives a restaurant admin exactly his assigned clients, and forgets a deleted client', async () => {
    const tenants = await demoTenants(api.db);
    const created = await create({ clientIds: [tenants.hk] });
    // Privileges come from the permission settings (issue 5); here they are granted directly.
    await api.db.query(
      `UPDATE res_user SET data = data || '{"privilegeList": ["merchant_list"]}' WHERE id = $1`,
      [created.id],
    );
    const token = await api.signIn(created.username, 'first-Secret-1');
    const reached = await api.call<{ id: number }[]>({
      method: 'PUT',
      url: '/pro-api/company',
      payload: { pageNumber: 1, pageSize: 50 },
      headers: { 'x-token': token },
    });
    expect(reached.body.data.map((company) => company.id)).toEqual([tenants.hk]);

    const doomed = await call<{ id: number }>('POST', '/company', {
      name: 'Short-lived',
      contacts: 'Someone',
      phone1: '+852 2000 0000',
      email: 'gone@example.com',
    });
    const assigned = await call('PUT', '/user/user/modify', {
      ...created,
      clientIds: [tenants.hk, doomed.data.id],
    });
    expect(assigned.data.clientIds).toEqual([tenants.hk, doomed.data.id]);
    expect((await call('DELETE', '/company', { id: doomed.data.id })).status).toBe(0);
    const after = await call<Administrator[]>('PUT', '/user/user', { id: created.id });
    expect(after.data[0]?.clientIds).toEqual([tenants.hk]);
  });

  // core §6: a search with no company chosen covers every company the caller reaches. The server
  // applies that scope itself (docs/architecture.md), so the answer cannot be widened by the client.
  it("answers a restaurant admin's search with no company chosen from all his clients and no others", async () => {
    const tenants = await demoTenants(api.db);
    const created = await create({ clientIds: [tenants.hk], password: DEMO_PASSWORD });
    await api.db.query(
      `UPDATE res_user SET data = data || '{"privilegeList": ["branches_list"]}' WHERE id = $1`,
      [created.id],
    );
    const shopsSeen = async () => {
      const answer = await call<{ id: number; companyId: number }[]>(
        'PUT',
        '/shop',
        { pageNumber: 1, pageSize: 50 },
        created.username,
      );
      return new Set(answer.data.map((shop) => shop.companyId));
    };
    expect(await shopsSeen()).toEqual(new Set([tenants.hk]));
    const foreign = await call<unknown[]>(
      'PUT',
      '/shop',
      { companyId: tenants.kowloon, pageNumber: 1 },
      created.username,
    );
    expect(foreign.data).toEqual([]);
    await call('PUT', '/user/user/modify', { ...created, clientIds: [tenants.hk, tenants.kowloon] });
    expect(await shopsSeen()).toEqual(new Set([tenants.hk, tenants.kowloon]));
  });

  it("answers a store manager's search with no shop chosen from his own shops only", async () => {
    const tenants = await demoTenants(api.db);
    const answer = await call<{ id: number }[]>(
      'PUT',
      '/shop',
      { pageNumber: 1, pageSize: 50 },
      'hk.central',
    );
    expect(answer.data.map((shop) => shop.id)).toEqual([tenants.central]);
  });

  it('is closed to a company manager, and a deleted administrator is signed out', async () => {
    expect((await call('PUT', '/user/user', { pageNumber: 1 }, 'hk.owner')).status).toBe(3);
    const created = await create();
    const token = await api.signIn(created.username, 'first-Secret-1');
    expect((await call('DELETE', '/user/user', { id: created.id })).status).toBe(0);
    const info = await api.call({ method: 'GET', url: '/pro-api/user/info', headers: { 'x-token': token } });
    expect(info.body.status).toBe(4);
  });
});
