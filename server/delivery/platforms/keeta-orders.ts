// What Keeta sends about orders, read into our terms: its events (a webhook's body, a polled entry:
// `{ id, eventType, orderId, orderURL, createdAt }`, the order's id only) and the Open Delivery
// order that GET /v1/orders/{id} answers, its amounts in cents.
import type { PlatformOrder, PlatformOrderLine } from './platform-adapter';
import { cents, count, readOr, text } from './keeta-read';
import { listOf, objectOf, optionalText, unreadable } from './platform-json';

/** Keeta's order event types (research §3.4). */
export const KEETA_EVENT_TYPES = [
  'CREATED',
  'CONFIRMED',
  'DISPATCHED',
  'READY_FOR_PICKUP',
  'PICKED_UP',
  'DELIVERED',
  'CONCLUDED',
  'CANCELLATION_REQUESTED',
  'CANCELLED',
  'USER_REFUND_REQUEST',
  'REFUNDED',
  'REFUND_FAILED',
  'RECOMMENDED_PREPARATION_START',
] as const;
export type KeetaEventType = (typeof KEETA_EVENT_TYPES)[number];

const isEventType = (value: unknown): value is KeetaEventType =>
  (KEETA_EVENT_TYPES as readonly unknown[]).includes(value);

/** An order event, as a webhook or polling carries it. */
export interface KeetaEvent {
  /** The event's id, which acknowledges it. */
  id: string;
  eventType: KeetaEventType;
  orderId: string;
  createdAt?: string;
}

export const readKeetaEvent = (value: unknown) =>
  readOr((): KeetaEvent => {
    const event = objectOf(value, 'the event');
    const eventType = text(event.eventType, 'eventType');
    if (!isEventType(eventType)) return unreadable(`eventType ${eventType} is not one Keeta sends`);
    const createdAt = typeof event.createdAt === 'string' ? event.createdAt : undefined;
    return {
      id: text(event.id, 'the event id'),
      eventType,
      orderId: text(event.orderId, 'orderId'),
      createdAt,
    };
  });

const FULFILMENTS: Record<string, PlatformOrder['fulfilment'] | undefined> = {
  DELIVERY: 'delivery',
  TAKEOUT: 'pickup',
};

function lineOf(value: unknown, at: string): PlatformOrderLine {
  const item = objectOf(value, at);
  const options = item.options === undefined ? [] : listOf(item.options, `${at}.options`);
  return {
    // Our id as the menu sent it; Keeta's own when the item came from elsewhere.
    itemId: optionalText(item.externalCode) ?? text(item.id, `${at}.externalCode`),
    name: text(item.name, `${at}.name`),
    quantity: count(item.quantity, `${at}.quantity`),
    unitPrice: cents(item.unitPrice, `${at}.unitPrice`),
    options: options.map((entry, index) => {
      const option = objectOf(entry, `${at}.options[${index}]`);
      return {
        itemId: optionalText(option.externalCode) ?? text(option.id, `${at}.options[${index}].externalCode`),
        name: text(option.name, `${at}.options[${index}].name`),
        quantity: count(option.quantity, `${at}.options[${index}].quantity`),
        unitPrice: cents(option.unitPrice, `${at}.options[${index}].unitPrice`),
      };
    }),
    note: optionalText(item.specialInstructions),
  };
}

const deliveryFeeOf = (fees: unknown[]): number =>
  fees.reduce<number>((sum, entry, index) => {
    const fee = objectOf(entry, `otherFees[${index}]`);
    return fee.type === 'DELIVERY_FEE' ? sum + cents(fee.price, `otherFees[${index}].price`) : sum;
  }, 0);

/** The Open Delivery order Keeta answers, or why it cannot be read. */
export const readKeetaOrder = (value: unknown) =>
  readOr((): PlatformOrder => {
    const order = objectOf(value, 'the order');
    const type = text(order.type, 'type');
    const fulfilment = FULFILMENTS[type] ?? unreadable(`type ${type} is neither DELIVERY nor TAKEOUT`);
    const total = objectOf(order.total, 'total');
    return {
      platform: 'keeta',
      orderId: text(order.id, 'id'),
      displayId: text(order.displayId, 'displayId'),
      storeId: text(objectOf(order.merchant, 'merchant').id, 'merchant.id'),
      placedAt: text(order.createdAt, 'createdAt'),
      fulfilment,
      lines: listOf(order.items, 'items').map((item, index) => lineOf(item, `items[${index}]`)),
      subtotal: cents(total.itemsPrice, 'total.itemsPrice'),
      discount: total.discount === undefined ? 0 : cents(total.discount, 'total.discount'),
      deliveryFee: order.otherFees === undefined ? 0 : deliveryFeeOf(listOf(order.otherFees, 'otherFees')),
      total: cents(total.orderAmount, 'total.orderAmount'),
      note: optionalText(order.extraInfo),
      // Keeta's order carries no state: a cancellation comes as a CANCELLED event.
      cancelled: false,
    };
  });
