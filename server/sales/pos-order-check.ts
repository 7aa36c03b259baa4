// The checks one order from a point of sale must pass before anything of it is written (docs/api.md
// "Point-of-sale ingest"): its shape and types, then its figures: the lines make the subtotal, the
// subtotal and its charges make the total, a closed order's payments pay it, a refund never exceeds
// its payment, and a deletion carries its reason. References are checked against the company's
// records afterwards, for the whole batch at once (order-references.ts).
import {
  LINE_KINDS,
  OPERATION_KINDS,
  ORDER_TYPES,
  PAYMENT_METHODS,
  type PosOperation,
  type PosOrder,
  type PosOrderLine,
  type PosPayment,
} from '../../protocol/pos-order';
import type { EntryCheck } from './batch-entries';
import type { SalesStatus } from '../../protocol/sales-record';
import { ProblemList } from './ingest-problems';
import { netSales } from './net-sales';
import { FieldReader, isObject } from './pos-field-reader';

/** A sound order with what the server works out from it. */
export interface CheckedOrder {
  order: PosOrder;
  status: SalesStatus;
  /** Σ of the payments' refunds. */
  refunded: number;
  /** total − sales tax − tips, less the sales' share of the refunds (net-sales.ts). */
  netSales: number;
  /** The moment its business day and hour are read from: its closing, or its opening while open. */
  businessInstant: number;
}

export type OrderCheck = EntryCheck<CheckedOrder>;

const LIMITS = { lines: 500, payments: 50, operations: 200, id: 64, label: 40, name: 200, remarks: 1000 };

function readLine(row: FieldReader): PosOrderLine | undefined {
  const kind = row.oneOf('kind', LINE_KINDS);
  // A dish or combo is one of the menu's; a custom (open-price) item is none.
  const itemId = row.id('itemId', kind !== 'dish' && kind !== 'combo');
  if (kind === 'custom' && itemId !== undefined) row.problems.add(row.at('itemId'), 'customHasItem');
  const name = row.text('name', LIMITS.name);
  const categoryId = row.id('categoryId');
  const categoryName = row.text('categoryName', LIMITS.name, true);
  const quantity = row.integer('quantity', 1, 100_000);
  const amount = row.cents('amount');
  const deletedRow = row.object('deleted', true);
  const deleted = deletedRow && {
    reasonId: deletedRow.id('reasonId'),
    reason: deletedRow.text('reason', LIMITS.name),
  };
  if (!kind || !name || quantity === undefined || amount === undefined) return undefined;
  if (deleted && deleted.reason === undefined) return undefined;
  return {
    kind,
    itemId,
    name,
    categoryId,
    categoryName,
    quantity,
    amount,
    ...(deleted ? { deleted: { reasonId: deleted.reasonId, reason: deleted.reason ?? '' } } : {}),
  };
}

function readPayment(row: FieldReader): PosPayment | undefined {
  const method = row.oneOf('method', PAYMENT_METHODS);
  const methodId = row.id('methodId');
  const amount = row.cents('amount');
  const refundRow = row.object('refund', true);
  const refund = refundRow && {
    amount: refundRow.cents('amount'),
    reasonId: refundRow.id('reasonId'),
    reason: refundRow.text('reason', LIMITS.name),
  };
  if (!method || amount === undefined) return undefined;
  if (refund && (refund.amount === undefined || refund.reason === undefined)) return undefined;
  if (refund && refund.amount !== undefined && refund.amount > amount) {
    row.problems.add(`${row.at('refund')}.amount`, 'refundTooLarge', { given: refund.amount, limit: amount });
    return undefined;
  }
  return {
    method,
    methodId,
    amount,
    ...(refund
      ? { refund: { amount: refund.amount ?? 0, reasonId: refund.reasonId, reason: refund.reason ?? '' } }
      : {}),
  };
}

function readOperation(row: FieldReader): PosOperation | undefined {
  const kind = row.oneOf('kind', OPERATION_KINDS);
  const reasonId = row.id('reasonId');
  const reason = row.text('reason', LIMITS.name);
  const serverId = row.id('serverId');
  const at = row.moment('at');
  if (!kind || !reason || !at) return undefined;
  return { kind, reasonId, reason, serverId, at: at.text };
}

/** Reads every field of the order, recording each problem; undefined when any is unsound. */
function readOrder(order: FieldReader): { order: PosOrder; opened: number; closed?: number } | undefined {
  const orderId = order.text('orderId', LIMITS.id);
  const ticketNumber = order.text('ticketNumber', LIMITS.label);
  const orderNo = order.text('orderNo', LIMITS.label);
  const table = order.text('table', LIMITS.label, true);
  const guests = order.integer('guests', 0, 10_000);
  const type = order.oneOf('type', ORDER_TYPES);
  const sceneId = order.id('sceneId');
  const openedAt = order.moment('openedAt');
  const closedAt = order.moment('closedAt', true);
  const deleted = order.flag('deleted');
  const serverId = order.id('serverId');
  const memberId = order.id('memberId');
  const figures = {
    subtotal: order.cents('subtotal'),
    discount: order.cents('discount'),
    serviceCharge: order.cents('serviceCharge'),
    packingFee: order.cents('packingFee'),
    tips: order.cents('tips'),
    salesTax: order.cents('salesTax'),
    total: order.cents('total'),
  };
  const couponCode = order.text('couponCode', LIMITS.id, true);
  const pickupAt = order.moment('pickupAt', true);
  const remarks = order.text('remarks', LIMITS.remarks, true);
  const updatedAt = order.moment('updatedAt');
  const lines = order.rows('lines', LIMITS.lines)?.map(readLine);
  const payments = order.rows('payments', LIMITS.payments)?.map(readPayment);
  const operations = order.rows('operations', LIMITS.operations)?.map(readOperation);
  if (openedAt && closedAt && closedAt.instant < openedAt.instant)
    order.problems.add(order.at('closedAt'), 'closedBeforeOpened');
  if (!order.problems.empty) return undefined;
  // Every reader above recorded a problem for each value it could not answer: none is missing here.
  return {
    order: {
      orderId: orderId as string,
      ticketNumber: ticketNumber as string,
      orderNo: orderNo as string,
      table,
      guests: guests as number,
      type: type as PosOrder['type'],
      sceneId,
      openedAt: (openedAt as { text: string }).text,
      closedAt: closedAt?.text,
      deleted,
      serverId,
      memberId,
      ...(figures as Record<keyof typeof figures, number>),
      couponCode,
      pickupAt: pickupAt?.text,
      remarks,
      updatedAt: (updatedAt as { text: string }).text,
      lines: lines as PosOrderLine[],
      payments: payments as PosPayment[],
      operations: operations as PosOperation[],
    },
    opened: (openedAt as { instant: number }).instant,
    closed: closedAt?.instant,
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Checks that the order's figures add up, recording each one that does not. */
function checkFigures(order: PosOrder, status: SalesStatus, path: string, problems: ProblemList): void {
  const subtotal = sum(order.lines.filter((line) => !line.deleted).map((line) => line.amount));
  if (subtotal !== order.subtotal)
    problems.add(`${path}.subtotal`, 'subtotalMismatch', { given: order.subtotal, expected: subtotal });
  // A discount takes off what was sold and charged for, never more: a sale is never below nothing.
  const discountable = order.subtotal + order.serviceCharge + order.packingFee;
  if (order.discount > discountable)
    problems.add(`${path}.discount`, 'discountTooLarge', { given: order.discount, limit: discountable });
  const total =
    order.subtotal - order.discount + order.serviceCharge + order.packingFee + order.salesTax + order.tips;
  if (total !== order.total)
    problems.add(`${path}.total`, 'totalMismatch', { given: order.total, expected: total });
  const paid = sum(order.payments.map((payment) => payment.amount));
  if (status === 'closed' && paid !== order.total)
    problems.add(`${path}.payments`, 'paymentsMismatch', { given: paid, expected: order.total });
  if (order.deleted && !order.operations.some((operation) => operation.kind === 'deleteOrder'))
    problems.add(`${path}.operations`, 'deleteOrderMissing');
}

/**
 * A deleted order never counts, even one deleted after it was paid; a closed one counts in sales;
 * any other is still open at its table.
 */
function statusOf(order: PosOrder): SalesStatus {
  if (order.deleted) return 'deleted';
  return order.closedAt ? 'closed' : 'open';
}

/** Checks `value`, the order at `path` in its batch (`orders[3]`). */
export function checkOrder(value: unknown, path: string): OrderCheck {
  const problems = new ProblemList();
  if (!isObject(value)) {
    problems.add(path, 'object');
    return { ok: false, problems: problems.problems };
  }
  const read = readOrder(new FieldReader(value, path, problems));
  if (!read) return { ok: false, problems: problems.problems };
  const { order } = read;
  const status = statusOf(order);
  checkFigures(order, status, path, problems);
  if (!problems.empty) return { ok: false, problems: problems.problems };
  const refunded = sum(order.payments.map((payment) => payment.refund?.amount ?? 0));
  return {
    ok: true,
    checked: {
      order,
      status,
      refunded,
      netSales: netSales(order, refunded),
      businessInstant: read.closed ?? read.opened,
    },
  };
}
