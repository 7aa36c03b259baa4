// Deliveroo's calls to us: order events (`order.new`, `order.status_update`) and the result of a menu
// upload, each an envelope `{ event, body }` signed in X-Deliveroo-Hmac-Sha256: the lowercase hex
// HMAC-SHA256, keyed with the webhook secret, of X-Deliveroo-Sequence-Guid, a space and the raw body
// (research §1.7). The legacy POS webhooks' " \n " separator is not taken: they are deprecated.
// The menu result's fields inside `body` are not published: `menu_id`, `status` ("succeeded" or
// "failed") and `errors` as `[{ code, message }]` are our choice.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { MenuResult, WebhookEvent } from './platform-adapter';
import { reasonOf, textOf, type JsonRecord } from './deliveroo-json';
import { isJsonObject, jsonOf, objectOf, optionalListOf } from './platform-json';
import { readDeliverooOrder, type DeliverooOrder } from './deliveroo-orders';

export const SEQUENCE_GUID_HEADER = 'x-deliveroo-sequence-guid';
export const SIGNATURE_HEADER = 'x-deliveroo-hmac-sha256';
export const PAYLOAD_TYPE_HEADER = 'x-deliveroo-payload-type';

export const MENU_EVENT = 'menu.upload_result';
export type DeliverooOrderEventName = 'order.new' | 'order.status_update';
const ORDER_EVENTS: ReadonlySet<string> = new Set<DeliverooOrderEventName>([
  'order.new',
  'order.status_update',
]);

export interface DeliverooOrderEvent {
  event: DeliverooOrderEventName;
  body: { order: DeliverooOrder };
}

export interface DeliverooMenuEvent {
  event: typeof MENU_EVENT;
  body: {
    menu_id: string;
    status: 'succeeded' | 'failed';
    errors?: { code: string; message: string }[];
  };
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** The signature Deliveroo sends with `rawBody` under sequence `guid`. */
export function deliverooSignature(secret: string, guid: string, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(`${guid} `).update(rawBody).digest('hex');
}

const single = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Whether the webhook carries Deliveroo's signature with `secret`, compared in constant time. */
export function isSignedByDeliveroo(secret: string, headers: IncomingHttpHeaders, rawBody: Buffer): boolean {
  const guid = single(headers[SEQUENCE_GUID_HEADER]);
  const signature = single(headers[SIGNATURE_HEADER]);
  // An empty secret would make a key anyone can sign with.
  if (!secret || !guid || !signature || !HEX_SHA256.test(signature)) return false;
  const expected = Buffer.from(deliverooSignature(secret, guid, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const errorText = (value: unknown): string => {
  if (!isJsonObject(value)) return String(value);
  return [value.code, value.message].filter((part) => typeof part === 'string' && part !== '').join(' ');
};

function menuResultOf(body: JsonRecord): MenuResult {
  const status = textOf(body, 'status');
  if (status !== 'succeeded' && status !== 'failed') throw new Error(`menu status ${status} is unknown`);
  // A menu taken with errors (an image, a barcode) keeps them for the operator.
  const detail = optionalListOf(body.errors, 'errors').map(errorText).join('; ');
  return {
    reference: textOf(body, 'menu_id'),
    state: status === 'succeeded' ? 'live' : 'failed',
    ...(detail !== '' && { detail }),
  };
}

/** What a verified webhook says; whatever it holds, an answer and never a throw. */
export function readDeliverooWebhook(rawBody: Buffer): WebhookEvent {
  try {
    const envelope = objectOf(jsonOf(rawBody), 'the payload');
    const event = textOf(envelope, 'event');
    const body = objectOf(envelope.body, 'body');
    if (ORDER_EVENTS.has(event)) return { kind: 'order', order: readDeliverooOrder(body.order) };
    if (event === MENU_EVENT) return { kind: 'menuResult', result: menuResultOf(body) };
    return { kind: 'ignored', reason: `Deliveroo event ${event} is not one we take` };
  } catch (error) {
    return { kind: 'ignored', reason: `Unreadable Deliveroo webhook: ${reasonOf(error)}` };
  }
}
