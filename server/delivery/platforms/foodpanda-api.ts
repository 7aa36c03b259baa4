// foodpanda through Delivery Hero's POS integration middleware (research notes §2): a shop is a POS
// vendor (vendorCode, the remote id) of a chain (chainCode). We log in for a bearer token, push the
// whole catalog (PUT /v2/chains/{chain}/catalog; the result comes later to `callbackUrl`), read and
// accept orders; the middleware calls us with a JWT signed with the webhook secret.
//
// Not published, and what we chose:
// - the synchronous answer to the catalog PUT: 202 `{ catalogImportId }`, the reference of its result;
// - the middleware's error body: `{ code, message }`, plus `currentState` on a 409; accepting an order
//   already accepted (409, currentState ACCEPTED) counts as done, so a retried accept is safe;
// - a rate limit for the middleware: none is published (the 60 a minute of the grocery catalog API is
//   what the fake enforces); a 429 waits for Retry-After, else a minute;
// - the catalog's ScheduleEntry days (`weekDays: ["MONDAY", …]`) and Image (`url`) fields; a pick-up
//   price, dietary flags, keywords and kitchen aliases have no published field and are not sent;
// - the order's subtotal field, `price.subTotal` (else the lines added up); toppings' nested children
//   are not read; the order report (`fetchOrder`) answers the dispatch's shape, plus `status`;
// - `acceptanceTime` is required, its meaning is not: we send now + 15 minutes, read as the time the
//   order will be ready (one integration keeps it a few minutes ahead, never in the past).
import { renderCatalog } from './foodpanda-catalog';
import { foodpandaHttp, type FoodpandaHttpOptions } from './foodpanda-http';
import { unreadableReason } from './foodpanda-json';
import { isJsonObject } from './platform-json';
import { readFoodpandaOrder } from './foodpanda-orders';
import { isSignedByMiddleware, readFoodpandaWebhook } from './foodpanda-webhooks';
import type { PlatformAdapter, PlatformOrder } from './platform-adapter';

/** A shop's foodpanda settings, decrypted. */
export interface FoodpandaSettings {
  username: string;
  password: string;
  chainCode: string;
  /** The POS vendor id (remote id) of the shop. */
  vendorCode: string;
  /** Signs the middleware's calls to us. */
  webhookSecret: string;
}

export interface FoodpandaOptions extends FoodpandaHttpOptions {
  /** Where the middleware posts catalog import results (our route); without it, none are sent. */
  callbackUrl?: string;
}

/** The middleware's production host for Asia (Hong Kong's region); staging is integration-middleware.stg. */
export const FOODPANDA_API_URL = 'https://integration-middleware.as.restaurant-partners.com';

const READY_AFTER_MS = 15 * 60_000;

export function foodpandaApi(settings: FoodpandaSettings, options: FoodpandaOptions): PlatformAdapter {
  const now = options.now ?? Date.now;
  const http = foodpandaHttp(settings, options);
  const chain = `/v2/chains/${encodeURIComponent(settings.chainCode)}`;
  const vendor = `${chain}/vendors/${encodeURIComponent(settings.vendorCode)}`;

  return {
    platform: 'foodpanda',

    async testConnection() {
      const fresh = await http.login();
      if (!fresh.ok) return fresh;
      const logs = await http.call({ method: 'GET', path: `${vendor}/menu-import-logs` });
      return logs.ok ? { ok: true, store: settings.vendorCode } : logs;
    },

    async pushMenu(menu) {
      const catalog = renderCatalog(menu);
      if (!catalog.ok) return catalog;
      const answer = await http.call({
        method: 'PUT',
        path: `${chain}/catalog`,
        body: {
          ...(options.callbackUrl ? { callbackUrl: options.callbackUrl } : {}),
          vendors: [settings.vendorCode],
          catalog: { items: catalog.items },
        },
        writes: true,
      });
      if (!answer.ok) return answer;
      const reference = isJsonObject(answer.body) ? answer.body.catalogImportId : undefined;
      if (typeof reference !== 'string' || reference === '')
        return {
          ok: false,
          kind: 'unconfirmed',
          detail: 'foodpanda took the catalog without a catalogImportId',
        };
      return { ok: true, state: 'pending', reference };
    },

    verifyWebhook: ({ headers }) => isSignedByMiddleware(headers, settings.webhookSecret, now()),

    readWebhook: readFoodpandaWebhook,

    async fetchOrder(orderId) {
      const answer = await http.call({
        method: 'GET',
        path: `${chain}/orders/${encodeURIComponent(orderId)}`,
      });
      if (!answer.ok) return answer;
      try {
        return { ok: true, order: readFoodpandaOrder(answer.body) };
      } catch (error) {
        return {
          ok: false,
          kind: 'rejected',
          detail: `foodpanda's order is unreadable: ${unreadableReason(error)}`,
        };
      }
    },

    async acceptOrder(order: PlatformOrder) {
      const answer = await http.call({
        method: 'POST',
        path: `/v2/order/status/${encodeURIComponent(order.orderId)}`,
        body: {
          status: 'order_accepted',
          acceptanceTime: new Date(now() + READY_AFTER_MS).toISOString(),
          // Our route answers the dispatch with foodpanda's token as our order id: the same here.
          remoteOrderId: order.orderId,
        },
        writes: true,
        alreadyDone: (status, body) =>
          status === 409 && isJsonObject(body) && body.currentState === 'ACCEPTED',
      });
      return answer.ok ? { ok: true } : answer;
    },
  };
}
