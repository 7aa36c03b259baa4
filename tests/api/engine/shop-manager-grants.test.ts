// What a store manager may do on each resource follows its declared grant (`shopManagers`, or edit
// for a shop resource and none for a company one), for every resource at once: his menu holds the
// screens he may read, his privileges the create he may use. The browser checks one screen of each
// grant (tests/e2e/payments/payments-screens.test.ts); this is every resource's share of what it
// checked.
import { hasPrivilege } from '../../../engine/client/privileges';
import type { UserInfo } from '../../../engine/protocol/user-info';
import type { ResourceSchema, ShopManagerGrant } from '../../../engine/schema/resource';
import { isSettingsRecord } from '../../../engine/schema/settings-record';
import { describeOnEachDatabase } from '../support/api-harness';

/** What a store manager holds on a resource when his permission type says nothing else. */
const grantOf = (resource: ResourceSchema): ShopManagerGrant =>
  resource.shopManagers ?? (resource.scope === 'shop' ? 'edit' : 'none');

describeOnEachDatabase('a store manager’s grants', (api) => {
  it('give hk.central the payments screens and the creates his grants say, and no others', async () => {
    const payments = api.schemas.resources.filter(
      (resource) => resource.route.section === 'payment_coupons' && !resource.route.onlyUS,
    );
    expect(payments.length).toBeGreaterThan(3);
    const headers = { 'x-token': await api.signIn('hk.central') };
    const navigation = await api.call<{ routes: { name: string; resource?: string }[] }>({
      method: 'GET',
      url: '/pro-api/schema/navigation',
      headers,
    });
    const info = await api.call<UserInfo>({ method: 'GET', url: '/pro-api/user/info', headers });
    const inMenu = new Set(navigation.body.data.routes.map((route) => route.resource));
    const creates = (resource: ResourceSchema): boolean =>
      !isSettingsRecord(resource) && hasPrivilege(info.body.data, resource.privileges.create);
    const held = payments.map((resource) => [resource.name, inMenu.has(resource.name), creates(resource)]);
    const granted = payments.map((resource) => {
      const grant = grantOf(resource);
      return [resource.name, grant !== 'none', grant === 'manage' && !isSettingsRecord(resource)];
    });
    expect(held).toEqual(granted);
  });
});
