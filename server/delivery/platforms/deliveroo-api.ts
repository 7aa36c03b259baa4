// Deliveroo's Partner Platform (research notes §1) behind the PlatformAdapter contract: a bearer
// token from its OAuth endpoint (deliveroo-token.ts), the site's status as the connection test, the
// Menu API's upload (deliveroo-menu.ts), the Order API's status change and order, and its signed
// webhooks (deliveroo-webhook.ts). Every answer becomes an outcome (platform-http.ts); a 401 is
// answered once with a new token and the call made again.
//
// Not published by Deliveroo, and what we chose:
// - the inner shape of an uploaded menu: see deliveroo-menu.ts;
// - the menu result webhook's fields inside `body` (`menu_id`, `status`, `errors`): deliveroo-webhook.ts;
// - a Retry-After on 429: read when sent, else a minute (the window of its per-minute limits);
// - the GET order answer: the order object itself, as the webhook's `body.order`;
// - the site status answer: any 2xx is a working connection;
// - the types in an order's `fee_breakdown`: `delivery_fee` is read as the delivery fee;
// - when an order was placed: its `status_log` entry `placed`, else `start_preparing_at`;
// - order modifiers' `quantity` is per unit of the item (as our order lines count options);
// - Deliveroo orders carry no per-line note (only `order_notes`); `table_service` orders are
//   neither delivery nor collection and read as ignored.
// The Site API's path differs between Deliveroo's pages (research §1.1): the v2.0 reference's
// `/site/v1/brands/{brand}/sites/{site}` on the API host is the one used.
import type { PlatformAdapter, PlatformMenu, TokenStore } from './platform-adapter';
import { DEFAULT_TIMEOUT_MS, sendApiCall, settle, type Api, type ApiCall } from './platform-http';
import { sendWithToken, type TokenOutcome } from './platform-token';
import { reasonOf } from './deliveroo-json';
import { DELIVEROO_READING, deliverooNoAnswer } from './deliveroo-http';
import { deliverooMenuBody } from './deliveroo-menu';
import { readDeliverooOrder } from './deliveroo-orders';
import { deliverooTokens } from './deliveroo-token';
import { isSignedByDeliveroo, readDeliverooWebhook } from './deliveroo-webhook';

/** A Deliveroo connection's settings, decrypted. */
export interface DeliverooSettings {
  clientId: string;
  clientSecret: string;
  brandId: string;
  siteId: string;
  /** Issued by Deliveroo for its webhooks, distinct from the client secret. */
  webhookSecret: string;
}

export interface DeliverooOptions {
  apiUrl: string;
  /** The OAuth host: production's unless given. */
  authUrl?: string;
  tokens: TokenStore;
  timeoutMs?: number;
  now?: () => number;
}

export const DELIVEROO_HOSTS = {
  production: {
    apiUrl: 'https://api.developers.deliveroo.com',
    authUrl: 'https://auth.developers.deliveroo.com',
  },
  sandbox: {
    apiUrl: 'https://api-sandbox.developers.deliveroo.com',
    authUrl: 'https://auth-sandbox.developers.deliveroo.com',
  },
} as const;

export function deliverooApi(settings: DeliverooSettings, options: DeliverooOptions): PlatformAdapter {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const tokens = deliverooTokens(settings, {
    authUrl: options.authUrl ?? DELIVEROO_HOSTS.production.authUrl,
    tokens: options.tokens,
    timeoutMs,
    now: options.now ?? Date.now,
  });
  const brand = `/brands/${encodeURIComponent(settings.brandId)}`;
  const orderPath = (orderId: string) => `/order/v1/orders/${encodeURIComponent(orderId)}`;

  const api: Api = { url: options.apiUrl, timeoutMs, noAnswer: deliverooNoAnswer };

  /** The call's answer; a token Deliveroo refuses (revoked, lapsed early) is renewed once. */
  const call = async (
    request: Omit<ApiCall, 'writes'>,
    token: () => Promise<TokenOutcome> = tokens.current,
  ) => {
    const writes = request.method !== 'GET';
    const sent = await sendWithToken(
      tokens,
      (current) => sendApiCall(api, { ...request, writes }, current),
      token,
    );
    return settle(sent, DELIVEROO_READING);
  };

  return {
    platform: 'deliveroo',
    async testConnection() {
      const path = `/site/v1${brand}/sites/${encodeURIComponent(settings.siteId)}/status`;
      const answer = await call({ method: 'GET', path }, tokens.renew);
      return answer.ok ? { ok: true, store: settings.siteId } : answer;
    },
    async pushMenu(menu: PlatformMenu) {
      const path = `/menu/v1${brand}/menus/${encodeURIComponent(menu.id)}`;
      const answer = await call({ method: 'PUT', path, body: deliverooMenuBody(menu, settings.siteId) });
      // Taken for processing: the menu webhook tells its result.
      return answer.ok ? { ok: true, state: 'pending', reference: menu.id } : answer;
    },
    verifyWebhook: ({ headers, rawBody }) => isSignedByDeliveroo(settings.webhookSecret, headers, rawBody),
    readWebhook: ({ rawBody }) => readDeliverooWebhook(rawBody),
    async fetchOrder(orderId) {
      const answer = await call({ method: 'GET', path: orderPath(orderId) });
      if (!answer.ok) return answer;
      try {
        return { ok: true, order: readDeliverooOrder(answer.body) };
      } catch (error) {
        return { ok: false, kind: 'rejected', detail: `Unreadable Deliveroo order: ${reasonOf(error)}` };
      }
    },
    async acceptOrder(order) {
      const answer = await call({
        method: 'PATCH',
        path: orderPath(order.orderId),
        body: { status: 'accepted' },
      });
      return answer.ok ? { ok: true } : answer;
    },
  };
}
