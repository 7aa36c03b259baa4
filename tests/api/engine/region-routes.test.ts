import { join } from 'node:path';
import { loadMessages } from '../../../engine/server/messages';
import { loadCheckedSchemas } from '../../../engine/server/schema-source';
import { ROOT_DIR } from '../../../server/config';
import { REGIONAL, writeRegionalSchemas } from '../../support/regional-schemas';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import { demoTenants } from '../support/tenants';

// Core spec §2.3, §6: a server of one region offers none of the other region's routes, and the
// platform's own routes none to a company; the navigation leaves them out and their calls refuse.
const folder = writeRegionalSchemas();
afterAll(folder.remove);
const schemas = loadCheckedSchemas(folder.schemasDir, ROOT_DIR, loadMessages(join(ROOT_DIR, 'locales')));

async function navigationOf(api: ApiHarness, username: string) {
  const { body } = await api.call<{ sections: { name: string }[]; routes: { name: string }[] }>({
    method: 'GET',
    url: '/pro-api/schema/navigation',
    headers: { 'x-token': await api.signIn(username) },
  });
  return {
    sections: body.data.sections.map((section) => section.name),
    routes: body.data.routes.map((route) => route.name),
  };
}

async function statusOf(
  api: ApiHarness,
  username: string,
  method: 'PUT' | 'GET',
  url: string,
  payload: object = {},
) {
  const headers = { 'x-token': await api.signIn(username) };
  return (
    await api.call({ method, url: `/pro-api${url}`, headers, ...(method === 'PUT' ? { payload } : {}) })
  ).body.status;
}

describeOnEachDatabase(
  'a US server',
  (api) => {
    it('offers the US terminal and neither the EFT terminal nor the delivery platforms', async () => {
      const { sections, routes } = await navigationOf(api, 'admin');
      expect(routes).toContain(REGIONAL.terminal.route);
      expect(routes).not.toContain(REGIONAL.eftTerminal.route);
      expect(routes).not.toContain(REGIONAL.deliveryMenu.route);
      expect(sections).toContain('payment_coupons');
      expect(sections).not.toContain('delivery_platforms');
    });

    it('refuses the calls and the schema of a Hong Kong route, even to the admin', async () => {
      expect(await statusOf(api, 'admin', 'PUT', REGIONAL.terminal.endpoint)).toBe(0);
      expect(await statusOf(api, 'admin', 'PUT', REGIONAL.eftTerminal.endpoint)).toBe(3);
      expect(await statusOf(api, 'admin', 'GET', `/schema/resource/${REGIONAL.eftTerminal.resource}`)).toBe(
        3,
      );
      const shop = { shopId: (await demoTenants(api.db)).central };
      for (const settings of [REGIONAL.deliverooSettings, REGIONAL.keetaSettings])
        expect([settings.resource, await statusOf(api, 'admin', 'PUT', settings.endpoint, shop)]).toEqual([
          settings.resource,
          3,
        ]);
    });
  },
  { schemas, config: { region: 'us' } },
);

describeOnEachDatabase(
  'a Hong Kong server',
  (api) => {
    it('offers the EFT terminal and the delivery platforms, not the US terminal', async () => {
      const { sections, routes } = await navigationOf(api, 'hk.owner');
      expect(routes).toEqual(
        expect.arrayContaining([REGIONAL.eftTerminal.route, REGIONAL.deliveryMenu.route]),
      );
      expect(routes).not.toContain(REGIONAL.terminal.route);
      expect(sections).toContain('delivery_platforms');
      expect(await statusOf(api, 'hk.owner', 'PUT', REGIONAL.terminal.endpoint)).toBe(3);
    });

    it('offers the delivery-platform settings to the platform level only, Keeta’s to the super admin', async () => {
      const shop = { shopId: (await demoTenants(api.db)).central };
      const { deliverooSettings: deliveroo, keetaSettings: keeta } = REGIONAL;
      expect((await navigationOf(api, 'admin')).routes).toEqual(
        expect.arrayContaining([deliveroo.route, keeta.route]),
      );
      expect((await navigationOf(api, 'platform')).routes).toContain(deliveroo.route);
      expect((await navigationOf(api, 'platform')).routes).not.toContain(keeta.route);
      // The company manager holds the keys (the demo grants every company screen), yet is refused.
      expect((await navigationOf(api, 'hk.owner')).routes).not.toContain(deliveroo.route);
      expect(await statusOf(api, 'hk.owner', 'PUT', deliveroo.endpoint, shop)).toBe(3);
      expect(await statusOf(api, 'platform', 'PUT', deliveroo.endpoint, shop)).toBe(0);
      expect(await statusOf(api, 'platform', 'PUT', keeta.endpoint, shop)).toBe(3);
      expect(await statusOf(api, 'admin', 'PUT', keeta.endpoint, shop)).toBe(0);
    });
  },
  { schemas, config: { region: 'hk' } },
);
