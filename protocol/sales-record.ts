// One order as the sales records list shows it (business §3 "Sales record", PUT /pro-api/sales/record,
// docs/api.md "Sales records"): amounts in integer cents, moments in ISO, the lines in the POS's order.
import type { LineKind, OrderType } from './pos-order';

export interface SalesRecordItem {
  kind: LineKind;
  name: string;
  quantity: number;
  amount: number;
  deleted: boolean;
}

export const SALES_STATUSES = ['open', 'closed', 'deleted'] as const;
export type SalesStatus = (typeof SALES_STATUSES)[number];

/** A record's amounts, in integer cents, in the order the list and its export show them. */
export const SALES_MONEY_KEYS = [
  'subtotal',
  'discount',
  'serviceCharge',
  'packingFee',
  'tips',
  'salesTax',
  'total',
  'paymentAmount',
  'refunded',
  'netSales',
] as const;

export interface SalesRecord {
  id: number;
  ticketNumber: string;
  /** The POS's own id of the order. */
  orderId: string;
  orderNo: string;
  /** The restaurant's calendar day it counts on (YYYY-MM-DD). */
  businessDate: string;
  /** When it closed, or opened while still open. */
  time: string;
  shopId: number;
  shop: string;
  /** The shop's time zone (its own, else the deployment's): its moments read on its clocks. */
  timeZone: string;
  table: string | null;
  guests: number;
  type: OrderType;
  status: SalesStatus;
  items: SalesRecordItem[];
  subtotal: number;
  discount: number;
  serviceCharge: number;
  packingFee: number;
  tips: number;
  salesTax: number;
  total: number;
  refunded: number;
  netSales: number;
  paymentAmount: number;
  paymentMethods: string[];
  coupon: string | null;
  pickupTime: string | null;
  remarks: string | null;
}

/** The name an export of the records is saved under. */
export const salesRecordsFile = (from: string, to: string): string => `sales-records-${from}-${to}.xlsx`;
