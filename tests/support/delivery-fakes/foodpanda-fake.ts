// A local fake of Delivery Hero's POS integration middleware as foodpanda runs it, for one chain:
// POST /v2/login (form username, password, grant_type=client_credentials → a bearer token that
// expires after `tokenLifetimeMs`), the catalog PUT (checked item by item, then answered 202 and its
// result posted to the push's callbackUrl), the vendor's menu-import-logs, the order report and the
// order status POST (409 with currentState once accepted). Above `requestsPerWindow` requests in any
// `windowMs` it answers 429 with Retry-After and does nothing else. It plays the middleware's calls
// to us too: orders and catalog results posted with a Bearer JWT, HS512 with the webhook secret.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SignJWT } from 'jose';
import type { FoodpandaSettings } from '../../../server/delivery/platforms/foodpanda-api';
import type { CatalogItems } from '../../../server/delivery/platforms/foodpanda-catalog';
import { fakeSubtotal, type FakeOrder } from './fake-order';
import { fakeTokens, startFakeServer, windowCounter, type FakeReply, type FakeRequest } from './fake-server';

export const FOODPANDA_FAKE_SETTINGS: FoodpandaSettings = {
  username: 'fake-pos-user',
  password: 'fake-pos-password',
  chainCode: 'fake-chain',
  vendorCode: 'fake-vendor',
  webhookSecret: 'fake-middleware-secret',
};

export interface FoodpandaFakeOptions {
  /** The chain's credentials and its one vendor; FOODPANDA_FAKE_SETTINGS unless given. */
  settings?: FoodpandaSettings;
  tokenLifetimeMs?: number;
  windowMs?: number;
  requestsPerWindow?: number;
  /** Where catalog results go instead of each push's callbackUrl. */
  resultUrl?: string;
  now?: () => number;
}

export interface FakeMenu {
  items: CatalogItems;
  pushes: number;
  catalogImportId: string;
}

export interface FakeCatalogResult {
  catalogImportId: string;
  status: 'done' | 'failed';
  /** The status our callback answered (0: it could not be reached). */
  answered: number;
}

export interface FoodpandaFake {
  url: string;
  /** Tokens issued. */
  logins: number;
  requests: FakeRequest[];
  /** The last catalog accepted for each vendor. */
  menus: Map<string, FakeMenu>;
  /** Accept calls taken, by order token. */
  accepted: Map<string, { acceptanceTime: string; remoteOrderId?: string }>;
  results: FakeCatalogResult[];
  /** The next push's result is a failure with this reason. */
  failNextPush(reason: string): void;
  /** Waits for the catalog results being posted. */
  resultsSent(): Promise<void>;
  /** Dispatches the order to `url` as the middleware does; answers the status it got. */
  sendOrder(url: string, order: FakeOrder, opts?: { secret?: string }): Promise<number>;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

const TOKEN_LIFETIME_MS = 1_800_000;
const WINDOW_MS = 60_000;
const REQUESTS_PER_WINDOW = 60;
const MONEY = /^\d+\.\d{2}$/;
const TIME = /^\d{2}:\d{2}:\d{2}$/;
const WEEK_DAYS = new Set(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);

const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Cents as the middleware writes money: major units, two decimals. */
const major = (cents: number): string => (cents / 100).toFixed(2);

const reply = (status: number, body?: unknown, headers?: Record<string, string>): FakeReply => ({
  status,
  body,
  headers,
});
const error = (status: number, code: string, message: string, more: Json = {}) =>
  reply(status, { code, message, ...more });

/** The one path segment between `prefix` and `suffix`, decoded; undefined when the path is another. */
function segment(path: string, prefix: string, suffix = ''): string | undefined {
  if (!path.startsWith(prefix) || !path.endsWith(suffix)) return undefined;
  const middle = path.slice(prefix.length, path.length - suffix.length);
  return middle !== '' && !middle.includes('/') ? decodeURIComponent(middle) : undefined;
}

/** Why the references `refs` (a map of `{id, type}` by id) are wrong, or undefined. */
type RefsCheck = (
  refs: unknown,
  type: string,
  rule?: { required?: boolean; priced?: boolean },
) => string | undefined;

/** Why one catalog item would be refused, or undefined. */
function itemProblem(item: Json, refsProblem: RefsCheck): string | undefined {
  switch (item.type) {
    case 'Product':
      if (typeof item.price !== 'string' || !MONEY.test(item.price)) return 'price is not a decimal';
      if (typeof item.active !== 'boolean') return 'active is not a boolean';
      return refsProblem(item.toppings, 'Topping') ?? refsProblem(item.images, 'Image');
    case 'Topping': {
      const { minimum, maximum }: Json = isJson(item.quantity) ? item.quantity : {};
      if (!Number.isInteger(minimum) || !Number.isInteger(maximum) || Number(minimum) > Number(maximum))
        return 'quantity is not {minimum, maximum}';
      return refsProblem(item.products, 'Product', { required: true, priced: true });
    }
    case 'Category':
      return refsProblem(item.products, 'Product', { required: true });
    case 'Menu':
      return (
        refsProblem(item.products, 'Product', { required: true }) ??
        refsProblem(item.schedule, 'ScheduleEntry')
      );
    case 'ScheduleEntry':
      if (!Array.isArray(item.weekDays) || !item.weekDays.every((day) => WEEK_DAYS.has(String(day))))
        return 'weekDays are not week days';
      return TIME.test(String(item.startTime)) && TIME.test(String(item.endTime))
        ? undefined
        : 'times are not HH:MM:SS';
    case 'Image':
      return typeof item.url === 'string' && item.url.startsWith('https://') ? undefined : 'url is not https';
    default:
      return `type ${String(item.type)} is unknown`;
  }
}

/** Why the middleware would refuse this catalog, or undefined when it holds together. */
function catalogProblem(items: Json): string | undefined {
  const typeOf = (id: string): unknown => {
    const item = items[id];
    return isJson(item) ? item.type : undefined;
  };
  const refsProblem: RefsCheck = (refs, type, { required = false, priced = false } = {}) => {
    if (refs === undefined && !required) return undefined;
    if (!isJson(refs)) return `its ${type} references are not a map`;
    for (const [key, ref] of Object.entries(refs)) {
      if (!isJson(ref) || ref.id !== key || ref.type !== type || typeOf(key) !== type)
        return `${key} is no ${type} of the catalog`;
      if (priced && !(typeof ref.price === 'string' && MONEY.test(ref.price))) return `${key} has no price`;
    }
    return undefined;
  };
  const entries = Object.entries(items);
  for (const [id, item] of entries) {
    if (!isJson(item) || item.id !== id) return `item ${id}: its id is not its key`;
    const titled = isJson(item.title) && typeof item.title.default === 'string' && item.title.default !== '';
    const problem =
      itemProblem(item, refsProblem) ??
      (titled || item.type === 'Image' || item.type === 'ScheduleEntry'
        ? undefined
        : 'title.default is missing');
    if (problem) return `item ${id}: ${problem}`;
  }
  for (const type of ['Menu', 'Category'])
    if (!entries.some(([id]) => typeOf(id) === type)) return `the catalog has no ${type}`;
  return undefined;
}

/** The order as the middleware dispatches it: major-unit strings, our item ids as remoteCode. */
function nativeOrder(order: FakeOrder): Json {
  const subtotal = fakeSubtotal(order);
  const discount = order.discount ?? 0;
  const deliveryFee = order.deliveryFee ?? 0;
  return {
    token: order.orderId,
    code: `${order.displayId}-${order.orderId.slice(0, 4)}`,
    shortCode: order.displayId,
    createdAt: order.placedAt,
    expiryDate: new Date(Date.parse(order.placedAt) + 10 * 60_000).toISOString(),
    expeditionType: order.fulfilment,
    test: false,
    platformRestaurant: { id: order.storeId },
    products: order.lines.map((line, index) => {
      const options = line.options ?? [];
      const each =
        line.unitPrice + options.reduce((sum, option) => sum + option.quantity * option.unitPrice, 0);
      return {
        id: `product-${index + 1}`,
        remoteCode: line.itemId,
        name: line.name,
        quantity: line.quantity,
        unitPrice: major(line.unitPrice),
        paidPrice: major(line.quantity * each),
        comment: line.note ?? '',
        selectedToppings: options.map((option, at) => ({
          id: `topping-${index + 1}-${at + 1}`,
          remoteCode: option.itemId,
          name: option.name,
          quantity: option.quantity,
          price: major(option.unitPrice),
        })),
      };
    }),
    price: {
      subTotal: major(subtotal),
      grandTotal: major(subtotal - discount + deliveryFee),
      deliveryFees: deliveryFee > 0 ? [{ name: 'Delivery fee', value: major(deliveryFee) }] : [],
    },
    discounts: discount > 0 ? [{ name: 'Voucher', amount: major(discount) }] : [],
    comments: { customerComment: order.note ?? '' },
  };
}

export async function startFoodpandaFake(options: FoodpandaFakeOptions = {}): Promise<FoodpandaFake> {
  const settings = options.settings ?? FOODPANDA_FAKE_SETTINGS;
  const now = options.now ?? Date.now;
  const lifetimeMs = options.tokenLifetimeMs ?? TOKEN_LIFETIME_MS;
  const windowMs = options.windowMs ?? WINDOW_MS;
  const limit = options.requestsPerWindow ?? REQUESTS_PER_WINDOW;
  const tokens = fakeTokens(now);
  const limits = windowCounter(windowMs, now);
  const orders = new Map<string, Json>();
  const inFlight = new Set<Promise<void>>();
  let nextFailure: string | undefined;
  const chain = `/v2/chains/${encodeURIComponent(settings.chainCode)}`;

  const signed = (secret: string) => {
    const seconds = Math.floor(now() / 1000);
    return new SignJWT({ service: 'middleware' })
      .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 300)
      .sign(new TextEncoder().encode(secret));
  };
  const post = async (url: string, method: string, body: unknown, secret = settings.webhookSecret) => {
    const response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${await signed(secret)}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status;
  };

  const login = (raw: string) => {
    const form = new URLSearchParams(raw);
    if (form.get('grant_type') !== 'client_credentials')
      return error(400, 'INVALID_GRANT_TYPE', 'grant_type must be client_credentials');
    if (form.get('username') !== settings.username || form.get('password') !== settings.password)
      return error(401, 'INVALID_CREDENTIALS', 'Invalid username or password');
    const token = tokens.issue(randomUUID(), lifetimeMs);
    fake.logins++;
    return reply(200, {
      access_token: token,
      expires_in: Math.round(lifetimeMs / 1000),
      token_type: 'bearer',
    });
  };

  const sendResult = (url: string, catalogImportId: string, vendors: string[]) => {
    const reason = nextFailure;
    nextFailure = undefined;
    const status = reason === undefined ? 'done' : 'failed';
    const body = {
      catalogImportId,
      status,
      message: reason === undefined ? 'Catalog imported' : 'Catalog import failed',
      details: vendors.map((platformId) => ({ platformId, status, message: reason ?? '' })),
    };
    const sending = post(url, 'POST', body)
      .catch(() => 0)
      .then((answered) => {
        fake.results.push({ catalogImportId, status, answered });
        inFlight.delete(sending);
      });
    inFlight.add(sending);
  };

  const pushCatalog = (body: unknown) => {
    if (!isJson(body) || !isJson(body.catalog) || !isJson(body.catalog.items))
      return error(400, 'INVALID_REQUEST', 'catalog.items is required');
    const { vendors, callbackUrl } = body;
    if (
      !Array.isArray(vendors) ||
      vendors.length === 0 ||
      !vendors.every((vendor) => typeof vendor === 'string')
    )
      return error(400, 'INVALID_REQUEST', 'vendors must list posVendorIds');
    const unknown = vendors.find((vendor) => vendor !== settings.vendorCode);
    if (unknown !== undefined) return error(404, 'VENDOR_NOT_FOUND', `Vendor ${unknown} not found`);
    if (callbackUrl !== undefined && (typeof callbackUrl !== 'string' || !URL.canParse(callbackUrl)))
      return error(400, 'INVALID_REQUEST', 'callbackUrl is not a URL');
    const problem = catalogProblem(body.catalog.items);
    if (problem) return error(400, 'INVALID_CATALOG', problem);
    const catalogImportId = randomUUID();
    for (const vendor of vendors) {
      const pushes = (fake.menus.get(vendor)?.pushes ?? 0) + 1;
      fake.menus.set(vendor, { items: body.catalog.items as CatalogItems, pushes, catalogImportId });
    }
    const resultUrl = options.resultUrl ?? callbackUrl;
    if (typeof resultUrl === 'string') sendResult(resultUrl, catalogImportId, vendors);
    return reply(202, { catalogImportId });
  };

  const acceptOrder = (token: string, body: unknown) => {
    if (!orders.has(token)) return error(404, 'ORDER_NOT_FOUND', `Order ${token} not found`);
    if (!isJson(body) || body.status !== 'order_accepted')
      return error(400, 'INVALID_REQUEST', 'status must be order_accepted');
    const { acceptanceTime, remoteOrderId } = body;
    if (typeof acceptanceTime !== 'string' || Number.isNaN(Date.parse(acceptanceTime)))
      return error(400, 'INVALID_REQUEST', 'acceptanceTime must be an RFC 3339 time');
    if (fake.accepted.has(token))
      return error(409, 'ORDER_STATUS_CONFLICT', 'The order was already accepted', {
        currentState: 'ACCEPTED',
      });
    fake.accepted.set(token, {
      acceptanceTime,
      ...(typeof remoteOrderId === 'string' ? { remoteOrderId } : {}),
    });
    return reply(200, {});
  };

  const route = (request: IncomingMessage, path: string, raw: string, body: unknown): FakeReply => {
    const { method } = request;
    if (method === 'POST' && path === '/v2/login') return login(raw);
    if (!tokens.holds(request.headers.authorization))
      return error(401, 'UNAUTHORIZED', 'The access token is missing, invalid or expired');
    const logsOf = segment(path, `${chain}/vendors/`, '/menu-import-logs');
    if (method === 'GET' && logsOf !== undefined) {
      if (logsOf !== settings.vendorCode)
        return error(404, 'VENDOR_NOT_FOUND', `Vendor ${logsOf} not found in ${settings.chainCode}`);
      const menu = fake.menus.get(settings.vendorCode);
      return reply(200, {
        menuImportLogs: menu ? [{ catalogImportId: menu.catalogImportId, status: 'done' }] : [],
      });
    }
    if ((method === 'PUT' || method === 'POST') && path === `${chain}/catalog`) return pushCatalog(body);
    const orderOf = segment(path, `${chain}/orders/`);
    if (method === 'GET' && orderOf !== undefined) {
      const order = orders.get(orderOf);
      if (!order) return error(404, 'ORDER_NOT_FOUND', `Order ${orderOf} not found`);
      const status = fake.accepted.has(String(order.token)) ? 'accepted' : 'received';
      return reply(200, { ...order, status });
    }
    const statusOf = segment(path, '/v2/order/status/');
    if (method === 'POST' && statusOf !== undefined) return acceptOrder(statusOf, body);
    return error(404, 'NOT_FOUND', `${method ?? ''} ${path} is not an endpoint`);
  };

  const requests: FakeRequest[] = [];
  /** Above the limit the middleware answers 429 with Retry-After and does nothing else. */
  const limited = (request: IncomingMessage, path: string, raw: string, body: unknown): FakeReply => {
    const at = now();
    const inWindow = limits.recent('calls');
    if (inWindow.length < limit) {
      limits.note('calls', at);
      return route(request, path, raw, body);
    }
    const oldest = inWindow[0] ?? at;
    const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
    const tooMany = { code: 'TOO_MANY_REQUESTS', message: 'Rate limit exceeded' };
    return reply(429, tooMany, { 'retry-after': String(retryAfter) });
  };
  const server = await startFakeServer(limited, { requests, now });

  const fake: FoodpandaFake = {
    url: server.url,
    logins: 0,
    requests,
    menus: new Map(),
    accepted: new Map(),
    results: [],
    failNextPush(reason) {
      nextFailure = reason;
    },
    async resultsSent() {
      await Promise.all(inFlight);
    },
    sendOrder(url, order, opts = {}) {
      const native = nativeOrder(order);
      orders.set(order.orderId, native);
      return post(url, 'POST', native, opts.secret);
    },
    async close() {
      await fake.resultsSent();
      await server.close();
    },
  };
  return fake;
}
