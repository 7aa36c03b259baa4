import { describeOnEachDatabase } from '../support/api-harness';
import { addUserWithoutPrivileges, demoTenants } from '../support/tenants';

describeOnEachDatabase('navigation, schemas and preferences', (api) => {
  const get = async (url: string, username: string) =>
    (
      await api.call<Record<string, unknown>>({
        method: 'GET',
        url: `/pro-api${url}`,
        headers: { 'x-token': await api.signIn(username) },
      })
    ).body;

  it('answers the sections and only the routes the caller may open', async () => {
    const admin = await get('/schema/navigation', 'admin');
    const adminRoutes = (admin.data.routes as { name: string }[]).map((route) => route.name);
    expect(adminRoutes).toEqual(expect.arrayContaining(['merchant_list', 'branches_list']));
    expect((admin.data.sections as unknown[]).length).toBeGreaterThan(10);

    await addUserWithoutPrivileges(api.db, 'nav.nobody', (await demoTenants(api.db)).hk);
    const nobody = await get('/schema/navigation', 'nav.nobody');
    // A page of our own is answered to whoever holds its name: a store manager has the QR codes page.
    const manager = await get('/schema/navigation', 'hk.central');
    expect(manager.data.routes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'qr_code', page: 'qrCodes', relyRoute: 'floor_plan' }),
      ]),
    );
    // Only the pages every signed-in user has: the home page and the download tasks.
    expect(nobody.data.routes).toEqual([
      expect.objectContaining({ name: 'home', page: 'home', everyone: true }),
      expect.objectContaining({ name: 'download_tasks', page: 'downloadTasks', everyone: true }),
    ]);
  });

  it("answers a resource's schema to a reader and refuses the others", async () => {
    expect(await get('/schema/resource/shop', 'hk.central')).toMatchObject({
      status: 0,
      data: { name: 'shop', endpoint: '/shop' },
    });
    expect((await get('/schema/resource/nothing', 'admin')).status).toBe(2);
    expect((await get('/schema/resource/shop', 'nav.nobody')).status).toBe(3);
  });

  it("keeps each user's preferences on the server, apart from everyone else's", async () => {
    const save = async (username: string, value: unknown) =>
      (
        await api.call({
          method: 'POST',
          url: '/pro-api/user/preference',
          payload: { key: 'columns.company', value },
          headers: { 'x-token': await api.signIn(username) },
        })
      ).body;
    const read = async (username: string) =>
      (
        await api.call({
          method: 'PUT',
          url: '/pro-api/user/preference',
          payload: { key: 'columns.company' },
          headers: { 'x-token': await api.signIn(username) },
        })
      ).body;
    expect(await read('admin')).toMatchObject({ status: 0, data: null });
    await save('admin', ['name', 'email']);
    await save('platform', ['status']);
    expect((await read('admin')).data).toEqual(['name', 'email']);
    expect((await read('platform')).data).toEqual(['status']);
    const missing = await api.call({
      method: 'PUT',
      url: '/pro-api/user/preference',
      payload: {},
      headers: { 'x-token': await api.signIn('admin') },
    });
    expect(missing.body.errors?.[0]?.field).toBe('key');
  });
});
