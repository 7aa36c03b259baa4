// Issue 10 item 5: a manager who may add a branch dish but not open the dish list still picks the
// dish by name in the form's lookup. He reads the dishes' labels only, and only as a lookup asks.
import { describeOnEachDatabase } from '../support/api-harness';
import { addManagerWith } from '../support/managers';

interface Row {
  id: number;
  [field: string]: unknown;
}

describeOnEachDatabase('a lookup reads what its form may point at', (api) => {
  let serial = 0;
  const asOwner = <T = Row>(method: 'POST' | 'PUT', url: string, payload: object) =>
    api.callAs<T>('hk.owner', method, url, payload);

  /** A manager of the owner's company holding only `privilegeList`, signed in. */
  async function managerWith(privilegeList: string[]): Promise<string> {
    serial += 1;
    return (await addManagerWith<Row>(api, `lookup.${serial}`, privilegeList)).token;
  }

  const call = async <T = Row[]>(
    token: string,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
  ) =>
    (
      await api.call<T>({
        method,
        url: `/pro-api${url}`,
        headers: { 'x-token': token },
        ...(payload ? { payload } : {}),
      })
    ).body;

  it('lets a manager who may add a branch dish find a dish by name, and see its labels only', async () => {
    const token = await managerWith(['main_menu', 'main_menu_create']);
    expect((await call(token, 'GET', '/schema/resource/dish')).status).toBe(0);
    const dishes = await asOwner<Row[]>('PUT', '/dish', { pageNumber: 1, pageSize: 1 });
    const dish = dishes.data[0];
    if (!dish) throw new Error('the demo menu has no dish');
    const found = await call(token, 'PUT', '/dish', { pageNumber: 1, pageSize: 50, name: dish.name });
    expect(found.status).toBe(0);
    expect(found.data.map((row) => row.id)).toContain(dish.id);
    for (const row of found.data) expect(Object.keys(row).sort()).toEqual(['id', 'name', 'name_en']);
    const byIds = await call(token, 'PUT', '/dish', { ids: [dish.id], pageNumber: 1, pageSize: 1 });
    expect(byIds.data).toEqual([{ id: dish.id, name: dish.name, name_en: dish.name_en ?? null }]);

    const added = await call<Row>(token, 'POST', '/branch/dish', {
      shopId: await aShop(),
      dishId: dish.id,
      status: 'available',
    });
    expect(added.status).toBe(0);
  });

  it('refuses anything a lookup does not ask: another filter, a sort', async () => {
    const token = await managerWith(['main_menu', 'main_menu_create']);
    for (const extra of [
      { price: [0, 100] },
      { sort: { field: 'price', order: 'asc' } },
      { categoryId: 1 },
    ]) {
      const answer = await call(token, 'PUT', '/dish', { pageNumber: 1, pageSize: 10, ...extra });
      expect(answer.status).toBe(3);
    }
  });

  it('refuses a manager whose forms do not look into dishes', async () => {
    const token = await managerWith(['main_menu']);
    expect((await call(token, 'PUT', '/dish', { pageNumber: 1, pageSize: 10 })).status).toBe(3);
    expect((await call(token, 'GET', '/schema/resource/dish')).status).toBe(3);
  });

  it("never reads another company's dishes", async () => {
    const token = await managerWith(['main_menu', 'main_menu_create']);
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO res_dish (company_id, data)
       SELECT id, '{"name": "Elsewhere"}'::jsonb FROM res_company WHERE data->>'name_en' LIKE 'Kowloon%'
       RETURNING id`,
    );
    const ids = rows.map((row) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(
      (await call(token, 'PUT', '/dish', { pageNumber: 1, pageSize: 50, name: 'Elsewhere' })).data,
    ).toEqual([]);
    const answer = await call(token, 'PUT', '/dish', { ids, pageNumber: 1, pageSize: 5 });
    expect(answer).toMatchObject({ status: 0, data: [] });
  });

  async function aShop(): Promise<number> {
    const shops = await asOwner<Row[]>('PUT', '/shop', { pageNumber: 1, pageSize: 1 });
    const shop = shops.data[0];
    if (!shop) throw new Error('the owner has no shop');
    return shop.id;
  }
});
