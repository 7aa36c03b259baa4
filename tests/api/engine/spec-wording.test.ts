// The spec's wording and actions on the screens that exist (issue 10 item 5): business spec §5's
// messages, a merchant account's password and manager key on create, the unlock that lets a person
// sign in at once, the merchant list's computed columns, the required-only dish detail and the
// sort of dish details and combos.
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';
import { TIME_ZONE } from '../support/test-database';

interface Row {
  id: number;
  version: number;
  [field: string]: unknown;
}

const KEY = '135790';
const PASSWORD = 'Manager-pass-1';

describeOnEachDatabase('the spec’s wording and actions', (api) => {
  let tenants: DemoTenants;
  let serial = 0;
  const call = <T = Row>(method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object, as = 'hk.owner') =>
    api.callAs<T>(as, method, url, payload);
  const login = (username: string, password: string) =>
    api.call({ method: 'PUT', url: '/pro-api/login', payload: { username, password } });
  const permissionType = async () => {
    serial += 1;
    const made = await call('POST', '/privilege/mapping', {
      name: `Wording ${serial}`,
      privilegeList: ['merchant_account_list'],
    });
    expect(made.status).toBe(0);
    return made.data;
  };
  const account = (privilegeMappingId: number, secrets: object) => {
    serial += 1;
    return call('POST', '/user/shop/user', {
      name: `Wording ${serial}`,
      username: `wording.${serial}`,
      email: `wording.${serial}@example.com`,
      accountType: 'companyManager',
      privilegeMappingId,
      ...secrets,
    });
  };

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
  });

  it('asks for six numbers when a manager key is not six digits, in every language', async () => {
    const type = await permissionType();
    const refused = await account(type.id, { password: PASSWORD, secondaryPassword: '12345' });
    expect(refused.errors).toEqual([
      { field: 'secondaryPassword', msg: '請輸入六位數字', msgEn: 'Please enter six numbers' },
    ]);
  });

  it('asks four numbers of a server’s employee key', async () => {
    const type = await permissionType();
    const refused = await call('POST', '/user/shop/waiter', {
      name: 'Key',
      accountType: 'waiter',
      employeeKey: '12345',
      shopPrivilegeList: [tenants.central],
      privilegeMappingId: type.id,
    });
    expect(refused.errors?.[0]).toMatchObject({ field: 'employeeKey', msgEn: 'Please enter four numbers' });
  });

  it('refuses a new merchant account without a password or a manager key, and an edit keeps both', async () => {
    const type = await permissionType();
    const bare = await account(type.id, {});
    expect(bare.status).toBe(1);
    expect(bare.errors?.map((error) => error.field).sort()).toEqual(['password', 'secondaryPassword']);

    const made = await account(type.id, { password: PASSWORD, secondaryPassword: KEY });
    expect(made.status).toBe(0);
    const renamed = await call('PUT', '/user/shop/user/modify', {
      id: made.data.id,
      version: made.data.version,
      name: 'Renamed',
      password: '',
      secondaryPassword: '',
    });
    expect(renamed.status).toBe(0);
    expect((await login(String(made.data.username), PASSWORD)).body.status).toBe(0);
    const verified = await call<{ valid: boolean }>('PUT', '/manager/key/verify', {
      shopId: tenants.central,
      key: KEY,
    });
    expect(verified.data.valid).toBe(true);
  });

  it('gives the spec’s reason for refusing to delete a permission type a server holds', async () => {
    const type = await permissionType();
    const server = await call('POST', '/user/shop/waiter', {
      name: 'Holder',
      accountType: 'waiter',
      employeeKey: '4321',
      shopPrivilegeList: [tenants.central],
      privilegeMappingId: type.id,
    });
    expect(server.status).toBe(0);
    expect(await call('DELETE', '/privilege/mapping', { id: type.id })).toMatchObject({
      status: 7,
      msgEn: "This permission is applied to a server: change the server's permission before deleting it",
    });
    expect((await call('PUT', '/privilege/mapping/can/delete', { id: type.id })).data).toEqual({
      canDelete: false,
    });
  });

  it('gives the spec’s reason for refusing to delete a category that has dishes', async () => {
    const dishes = await call<Row[]>('PUT', '/dish', { pageNumber: 1, pageSize: 1 });
    const categoryId = dishes.data[0]?.categoryId;
    expect(typeof categoryId).toBe('number');
    expect(await call('DELETE', '/category', { id: categoryId })).toMatchObject({
      status: 7,
      msgEn: 'The category has dishes: delete or move its dishes before deleting it',
      msg: '此分類下有菜品，請先刪除或移走菜品再刪除分類',
    });
  });

  it('lets an unlocked account sign in at once, though the sign-in throttle had refused it', async () => {
    const id = (
      await api.db.query<{ id: number }>(`SELECT id FROM res_user WHERE data->>'username' = 'hk.central'`)
    ).rows[0]?.id as number;
    await api.db.query('INSERT INTO account_lock (user_id, failures) VALUES ($1, 9)', [id]);
    for (let attempt = 0; attempt < 5; attempt += 1) await login('hk.central', 'wrong');
    expect((await login('hk.central', 'Demo#2026')).http).toBe(429);
    const listed = await call<Row[]>('PUT', '/user/shop/user', { id });
    expect(listed.data[0]?.locked).toBe(true);

    expect((await call('PUT', '/unlock/user', { id })).status).toBe(0);
    expect((await login('hk.central', 'Demo#2026')).body.status).toBe(0);
    expect((await call<Row[]>('PUT', '/user/shop/user', { id })).data[0]?.locked).toBe(false);
  });

  it('lists each merchant’s application time, users and branches, computed as read', async () => {
    const merchants = await call<Row[]>('PUT', '/company', { id: tenants.hk }, 'admin');
    const hk = merchants.data[0] as Row;
    const counted = async (sql: string) => (await api.db.query<{ n: number }>(sql, [tenants.hk])).rows[0]?.n;
    expect(hk.branchCount).toBe(
      await counted('SELECT count(*)::int AS n FROM res_shop WHERE company_id = $1 AND deleted_at IS NULL'),
    );
    expect(hk.userCount).toBe(
      await counted(
        `SELECT count(*)::int AS n FROM res_user WHERE company_id = $1 AND deleted_at IS NULL
           AND data->>'accountType' IN ('companyManager', 'shopManager', 'waiter')`,
      ),
    );
    expect(hk.applicationTime).toBe(hk.createdAt);

    // The filter's days are the restaurants' (TIME_ZONE): after 16:00 UTC, Hong Kong is a day ahead.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(
      new Date(String(hk.createdAt)),
    );
    const found = await call<Row[]>('PUT', '/company', { applicationTime: [today, today] }, 'admin');
    expect(found.data.map((row) => row.id)).toContain(tenants.hk);
    const before = await call<Row[]>(
      'PUT',
      '/company',
      { applicationTime: ['2000-01-01', '2000-01-02'] },
      'admin',
    );
    expect(before.count).toBe(0);
    const byBranches = await call<Row[]>(
      'PUT',
      '/company',
      { sort: { field: 'branchCount', order: 'desc' }, pageSize: 50 },
      'admin',
    );
    const counts = byBranches.data.map((row) => row.branchCount as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Computed, never written.
    const written = await call(
      'PUT',
      '/company/modify',
      { id: hk.id, version: hk.version, branchCount: 9 },
      'admin',
    );
    expect(written.errors?.[0]).toMatchObject({ field: 'branchCount' });
  });

  it('holds a required-only dish detail to exactly one choice', async () => {
    const base = {
      name: 'Doneness',
      required: true,
      multiple: false,
      options: [{ name: 'Rare' }, { name: 'Well' }],
    };
    const two = await call('POST', '/dish/detail', { ...base, minSelect: 1, maxSelect: 2 });
    expect(two.errors?.[0]).toMatchObject({
      field: 'maxSelect',
      msgEn: 'With only Required on, the maximum selection is fixed at 1',
    });
    expect((await call('POST', '/dish/detail', { ...base, minSelect: 1, maxSelect: 1 })).status).toBe(0);
  });

  it('sorts dish details and combo groups as categories and dishes are sorted', async () => {
    for (const endpoint of ['/dish/detail', '/combo']) {
      const page = await call<Row[]>('PUT', endpoint, { pageNumber: 1, pageSize: 50 });
      const orders = page.data.map((row, index) => ({ id: row.id, showOrder: page.data.length - index }));
      const sorted = await call<Row[]>('PUT', `${endpoint}/sort`, { orders });
      expect(sorted.status).toBe(0);
      const after = await call<Row[]>('PUT', endpoint, { pageNumber: 1, pageSize: 50 });
      expect(after.data.map((row) => row.id)).toEqual([...page.data].reverse().map((row) => row.id));
    }
  });

  it('lets a manager add a main-menu dish to his branch from the branch’s main menu', async () => {
    const navigation = await api.callAs<{ routes: { name: string; children?: Record<string, boolean> }[] }>(
      'hk.owner',
      'GET',
      '/schema/navigation',
    );
    const mainMenu = navigation.data.routes.find((route) => route.name === 'main_menu');
    expect(mainMenu?.children).toMatchObject({ create: true, edit: true });
    const made = await call('POST', '/dish', {
      name: '菠蘿包',
      name_en: 'Pineapple bun',
      categoryId: (await call<Row[]>('PUT', '/category', { pageNumber: 1, pageSize: 1 })).data[0]?.id,
      price: 12,
      timePeriods: [{ start: '07:00', end: '11:00' }],
    });
    expect(made.status).toBe(0);
    const added = { shopId: tenants.central, dishId: made.data.id, price: 14, status: 'available' };
    expect((await call('POST', '/branch/dish', added)).status).toBe(0);
    expect((await call('POST', '/branch/dish', added)).status).toBe(6);
  });
});
