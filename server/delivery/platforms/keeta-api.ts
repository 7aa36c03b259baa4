// Keeta (Meituan) through its Open Delivery API (research notes §3; not the "Standard Keeta API"):
// the adapter for one shop, its menu pushed whole, its orders announced by signed webhooks (or
// polled) carrying only the order's id, read with GET /v1/orders/{id} and confirmed.
//
// Not published by Keeta, and chosen here (small, replaceable once Keeta confirms):
// - the token's request body is JSON `{ grant_type: "app_level_token", client_id, client_secret }`
//   (an implementation's shape); its lifetime is read from `expires_in` (or `expiresIn`);
// - testConnection reads GET /v1/merchants/{merchantId}: Keeta documents no "read my store" call;
// - a menu push is answered 202 and no result follows, so it is `live` at once; its reference is a
//   SHA-256 of the canonical body; categories and offers share one availability built from the
//   menu's days and hours (`HH:MM:00`); dietary flags go as `dietaryRestrictions`, while a
//   pick-up price, kitchen alias, keywords and the alcohol flag have no Open Delivery field here;
// - webhooks are verified over our webhook URL & body (the §3.3 scheme) or over the body alone,
//   since Keeta's pages disagree, and X-App-Id must be Keeta's app id;
// - polled events have the webhook's shape `{ id, eventType, orderId, orderURL, createdAt }` and
//   are acknowledged as a JSON array; a 429 there has no published Retry-After (a minute is assumed);
// - the order's note is Open Delivery's `extraInfo`; Keeta's order carries no state, so a
//   cancellation is known from a CANCELLED event only;
// - confirm sends our external code as Keeta's order id (we book the order under it) and a
//   preparation time of PREPARATION_MINUTES.
import type { Outcome, PlatformAdapter, PlatformOrder, ReceivedWebhook } from './platform-adapter';
import { keetaClient, type KeetaOptions, type KeetaSettings } from './keeta-http';
import { keetaMenuUpdate } from './keeta-menu';
import { readKeetaEvent, readKeetaOrder, type KeetaEvent } from './keeta-orders';
import { parseJson } from './keeta-read';
import { isSignedByKeeta, KEETA_SIGNATURE_HEADER } from './keeta-signature';

export type { KeetaOptions, KeetaSettings } from './keeta-http';
export type { KeetaEvent, KeetaEventType } from './keeta-orders';

/** Keeta's production Open Delivery host (no sandbox host is published: test stores use it too). */
export const KEETA_API_URL = 'https://open.mykeeta.com/api/open/opendelivery';

/** The preparation time announced when confirming an order, in minutes. */
export const PREPARATION_MINUTES = 20;

/** Keeta's adapter, with its polling fallback for webhooks that did not arrive. */
export interface KeetaApi extends PlatformAdapter {
  /** Events not yet acknowledged, for all the merchants of the token (two polls a minute per token). */
  pollEvents(): Promise<Outcome<{ events: KeetaEvent[] }>>;
  /** Takes events off the polling queue once they are booked. */
  acknowledge(events: readonly Pick<KeetaEvent, 'id' | 'orderId' | 'eventType'>[]): Promise<Outcome<object>>;
}

const headerOf = (received: ReceivedWebhook, name: string): string | undefined => {
  const value = received.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export function keetaApi(settings: KeetaSettings, options: KeetaOptions): KeetaApi {
  const client = keetaClient(settings, options);
  const now = options.now ?? Date.now;
  const merchantPath = encodeURIComponent(settings.merchantId);
  const orderPath = (orderId: string) => `/v1/orders/${encodeURIComponent(orderId)}`;

  return {
    platform: 'keeta',

    async testConnection() {
      const token = await client.renewToken();
      if (!token.ok) return token;
      const reply = await client.call('GET', `/v1/merchants/${merchantPath}`);
      return reply.ok ? { ok: true, store: settings.merchantId } : reply;
    },

    async pushMenu(menu) {
      const { body, reference } = keetaMenuUpdate(menu);
      const reply = await client.call('POST', `/v1/merchantUpdate/${merchantPath}`, body);
      return reply.ok ? { ok: true, state: 'live', reference } : reply;
    },

    verifyWebhook(received) {
      const signature = headerOf(received, KEETA_SIGNATURE_HEADER);
      const appId = headerOf(received, 'x-app-id');
      if (!signature || !appId || !headerOf(received, 'x-app-merchantid') || !URL.canParse(received.url))
        return false;
      const body = received.rawBody.toString('utf8');
      return (
        appId === settings.appId && isSignedByKeeta(settings.clientSecret, received.url, body, signature)
      );
    },

    readWebhook(received) {
      const merchantId = headerOf(received, 'x-app-merchantid');
      if (!merchantId) return { kind: 'ignored', reason: 'no X-App-MerchantId header' };
      const event = readKeetaEvent(parseJson(received.rawBody.toString('utf8')));
      if (!event.ok) return { kind: 'ignored', reason: event.reason };
      const { orderId, eventType } = event.value;
      return { kind: 'orderEvent', orderId, storeId: merchantId, event: eventType };
    },

    async fetchOrder(orderId) {
      const reply = await client.call('GET', orderPath(orderId));
      if (!reply.ok) return reply;
      const order = readKeetaOrder(reply.body);
      return order.ok
        ? { ok: true, order: order.value }
        : { ok: false, kind: 'rejected', detail: `Keeta sent an order we cannot read: ${order.reason}` };
    },

    async acceptOrder(order: PlatformOrder) {
      const reply = await client.call('POST', `${orderPath(order.orderId)}/confirm`, {
        createdAt: new Date(now()).toISOString(),
        orderExternalCode: order.orderId,
        preparationTime: PREPARATION_MINUTES,
      });
      return reply.ok ? { ok: true } : reply;
    },

    async pollEvents() {
      const reply = await client.call('GET', '/v1/events:polling');
      if (!reply.ok) return reply;
      // 204 when there is none; an entry we cannot read is left for Keeta to send again.
      const entries = Array.isArray(reply.body) ? reply.body : [];
      const events = entries.flatMap((entry) => {
        const event = readKeetaEvent(entry);
        return event.ok ? [event.value] : [];
      });
      return { ok: true, events };
    },

    async acknowledge(events) {
      if (events.length === 0) return { ok: true };
      const body = events.map(({ id, orderId, eventType }) => ({ id, orderId, eventType }));
      const reply = await client.call('POST', '/v1/events/acknowledgment', body);
      return reply.ok ? { ok: true } : reply;
    },
  };
}
