// A local fake of Deliveroo's Partner Platform (research notes §1), for the adapter's tests: its OAuth
// token endpoint (client credentials as HTTP Basic or in the form; tokens that lapse after
// `tokenLifetimeMs`), a site's status, the menu upload, an order and its status change. It checks
// what Deliveroo checks and answers as it answers (errors as `{ error: { code, message } }`); within
// any `windowMs` (Deliveroo's minute) it takes 1 menu upload per site and 5 status changes per order,
// answering 429 above that without recording the request. It plays Deliveroo's signed webhooks too:
// an order (sendOrder) and, after each upload it takes, the menu's result posted to `resultUrl`.
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { DeliverooSettings } from '../../../server/delivery/platforms/deliveroo-api';
import type { DeliverooMoney } from '../../../server/delivery/platforms/deliveroo-json';
import type { DeliverooMenuBody } from '../../../server/delivery/platforms/deliveroo-menu';
import type {
  DeliverooOrder,
  DeliverooOrderStatus,
} from '../../../server/delivery/platforms/deliveroo-orders';
import {
  deliverooSignature,
  MENU_EVENT,
  PAYLOAD_TYPE_HEADER,
  SEQUENCE_GUID_HEADER,
  SIGNATURE_HEADER,
  type DeliverooMenuEvent,
  type DeliverooOrderEvent,
} from '../../../server/delivery/platforms/deliveroo-webhook';
import { fakeSubtotal, type FakeOrder } from './fake-order';
import { deliverooMenuProblem } from './deliveroo-fake-menu';
import { fakeTokens, startFakeServer, windowCounter, type FakeReply, type FakeRequest } from './fake-server';

/** The account the fake knows unless a test gives another. */
export const FAKE_DELIVEROO: DeliverooSettings = {
  clientId: 'fake-deliveroo-client',
  clientSecret: 'fake-deliveroo-client-secret',
  brandId: 'brand-hk-1',
  siteId: 'site-hk-1',
  webhookSecret: 'fake-deliveroo-webhook-secret',
};

const MENU_UPLOADS_PER_SITE = 1;
const STATUS_CHANGES_PER_ORDER = 5;
const TOKEN_LIFETIME_MS = 300_000;
/** The status changes Deliveroo allows (research §1.8). */
const NEXT_STATUSES: Readonly<Partial<Record<DeliverooOrderStatus, readonly DeliverooOrderStatus[]>>> = {
  placed: ['accepted', 'rejected'],
  accepted: ['confirmed'],
};
const REJECT_REASONS = new Set(['closing_early', 'busy', 'ingredient_unavailable', 'other']);

export interface DeliverooFakeOptions {
  account?: DeliverooSettings;
  /** Deliveroo's minute, shortened for a test. */
  windowMs?: number;
  /** How long a token holds: Deliveroo's 300 s unless given. */
  tokenLifetimeMs?: number;
  /** Where the menu webhook posts each taken upload's result. */
  resultUrl?: string;
}

export interface DeliverooFake {
  /** The API and OAuth URL that reach the fake. */
  url: string;
  account: DeliverooSettings;
  /** Every request, in order. */
  requests: FakeRequest[];
  /** Per site: the last menu taken, and how many uploads were taken. */
  menus: Map<string, { last: DeliverooMenuBody; pushes: number }>;
  /** The orders sent, by id, with the status they have now. */
  orders: Map<string, DeliverooOrder>;
  /** Posts `order` to `url` as Deliveroo's order webhook, signed with `secret` (the account's unless forged). */
  sendOrder(
    url: string,
    order: FakeOrder,
    opts?: { secret?: string; status?: 'placed' | 'canceled' },
  ): Promise<number>;
  /** Makes the next taken upload's result a failure for `reason`. */
  failNextPush(reason: string): void;
  close(): Promise<void>;
}

const deliverooError = (status: number, code: string, message: string): FakeReply => ({
  status,
  body: { error: { code, message } },
});
const NOT_FOUND = deliverooError(404, 'not_found', 'Resource not found');
const money = (cents: number): DeliverooMoney => ({ fractional: cents, currency_code: 'HKD' });

/** The client id and secret, from HTTP Basic or else the form (Deliveroo's pages show both). */
function clientOf(headers: IncomingHttpHeaders, form: URLSearchParams): [string, string] {
  const basic = /^Basic (.+)$/i.exec(headers.authorization ?? '')?.[1];
  if (basic === undefined) return [form.get('client_id') ?? '', form.get('client_secret') ?? ''];
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? [decoded, ''] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

/** The path's parameters when its parts have the pattern's shape (`:name` a parameter). */
function match(pattern: string, parts: readonly string[]): Record<string, string> | undefined {
  const names = pattern.split('/');
  if (names.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    const part = parts[index] ?? '';
    if (name.startsWith(':')) params[name.slice(1)] = part;
    else if (name !== part) return undefined;
  }
  return params;
}

/** `order` as Deliveroo's order webhook and Order API carry it. */
function deliverooOrderOf(order: FakeOrder, status: DeliverooOrderStatus): DeliverooOrder {
  const subtotal = fakeSubtotal(order);
  const discount = order.discount ?? 0;
  const deliveryFee = order.deliveryFee ?? 0;
  return {
    id: order.orderId,
    display_id: order.displayId,
    location_id: order.storeId,
    status,
    fulfillment_type: order.fulfilment === 'pickup' ? 'customer' : 'deliveroo',
    status_log: [{ at: order.placedAt, status: 'placed' }],
    items: order.lines.map((line) => ({
      pos_item_id: line.itemId,
      name: line.name,
      quantity: line.quantity,
      unit_price: money(line.unitPrice),
      total_price: money(fakeSubtotal({ ...order, lines: [line] })),
      modifiers: (line.options ?? []).map((option) => ({
        pos_item_id: option.itemId,
        name: option.name,
        quantity: option.quantity,
        unit_price: money(option.unitPrice),
      })),
    })),
    partner_order_subtotal: money(subtotal),
    offer_discount: money(discount),
    fee_breakdown: deliveryFee > 0 ? [{ type: 'delivery_fee', amount: money(deliveryFee) }] : [],
    total_price: money(subtotal - discount + deliveryFee),
    order_notes: order.note ?? null,
    start_preparing_at: order.placedAt,
  };
}

/** Posts `payload` to `url` signed as Deliveroo signs, answering the status it got. */
async function postSigned(
  url: string,
  payloadType: string,
  payload: unknown,
  secret: string,
): Promise<number> {
  const rawBody = Buffer.from(JSON.stringify(payload));
  const guid = randomUUID();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SEQUENCE_GUID_HEADER]: guid,
      [SIGNATURE_HEADER]: deliverooSignature(secret, guid, rawBody),
      [PAYLOAD_TYPE_HEADER]: payloadType,
      'x-deliveroo-webhook-version': '1',
    },
    body: rawBody,
  });
  await response.arrayBuffer();
  return response.status;
}

export async function startDeliverooFake(options: DeliverooFakeOptions = {}): Promise<DeliverooFake> {
  const account = options.account ?? FAKE_DELIVEROO;
  const tokenLifetimeMs = options.tokenLifetimeMs ?? TOKEN_LIFETIME_MS;
  const limits = windowCounter(options.windowMs ?? 60_000);
  const tokens = fakeTokens();
  const requests: FakeRequest[] = [];
  const menus = new Map<string, { last: DeliverooMenuBody; pushes: number }>();
  const orders = new Map<string, DeliverooOrder>();
  const resultPosts: Promise<unknown>[] = [];
  let failNext: string | undefined;

  const issueToken = (headers: IncomingHttpHeaders, text: string): FakeReply => {
    const form = new URLSearchParams(text);
    if (form.get('grant_type') !== 'client_credentials')
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    const [clientId, clientSecret] = clientOf(headers, form);
    if (clientId !== account.clientId || clientSecret !== account.clientSecret)
      return { status: 401, body: { error: 'invalid_client' } };
    const token = tokens.issue(randomBytes(24).toString('base64url'), tokenLifetimeMs);
    const expiresIn = Math.ceil(tokenLifetimeMs / 1000);
    return { status: 200, body: { access_token: token, expires_in: expiresIn, token_type: 'Bearer' } };
  };

  const postResult = (menuId: string) => {
    const reason = failNext;
    failNext = undefined;
    if (options.resultUrl === undefined) return;
    const body: DeliverooMenuEvent['body'] =
      reason === undefined
        ? { menu_id: menuId, status: 'succeeded' }
        : { menu_id: menuId, status: 'failed', errors: [{ code: 'invalid_menu', message: reason }] };
    const event: DeliverooMenuEvent = { event: MENU_EVENT, body };
    resultPosts.push(
      postSigned(options.resultUrl, 'webhook_menu', event, account.webhookSecret).catch(() => 0),
    );
  };

  const uploadMenu = (menuId: string, body: unknown): FakeReply => {
    const siteIds = (body as { site_ids?: unknown } | undefined)?.site_ids;
    const sites = Array.isArray(siteIds) ? siteIds.map(String) : [];
    if (sites.some((site) => limits.full(`site:${site}`, MENU_UPLOADS_PER_SITE)))
      return deliverooError(429, 'too_many_requests', 'Too Many Requests');
    for (const site of sites) limits.note(`site:${site}`);
    const problem = deliverooMenuProblem(body, account.siteId);
    if (problem !== undefined) return deliverooError(422, 'unprocessable_entity', problem);
    const menu = body as DeliverooMenuBody;
    for (const site of sites) menus.set(site, { last: menu, pushes: (menus.get(site)?.pushes ?? 0) + 1 });
    postResult(menuId);
    return { status: 200, body: {} };
  };

  const changeStatus = (order: DeliverooOrder, json: unknown): FakeReply => {
    if (!limits.take(`order:${order.id}`, STATUS_CHANGES_PER_ORDER))
      return deliverooError(429, 'too_many_requests', 'Too Many Requests');
    const change = json as { status?: unknown; reject_reason?: unknown } | undefined;
    const status = change?.status;
    if (status !== 'accepted' && status !== 'rejected' && status !== 'confirmed')
      return deliverooError(400, 'bad_request', 'status must be accepted, rejected or confirmed');
    if (status === 'rejected' && !REJECT_REASONS.has(String(change?.reject_reason)))
      return deliverooError(400, 'bad_request', 'reject_reason is required to reject');
    if (!NEXT_STATUSES[order.status]?.includes(status))
      return deliverooError(409, 'conflict', `Order is ${order.status}: it cannot become ${status}`);
    order.status = status;
    order.status_log.push({ at: new Date().toISOString(), status });
    return { status: 204 };
  };

  const route = (request: IncomingMessage, path: string, text: string, json: unknown): FakeReply => {
    const method = request.method ?? 'GET';
    if (method === 'POST' && path === '/oauth2/token') return issueToken(request.headers, text);
    if (!tokens.holds(request.headers.authorization))
      return deliverooError(401, 'unauthorized', 'The access token is missing, invalid or expired');
    const parts = path.split('/').slice(1).map(decodeURIComponent);
    const site = match('site/v1/brands/:brand/sites/:site/status', parts);
    if (method === 'GET' && site)
      return site.brand === account.brandId && site.site === account.siteId
        ? { status: 200, body: { status: 'OPEN' } }
        : NOT_FOUND;
    const upload = match('menu/v1/brands/:brand/menus/:menu', parts);
    if (method === 'PUT' && upload)
      return upload.brand === account.brandId ? uploadMenu(upload.menu ?? '', json) : NOT_FOUND;
    const order = orders.get(match('order/v1/orders/:order', parts)?.order ?? '');
    if (order && method === 'GET') return { status: 200, body: order };
    if (order && method === 'PATCH') return changeStatus(order, json);
    return NOT_FOUND;
  };

  const server = await startFakeServer(route, { requests });

  return {
    url: server.url,
    account,
    requests,
    menus,
    orders,
    sendOrder(url, order, opts = {}) {
      const status = opts.status ?? 'placed';
      const held = orders.get(order.orderId) ?? deliverooOrderOf(order, status);
      if (status === 'canceled') {
        held.status = 'canceled';
        held.status_log.push({ at: new Date().toISOString(), status });
      }
      orders.set(order.orderId, held);
      const event: DeliverooOrderEvent = {
        event: status === 'placed' ? 'order.new' : 'order.status_update',
        body: { order: held },
      };
      return postSigned(url, `event/${event.event}`, event, opts.secret ?? account.webhookSecret);
    },
    failNextPush(reason) {
      failNext = reason;
    },
    async close() {
      await Promise.all(resultPosts);
      await server.close();
    },
  };
}
