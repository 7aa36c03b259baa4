// What a shop's point of sale sends to POST /pro-api/pos/orders (docs/api.md "Point-of-sale
// ingest"): one order as the device last knows it. Amounts are integer cents; moments are ISO 8601
// with an offset. The server checks that the figures add up and refuses an order that does not.
/**
 * Orders, clock events or feedback in one call: enough for a day's backlog of a busy till, small
 * enough for one transaction.
 */
export const MAX_BATCH = 500;

export const ORDER_TYPES = ['dineIn', 'takeAway', 'deliveryPlatform'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const LINE_KINDS = ['dish', 'combo', 'custom'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** The five operations of business §3 that an order records with a reason. */
export const OPERATION_KINDS = [
  'refundPayment',
  'deleteDish',
  'deleteOrder',
  'cancelTable',
  'alterDish',
] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

export const PAYMENT_METHODS = [
  'cash',
  'creditCard',
  'octopus',
  'alipay',
  'wechatPay',
  'applePay',
  'googlePay',
  'coupon',
  'eWallet',
  'other',
] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHODS)[number];

export interface PosOrderLine {
  kind: LineKind;
  /** The dish's or combo's id in the menu; absent for a custom item. */
  itemId?: number;
  name: string;
  categoryId?: number;
  categoryName?: string;
  quantity: number;
  /** The line's whole amount (quantity × price, after its own add-ons), in cents. */
  amount: number;
  /** Present when the dish was deleted: it no longer counts in the subtotal. */
  deleted?: { reasonId?: number; reason: string };
}

export interface PosPayment {
  method: PaymentMethodKind;
  /** The company's payment method record, when the POS knows it. */
  methodId?: number;
  amount: number;
  refund?: { amount: number; reasonId?: number; reason: string };
}

export interface PosOperation {
  kind: OperationKind;
  reasonId?: number;
  reason: string;
  serverId?: number;
  at: string;
}

export interface PosOrder {
  /** The device's own id of the order: a batch sent again is recognised by it. */
  orderId: string;
  ticketNumber: string;
  orderNo: string;
  table?: string;
  guests: number;
  type: OrderType;
  sceneId?: number;
  openedAt: string;
  /** Absent while the order is open. */
  closedAt?: string;
  /** The order was deleted at the POS (with a deleteOrder operation). */
  deleted?: boolean;
  serverId?: number;
  /** The member the order is his: it earns him points by his level's rules (docs/api.md). */
  memberId?: number;
  subtotal: number;
  discount: number;
  serviceCharge: number;
  packingFee: number;
  tips: number;
  salesTax: number;
  total: number;
  couponCode?: string;
  pickupAt?: string;
  remarks?: string;
  /** The device's stamp of this version of the order. */
  updatedAt: string;
  lines: PosOrderLine[];
  payments: PosPayment[];
  operations: PosOperation[];
}

export interface PosClockEvent {
  eventId: string;
  serverId: number;
  kind: 'in' | 'out';
  at: string;
}
