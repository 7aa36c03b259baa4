// A local fake of Keeta's Open Delivery API (research notes §3), checking what Keeta checks and
// answering as it answers (application/problem+json errors): an app-level token for the client id
// and secret (401 invalid_client), bearer tokens that expire after `tokenLifetimeSeconds`, and an
// X-App-Signature on every call over its URL, sorted query and canonical body (401 when wrong). It
// holds the last menu pushed per merchant (202, checked for the Open Delivery structure), refuses
// pushes above `menuPushesPerWindow` per merchant and polls above two per token in `windowMs` with 429,
// recording nothing for them. It plays Keeta's webhooks: an order event signed with the client
// secret, retried after `retryDelaysMs` while not answered 200/204, and kept for polling until
// delivered or acknowledged.
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { KeetaSettings } from '../../../server/delivery/platforms/keeta-api';
import type { KeetaMenu } from '../../../server/delivery/platforms/keeta-menu';
import { keetaPrice } from '../../../server/delivery/platforms/keeta-money';
import { canonicalJson, keetaSignature } from '../../../server/delivery/platforms/keeta-signature';
import { isJsonObject, type JsonObject } from '../../../server/delivery/platforms/platform-json';
import { fakeSubtotal, type FakeOrder } from './fake-order';
import { fakeTokens, startFakeServer, windowCounter, type FakeReply, type FakeRequest } from './fake-server';

export const FAKE_KEETA: KeetaSettings = {
  appId: 'keeta-open-delivery',
  clientId: 'brigade-software-service',
  clientSecret: 'fake-keeta-client-secret',
  merchantId: 'KM-10001',
};

export interface KeetaFakeOptions {
  /** Merchants that authorised our software (default FAKE_KEETA's). */
  merchants?: string[];
  tokenLifetimeSeconds?: number;
  /** Keeta's rate-limit minute, shortened by tests. */
  windowMs?: number;
  menuPushesPerWindow?: number;
  /** Waits before each retry of an unanswered webhook (Keeta: 1, 2 and 3 minutes). */
  retryDelaysMs?: number[];
}

export interface KeetaFakeEvent {
  id: string;
  eventType: string;
  orderId: string;
  orderURL: string;
  createdAt: string;
}

export interface KeetaFake {
  url: string;
  /** Every request, in order, with the status answered. */
  requests: FakeRequest[];
  /** The last menu accepted per merchant, and how many pushes were accepted. */
  menus: Map<string, { menu: KeetaMenu; pushes: number }>;
  tokensIssued: number;
  /** Order confirmations accepted. */
  confirmations: { orderId: string; body: Record<string, unknown> }[];
  /** Events neither delivered nor acknowledged: what polling answers. */
  queue: KeetaFakeEvent[];
  /** Every webhook attempt and the status it got (0: no answer). */
  deliveries: { eventId: string; status: number }[];
  /** Ends every token issued so far, as its lifetime would. */
  expireTokens(): void;
  /** Holds the order for GET /v1/orders/{id} and announces it (CREATED) to `url`. */
  sendOrder(url: string, order: FakeOrder, opts?: { secret?: string }): Promise<number>;
  /** Announces another event of a held order to `url`; the HTTP status it got. */
  sendEvent(url: string, orderId: string, eventType: string, opts?: { secret?: string }): Promise<number>;
  /** Resolves when every webhook retry has run. */
  retriesDone(): Promise<void>;
  close(): Promise<void>;
}

const problem = (status: number, title: string, detail?: string): FakeReply => ({
  status,
  body: { title, status, ...(detail === undefined ? {} : { detail }) },
  headers: { 'content-type': 'application/problem+json' },
});

const DELIVERED = new Set([200, 204]);
const POLLS_PER_WINDOW = 2;
const WEBHOOK_TIMEOUT_MS = 10_000;

const isPrice = (price: unknown) =>
  isJsonObject(price) &&
  typeof price.value === 'number' &&
  price.value >= 0 &&
  typeof price.currency === 'string';

/** What is wrong with a menu update, as Keeta would refuse it, or undefined. */
function menuProblem(body: unknown): string | undefined {
  if (!isJsonObject(body) || body.entityType !== 'MENU') return 'entityType must be MENU';
  const [menu, ...more] = Array.isArray(body.updatedObjects) ? (body.updatedObjects as unknown[]) : [];
  if (!isJsonObject(menu) || more.length > 0) return 'updatedObjects must hold the one menu';
  const lists = ['categories', 'itemOffers', 'items', 'optionGroups'] as const;
  const [categories, offers, items, groups] = lists.map((name) => {
    const entries: unknown = menu[name];
    return Array.isArray(entries) && entries.every(isJsonObject) ? (entries as JsonObject[]) : undefined;
  });
  if (!categories || !offers || !items || !groups) return `the menu needs ${lists.join(', ')}`;
  const ids = (entries: JsonObject[]) => new Set(entries.map(({ id }) => id));
  const [itemIds, offerIds, groupIds] = [ids(items), ids(offers), ids(groups)];
  const refersTo = (value: unknown, known: Set<unknown>) =>
    Array.isArray(value) && value.every((id) => known.has(id));
  if (items.some(({ name, status }) => typeof name !== 'string' || name === '' || typeof status !== 'string'))
    return 'every item needs a name and a status';
  if (!categories.every(({ itemOfferId }) => refersTo(itemOfferId, offerIds)))
    return 'a category lists an unknown item offer';
  if (!offers.every((offer) => itemIds.has(offer.itemId) && isPrice(offer.price)))
    return 'an item offer needs a known item and a price';
  if (!offers.every(({ optionGroupsId }) => refersTo(optionGroupsId, groupIds)))
    return 'an item offer names an unknown option group';
  const options = groups.flatMap((group) => (Array.isArray(group.options) ? group.options : [undefined]));
  if (!options.every((option) => isJsonObject(option) && itemIds.has(option.itemId) && isPrice(option.price)))
    return 'an option needs a known item and a price';
  return undefined;
}

function renderOrder(order: FakeOrder, merchantName: string) {
  const deliveryFee = order.deliveryFee ?? 0;
  const discount = order.discount ?? 0;
  const subtotal = fakeSubtotal(order);
  return {
    id: order.orderId,
    type: order.fulfilment === 'delivery' ? 'DELIVERY' : 'TAKEOUT',
    displayId: order.displayId,
    sourceAppId: FAKE_KEETA.appId,
    salesChannel: 'KEETA',
    merchant: { id: order.storeId, name: merchantName },
    createdAt: order.placedAt,
    ...(order.note === undefined ? {} : { extraInfo: order.note }),
    items: order.lines.map((line, index) => ({
      id: `${order.orderId}-${index + 1}`,
      index: index + 1,
      externalCode: line.itemId,
      name: line.name,
      unit: 'UN',
      quantity: line.quantity,
      unitPrice: keetaPrice(line.unitPrice),
      ...(line.note === undefined ? {} : { specialInstructions: line.note }),
      options: (line.options ?? []).map((option, place) => ({
        id: `${order.orderId}-${index + 1}-${place + 1}`,
        index: place + 1,
        externalCode: option.itemId,
        name: option.name,
        unit: 'UN',
        quantity: option.quantity,
        unitPrice: keetaPrice(option.unitPrice),
      })),
    })),
    otherFees:
      deliveryFee > 0
        ? [{ type: 'DELIVERY_FEE', receivedBy: 'MARKETPLACE', price: keetaPrice(deliveryFee) }]
        : [],
    discounts: discount > 0 ? [{ target: 'CART', amount: keetaPrice(discount) }] : [],
    total: {
      itemsPrice: keetaPrice(subtotal),
      otherFees: keetaPrice(deliveryFee),
      discount: keetaPrice(discount),
      orderAmount: keetaPrice(subtotal + deliveryFee - discount),
    },
  };
}

export async function startKeetaFake(options: KeetaFakeOptions = {}): Promise<KeetaFake> {
  const merchants = new Set(options.merchants ?? [FAKE_KEETA.merchantId]);
  const lifetimeSeconds = options.tokenLifetimeSeconds ?? 3600;
  const windowMs = options.windowMs ?? 60_000;
  const pushesPerWindow = options.menuPushesPerWindow ?? 10;
  const retryDelaysMs = options.retryDelaysMs ?? [60_000, 120_000, 180_000];
  const tokens = fakeTokens();
  const orders = new Map<string, ReturnType<typeof renderOrder>>();
  /** Accepted calls, by what the limit counts (a merchant's pushes, a token's polls). */
  const limits = windowCounter(windowMs);
  const retries = new Set<Promise<void>>();
  const stop = new AbortController();

  function issueToken(body: unknown): FakeReply {
    if (!isJsonObject(body)) return problem(400, 'invalid_request', 'a JSON body is required');
    if (body.grant_type !== 'app_level_token' && body.grant_type !== 'client_credentials')
      return problem(400, 'unsupported_grant_type');
    if (body.client_id !== FAKE_KEETA.clientId || body.client_secret !== FAKE_KEETA.clientSecret)
      return problem(401, 'invalid_client', 'client authentication failed');
    const token = tokens.issue(randomBytes(24).toString('hex'), lifetimeSeconds * 1000);
    fake.tokensIssued++;
    return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: lifetimeSeconds } };
  }

  /** Why Keeta would refuse who sent the call, or undefined. */
  function unauthorised(request: IncomingMessage, body: unknown): FakeReply | undefined {
    if (!tokens.holds(request.headers.authorization))
      return problem(401, 'Unauthorized', 'invalid or expired access token');
    const signed = body === undefined ? '' : canonicalJson(body);
    const expected = keetaSignature(FAKE_KEETA.clientSecret, `${fake.url}${request.url ?? ''}`, signed);
    if (request.headers['x-app-signature'] !== expected)
      return problem(401, 'Unauthorized', 'invalid X-App-Signature');
    return undefined;
  }

  function pushMenu(merchantId: string, body: unknown): FakeReply {
    const wrong = menuProblem(body);
    if (wrong) return problem(400, 'Bad Request', wrong);
    if (!limits.take(`menu:${merchantId}`, pushesPerWindow)) return problem(429, 'Too Many Requests');
    const menu = (body as { updatedObjects: KeetaMenu[] }).updatedObjects[0] as KeetaMenu;
    fake.menus.set(merchantId, { menu, pushes: (fake.menus.get(merchantId)?.pushes ?? 0) + 1 });
    return { status: 202 };
  }

  function confirm(orderId: string, body: unknown): FakeReply {
    if (!orders.has(orderId)) return problem(404, 'Not Found', `order ${orderId} not found`);
    if (!isJsonObject(body) || typeof body.createdAt !== 'string' || Number.isNaN(Date.parse(body.createdAt)))
      return problem(400, 'Bad Request', 'createdAt is required');
    if (typeof body.orderExternalCode !== 'string' || body.orderExternalCode === '')
      return problem(400, 'Bad Request', 'orderExternalCode is required');
    if (body.preparationTime !== undefined && !Number.isInteger(body.preparationTime))
      return problem(400, 'Bad Request', 'preparationTime is minutes');
    if (fake.confirmations.some((done) => done.orderId === orderId))
      return problem(400, 'Bad Request', 'order status is not in a valid state for confirm');
    fake.confirmations.push({ orderId, body });
    return { status: 202 };
  }

  function poll(request: IncomingMessage): FakeReply {
    if (!limits.take(`poll:${request.headers.authorization ?? ''}`, POLLS_PER_WINDOW))
      return problem(429, 'Too Many Requests', 'no more than 2 polls a minute per token');
    return fake.queue.length === 0 ? { status: 204 } : { status: 200, body: fake.queue };
  }

  function acknowledge(body: unknown): FakeReply {
    const entries = Array.isArray(body) ? (body as unknown[]) : [];
    if (
      entries.length === 0 ||
      !entries.every((entry) => isJsonObject(entry) && typeof entry.id === 'string')
    )
      return problem(400, 'Bad Request', 'a list of { id, orderId, eventType } is required');
    const ids = new Set(entries.map((entry) => (entry as JsonObject).id));
    fake.queue = fake.queue.filter(({ id }) => !ids.has(id));
    return { status: 202 };
  }

  function route(request: IncomingMessage, path: string, body: unknown): FakeReply {
    const method = request.method ?? 'GET';
    if (method === 'POST' && path === '/oauth/token') return issueToken(body);
    const refused = unauthorised(request, body);
    if (refused) return refused;
    const merchant = /^\/v1\/(merchants|merchantUpdate)\/([^/]+)$/.exec(path);
    const merchantId = decodeURIComponent(merchant?.[2] ?? '');
    if (merchant && !merchants.has(merchantId))
      return problem(403, 'Forbidden', `merchant ${merchantId} has not authorised this application`);
    if (method === 'GET' && merchant?.[1] === 'merchants')
      return { status: 200, body: { id: merchantId, name: `Merchant ${merchantId}`, status: 'AVAILABLE' } };
    if (method === 'POST' && merchant?.[1] === 'merchantUpdate') return pushMenu(merchantId, body);
    const order = /^\/v1\/orders\/([^/]+)(\/confirm)?$/.exec(path);
    const orderId = decodeURIComponent(order?.[1] ?? '');
    if (method === 'GET' && order && !order[2]) {
      const held = orders.get(orderId);
      return held ? { status: 200, body: held } : problem(404, 'Not Found', `order ${orderId} not found`);
    }
    if (method === 'POST' && order?.[2]) return confirm(orderId, body);
    if (method === 'GET' && path === '/v1/events:polling') return poll(request);
    if (method === 'POST' && path === '/v1/events/acknowledgment') return acknowledge(body);
    return problem(404, 'Not Found', `${method} ${path}`);
  }

  function answer(request: IncomingMessage, path: string, raw: string, body: unknown): FakeReply {
    const malformed = raw !== '' && body === undefined;
    return malformed ? problem(400, 'Bad Request', 'malformed JSON') : route(request, path, body);
  }

  async function post(url: string, event: KeetaFakeEvent, secret: string): Promise<number> {
    const merchantId = orders.get(event.orderId)?.merchant.id ?? '';
    const body = JSON.stringify(event);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-app-id': FAKE_KEETA.appId,
          'x-app-merchantid': merchantId,
          'x-app-signature': keetaSignature(secret, url, body),
        },
        body,
        signal: AbortSignal.any([stop.signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  }

  /** One delivery attempt, recorded; a delivered event leaves the polling queue. */
  async function attempt(url: string, event: KeetaFakeEvent, secret: string): Promise<number> {
    const status = await post(url, event, secret);
    fake.deliveries.push({ eventId: event.id, status });
    if (DELIVERED.has(status)) fake.queue = fake.queue.filter(({ id }) => id !== event.id);
    return status;
  }

  async function retry(url: string, event: KeetaFakeEvent, secret: string) {
    for (const wait of retryDelaysMs) {
      await delay(wait, undefined, { signal: stop.signal });
      if (DELIVERED.has(await attempt(url, event, secret))) return;
    }
  }

  const requests: FakeRequest[] = [];
  const server = await startFakeServer(answer, { requests });

  const fake: KeetaFake = {
    url: server.url,
    requests,
    menus: new Map(),
    tokensIssued: 0,
    confirmations: [],
    queue: [],
    deliveries: [],
    expireTokens() {
      tokens.expireAll();
    },
    async sendOrder(url, order, opts) {
      orders.set(order.orderId, renderOrder(order, `Merchant ${order.storeId}`));
      return fake.sendEvent(url, order.orderId, 'CREATED', opts);
    },
    async sendEvent(url, orderId, eventType, opts = {}) {
      if (!orders.has(orderId)) throw new Error(`The fake holds no order ${orderId}`);
      const event = {
        id: randomUUID(),
        eventType,
        orderId,
        orderURL: `${fake.url}/v1/orders/${encodeURIComponent(orderId)}`,
        createdAt: new Date().toISOString(),
      };
      fake.queue.push(event);
      const secret = opts.secret ?? FAKE_KEETA.clientSecret;
      const status = await attempt(url, event, secret);
      if (!DELIVERED.has(status)) {
        // Closing the fake ends the waits; an event never delivered stays for polling.
        const pending = retry(url, event, secret).catch(() => undefined);
        retries.add(pending);
        void pending.finally(() => retries.delete(pending));
      }
      return status;
    },
    async retriesDone() {
      await Promise.all([...retries]);
    },
    async close() {
      stop.abort();
      await Promise.all([...retries]);
      await server.close();
    },
  };
  return fake;
}
