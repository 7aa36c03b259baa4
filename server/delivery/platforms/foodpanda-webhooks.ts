// The middleware's calls to us (the Plugin API): each carries `Authorization: Bearer <JWT>`, HS512
// with the shared webhook secret, claim `service: "middleware"`, and an `exp`. The token signs no
// part of the body: knowing the secret is what proves the caller. Bodies are told apart by shape (an
// order dispatch, a catalog import result) or, for an order's status change, by the path it came to.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { text, unreadableReason } from './foodpanda-json';
import {
  isJsonObject,
  jsonOf,
  objectOf,
  optionalListOf,
  optionalText,
  type JsonObject,
} from './platform-json';
import { readFoodpandaOrder } from './foodpanda-orders';
import type { MenuResult, ReceivedWebhook, WebhookEvent } from './platform-adapter';

const BEARER_JWT = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/i;
/** PUT /remoteId/{remoteId}/remoteOrder/{remoteOrderId}/posOrderStatus */
const STATUS_PATH = /\/remoteId\/([^/]+)\/remoteOrder\/([^/]+)\/posOrderStatus\/?$/;

function decodedPart(part: string): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the call carries a middleware token signed with `secret` and not expired at `nowMs`. */
export function isSignedByMiddleware(headers: IncomingHttpHeaders, secret: string, nowMs: number): boolean {
  const match = BEARER_JWT.exec(headers.authorization?.trim() ?? '');
  if (!match || secret === '') return false;
  const [, header = '', payload = '', signature = ''] = match;
  // HS512 only: a token naming another algorithm (none, HS256) is refused before any check.
  if (decodedPart(header)?.alg !== 'HS512') return false;
  const expected = createHmac('sha512', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const claims = decodedPart(payload);
  return claims?.service === 'middleware' && typeof claims.exp === 'number' && claims.exp * 1000 > nowMs;
}

/** A catalog import result: done is live; done_with_errors and failed are failures, with their reasons. */
function menuResultOf(body: JsonObject): WebhookEvent {
  const reference = text(body.catalogImportId, 'catalogImportId');
  const status = text(body.status, 'status');
  if (status === 'done') return { kind: 'menuResult', result: { reference, state: 'live' } };
  if (status !== 'done_with_errors' && status !== 'failed')
    return { kind: 'ignored', reason: `foodpanda catalog import ${reference} is ${status}` };
  const reasons = optionalListOf(body.details, 'details').flatMap((entry) => {
    if (!isJsonObject(entry)) return [];
    const said = optionalText(entry.message);
    return said ? [`${optionalText(entry.platformId) ?? '?'}: ${said}`] : [];
  });
  const result: MenuResult = {
    reference,
    state: 'failed',
    detail: [status, optionalText(body.message), ...reasons].filter(Boolean).join('; '),
  };
  return { kind: 'menuResult', result };
}

function read(received: ReceivedWebhook): WebhookEvent {
  const body = objectOf(jsonOf(received.rawBody), 'the body');
  const statusPath = STATUS_PATH.exec(new URL(received.url, 'http://relative').pathname);
  if (statusPath) {
    const [, remoteId = '', remoteOrderId = ''] = statusPath;
    return {
      kind: 'orderEvent',
      orderId: decodeURIComponent(remoteOrderId),
      storeId: decodeURIComponent(remoteId),
      event: text(body.status, 'status'),
    };
  }
  if ('catalogImportId' in body) return menuResultOf(body);
  if ('token' in body) return { kind: 'order', order: readFoodpandaOrder(body) };
  return { kind: 'ignored', reason: 'foodpanda sent neither an order nor a catalog import result' };
}

/** What a verified call says; anything unreadable is ignored with its reason, never thrown. */
export function readFoodpandaWebhook(received: ReceivedWebhook): WebhookEvent {
  try {
    return read(received);
  } catch (error) {
    return { kind: 'ignored', reason: `foodpanda webhook unreadable: ${unreadableReason(error)}` };
  }
}
