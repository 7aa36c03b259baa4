// A shop's platform settings tried against the platform (POST /delivery/{platform}/settings/test),
// over real HTTP to each platform's local fake (tests/support/delivery-fakes): connected with the
// fake's credentials, the store it reached named; a wrong secret told in plain words in both
// languages with the platform's reason and never the secret; unsaved fields named; the token kept
// sealed between calls; Keeta's the super admin's alone, and no merchant's at all.
import type { ConnectionTest } from '../../../protocol/delivery';
import type { DeliveryHosts } from '../../../server/config';
import {
  FAKE_DELIVEROO,
  startDeliverooFake,
  type DeliverooFake,
} from '../../support/delivery-fakes/deliveroo-fake';
import {
  FOODPANDA_FAKE_SETTINGS,
  startFoodpandaFake,
  type FoodpandaFake,
} from '../../support/delivery-fakes/foodpanda-fake';
import { FAKE_KEETA, startKeetaFake, type KeetaFake } from '../../support/delivery-fakes/keeta-fake';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

// Filled once the fakes listen: the app reads its hosts at each call.
const hosts: DeliveryHosts = {
  deliverooApiUrl: '',
  deliverooAuthUrl: '',
  foodpandaApiUrl: '',
  keetaApiUrl: '',
};

const SAVED = {
  deliveroo: {
    clientId: FAKE_DELIVEROO.clientId,
    secret: FAKE_DELIVEROO.clientSecret,
    webhookSecret: FAKE_DELIVEROO.webhookSecret,
    brandId: FAKE_DELIVEROO.brandId,
    siteId: FAKE_DELIVEROO.siteId,
  },
  foodpanda: {
    username: FOODPANDA_FAKE_SETTINGS.username,
    password: FOODPANDA_FAKE_SETTINGS.password,
    token: FOODPANDA_FAKE_SETTINGS.webhookSecret,
    chainCode: FOODPANDA_FAKE_SETTINGS.chainCode,
    vendorCode: FOODPANDA_FAKE_SETTINGS.vendorCode,
  },
  keeta: {
    appId: FAKE_KEETA.appId,
    clientId: FAKE_KEETA.clientId,
    secret: FAKE_KEETA.clientSecret,
    keetaShopId: FAKE_KEETA.merchantId,
  },
};
type Platform = keyof typeof SAVED;

describeOnEachDatabase(
  'a shop’s delivery platform settings tried against the platform',
  (api) => {
    let tenants: DemoTenants;
    let fakes: [DeliverooFake, FoodpandaFake, KeetaFake];
    const shopId = () => tenants.causeway;

    const save = async (platform: Platform, values: object, as = 'platform') => {
      const endpoint = `/delivery/${platform}/settings`;
      const read = await api.callAs<{ version: number }>(as, 'PUT', endpoint, { shopId: shopId() });
      expect(read.status).toBe(0);
      const saved = await api.callAs(as, 'PUT', `${endpoint}/modify`, {
        shopId: shopId(),
        version: read.data.version,
        enabled: true,
        operationLanguage: 'en',
        totalMethod: 'subtotal',
        ...values,
      });
      expect(saved.status).toBe(0);
    };
    // No Accept-Language: the caller reads the default, Traditional Chinese.
    const test = (platform: Platform, as = 'platform') =>
      api.callAs<ConnectionTest>(as, 'POST', `/delivery/${platform}/settings/test`, { shopId: shopId() });

    beforeAll(async () => {
      tenants = await demoTenants(api.db);
      fakes = await Promise.all([startDeliverooFake(), startFoodpandaFake(), startKeetaFake()]);
      const [deliveroo, foodpanda, keeta] = fakes;
      Object.assign(hosts, {
        deliverooApiUrl: deliveroo.url,
        deliverooAuthUrl: deliveroo.url,
        foodpandaApiUrl: foodpanda.url,
        keetaApiUrl: keeta.url,
      });
    });
    afterAll(() => Promise.all(fakes.map((fake) => fake.close())));

    it('names the fields still to fill before asking the platform anything', async () => {
      const answer = await test('foodpanda');
      expect(answer).toMatchObject({
        status: 0,
        data: { connected: false, problem: { kind: 'notConfigured' } },
      });
      expect(answer.data.problem?.messageEn).toContain('Username, Password');
      expect(fakes[1].logins).toBe(0);
    });

    it('connects each platform with its credentials and names the store it reached', async () => {
      await save('deliveroo', SAVED.deliveroo);
      await save('foodpanda', SAVED.foodpanda);
      await save('keeta', SAVED.keeta, 'admin');
      expect((await test('deliveroo')).data).toEqual({ connected: true, store: FAKE_DELIVEROO.siteId });
      expect((await test('foodpanda')).data).toEqual({
        connected: true,
        store: FOODPANDA_FAKE_SETTINGS.vendorCode,
      });
      expect((await test('keeta', 'admin')).data).toEqual({ connected: true, store: FAKE_KEETA.merchantId });
    });

    it('keeps the token sealed between calls', async () => {
      const { rows } = await api.db.query<{ platform: string; token: string }>(
        'SELECT platform, token FROM delivery_token WHERE shop_id = $1 ORDER BY platform',
        [shopId()],
      );
      expect(rows.map(({ platform }) => platform)).toEqual(['deliveroo', 'foodpanda', 'keeta']);
      for (const { token } of rows) expect(token).toMatch(/^v1\./);
    });

    it('says a refused secret in plain words, in the caller’s language, with the platform’s reason', async () => {
      await save('deliveroo', { secret: 'not-the-secret' });
      // A token kept from before would hide the new secret: the test signs in afresh.
      const answer = await test('deliveroo');
      expect(answer.data).toMatchObject({ connected: false, problem: { kind: 'credentials' } });
      expect(answer.data.problem?.message).toContain('平台拒絕了這些憑證');
      expect(answer.data.problem?.messageEn).toContain('refused these credentials');
      expect(JSON.stringify(answer.data)).not.toContain('not-the-secret');
      await save('deliveroo', { secret: SAVED.deliveroo.secret });
      expect((await test('deliveroo')).data.connected).toBe(true);
    });

    it('keeps Keeta’s to the super admin, and every platform’s from a merchant', async () => {
      expect((await test('keeta', 'platform')).status).toBe(3);
      for (const platform of ['deliveroo', 'foodpanda', 'keeta'] as const)
        expect([platform, (await test(platform, 'hk.owner')).status]).toEqual([platform, 3]);
    });
  },
  { config: { delivery: hosts } },
);
