// The account calls beyond the declared screens (business spec §6, §7; core spec §7): the lock after
// ten wrong passwords and PUT /unlock/user, PUT …/can/delete, the manager key check the POS uses,
// and /user/company/mapping.
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

interface Row {
  id: number;
  version: number;
  [field: string]: unknown;
}

describeOnEachDatabase('account calls', (api) => {
  let tenants: DemoTenants;
  const call = <T = Row>(method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object, as = 'admin') =>
    api.callAs<T>(as, method, url, payload);
  const login = (username: string, password: string) =>
    api.call({ method: 'PUT', url: '/pro-api/login', payload: { username, password } });
  const idOf = async (username: string) =>
    (await api.db.query<{ id: number }>(`SELECT id FROM res_user WHERE data->>'username' = $1`, [username]))
      .rows[0]?.id as number;

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
  });

  it('locks an account after ten wrong passwords in a row, until someone who manages it unlocks it', async () => {
    const id = await idOf('kowloon.mk');
    // Nine earlier failures, as if spread over hours (the per-username throttle allows five per window).
    await api.db.query('INSERT INTO account_lock (user_id, failures) VALUES ($1, 9)', [id]);
    expect((await login('kowloon.mk', 'wrong')).body.status).toBe(11);
    expect((await login('kowloon.mk', 'Demo#2026')).body).toMatchObject({
      status: 12,
      msgEn:
        'This account is locked after too many wrong passwords, please ask an administrator to unlock it',
    });
    // The other company's owner cannot reach him; his own company's owner can.
    expect((await call('PUT', '/unlock/user', { id }, 'hk.owner')).status).toBe(2);
    expect((await call('PUT', '/unlock/user', { id }, 'kowloon.owner')).status).toBe(0);
    expect((await login('kowloon.mk', 'Demo#2026')).body.status).toBe(0);
    expect((await call('PUT', '/unlock/user', {}, 'kowloon.owner')).errors?.[0]).toMatchObject({
      field: 'id',
    });
  });

  it('clears the count after a right password', async () => {
    const id = await idOf('hk.central');
    await api.db.query('INSERT INTO account_lock (user_id, failures) VALUES ($1, 9)', [id]);
    expect((await login('hk.central', 'Demo#2026')).body.status).toBe(0);
    expect((await login('hk.central', 'wrong')).body.status).toBe(11);
    expect((await login('hk.central', 'Demo#2026')).body.status).toBe(0);
  });

  it('answers whether a record may be deleted, by rehearsing the delete, and changes nothing', async () => {
    const type = await call(
      'POST',
      '/privilege/mapping',
      { name: 'Rehearsal', privilegeList: ['pos_refund'] },
      'hk.owner',
    );
    expect(
      (await call('PUT', '/privilege/mapping/can/delete', { id: type.data.id }, 'hk.owner')).data,
    ).toEqual({
      canDelete: true,
    });
    const server = await call(
      'POST',
      '/user/shop/waiter',
      {
        name: 'Holder',
        accountType: 'waiter',
        employeeKey: '1357',
        shopPrivilegeList: [tenants.central],
        privilegeMappingId: type.data.id,
      },
      'hk.owner',
    );
    expect(server.status).toBe(0);
    expect(
      (await call('PUT', '/privilege/mapping/can/delete', { id: type.data.id }, 'hk.owner')).data,
    ).toEqual({
      canDelete: false,
    });
    const still = await call<Row[]>('PUT', '/privilege/mapping', { id: type.data.id }, 'hk.owner');
    expect(still.count).toBe(1);
    expect(
      (await call('PUT', '/privilege/mapping/can/delete', { id: type.data.id }, 'kowloon.owner')).status,
    ).toBe(2);
  });

  it("tells the POS whether a manager key belongs to one of the shop's managers, and throttles guessing", async () => {
    expect(
      (await call('PUT', '/user/update/secondary/password', { newPassword: '482913' }, 'hk.central')).status,
    ).toBe(0);
    const check = (key: string, shopId = tenants.central, as = 'hk.owner') =>
      call<{ valid: boolean; managerId?: number }>('PUT', '/manager/key/verify', { shopId, key }, as);
    expect((await check('482913')).data).toEqual({ valid: true, managerId: await idOf('hk.central') });
    expect((await check('000000')).data).toEqual({ valid: false });
    // Not a manager of the other branch, and another company's owner cannot ask at all.
    expect((await check('482913', tenants.causeway)).data).toEqual({ valid: false });
    expect((await check('482913', tenants.central, 'kowloon.owner')).status).toBe(2);
    for (let attempt = 0; attempt < 5; attempt += 1) await check('111111', tenants.causeway);
    const locked = await api.call({
      method: 'PUT',
      url: '/pro-api/manager/key/verify',
      payload: { shopId: tenants.causeway, key: '482913' },
      headers: { 'x-token': await api.signIn('hk.owner') },
    });
    expect(locked.http).toBe(429);
  });

  it('assigns and unassigns a restaurant admin his companies one pair at a time', async () => {
    const userId = await idOf('platform');
    const before = await call<{ userId: number; companyId: number }[]>('PUT', '/user/company/mapping', {
      userId,
      pageSize: 9999,
    });
    expect(before.data.map((pair) => pair.companyId).sort()).toEqual([tenants.hk, tenants.kowloon].sort());
    expect(
      (await call('DELETE', '/user/company/mapping', { userId, companyId: tenants.kowloon })).status,
    ).toBe(0);
    const after = await call<{ companyId: number }[]>('PUT', '/user/company/mapping', { userId });
    expect(after.data).toEqual([{ userId, companyId: tenants.hk }]);
    expect(
      (await call('POST', '/user/company/mapping', { userId, companyId: 99999 })).errors?.[0],
    ).toMatchObject({
      field: 'clientIds',
    });
    expect((await call('POST', '/user/company/mapping', { userId, companyId: tenants.kowloon })).status).toBe(
      0,
    );
    expect((await call('PUT', '/user/company/mapping', { userId }, 'hk.owner')).status).toBe(3);
  });

  it('lists the companies and shops a caller reaches, as search-form choices', async () => {
    const ids = async (url: string, as: string, body: object = {}) =>
      (await call<{ id: number }[]>('PUT', url, body, as)).data.map((option) => option.id).sort();
    expect(await ids('/company/user', 'hk.owner')).toEqual([tenants.hk]);
    expect(await ids('/company/user', 'platform')).toEqual([tenants.hk, tenants.kowloon].sort());
    expect(await ids('/shop/user', 'hk.central')).toEqual([tenants.central]);
    expect(await ids('/shop/user', 'hk.owner')).toEqual([tenants.central, tenants.causeway].sort());
    expect(await ids('/shop/user', 'admin', { companyId: tenants.hk })).toEqual(
      [tenants.central, tenants.causeway].sort(),
    );
  });

  it("answers the caller's own account without its password, whatever his privileges", async () => {
    const own = await api.call<Row>({
      method: 'GET',
      url: '/pro-api/user/user',
      headers: { 'x-token': await api.signIn('hk.central') },
    });
    expect(own.body.data).toMatchObject({ username: 'hk.central', accountType: 'shopManager' });
    expect(own.body.data).not.toHaveProperty('password');
  });

  it("finds a platform notification's recipients among the merchants' accounts", async () => {
    const found = await call<{ username: string }[]>('PUT', '/find/user/push/message', {
      companyId: tenants.hk,
      pageSize: 50,
    });
    expect(found.data.map((account) => account.username).sort()).toEqual(['hk.central', 'hk.owner']);
    expect(found.count).toBe(2);
    expect((await call('PUT', '/find/user/push/message', {}, 'hk.owner')).status).toBe(3);
  });
});
