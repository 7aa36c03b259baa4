/** @jest-environment node */
// The Deliveroo adapter (server/delivery/platforms/deliveroo-api.ts) over real HTTP to its local fake
// (tests/support/delivery-fakes/deliveroo-fake.ts): tokens fetched once, renewed before they lapse and
// once after a 401; the connection test; a 500-item menu held exactly and the upload limit; signed
// webhooks verified and read into our orders and menu results; and each kind of failure.
import { createHmac } from 'node:crypto';
import { deliverooApi, type DeliverooSettings } from '../../../server/delivery/platforms/deliveroo-api';
import type { DeliverooItem } from '../../../server/delivery/platforms/deliveroo-menu';
import type {
  MenuCategory,
  MenuItem,
  PlatformMenu,
  PlatformFailure,
  TokenStore,
} from '../../../server/delivery/platforms/platform-adapter';
import { startDeliverooFake, type DeliverooFake } from '../../support/delivery-fakes/deliveroo-fake';
import type { FakeOrder } from '../../support/delivery-fakes/fake-order';
import { maxInAnyWindow } from '../../support/sliding-window';
import { closedPort, memoryTokens, stubServer, webhookRoute } from './adapter-test-support';
import { menuItem, optionGroup, platformMenu, readOrder } from './adapter-fixtures';

const WINDOW_MS = 400;
const FAR_FUTURE = Date.now() + 3_600_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const diningMenu = (items: MenuItem[], categories: MenuCategory[]) =>
  platformMenu(items, categories, { id: 'menu:site-hk-1', opens: '11:00', closes: '22:00' });
const dish = menuItem;

/** 25 categories of 20 dishes, each with a size and an extras group. */
function fullMenu(): PlatformMenu {
  const categories: MenuCategory[] = [];
  const items: MenuItem[] = [];
  for (let category = 1; category <= 25; category++) {
    const itemIds: string[] = [];
    for (let n = 1; n <= 20; n++) {
      const id = `dish:${category * 100 + n}`;
      const price = 2800 + category * 110 + n * 5;
      itemIds.push(id);
      items.push(
        dish(id, `燒味飯 ${category}-${n}`, price, {
          description: `Roast meat over rice, set ${category}-${n}`,
          pickupPrice: n % 4 === 0 ? price - 300 : undefined,
          available: n % 7 !== 0,
          containsAlcohol: category === 25,
          vegetarian: n % 3 === 0,
          kitchenAlias: `RICE ${n}`,
          optionGroups: [
            optionGroup(
              `size:${id}`,
              'Size',
              [1, 1],
              [
                ['option:regular', 'Regular', 0],
                ['option:large', 'Large', 800 + n],
              ],
            ),
            optionGroup(
              `extras:${id}`,
              'Extras',
              [0, 3],
              [
                ['option:egg', 'Fried egg', 650],
                ['option:veg', 'Greens', 1250],
                ['option:sauce', 'Extra sauce', 1],
              ],
            ),
          ],
        }),
      );
    }
    categories.push({ id: `category:${category}`, name: `Category ${category}`, itemIds });
  }
  return diningMenu(items, categories);
}

const smallMenu = () =>
  diningMenu([dish('dish:1', 'Milk tea', 2950)], [{ id: 'category:1', name: 'Drinks', itemIds: ['dish:1'] }]);

const ORDER: FakeOrder = {
  orderId: 'hk:3f1b2c4d-0000-4000-8000-000000000001',
  displayId: '0417',
  storeId: 'site-hk-1',
  placedAt: '2026-11-30T06:30:00.000Z',
  fulfilment: 'delivery',
  lines: [
    {
      itemId: 'dish:101',
      name: 'Char siu rice',
      quantity: 2,
      unitPrice: 6850,
      options: [{ itemId: 'option:egg', name: 'Fried egg', quantity: 1, unitPrice: 800 }],
    },
    { itemId: 'dish:205', name: 'Milk tea', quantity: 1, unitPrice: 2950 },
  ],
  discount: 1000,
  deliveryFee: 1500,
  note: 'No spring onion',
};

/** ORDER in our terms, its money worked out by hand: 2 × (68.50 + 8.00) + 29.50, less 10.00, plus 15.00. */
const READ_ORDER = readOrder('deliveroo', ORDER, { subtotal: 18250, total: 18750 });

describe('the Deliveroo adapter against its fake', () => {
  let fake: DeliverooFake;
  let route: Awaited<ReturnType<typeof webhookRoute>>;

  interface AdapterOptions {
    settings?: Partial<DeliverooSettings>;
    tokens?: TokenStore;
    now?: () => number;
  }
  const adapter = ({ settings, tokens, now }: AdapterOptions = {}) =>
    deliverooApi(
      { ...fake.account, ...settings },
      { apiUrl: fake.url, authUrl: fake.url, tokens: tokens ?? memoryTokens(), now },
    );
  const tokenRequests = () => fake.requests.filter(({ path }) => path === '/oauth2/token');
  const calls = () => fake.requests.map(({ method, path, status }) => `${method} ${path} ${status}`);
  const orderPath = `/order/v1/orders/${encodeURIComponent(ORDER.orderId)}`;

  beforeEach(async () => {
    route = await webhookRoute({ path: '/webhooks/deliveroo' });
  });
  afterEach(async () => {
    await fake.close();
  });

  describe('tokens', () => {
    it('fetches a token once, reuses it, and renews it a minute before it lapses', async () => {
      fake = await startDeliverooFake();
      await fake.sendOrder(route.url, ORDER);
      let clock = Date.now();
      const tokens = memoryTokens();
      const deliveroo = adapter({ tokens, now: () => clock });

      expect(await deliveroo.fetchOrder(ORDER.orderId)).toMatchObject({ ok: true });
      expect(await deliveroo.fetchOrder(ORDER.orderId)).toMatchObject({ ok: true });
      expect(tokenRequests()).toHaveLength(1);
      const first = tokens.stored;
      expect(first?.expiresAt).toBe(clock + 300_000);

      clock += 239_000;
      await deliveroo.fetchOrder(ORDER.orderId);
      expect(tokenRequests()).toHaveLength(1);
      clock += 2_000;
      expect(await deliveroo.fetchOrder(ORDER.orderId)).toMatchObject({ ok: true });
      expect(tokenRequests()).toHaveLength(2);
      expect(tokens.stored?.token).not.toBe(first?.token);
      expect(tokens.stored?.expiresAt).toBe(clock + 300_000);
    });

    it('renews a token Deliveroo no longer takes, once, and makes the call again', async () => {
      fake = await startDeliverooFake({ tokenLifetimeMs: 200 });
      await fake.sendOrder(route.url, ORDER);
      const tokens = memoryTokens();
      const deliveroo = adapter({ tokens });
      await deliveroo.fetchOrder(ORDER.orderId);
      await sleep(250);
      // Our store still holds it as good: the fake has let it lapse.
      const lapsed = tokens.stored?.token ?? '';
      tokens.stored = { token: lapsed, expiresAt: FAR_FUTURE };
      fake.requests.length = 0;

      expect(await deliveroo.fetchOrder(ORDER.orderId)).toEqual({ ok: true, order: READ_ORDER });
      expect(calls()).toEqual([`GET ${orderPath} 401`, 'POST /oauth2/token 200', `GET ${orderPath} 200`]);
      expect(tokens.stored?.token).not.toBe(lapsed);
    });

    it('answers credentials when the renewal is refused too, without trying again', async () => {
      fake = await startDeliverooFake();
      const deliveroo = adapter({
        settings: { clientSecret: 'a-revoked-secret' },
        tokens: memoryTokens({ token: 'revoked', expiresAt: FAR_FUTURE }),
      });
      const outcome = await deliveroo.pushMenu(smallMenu());
      expect(outcome).toEqual({ ok: false, kind: 'credentials', detail: 'invalid_client' });
      expect(calls()).toEqual([
        'PUT /menu/v1/brands/brand-hk-1/menus/menu%3Asite-hk-1 401',
        'POST /oauth2/token 401',
      ]);
    });

    it('takes client credentials in the form as well as in HTTP Basic', async () => {
      fake = await startDeliverooFake();
      const { clientId, clientSecret } = fake.account;
      const response = await fetch(`${fake.url}/oauth2/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: clientId,
          client_secret: clientSecret,
        }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        access_token: expect.any(String),
        expires_in: 300,
        token_type: 'Bearer',
      });
    });
  });

  describe('testConnection', () => {
    it('signs in with a fresh token and reads the site', async () => {
      fake = await startDeliverooFake();
      const tokens = memoryTokens({ token: 'still-stored', expiresAt: FAR_FUTURE });
      expect(await adapter({ tokens }).testConnection()).toEqual({ ok: true, store: 'site-hk-1' });
      expect(calls()).toEqual([
        'POST /oauth2/token 200',
        'GET /site/v1/brands/brand-hk-1/sites/site-hk-1/status 200',
      ]);
      expect(tokens.stored?.token).not.toBe('still-stored');
    });

    it('names Deliveroo’s refusal of a wrong secret, and not the secret', async () => {
      fake = await startDeliverooFake();
      const outcome = await adapter({ settings: { clientSecret: 'wrong-secret' } }).testConnection();
      expect(outcome).toEqual({ ok: false, kind: 'credentials', detail: 'invalid_client' });
      expect(JSON.stringify(outcome)).not.toContain('wrong-secret');
    });

    it('names a site the brand does not have', async () => {
      fake = await startDeliverooFake();
      const outcome = await adapter({ settings: { siteId: 'site-elsewhere' } }).testConnection();
      expect(outcome).toEqual({ ok: false, kind: 'rejected', detail: 'not_found Resource not found' });
    });
  });

  describe('pushMenu', () => {
    it('uploads 500 items that the fake holds exactly, in Deliveroo’s units, then reports the result', async () => {
      fake = await startDeliverooFake({ resultUrl: route.url });
      const menu = fullMenu();
      const deliveroo = adapter();
      expect(await deliveroo.pushMenu(menu)).toEqual({ ok: true, state: 'pending', reference: menu.id });

      const held = fake.menus.get('site-hk-1');
      expect(held?.pushes).toBe(1);
      expect(held?.last.site_ids).toEqual(['site-hk-1']);
      expect(held?.last.menu.categories).toEqual(
        menu.categories.map(({ id, name, itemIds }) => ({ id, name, item_ids: itemIds })),
      );
      const asHeld = (item: DeliverooItem) => [
        item.id,
        item.name,
        item.price,
        item.pickup_price?.fractional,
        item.available,
        item.contains_alcohol,
        item.modifiers.map((group) => [group.id, group.min_selection, group.max_selection, group.options]),
      ];
      const asSent = (item: MenuItem) => [
        item.id,
        item.name,
        { fractional: item.price, currency_code: 'HKD' },
        item.pickupPrice,
        item.available,
        item.containsAlcohol,
        item.optionGroups.map((group) => [
          group.id,
          group.min,
          group.max,
          group.options.map(({ id, name, addedPrice }) => ({
            id,
            name,
            price: { fractional: addedPrice, currency_code: 'HKD' },
          })),
        ]),
      ];
      expect(held?.last.menu.items).toHaveLength(500);
      expect(held?.last.menu.items.map(asHeld)).toEqual(menu.items.map(asSent));

      const result = await route.next();
      expect(result.headers['x-deliveroo-payload-type']).toBe('webhook_menu');
      expect(deliveroo.verifyWebhook(result)).toBe(true);
      expect(deliveroo.readWebhook(result)).toEqual({
        kind: 'menuResult',
        result: { reference: menu.id, state: 'live' },
      });
    });

    it('is rate limited above one upload per site per window, and the fake records nothing for it', async () => {
      fake = await startDeliverooFake({ windowMs: WINDOW_MS, resultUrl: route.url });
      const deliveroo = adapter();
      expect(await deliveroo.pushMenu(smallMenu())).toMatchObject({ ok: true });
      expect(await deliveroo.pushMenu(smallMenu())).toEqual({
        ok: false,
        kind: 'rateLimited',
        detail: 'too_many_requests Too Many Requests',
        retryAfterMs: 60_000,
      });
      expect(fake.menus.get('site-hk-1')?.pushes).toBe(1);

      await sleep(WINDOW_MS + 50);
      fake.failNextPush('Image for dish:1 is smaller than 1920x1080');
      expect(await deliveroo.pushMenu(smallMenu())).toMatchObject({ ok: true });
      expect(fake.menus.get('site-hk-1')?.pushes).toBe(2);
      const taken = fake.requests.filter(({ method, status }) => method === 'PUT' && status === 200);
      expect(
        maxInAnyWindow(
          taken.map(({ at }) => at),
          WINDOW_MS,
        ),
      ).toBe(1);

      await route.next();
      const failed = await route.next();
      expect(deliveroo.verifyWebhook(failed)).toBe(true);
      expect(deliveroo.readWebhook(failed)).toEqual({
        kind: 'menuResult',
        result: {
          reference: 'menu:site-hk-1',
          state: 'failed',
          detail: 'invalid_menu Image for dish:1 is smaller than 1920x1080',
        },
      });
    });

    it('is rejected in Deliveroo’s words when the menu breaks its rules', async () => {
      fake = await startDeliverooFake();
      const menu = smallMenu();
      const outcome = await adapter().pushMenu({
        ...menu,
        categories: [{ id: 'category:1', name: '飲品', itemIds: ['dish:1'] }],
      });
      expect(outcome).toEqual({
        ok: false,
        kind: 'rejected',
        detail: 'unprocessable_entity menu.categories[0].name must be 3 to 120 characters',
      });
      expect(fake.menus.size).toBe(0);
    });
  });

  describe('webhooks', () => {
    it('verifies an order and reads it in cents', async () => {
      fake = await startDeliverooFake();
      expect(await fake.sendOrder(route.url, ORDER)).toBe(200);
      const [webhook] = route.received;
      if (!webhook) throw new Error('no webhook came');
      const deliveroo = adapter();
      expect(webhook.headers['x-deliveroo-payload-type']).toBe('event/order.new');
      // The published scheme, worked out here rather than by the code the fake shares with the adapter.
      const guid = String(webhook.headers['x-deliveroo-sequence-guid']);
      const signed = createHmac('sha256', fake.account.webhookSecret).update(
        `${guid} ${webhook.rawBody.toString()}`,
      );
      expect(webhook.headers['x-deliveroo-hmac-sha256']).toBe(signed.digest('hex'));
      expect(deliveroo.verifyWebhook(webhook)).toBe(true);
      expect(deliveroo.readWebhook(webhook)).toEqual({ kind: 'order', order: READ_ORDER });
    });

    it('reads a collection and a cancellation', async () => {
      fake = await startDeliverooFake();
      const pickup: FakeOrder = {
        ...ORDER,
        fulfilment: 'pickup',
        discount: 0,
        deliveryFee: 0,
        note: undefined,
      };
      await fake.sendOrder(route.url, pickup, { status: 'canceled' });
      const webhook = await route.next();
      const deliveroo = adapter();
      expect(webhook.headers['x-deliveroo-payload-type']).toBe('event/order.status_update');
      expect(deliveroo.verifyWebhook(webhook)).toBe(true);
      const { note: _none, ...withoutNote } = READ_ORDER;
      expect(deliveroo.readWebhook(webhook)).toEqual({
        kind: 'order',
        order: {
          ...withoutNote,
          fulfilment: 'pickup',
          discount: 0,
          deliveryFee: 0,
          total: 18250,
          cancelled: true,
        },
      });
    });

    it('refuses a forged, a tampered or an unsigned webhook', async () => {
      fake = await startDeliverooFake();
      await fake.sendOrder(route.url, ORDER, { secret: 'someone-else' });
      await fake.sendOrder(route.url, ORDER);
      const [forged, genuine] = route.received;
      if (!forged || !genuine) throw new Error('no webhooks came');
      const deliveroo = adapter();
      expect(deliveroo.verifyWebhook(forged)).toBe(false);
      expect(deliveroo.verifyWebhook(genuine)).toBe(true);

      const tampered = Buffer.from(
        genuine.rawBody.toString('utf8').replace('"fractional":6850', '"fractional":685'),
      );
      expect(tampered.equals(genuine.rawBody)).toBe(false);
      expect(deliveroo.verifyWebhook({ ...genuine, rawBody: tampered })).toBe(false);
      for (const header of ['x-deliveroo-sequence-guid', 'x-deliveroo-hmac-sha256']) {
        const { [header]: _dropped, ...headers } = genuine.headers;
        expect(deliveroo.verifyWebhook({ ...genuine, headers })).toBe(false);
      }
      const signature = String(genuine.headers['x-deliveroo-hmac-sha256']);
      const doubled = { ...genuine.headers, 'x-deliveroo-hmac-sha256': [signature, signature] };
      expect(deliveroo.verifyWebhook({ ...genuine, headers: doubled })).toBe(false);
      expect(adapter({ settings: { webhookSecret: '' } }).verifyWebhook(genuine)).toBe(false);
    });

    it('reads malformed bodies as ignored, with the reason', async () => {
      fake = await startDeliverooFake();
      await fake.sendOrder(route.url, ORDER);
      const [genuine] = route.received;
      if (!genuine) throw new Error('no webhook came');
      const order = JSON.parse(genuine.rawBody.toString('utf8')) as {
        body: { order: Record<string, unknown> };
      };
      const withOrder = (change: Record<string, unknown>) =>
        JSON.stringify({ event: 'order.new', body: { order: { ...order.body.order, ...change } } });
      const bodies: [string, string][] = [
        ['{"event": "order.new", ', 'the body is not JSON'],
        ['[]', 'the payload is not an object'],
        ['{"event": "order.new"}', 'body is not an object'],
        [withOrder({ id: 42 }), 'id is not a non-empty string'],
        [
          withOrder({ total_price: { fractional: 187.5, currency_code: 'HKD' } }),
          'total_price.fractional is not a whole amount',
        ],
        [
          withOrder({ total_price: { fractional: 18750, currency_code: 'GBP' } }),
          'total_price is not in HKD',
        ],
        [withOrder({ items: 'two dishes' }), 'items is not a list'],
        [
          withOrder({ fulfillment_type: 'table_service' }),
          'fulfillment_type table_service is neither delivery nor collection',
        ],
        [
          '{"event": "menu.upload_result", "body": {"menu_id": "m", "status": "queued"}}',
          'menu status queued is unknown',
        ],
      ];
      const deliveroo = adapter();
      for (const [body, reason] of bodies)
        expect(deliveroo.readWebhook({ ...genuine, rawBody: Buffer.from(body) })).toEqual({
          kind: 'ignored',
          reason: `Unreadable Deliveroo webhook: ${reason}`,
        });
      const rider = JSON.stringify({ event: 'rider.status_update', body: {} });
      expect(deliveroo.readWebhook({ ...genuine, rawBody: Buffer.from(rider) })).toEqual({
        kind: 'ignored',
        reason: 'Deliveroo event rider.status_update is not one we take',
      });
    });
  });

  describe('orders', () => {
    it('accepts an order once, and reads it back', async () => {
      fake = await startDeliverooFake();
      await fake.sendOrder(route.url, ORDER);
      const deliveroo = adapter();
      expect(await deliveroo.acceptOrder(READ_ORDER)).toEqual({ ok: true });
      expect(fake.orders.get(ORDER.orderId)?.status).toBe('accepted');
      expect(calls()).toContain(`PATCH ${orderPath} 204`);
      expect(await deliveroo.acceptOrder(READ_ORDER)).toEqual({
        ok: false,
        kind: 'rejected',
        detail: 'conflict Order is accepted: it cannot become accepted',
      });
      expect(await deliveroo.fetchOrder(ORDER.orderId)).toEqual({ ok: true, order: READ_ORDER });
    });

    it('is rate limited above five status changes per order per window', async () => {
      fake = await startDeliverooFake({ windowMs: 60_000 });
      await fake.sendOrder(route.url, ORDER);
      const deliveroo = adapter();
      const kinds: string[] = [];
      for (let n = 0; n < 6; n++) {
        const outcome = await deliveroo.acceptOrder(READ_ORDER);
        kinds.push(outcome.ok ? 'ok' : outcome.kind);
      }
      expect(kinds).toEqual(['ok', 'rejected', 'rejected', 'rejected', 'rejected', 'rateLimited']);
    });

    it('answers an order Deliveroo does not have as rejected', async () => {
      fake = await startDeliverooFake();
      expect(await adapter().fetchOrder('hk:unknown')).toEqual({
        ok: false,
        kind: 'rejected',
        detail: 'not_found Resource not found',
      });
    });
  });
});

describe('the Deliveroo adapter when Deliveroo fails', () => {
  const stored = () => memoryTokens({ token: 'a-good-token', expiresAt: FAR_FUTURE });
  const adapterAt = (url: string, timeoutMs?: number) =>
    deliverooApi(
      { clientId: 'id', clientSecret: 'secret', brandId: 'brand', siteId: 'site', webhookSecret: 'hook' },
      { apiUrl: url, authUrl: url, tokens: stored(), timeoutMs },
    );
  const menu = diningMenu([], []);

  it('is unreachable on a closed port, a call or a sign-in alike', async () => {
    const url = await closedPort();
    const unreachable = {
      ok: false,
      kind: 'unreachable',
      detail: 'Deliveroo could not be reached: ECONNREFUSED',
      retryAfterMs: 30_000,
    };
    expect(await adapterAt(url).testConnection()).toEqual(unreachable);
    expect(await adapterAt(url).pushMenu(menu)).toEqual(unreachable);
  });

  it('is unconfirmed when a change gets no answer in time, unreachable when a read gets none', async () => {
    const { url } = await stubServer();
    expect(await adapterAt(url, 200).pushMenu(menu)).toEqual({
      ok: false,
      kind: 'unconfirmed',
      detail: 'Deliveroo: no answer in time; the change may have been applied',
    });
    expect(await adapterAt(url, 200).fetchOrder('hk:1')).toMatchObject({
      ok: false,
      kind: 'unreachable',
      retryAfterMs: 30_000,
    });
  });

  const answers: [number, Record<string, string>, string, Omit<PlatformFailure, 'ok'>][] = [
    [500, {}, '', { kind: 'unreachable', detail: 'HTTP 500', retryAfterMs: 30_000 }],
    [
      503,
      { 'retry-after': '7' },
      'Service Unavailable',
      { kind: 'unreachable', detail: 'Service Unavailable', retryAfterMs: 7_000 },
    ],
    [429, { 'retry-after': '2' }, '', { kind: 'rateLimited', detail: 'HTTP 429', retryAfterMs: 2_000 }],
    [
      403,
      { 'content-type': 'application/json' },
      '{"error":{"code":"forbidden","message":"Brand not linked"}}',
      { kind: 'credentials', detail: 'forbidden Brand not linked' },
    ],
    [
      400,
      { 'content-type': 'application/json' },
      '{"error":{"code":"bad_request","message":"Invalid menu"}}',
      { kind: 'rejected', detail: 'bad_request Invalid menu' },
    ],
  ];
  it.each(answers)('maps a %i answer', async (status, headers, body, failure) => {
    const { url } = await stubServer((response) => response.writeHead(status, headers).end(body));
    expect(await adapterAt(url).pushMenu(menu)).toEqual({ ok: false, ...failure });
  });
});
