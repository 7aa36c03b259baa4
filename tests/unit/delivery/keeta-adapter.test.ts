/** @jest-environment node */
// Keeta's adapter (server/delivery/platforms/keeta-api.ts) over real HTTP against its local fake
// (tests/support/delivery-fakes/keeta-fake.ts): the token and its renewal, signed calls, the full
// menu held exactly and its rate limit, signed webhooks read into orders, polling, confirm, and
// every failure mapped to an outcome.
import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { keetaApi, PREPARATION_MINUTES, type KeetaApi } from '../../../server/delivery/platforms/keeta-api';
import type { KeetaMenu } from '../../../server/delivery/platforms/keeta-menu';
import type { MenuItem, PlatformMenu } from '../../../server/delivery/platforms/platform-adapter';
import type { FakeOrder } from '../../support/delivery-fakes/fake-order';
import {
  FAKE_KEETA,
  startKeetaFake,
  type KeetaFake,
  type KeetaFakeOptions,
} from '../../support/delivery-fakes/keeta-fake';
import { maxInAnyWindow } from '../../support/sliding-window';
import { closedAfterTest, closedPort, memoryTokens, stubServer, webhookRoute } from './adapter-test-support';
import { menuItem, optionGroup, platformMenu, readOrder } from './adapter-fixtures';

/** A Keeta that grants tokens and never answers anything else. */
const silentAfterToken = (response: ServerResponse, request: IncomingMessage) => {
  if (request.url === '/oauth/token')
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ access_token: 'token-1', token_type: 'Bearer', expires_in: 3600 }));
};

/** Our webhook route, answering `statuses` in turn, then 200. */
const keetaRoute = (statuses: number[] = []) => webhookRoute({ path: '/keeta/v1/newEvent', statuses });

async function fakeKeeta(options: KeetaFakeOptions = {}): Promise<KeetaFake> {
  return closedAfterTest(await startKeetaFake(options));
}

const adapterFor = (
  apiUrl: string,
  more: { clientSecret?: string; merchantId?: string; timeoutMs?: number } = {},
) => {
  const tokens = memoryTokens();
  const { timeoutMs, ...settings } = more;
  const api = keetaApi({ ...FAKE_KEETA, ...settings }, { apiUrl, tokens, timeoutMs });
  return { api, tokens };
};

const dish = (n: number, more: Partial<MenuItem> = {}): MenuItem =>
  menuItem(`dish:${n}`, `菜式 ${n}`, 3805 + n * 5, {
    available: n % 7 !== 0,
    glutenFree: n % 2 === 0,
    vegetarian: n % 5 === 0,
    optionGroups: [
      optionGroup(
        'size',
        'Size',
        [1, 1],
        [
          ['regular', 'Regular', 0],
          ['large', 'Large', 550],
        ],
      ),
      optionGroup(
        `extras:${n}`,
        'Extras',
        [0, 2],
        [
          ['egg', 'Fried egg', 10 + n],
          ['sauce', 'Extra sauce', 20],
        ],
      ),
    ],
    ...more,
  });

/** `categories` × `perCategory` dishes, two option groups each. */
function menuOf(categories: number, perCategory: number): PlatformMenu {
  const items = Array.from({ length: categories * perCategory }, (_, n) => dish(n + 1));
  const sections = Array.from({ length: categories }, (_, c) => ({
    id: `category:${c + 1}`,
    name: `類別 ${c + 1}`,
    itemIds: items.slice(c * perCategory, (c + 1) * perCategory).map(({ id }) => id),
  }));
  return platformMenu(items, sections, { language: 'zh', opens: '07:00' });
}

/** The menu as Keeta holds it, read back into names, decimal prices and availability. */
function heldMenu(menu: KeetaMenu) {
  const items = new Map(menu.items.map((item) => [item.id, item]));
  const offers = new Map(menu.itemOffers.map((offer) => [offer.id, offer]));
  const groups = new Map(menu.optionGroups.map((group) => [group.id, group]));
  return menu.categories.map((category) => ({
    name: category.name,
    items: category.itemOfferId.map((offerId) => {
      const offer = offers.get(offerId);
      const item = items.get(offer?.itemId ?? '');
      return {
        id: item?.externalCode,
        name: item?.name,
        price: offer?.price,
        status: item?.status,
        groups: offer?.optionGroupsId.map((groupId) => {
          const group = groups.get(groupId);
          return {
            name: group?.name,
            min: group?.minPermitted,
            max: group?.maxPermitted,
            options: group?.options.map((option) => ({
              id: items.get(option.itemId)?.externalCode,
              name: items.get(option.itemId)?.name,
              price: option.price,
            })),
          };
        }),
      };
    }),
  }));
}

const hkd = (cents: number) => ({ value: cents / 100, currency: 'HKD' });

/** What the menu says, as Keeta should hold it. */
const expectedMenu = (menu: PlatformMenu) =>
  menu.categories.map((category) => ({
    name: category.name,
    items: category.itemIds.map((id) => {
      const item = menu.items.find((candidate) => candidate.id === id);
      return {
        id,
        name: item?.name,
        price: hkd(item?.price ?? -1),
        status: item?.available ? 'AVAILABLE' : 'UNAVAILABLE',
        groups: item?.optionGroups.map((group) => ({
          name: group.name,
          min: group.min,
          max: group.max,
          options: group.options.map((option) => ({
            id: option.id,
            name: option.name,
            price: hkd(option.addedPrice),
          })),
        })),
      };
    }),
  }));

const ORDER: FakeOrder = {
  orderId: 'KT-7788990011',
  displayId: '0421',
  storeId: FAKE_KEETA.merchantId,
  placedAt: '2026-11-30T04:12:00.000Z',
  fulfilment: 'delivery',
  lines: [
    {
      itemId: 'dish:12',
      name: '叉燒飯',
      quantity: 2,
      unitPrice: 4850,
      options: [
        { itemId: 'egg', name: 'Fried egg', quantity: 1, unitPrice: 10 },
        { itemId: 'sauce', name: 'Extra sauce', quantity: 2, unitPrice: 20 },
      ],
      note: 'No spring onion',
    },
    { itemId: 'dish:7', name: 'Milk tea', quantity: 1, unitPrice: 1950 },
  ],
  discount: 1000,
  deliveryFee: 1500,
  note: 'Ring twice',
};

// Subtotal 2 × (48.50 + 0.10 + 2 × 0.20) + 19.50, less 10.00, plus 15.00.
const EXPECTED_ORDER = readOrder('keeta', ORDER, { subtotal: 11750, total: 12250 });

const pushesTo = (fake: KeetaFake) =>
  fake.requests.filter(({ path }) => path.startsWith('/v1/merchantUpdate/'));

describe('the Keeta adapter’s token', () => {
  it('is fetched once and reused while it is valid', async () => {
    const fake = await fakeKeeta();
    const { api, tokens } = adapterFor(fake.url);
    await expect(api.pushMenu(menuOf(1, 2))).resolves.toMatchObject({ ok: true });
    await expect(api.pushMenu(menuOf(1, 3))).resolves.toMatchObject({ ok: true });
    expect(fake.tokensIssued).toBe(1);
    expect(tokens.stored).toEqual({ token: expect.any(String), expiresAt: expect.any(Number) });
  });

  it('is renewed within a minute of its expiry, and kept in the store', async () => {
    const fake = await fakeKeeta();
    let clock = Date.now();
    const tokens = memoryTokens();
    const api = keetaApi(FAKE_KEETA, { apiUrl: fake.url, tokens, now: () => clock });
    await api.pushMenu(menuOf(1, 1));
    const first = tokens.stored;
    expect(first?.expiresAt).toBe(clock + 3_600_000);
    clock = (first?.expiresAt ?? 0) - 61_000;
    await api.pushMenu(menuOf(1, 1));
    expect(fake.tokensIssued).toBe(1);
    clock = (first?.expiresAt ?? 0) - 59_000;
    await expect(api.pushMenu(menuOf(1, 1))).resolves.toMatchObject({ ok: true });
    expect(fake.tokensIssued).toBe(2);
    expect(tokens.stored?.token).not.toBe(first?.token);
    expect(tokens.stored?.expiresAt).toBe(clock + 3_600_000);
  });

  it('is renewed once after a 401, and the call tried once more', async () => {
    const fake = await fakeKeeta();
    const { api } = adapterFor(fake.url);
    await api.pushMenu(menuOf(1, 1));
    fake.expireTokens();
    await expect(api.pushMenu(menuOf(1, 1))).resolves.toMatchObject({ ok: true, state: 'live' });
    expect(fake.tokensIssued).toBe(2);
    expect(pushesTo(fake).map(({ status }) => status)).toEqual([202, 401, 202]);
  });

  it('is not renewed twice: a second 401 is a credentials failure', async () => {
    const fake = await fakeKeeta({ tokenLifetimeSeconds: 0 });
    const { api } = adapterFor(fake.url);
    await expect(api.pushMenu(menuOf(1, 1))).resolves.toEqual({
      ok: false,
      kind: 'credentials',
      detail: 'Keeta 401 Unauthorized: invalid or expired access token',
    });
    expect(fake.tokensIssued).toBe(2);
    expect(pushesTo(fake)).toHaveLength(2);
  });
});

describe('the Keeta adapter’s connection test', () => {
  it('signs in afresh and reads the merchant', async () => {
    const fake = await fakeKeeta();
    const { api } = adapterFor(fake.url);
    await expect(api.testConnection()).resolves.toEqual({ ok: true, store: FAKE_KEETA.merchantId });
    await expect(api.testConnection()).resolves.toEqual({ ok: true, store: FAKE_KEETA.merchantId });
    expect(fake.tokensIssued).toBe(2);
    expect(fake.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /oauth/token',
      `GET /v1/merchants/${FAKE_KEETA.merchantId}`,
      'POST /oauth/token',
      `GET /v1/merchants/${FAKE_KEETA.merchantId}`,
    ]);
  });

  it('names Keeta’s refusal of a wrong secret, without the secret', async () => {
    const fake = await fakeKeeta();
    const { api } = adapterFor(fake.url, { clientSecret: 'a-mistyped-secret' });
    const outcome = await api.testConnection();
    expect(outcome).toEqual({
      ok: false,
      kind: 'credentials',
      detail: 'Keeta 401 invalid_client: client authentication failed',
    });
    expect(JSON.stringify(outcome)).not.toContain('a-mistyped-secret');
  });

  it('names a merchant that has not authorised our software', async () => {
    const fake = await fakeKeeta();
    const { api } = adapterFor(fake.url, { merchantId: 'KM-99999' });
    await expect(api.testConnection()).resolves.toEqual({
      ok: false,
      kind: 'credentials',
      detail: 'Keeta 403 Forbidden: merchant KM-99999 has not authorised this application',
    });
  });
});

describe('the Keeta adapter’s menu push', () => {
  it('pushes 500 dishes with option groups, held exactly in Keeta’s units, live at once', async () => {
    const fake = await fakeKeeta();
    const { api } = adapterFor(fake.url);
    const menu = menuOf(25, 20);
    const answer = await api.pushMenu(menu);
    expect(answer).toEqual({ ok: true, state: 'live', reference: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const held = fake.menus.get(FAKE_KEETA.merchantId);
    if (!held) throw new Error('the fake holds no menu');
    expect(held.pushes).toBe(1);
    const readBack = heldMenu(held.menu);
    expect(readBack).toEqual(expectedMenu(menu));
    expect(readBack.flatMap(({ items }) => items)).toHaveLength(500);
    // dish:1 is HK$38.10 and its egg HK$0.11: decimals exact, not float sums.
    expect(readBack[0]?.items[0]).toMatchObject({ price: { value: 38.1, currency: 'HKD' } });
    expect(readBack[0]?.items[0]?.groups?.[1]?.options?.[0]?.price).toEqual({ value: 0.11, currency: 'HKD' });
    expect(held.menu.availabilities).toEqual([
      {
        id: 'hours:menu:1',
        availabilityByDay: [
          {
            dayOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
            timePeriods: [{ startTime: '07:00:00', endTime: '22:30:00' }],
          },
        ],
      },
    ]);
  });

  it('answers the same reference for an unchanged menu and another for a changed one', async () => {
    const fake = await fakeKeeta();
    const { api } = adapterFor(fake.url);
    const first = await api.pushMenu(menuOf(2, 3));
    const again = await api.pushMenu(menuOf(2, 3));
    const changed = await api.pushMenu({ ...menuOf(2, 3), name: 'Lunch' });
    expect(first.ok && again.ok && first.reference === again.reference).toBe(true);
    expect(first.ok && changed.ok && first.reference !== changed.reference).toBe(true);
  });

  it('is rate limited above the pushes a window allows, with nothing recorded for the refused push', async () => {
    const fake = await fakeKeeta({ menuPushesPerWindow: 2, windowMs: 400 });
    const { api } = adapterFor(fake.url);
    await api.pushMenu(menuOf(1, 1));
    await api.pushMenu(menuOf(1, 2));
    await expect(api.pushMenu(menuOf(1, 3))).resolves.toEqual({
      ok: false,
      kind: 'rateLimited',
      detail: 'Keeta 429 Too Many Requests',
      retryAfterMs: 60_000,
    });
    expect(fake.menus.get(FAKE_KEETA.merchantId)?.pushes).toBe(2);
    // The second menu's two dishes, the shared size group's two options and each dish's two extras.
    expect(fake.menus.get(FAKE_KEETA.merchantId)?.menu.items).toHaveLength(2 + 2 + 2 * 2);
    await new Promise((resolve) => setTimeout(resolve, 450));
    await expect(api.pushMenu(menuOf(1, 4))).resolves.toMatchObject({ ok: true });
    const accepted = pushesTo(fake).filter(({ status }) => status === 202);
    expect(accepted).toHaveLength(3);
    expect(
      maxInAnyWindow(
        accepted.map(({ at }) => at),
        400,
      ),
    ).toBeLessThanOrEqual(2);
  });
});

describe('Keeta’s order webhooks', () => {
  it('are verified, read as an order event, and the order fetched in cents', async () => {
    const fake = await fakeKeeta();
    const route = await keetaRoute();
    const { api } = adapterFor(fake.url);
    await expect(fake.sendOrder(route.url, ORDER)).resolves.toBe(200);
    const [received] = route.received;
    if (!received) throw new Error('no webhook arrived');
    expect(api.verifyWebhook(received)).toBe(true);
    expect(api.readWebhook(received)).toEqual({
      kind: 'orderEvent',
      orderId: ORDER.orderId,
      storeId: FAKE_KEETA.merchantId,
      event: 'CREATED',
    });
    await expect(api.fetchOrder(ORDER.orderId)).resolves.toEqual({ ok: true, order: EXPECTED_ORDER });
    expect(fake.queue).toEqual([]);
  });

  it('read a cancellation as an order event too, and a takeout as a pick-up', async () => {
    const fake = await fakeKeeta();
    const route = await keetaRoute();
    const { api } = adapterFor(fake.url);
    await fake.sendOrder(route.url, { ...ORDER, fulfilment: 'pickup', deliveryFee: undefined });
    await fake.sendEvent(route.url, ORDER.orderId, 'CANCELLED');
    const cancelled = route.received[1];
    expect(cancelled && api.verifyWebhook(cancelled)).toBe(true);
    expect(cancelled && api.readWebhook(cancelled)).toEqual({
      kind: 'orderEvent',
      orderId: ORDER.orderId,
      storeId: FAKE_KEETA.merchantId,
      event: 'CANCELLED',
    });
    const fetched = await api.fetchOrder(ORDER.orderId);
    expect(fetched.ok && fetched.order).toMatchObject({ fulfilment: 'pickup', deliveryFee: 0, total: 10750 });
  });

  it('are refused when forged, tampered with, sent elsewhere or missing a header', async () => {
    const fake = await fakeKeeta();
    const route = await keetaRoute();
    const { api } = adapterFor(fake.url);
    await fake.sendOrder(route.url, ORDER, { secret: 'someone-else' });
    await fake.sendEvent(route.url, ORDER.orderId, 'CONFIRMED');
    const [forged, genuine] = route.received;
    if (!forged || !genuine) throw new Error('the webhooks did not arrive');
    expect(api.verifyWebhook(forged)).toBe(false);
    expect(api.verifyWebhook(genuine)).toBe(true);
    const tampered = Buffer.from(genuine.rawBody.toString('utf8').replace('CONFIRMED', 'CANCELLED'));
    expect(api.verifyWebhook({ ...genuine, rawBody: tampered })).toBe(false);
    expect(api.verifyWebhook({ ...genuine, url: `${route.url}?shop=2` })).toBe(false);
    for (const header of ['x-app-signature', 'x-app-id', 'x-app-merchantid']) {
      const { [header]: _dropped, ...headers } = genuine.headers;
      expect(api.verifyWebhook({ ...genuine, headers })).toBe(false);
    }
    expect(
      api.verifyWebhook({ ...genuine, headers: { ...genuine.headers, 'x-app-id': 'another-app' } }),
    ).toBe(false);
    expect(
      api.verifyWebhook({ ...genuine, headers: { ...genuine.headers, 'x-app-signature': 'c2hvcnQ=' } }),
    ).toBe(false);
  });

  it('are also taken when signed over the body alone, as one of Keeta’s pages says', () => {
    const { api } = adapterFor('http://127.0.0.1:9');
    const rawBody = Buffer.from('{"id":"e-1","eventType":"CREATED","orderId":"KT-1"}');
    const signature = createHmac('sha256', FAKE_KEETA.clientSecret).update(rawBody).digest('base64');
    const headers = {
      'x-app-id': FAKE_KEETA.appId,
      'x-app-merchantid': 'KM-1',
      'x-app-signature': signature,
    };
    expect(api.verifyWebhook({ url: 'https://brigade.example/keeta/v1/newEvent', headers, rawBody })).toBe(
      true,
    );
  });

  it.each([
    ['not JSON', '{"id":'],
    ['empty', ''],
    ['a list', '[]'],
    ['without an order id', '{"id":"e-1","eventType":"CREATED"}'],
    ['without an event id', '{"eventType":"CREATED","orderId":"KT-1"}'],
    ['of an unknown type', '{"id":"e-1","eventType":"EXPLODED","orderId":"KT-1"}'],
    ['with a number for the order', '{"id":"e-1","eventType":"CREATED","orderId":42}'],
  ])('are read as ignored when %s', (_case, body) => {
    const { api } = adapterFor('http://127.0.0.1:9');
    const received = { url: 'https://brigade.example/hook', headers: { 'x-app-merchantid': 'KM-1' } };
    expect(api.readWebhook({ ...received, rawBody: Buffer.from(body) })).toEqual({
      kind: 'ignored',
      reason: expect.any(String),
    });
  });

  it('are read as ignored without a merchant', () => {
    const { api } = adapterFor('http://127.0.0.1:9');
    const rawBody = Buffer.from('{"id":"e-1","eventType":"CREATED","orderId":"KT-1"}');
    expect(api.readWebhook({ url: 'https://brigade.example/hook', headers: {}, rawBody })).toEqual({
      kind: 'ignored',
      reason: 'no X-App-MerchantId header',
    });
  });
});

describe('Keeta’s undelivered webhooks', () => {
  it('are retried until answered 200, then leave the polling queue', async () => {
    const fake = await fakeKeeta({ retryDelaysMs: [20, 20, 20] });
    const route = await keetaRoute([503]);
    await expect(fake.sendOrder(route.url, ORDER)).resolves.toBe(503);
    await fake.retriesDone();
    expect(fake.deliveries.map(({ status }) => status)).toEqual([503, 200]);
    expect(fake.queue).toEqual([]);
  });

  it('stay in the polling queue after three retries, read by polling and gone once acknowledged', async () => {
    const fake = await fakeKeeta({ retryDelaysMs: [20, 20, 20] });
    const route = await keetaRoute([500, 500, 500, 500]);
    const { api } = adapterFor(fake.url);
    await fake.sendOrder(route.url, ORDER);
    await fake.retriesDone();
    expect(fake.deliveries.map(({ status }) => status)).toEqual([500, 500, 500, 500]);
    const polled = await api.pollEvents();
    expect(polled).toEqual({
      ok: true,
      events: [
        {
          id: expect.any(String),
          eventType: 'CREATED',
          orderId: ORDER.orderId,
          createdAt: expect.any(String),
        },
      ],
    });
    await expect(api.acknowledge(polled.ok ? polled.events : [])).resolves.toEqual({ ok: true });
    expect(fake.queue).toEqual([]);
    await expect(api.pollEvents()).resolves.toEqual({ ok: true, events: [] });
    await expect(api.pollEvents()).resolves.toEqual({
      ok: false,
      kind: 'rateLimited',
      detail: 'Keeta 429 Too Many Requests: no more than 2 polls a minute per token',
      retryAfterMs: 60_000,
    });
  });
});

describe('the Keeta adapter’s order calls', () => {
  let fake: KeetaFake;
  let api: KeetaApi;
  beforeEach(async () => {
    fake = await fakeKeeta();
    ({ api } = adapterFor(fake.url));
    await fake.sendOrder((await keetaRoute()).url, ORDER);
  });

  it('confirm the order, once', async () => {
    await expect(api.acceptOrder(EXPECTED_ORDER)).resolves.toEqual({ ok: true });
    expect(fake.confirmations).toEqual([
      {
        orderId: ORDER.orderId,
        body: {
          createdAt: expect.any(String),
          orderExternalCode: ORDER.orderId,
          preparationTime: PREPARATION_MINUTES,
        },
      },
    ]);
    await expect(api.acceptOrder(EXPECTED_ORDER)).resolves.toEqual({
      ok: false,
      kind: 'rejected',
      detail: 'Keeta 400 Bad Request: order status is not in a valid state for confirm',
    });
  });

  it('name an order Keeta does not know', async () => {
    await expect(api.fetchOrder('KT-404')).resolves.toEqual({
      ok: false,
      kind: 'rejected',
      detail: 'Keeta 404 Not Found: order KT-404 not found',
    });
  });
});

describe('the Keeta adapter’s failures', () => {
  it('is unreachable on a closed port', async () => {
    const { api } = adapterFor(await closedPort());
    await expect(api.testConnection()).resolves.toEqual({
      ok: false,
      kind: 'unreachable',
      detail: 'Keeta not reached (ECONNREFUSED)',
      retryAfterMs: 30_000,
    });
  });

  it('is unconfirmed when a call gets no answer in time, and unreachable when the token does not', async () => {
    const silent = adapterFor((await stubServer(silentAfterToken)).url, { timeoutMs: 200 });
    await expect(silent.api.acceptOrder(EXPECTED_ORDER)).resolves.toEqual({
      ok: false,
      kind: 'unconfirmed',
      detail: 'Keeta did not answer in time; the call may have been applied',
    });
    const mute = adapterFor((await stubServer()).url, { timeoutMs: 200 });
    await expect(mute.api.testConnection()).resolves.toEqual({
      ok: false,
      kind: 'unreachable',
      detail: 'Keeta did not answer the token request in time',
      retryAfterMs: 30_000,
    });
  });

  it('is unreachable on a 5xx, and rate limited for as long as Retry-After says', async () => {
    const failing = adapterFor((await stubServer((response) => response.writeHead(502).end())).url);
    await expect(failing.api.testConnection()).resolves.toEqual({
      ok: false,
      kind: 'unreachable',
      detail: 'Keeta 502',
      retryAfterMs: 30_000,
    });
    const throttled = adapterFor(
      (await stubServer((response) => response.writeHead(429, { 'retry-after': '7' }).end())).url,
    );
    await expect(throttled.api.testConnection()).resolves.toMatchObject({
      kind: 'rateLimited',
      retryAfterMs: 7000,
    });
  });
});
