// GET /schema/privileges: the permission tree's catalogue, from the schemas, cut to what the caller
// may grant.
import type { PrivilegeCatalogue, PrivilegeNode } from '../../../engine/protocol/privilege-catalogue';
import { describeOnEachDatabase } from '../support/api-harness';

const keysOf = (nodes: PrivilegeNode[]): string[] =>
  nodes.flatMap((node) => [node.key, ...keysOf(node.children ?? [])]);

describeOnEachDatabase('the privilege catalogue', (api) => {
  const catalogue = async (username: string) =>
    (
      await api.call<PrivilegeCatalogue>({
        method: 'GET',
        url: '/pro-api/schema/privileges',
        headers: { 'x-token': await api.signIn(username) },
      })
    ).body.data;

  it('offers the admin every screen with its actions under its section, and the POS and Connect keys', async () => {
    const { groups } = await catalogue('admin');
    expect(groups.map((group) => group.name)).toEqual(['dashboard', 'pos', 'connect']);
    const dashboard = groups[0]?.nodes ?? [];
    const merchants = dashboard.find((node) => node.key === 'merchant_management');
    const list = merchants?.children?.find((node) => node.key === 'merchant_list');
    expect(list?.children?.map((node) => node.key)).toEqual([
      'merchant_create',
      'merchant_edit',
      'merchant_delete',
      'merchant_approve',
    ]);
    expect(list?.title).toBe('navigation:merchant_list');
    // A section only groups its screens: the tree never stores its name.
    expect(merchants?.grouping).toBe(true);
    expect(list?.grouping).toBeUndefined();
    expect(keysOf(groups[1]?.nodes ?? [])).toContain('pos_refund');
    // A page of our own is a screen of its section too, granted with the route it relies on.
    const qrOrdering = dashboard
      .find((node) => node.key === 'store_settings')
      ?.children?.find((node) => node.key === 'qr_code_ordering');
    expect(qrOrdering?.children?.find((node) => node.key === 'qr_code')).toEqual({
      key: 'qr_code',
      title: 'navigation:qr_code',
      relyRoute: 'floor_plan',
    });
    // A page's actions sit under it, as a resource screen's do.
    const queuing = dashboard.find((node) => node.key === 'queuing_management');
    expect(queuing?.children?.find((node) => node.key === 'self_service_queuing')).toEqual({
      key: 'self_service_queuing',
      title: 'navigation:self_service_queuing',
      children: [
        { key: 'self_service_queuing_operate', title: 'privileges:keys.self_service_queuing_operate' },
      ],
    });
    // The home page is everyone's: no privilege to grant.
    expect(keysOf(dashboard)).not.toContain('home');
    // Every declared key appears exactly once.
    const all = groups.flatMap((group) => keysOf(group.nodes));
    expect(new Set(all).size).toBe(all.length);
    for (const key of api.schemas.privileges.flatMap((group) => group.keys.map((entry) => entry.key)))
      expect(all).toContain(key);
  });

  it('offers a company manager only what he holds', async () => {
    const { groups } = await catalogue('hk.owner');
    const keys = groups.flatMap((group) => keysOf(group.nodes));
    expect(keys).toContain('merchant_account_list');
    expect(keys).toContain('pos_refund');
    expect(keys).not.toContain('merchant_create');
    expect(keys).not.toContain('administrators_list');
  });

  it("gives a store manager a page's actions when the page says he manages it", async () => {
    const { groups } = await catalogue('hk.central');
    const keys = groups.flatMap((group) => keysOf(group.nodes));
    expect(keys).toEqual(expect.arrayContaining(['self_service_queuing', 'self_service_queuing_operate']));
    // A page he only reads: its name, nothing more.
    expect(keys).toContain('qr_code');
  });
});
