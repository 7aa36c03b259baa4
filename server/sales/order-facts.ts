// An order's rows in the fact tables of migration 0014, as json_to_recordset reads them: the order
// itself and its lines, payments and operations, each keyed by the column it fills.
import type { PosOrder } from '../../protocol/pos-order';
import { businessMoment } from './business-day';
import type { Column } from './json-rows';
import type { CheckedOrder } from './pos-order-check';

export const ORDER_COLUMNS: readonly Column[] = [
  ['pos_order_id', 'text'],
  ['ticket_number', 'text'],
  ['order_no', 'text'],
  ['table_name', 'text'],
  ['guests', 'integer'],
  ['order_type', 'text'],
  ['scene_id', 'integer'],
  ['status', 'text'],
  ['opened_at', 'timestamptz'],
  ['closed_at', 'timestamptz'],
  ['business_date', 'date'],
  ['business_hour', 'smallint'],
  ['server_id', 'integer'],
  ['member_id', 'integer'],
  ['subtotal', 'bigint'],
  ['discount', 'bigint'],
  ['service_charge', 'bigint'],
  ['packing_fee', 'bigint'],
  ['tips', 'bigint'],
  ['sales_tax', 'bigint'],
  ['total', 'bigint'],
  ['refunded', 'bigint'],
  ['net_sales', 'bigint'],
  ['coupon_id', 'integer'],
  ['coupon_code', 'text'],
  ['pickup_at', 'timestamptz'],
  ['remarks', 'text'],
  ['pos_updated_at', 'timestamptz'],
];

export const LINE_COLUMNS: readonly Column[] = [
  ['order_id', 'bigint'],
  ['line_no', 'integer'],
  ['business_date', 'date'],
  ['kind', 'text'],
  ['item_id', 'integer'],
  ['name', 'text'],
  ['category_id', 'integer'],
  ['category_name', 'text'],
  ['quantity', 'integer'],
  ['amount', 'bigint'],
  ['deleted', 'boolean'],
  ['deleted_reason_id', 'integer'],
  ['deleted_reason', 'text'],
];

export const PAYMENT_COLUMNS: readonly Column[] = [
  ['order_id', 'bigint'],
  ['payment_no', 'integer'],
  ['business_date', 'date'],
  ['method', 'text'],
  ['method_id', 'integer'],
  ['amount', 'bigint'],
  ['refunded', 'bigint'],
  ['refund_reason_id', 'integer'],
  ['refund_reason', 'text'],
];

export const OPERATION_COLUMNS: readonly Column[] = [
  ['order_id', 'bigint'],
  ['operation_no', 'integer'],
  ['business_date', 'date'],
  ['kind', 'text'],
  ['reason_id', 'integer'],
  ['reason', 'text'],
  ['server_id', 'integer'],
  ['happened_at', 'timestamptz'],
];

type Row = Record<string, unknown>;

/** A sound order ready to be written: what was checked, its coupon and its business day. */
export interface OrderToWrite {
  checked: CheckedOrder;
  couponId: number | undefined;
  businessDate: string;
  businessHour: number;
}

export function orderToWrite(
  checked: CheckedOrder,
  couponId: number | undefined,
  timeZone: string,
): OrderToWrite {
  const { date, hour } = businessMoment(checked.businessInstant, timeZone);
  return { checked, couponId, businessDate: date, businessHour: hour };
}

export function orderRow({ checked, couponId, businessDate, businessHour }: OrderToWrite): Row {
  const { order } = checked;
  return {
    pos_order_id: order.orderId,
    ticket_number: order.ticketNumber,
    order_no: order.orderNo,
    table_name: order.table ?? null,
    guests: order.guests,
    order_type: order.type,
    scene_id: order.sceneId ?? null,
    status: checked.status,
    opened_at: order.openedAt,
    closed_at: order.closedAt ?? null,
    business_date: businessDate,
    business_hour: businessHour,
    server_id: order.serverId ?? null,
    member_id: order.memberId ?? null,
    subtotal: order.subtotal,
    discount: order.discount,
    service_charge: order.serviceCharge,
    packing_fee: order.packingFee,
    tips: order.tips,
    sales_tax: order.salesTax,
    total: order.total,
    refunded: checked.refunded,
    net_sales: checked.netSales,
    coupon_id: couponId ?? null,
    coupon_code: order.couponCode ?? null,
    pickup_at: order.pickupAt ?? null,
    remarks: order.remarks ?? null,
    pos_updated_at: order.updatedAt,
  };
}

/** The order's lines, payments and operations, numbered from 1 in the order the device sent them. */
export function childRows(order: PosOrder, orderId: string, businessDate: string) {
  // Each row names its order and date itself: a shared pair spread into every row made V8 build each
  // one the slow way, some 70 µs of CPU an order, more than checking the order.
  return {
    lines: order.lines.map((line, index) => ({
      order_id: orderId,
      business_date: businessDate,
      line_no: index + 1,
      kind: line.kind,
      item_id: line.itemId ?? null,
      name: line.name,
      category_id: line.categoryId ?? null,
      category_name: line.categoryName ?? null,
      quantity: line.quantity,
      amount: line.amount,
      deleted: line.deleted !== undefined,
      deleted_reason_id: line.deleted?.reasonId ?? null,
      deleted_reason: line.deleted?.reason ?? null,
    })),
    payments: order.payments.map((payment, index) => ({
      order_id: orderId,
      business_date: businessDate,
      payment_no: index + 1,
      method: payment.method,
      method_id: payment.methodId ?? null,
      amount: payment.amount,
      refunded: payment.refund?.amount ?? 0,
      refund_reason_id: payment.refund?.reasonId ?? null,
      refund_reason: payment.refund?.reason ?? null,
    })),
    operations: order.operations.map((operation, index) => ({
      order_id: orderId,
      business_date: businessDate,
      operation_no: index + 1,
      kind: operation.kind,
      reason_id: operation.reasonId ?? null,
      reason: operation.reason,
      server_id: operation.serverId ?? null,
      happened_at: operation.at,
    })),
  };
}
