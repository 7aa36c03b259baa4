// Deliveroo's order, as its Order Events webhook and GET /order/v1/orders/{id} carry it (research
// §1.6), read into our PlatformOrder. Throws, naming the field, on an order it cannot read: the
// webhook reader answers "ignored" with that reason, fetchOrder a rejection.
import type { PlatformOrder, PlatformOrderLine } from './platform-adapter';
import {
  centsOf,
  countOf,
  optionalTextOf,
  textOf,
  type DeliverooMoney,
  type JsonRecord,
} from './deliveroo-json';
import { objectOf, optionalListOf } from './platform-json';

export type DeliverooOrderStatus = 'placed' | 'accepted' | 'confirmed' | 'rejected' | 'canceled';

/** Who carries the order: Deliveroo's riders, the guest (collection), the shop's own fleet, or a table. */
export type DeliverooFulfillment = 'deliveroo' | 'customer' | 'restaurant' | 'table_service';

export interface DeliverooOrderModifier {
  pos_item_id: string;
  name: string;
  /** Per unit of the item it modifies (not published: our reading). */
  quantity: number;
  unit_price: DeliverooMoney;
}

export interface DeliverooOrderItem {
  pos_item_id: string;
  name: string;
  quantity: number;
  unit_price: DeliverooMoney;
  total_price: DeliverooMoney;
  modifiers: DeliverooOrderModifier[];
}

export interface DeliverooOrder {
  /** `{market}:{uuid}`. */
  id: string;
  display_id: string;
  /** The site id. */
  location_id: string;
  status: DeliverooOrderStatus;
  fulfillment_type: DeliverooFulfillment;
  status_log: { at: string; status: DeliverooOrderStatus }[];
  items: DeliverooOrderItem[];
  partner_order_subtotal: DeliverooMoney;
  offer_discount: DeliverooMoney;
  /** Fee types are not published: a delivery fee is read from `delivery_fee`. */
  fee_breakdown: { type: string; amount: DeliverooMoney }[];
  total_price: DeliverooMoney;
  order_notes: string | null;
  start_preparing_at: string;
}

const FULFILMENT: Readonly<Record<string, PlatformOrder['fulfilment']>> = {
  deliveroo: 'delivery',
  restaurant: 'delivery',
  customer: 'pickup',
};
/** Statuses after which the order will not be cooked: Deliveroo's cancellation, or a rejection (ours or its automatic one). */
const NOT_GOING_AHEAD = new Set(['canceled', 'rejected']);
const DELIVERY_FEE = 'delivery_fee';

const optionOf = (value: unknown): PlatformOrderLine['options'][number] => {
  const modifier = objectOf(value, 'a modifier');
  return {
    itemId: textOf(modifier, 'pos_item_id'),
    name: textOf(modifier, 'name'),
    quantity: countOf(modifier, 'quantity'),
    unitPrice: centsOf(modifier, 'unit_price'),
  };
};

const lineOf = (value: unknown): PlatformOrderLine => {
  const item = objectOf(value, 'an item');
  return {
    // An item not from our menu has no POS id: Deliveroo's own then.
    itemId: optionalTextOf(item, 'pos_item_id') ?? textOf(item, 'id'),
    name: textOf(item, 'name'),
    quantity: countOf(item, 'quantity'),
    unitPrice: centsOf(item, 'unit_price'),
    options: optionalListOf(item.modifiers, 'modifiers').map(optionOf),
  };
};

/** When it was placed: its status log's `placed` entry, else when Deliveroo asks the kitchen to start. */
function placedAt(order: JsonRecord): string {
  const placed = optionalListOf(order.status_log, 'status_log')
    .map((entry) => objectOf(entry, 'a status log entry'))
    .find((entry) => entry.status === 'placed');
  return (placed && optionalTextOf(placed, 'at')) ?? textOf(order, 'start_preparing_at');
}

const deliveryFeeOf = (order: JsonRecord): number =>
  optionalListOf(order.fee_breakdown, 'fee_breakdown')
    .map((value) => objectOf(value, 'a fee'))
    .filter((fee) => fee.type === DELIVERY_FEE)
    .reduce((sum, fee) => sum + centsOf(fee, 'amount'), 0);

export function readDeliverooOrder(value: unknown): PlatformOrder {
  const order = objectOf(value, 'the order');
  const fulfilmentType = textOf(order, 'fulfillment_type');
  const fulfilment = FULFILMENT[fulfilmentType];
  if (!fulfilment) throw new Error(`fulfillment_type ${fulfilmentType} is neither delivery nor collection`);
  const note = optionalTextOf(order, 'order_notes');
  return {
    platform: 'deliveroo',
    orderId: textOf(order, 'id'),
    displayId: textOf(order, 'display_id'),
    storeId: textOf(order, 'location_id'),
    placedAt: placedAt(order),
    fulfilment,
    lines: optionalListOf(order.items, 'items').map(lineOf),
    subtotal: centsOf(order, 'partner_order_subtotal'),
    discount: centsOf(order, 'offer_discount', 0),
    deliveryFee: deliveryFeeOf(order),
    total: centsOf(order, 'total_price'),
    ...(note !== undefined && { note }),
    cancelled: NOT_GOING_AHEAD.has(textOf(order, 'status')),
  };
}
