/** @jest-environment node */
// The foodpanda adapter against the local fake of Delivery Hero's middleware: tokens, the catalog
// push and its callback, the rate limit, orders in and out, and every failure as an outcome.
import { SignJWT } from 'jose';
import { foodpandaApi, type FoodpandaSettings } from '../../../server/delivery/platforms/foodpanda-api';
import type { CatalogProduct, CatalogTopping } from '../../../server/delivery/platforms/foodpanda-catalog';
import { centsFromDecimal, decimalFromCents } from '../../../server/delivery/platforms/platform-money';
import type {
  MenuItem,
  PlatformAdapter,
  PlatformMenu,
  ReceivedWebhook,
  TokenStore,
} from '../../../server/delivery/platforms/platform-adapter';
import type { FakeOrder } from '../../support/delivery-fakes/fake-order';
import {
  FOODPANDA_FAKE_SETTINGS,
  startFoodpandaFake,
  type FoodpandaFake,
  type FoodpandaFakeOptions,
} from '../../support/delivery-fakes/foodpanda-fake';
import { maxInAnyWindow } from '../../support/sliding-window';
import { closedAfterTest, closedPort, memoryTokens, stubServer, webhookRoute } from './adapter-test-support';
import { menuItem, platformMenu, readOrder } from './adapter-fixtures';

const settings = FOODPANDA_FAKE_SETTINGS;
const VENDOR = settings.vendorCode;

async function fake(options: FoodpandaFakeOptions = {}): Promise<FoodpandaFake> {
  return closedAfterTest(await startFoodpandaFake(options));
}

interface AdapterChoices {
  settings?: Partial<FoodpandaSettings>;
  tokens?: TokenStore;
  now?: () => number;
  callbackUrl?: string;
}

function adapter(against: { url: string }, choices: AdapterChoices = {}): PlatformAdapter {
  const { settings: changed, tokens = memoryTokens(), ...rest } = choices;
  return foodpandaApi({ ...settings, ...changed }, { apiUrl: against.url, tokens, ...rest });
}

function item(id: string, price: number, groups = 0): MenuItem {
  return menuItem(id, `Dish ${id}`, price, {
    available: !id.endsWith('7'),
    optionGroups: Array.from({ length: groups }, (_, group) => ({
      id: `${id}:group:${group}`,
      name: `Choice ${group}`,
      min: group === 0 ? 1 : 0,
      max: group === 0 ? 1 : 3,
      options: Array.from({ length: 3 }, (__, option) => ({
        id: `${id}:group:${group}:option:${option}`,
        name: `Option ${option}`,
        addedPrice: option * 250 + group * 5,
      })),
    })),
  });
}

function menuOf(categories: number, perCategory: number): PlatformMenu {
  const items: MenuItem[] = [];
  const menuCategories = Array.from({ length: categories }, (_, category) => {
    const ids = Array.from({ length: perCategory }, (__, at) => `dish:${category * perCategory + at + 1}`);
    ids.forEach((id, at) => items.push(item(id, 1005 + category * 100 + at * 7, at % 3)));
    return { id: `category:${category + 1}`, name: `Category ${category + 1}`, itemIds: ids };
  });
  return platformMenu(items, menuCategories);
}

const order: FakeOrder = {
  orderId: 'fp-token-1',
  displayId: 'A12',
  storeId: VENDOR,
  placedAt: '2026-11-30T06:00:00.000Z',
  fulfilment: 'delivery',
  lines: [
    {
      itemId: 'dish:1',
      name: 'Roast goose rice',
      quantity: 2,
      unitPrice: 3850,
      options: [{ itemId: 'dish:1:group:0:option:1', name: 'Extra goose', quantity: 1, unitPrice: 1205 }],
      note: 'No spring onion',
    },
    { itemId: 'dish:2', name: 'Milk tea', quantity: 1, unitPrice: 1990 },
  ],
  discount: 1000,
  deliveryFee: 1500,
  note: 'Ring twice',
};

describe('foodpanda tokens', () => {
  it('logs in once and reuses the token', async () => {
    const middleware = await fake();
    const tokens = memoryTokens();
    const foodpanda = adapter(middleware, { tokens });
    expect((await foodpanda.pushMenu(menuOf(1, 2))).ok).toBe(true);
    expect((await foodpanda.pushMenu(menuOf(1, 3))).ok).toBe(true);
    expect(middleware.logins).toBe(1);
    expect(tokens.writes).toBe(1);
  });

  it('logs in again within a minute of the token’s end, before it is refused', async () => {
    let clock = Date.UTC(2026, 10, 30, 6, 0);
    const now = () => clock;
    const middleware = await fake({ now });
    const foodpanda = adapter(middleware, { now });
    await foodpanda.pushMenu(menuOf(1, 1));
    clock += 1_700_000; // 100 s left
    await foodpanda.pushMenu(menuOf(1, 1));
    expect(middleware.logins).toBe(1);
    clock += 50_000; // 50 s left
    expect((await foodpanda.pushMenu(menuOf(1, 1))).ok).toBe(true);
    expect(middleware.logins).toBe(2);
    expect(middleware.requests.filter(({ status }) => status === 401)).toEqual([]);
  });

  it('takes a new token once when a call is refused with 401, and retries the call once', async () => {
    const middleware = await fake();
    const tokens = memoryTokens({ token: 'revoked', expiresAt: Date.now() + 3_600_000 });
    const answer = await adapter(middleware, { tokens }).pushMenu(menuOf(1, 1));
    expect(answer.ok).toBe(true);
    expect(middleware.logins).toBe(1);
    expect(middleware.requests.map(({ path, status }) => `${status} ${path}`)).toEqual([
      '401 /v2/chains/fake-chain/catalog',
      '200 /v2/login',
      '202 /v2/chains/fake-chain/catalog',
    ]);
  });
});

describe('foodpanda connection', () => {
  it('signs in afresh and reads the vendor', async () => {
    const middleware = await fake();
    const tokens = memoryTokens({ token: 'cached', expiresAt: Date.now() + 3_600_000 });
    expect(await adapter(middleware, { tokens }).testConnection()).toEqual({ ok: true, store: VENDOR });
    expect(middleware.logins).toBe(1);
  });

  it('names foodpanda’s refusal of a wrong password, and never the password', async () => {
    const middleware = await fake();
    const answer = await adapter(middleware, { settings: { password: 'wrong-secret' } }).testConnection();
    expect(answer).toMatchObject({ ok: false, kind: 'credentials' });
    if (answer.ok) return;
    expect(answer.detail).toContain('INVALID_CREDENTIALS');
    expect(answer.detail).not.toContain('wrong-secret');
  });

  it('says which vendor the chain does not have', async () => {
    const middleware = await fake();
    const answer = await adapter(middleware, { settings: { vendorCode: 'elsewhere' } }).testConnection();
    expect(answer).toMatchObject({ ok: false, kind: 'rejected' });
  });
});

describe('foodpanda catalog', () => {
  it('pushes a 500-item menu the middleware holds exactly, and reads its callback', async () => {
    const ours = await webhookRoute();
    const middleware = await fake();
    const foodpanda = adapter(middleware, { callbackUrl: `${ours.url}/catalog-result` });
    const menu = menuOf(25, 20);
    expect(menu.items).toHaveLength(500);

    const answer = await foodpanda.pushMenu(menu);
    const held = middleware.menus.get(VENDOR);
    expect(answer).toEqual({ ok: true, state: 'pending', reference: held?.catalogImportId });
    const items = held?.items ?? {};
    for (const dish of menu.items) {
      const product = items[dish.id] as CatalogProduct;
      expect(product).toMatchObject({
        type: 'Product',
        title: { default: dish.name },
        price: (dish.price / 100).toFixed(2),
        active: dish.available,
      });
      expect(Object.keys(product.toppings ?? {})).toEqual(dish.optionGroups.map(({ id }) => id));
      for (const group of dish.optionGroups) {
        const topping = items[group.id] as CatalogTopping;
        expect(topping.quantity).toEqual({ minimum: group.min, maximum: group.max });
        expect(Object.values(topping.products).map(({ id, price }) => [id, price])).toEqual(
          group.options.map(({ id, addedPrice }) => [id, (addedPrice / 100).toFixed(2)]),
        );
      }
    }
    expect(items['dish:1']).toMatchObject({ price: '10.05' });
    expect(items['category:25']).toMatchObject({
      title: { default: 'Category 25' },
      products: { 'dish:500': { id: 'dish:500', type: 'Product' } },
    });
    expect(items['menu:1:schedule']).toMatchObject({ startTime: '10:00:00', endTime: '22:30:00' });

    const callback = await ours.next();
    expect(foodpanda.verifyWebhook(callback)).toBe(true);
    expect(foodpanda.readWebhook(callback)).toEqual({
      kind: 'menuResult',
      result: { reference: held?.catalogImportId, state: 'live' },
    });
  });

  it('reads a failed import as failed, with foodpanda’s reason', async () => {
    const ours = await webhookRoute();
    const middleware = await fake({ resultUrl: `${ours.url}/catalog-result` });
    middleware.failNextPush('Product dish:1 has no category');
    const foodpanda = adapter(middleware);
    const answer = await foodpanda.pushMenu(menuOf(1, 1));
    const event = foodpanda.readWebhook(await ours.next());
    expect(event).toMatchObject({
      kind: 'menuResult',
      result: { reference: answer.ok ? answer.reference : '', state: 'failed' },
    });
    expect(JSON.stringify(event)).toContain('Product dish:1 has no category');
  });

  it('refuses to send a menu that gives one id to two kinds of thing', async () => {
    const middleware = await fake();
    const menu = menuOf(1, 1);
    menu.categories[0] = { id: 'dish:1', name: 'Clash', itemIds: ['dish:1'] };
    expect(await adapter(middleware).pushMenu(menu)).toMatchObject({ ok: false, kind: 'rejected' });
    expect(middleware.requests).toEqual([]);
  });

  it('answers rejected with the middleware’s code and message when it refuses the catalog', async () => {
    const middleware = await fake();
    const menu = menuOf(1, 2);
    const group = menu.items[1]?.optionGroups[0];
    if (group) group.min = 5;
    const answer = await adapter(middleware).pushMenu(menu);
    expect(answer).toMatchObject({ ok: false, kind: 'rejected' });
    if (!answer.ok) expect(answer.detail).toMatch(/INVALID_CATALOG item dish:2:group:0: quantity/);
    expect(middleware.menus.size).toBe(0);
  });

  it('answers rateLimited above the limit, and the middleware keeps nothing of that push', async () => {
    const middleware = await fake({ requestsPerWindow: 3, windowMs: 1500 });
    const foodpanda = adapter(middleware);
    expect((await foodpanda.pushMenu(menuOf(1, 1))).ok).toBe(true); // login + push
    expect((await foodpanda.pushMenu(menuOf(1, 2))).ok).toBe(true);
    const answer = await foodpanda.pushMenu(menuOf(1, 3));
    expect(answer).toMatchObject({ ok: false, kind: 'rateLimited' });
    if (!answer.ok) expect(answer.retryAfterMs).toBeGreaterThan(0);
    if (!answer.ok) expect(answer.retryAfterMs).toBeLessThanOrEqual(2000);
    const held = middleware.menus.get(VENDOR);
    expect(held?.pushes).toBe(2);
    expect(Object.keys(held?.items ?? {})).not.toContain('dish:3');
    const accepted = middleware.requests.filter(({ status }) => status !== 429).map(({ at }) => at);
    expect(maxInAnyWindow(accepted, 1500)).toBeLessThanOrEqual(3);
  });
});

describe('foodpanda webhooks', () => {
  it('verifies a dispatched order and reads it in cents', async () => {
    const ours = await webhookRoute();
    const middleware = await fake();
    const foodpanda = adapter(middleware);
    expect(await middleware.sendOrder(`${ours.url}/order/${VENDOR}`, order)).toBe(200);
    const dispatch = await ours.next();
    expect(foodpanda.verifyWebhook(dispatch)).toBe(true);
    expect(foodpanda.readWebhook(dispatch)).toEqual({
      kind: 'order',
      order: readOrder('foodpanda', order, {
        subtotal: 2 * (3850 + 1205) + 1990,
        total: 2 * (3850 + 1205) + 1990 - 1000 + 1500,
      }),
    });
  });

  it('refuses a forged, tampered, expired or unsigned call', async () => {
    const ours = await webhookRoute();
    const middleware = await fake();
    const foodpanda = adapter(middleware);
    await middleware.sendOrder(`${ours.url}/order/${VENDOR}`, order, { secret: 'not-the-secret' });
    const forged = await ours.next();
    expect(foodpanda.verifyWebhook(forged)).toBe(false);

    await middleware.sendOrder(`${ours.url}/order/${VENDOR}`, order);
    const genuine = await ours.next();
    const [header = '', payload = '', signature = ''] = String(genuine.headers.authorization)
      .replace('Bearer ', '')
      .split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const reclaimed = Buffer.from(JSON.stringify({ ...claims, exp: Number(claims.exp) + 86_400 })).toString(
      'base64url',
    );
    const withToken = (token: string): ReceivedWebhook => ({
      ...genuine,
      headers: { ...genuine.headers, authorization: `Bearer ${token}` },
    });
    const secret = new TextEncoder().encode(settings.webhookSecret);
    const signedAs = (alg: string, body: Record<string, unknown>) =>
      new SignJWT(body).setProtectedHeader({ alg }).setExpirationTime('5m').sign(secret);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;

    expect(foodpanda.verifyWebhook(genuine)).toBe(true);
    expect(foodpanda.verifyWebhook(withToken(`${header}.${reclaimed}.${signature}`))).toBe(false);
    expect(foodpanda.verifyWebhook(withToken(`${header}.${payload}.${signature.slice(0, -2)}`))).toBe(false);
    expect(foodpanda.verifyWebhook(withToken(none))).toBe(false);
    expect(foodpanda.verifyWebhook(withToken(await signedAs('HS256', { service: 'middleware' })))).toBe(
      false,
    );
    expect(foodpanda.verifyWebhook(withToken(await signedAs('HS512', { service: 'someone' })))).toBe(false);
    expect(foodpanda.verifyWebhook(withToken(await signedAs('HS512', { service: 'middleware' })))).toBe(true);
    expect(foodpanda.verifyWebhook({ ...genuine, headers: {} })).toBe(false);
    const later = adapter(middleware, { now: () => Date.now() + 600_000 });
    expect(later.verifyWebhook(genuine)).toBe(false);
  });

  it('reads malformed bodies as ignored, never throwing', () => {
    const foodpanda = adapter({ url: 'http://127.0.0.1:9' });
    const read = (body: string, url = 'https://brigade.example/foodpanda/order/v1') =>
      foodpanda.readWebhook({ url, headers: {}, rawBody: Buffer.from(body) });
    const idsOnly = { token: 't', code: 'c', shortCode: 's' };
    for (const body of [
      '',
      'not json',
      '[1,2]',
      'null',
      '{}',
      JSON.stringify(idsOnly),
      JSON.stringify({ ...idsOnly, products: 'none', price: {} }),
      JSON.stringify({ catalogImportId: 'x' }),
      JSON.stringify({
        token: 't',
        shortCode: 's',
        createdAt: 'now',
        expeditionType: 'delivery',
        platformRestaurant: { id: VENDOR },
        products: [{ id: 'p', name: 'n', quantity: 1, unitPrice: '9.505' }],
        price: { grandTotal: '9.50' },
      }),
    ])
      expect(read(body)).toMatchObject({ kind: 'ignored' });
    expect(read(JSON.stringify({ catalogImportId: 'x', status: 'in_progress' }))).toMatchObject({
      kind: 'ignored',
    });
    expect(
      read('{"status":"ORDER_CANCELLED"}', 'https://b.example/fp/remoteId/v1/remoteOrder/t-9/posOrderStatus'),
    ).toEqual({
      kind: 'orderEvent',
      orderId: 't-9',
      storeId: 'v1',
      event: 'ORDER_CANCELLED',
    });
  });
});

describe('foodpanda orders', () => {
  it('accepts an order once at the middleware, and a repeated accept is done already', async () => {
    const ours = await webhookRoute();
    const middleware = await fake();
    const foodpanda = adapter(middleware);
    await middleware.sendOrder(`${ours.url}/order/${VENDOR}`, order);
    const event = foodpanda.readWebhook(await ours.next());
    if (event.kind !== 'order') throw new Error(`not an order: ${JSON.stringify(event)}`);
    expect(await foodpanda.acceptOrder(event.order)).toEqual({ ok: true });
    expect(middleware.accepted.get('fp-token-1')).toMatchObject({ remoteOrderId: 'fp-token-1' });
    expect(await foodpanda.acceptOrder(event.order)).toEqual({ ok: true });
    expect(middleware.requests.map(({ status }) => status)).toContain(409);
  });

  it('fetches an order it was sent, and names one it does not have', async () => {
    const ours = await webhookRoute();
    const middleware = await fake();
    const foodpanda = adapter(middleware);
    await middleware.sendOrder(`${ours.url}/order/${VENDOR}`, order);
    await ours.next();
    const fetched = await foodpanda.fetchOrder('fp-token-1');
    expect(fetched).toMatchObject({
      ok: true,
      order: { orderId: 'fp-token-1', total: 10110 + 1990 - 1000 + 1500 },
    });
    const missing = await foodpanda.fetchOrder('nowhere');
    expect(missing).toMatchObject({ ok: false, kind: 'rejected' });
    if (!missing.ok) expect(missing.detail).toContain('ORDER_NOT_FOUND');
  });
});

describe('foodpanda failures', () => {
  it('answers unreachable when nothing listens', async () => {
    const url = await closedPort();
    const answer = await adapter({ url }).pushMenu(menuOf(1, 1));
    expect(answer).toMatchObject({ ok: false, kind: 'unreachable', retryAfterMs: 30_000 });
  });

  it('answers unconfirmed when a push goes unanswered, unreachable when a read does', async () => {
    const { url } = await stubServer();
    const tokens = memoryTokens({ token: 'fine', expiresAt: Date.now() + 3_600_000 });
    const foodpanda = foodpandaApi(settings, { apiUrl: url, tokens, timeoutMs: 200 });
    expect(await foodpanda.pushMenu(menuOf(1, 1))).toMatchObject({ ok: false, kind: 'unconfirmed' });
    expect(await foodpanda.fetchOrder('fp-token-1')).toMatchObject({ ok: false, kind: 'unreachable' });
  });

  it('keeps money exact in cents', () => {
    expect(['9.50', '9.5', '9', '0.05', '1234567.89', 38.5, '-2.50'].map(centsFromDecimal)).toEqual([
      950, 950, 900, 5, 123456789, 3850, -250,
    ]);
    expect(['9.505', '', 'abc', '1e3', null].map(centsFromDecimal)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([5, 1005, 0, 123456789, -250].map(decimalFromCents)).toEqual([
      '0.05',
      '10.05',
      '0.00',
      '1234567.89',
      '-2.50',
    ]);
  });
});
