// Orders written as a shop's till writes them, from a short description: the shop, when it closed on
// the shop's own clocks, its lines, charges and payments. The figures are made to add up (the
// subtotal from the lines, the total from the charges, the last payment pays what is left), and
// every deletion and refund is recorded as an operation with its reason, as the POS records them.
// Each sale keeps the business day and hour it must be counted on, read from the wall clock it was
// written with, never from the server's arithmetic.
import type { Queryable } from '../../../engine/server/db/database';
import type {
  OperationKind,
  OrderType,
  PaymentMethodKind,
  PosOperation,
  PosOrder,
  PosOrderLine,
  PosPayment,
} from '../../../protocol/pos-order';
import type { CompanyRecords } from './pos-orders';

/** The deployment's TIME_ZONE in these tests: apart from every shop's own zone and from the database session's. */
export const DEPLOYMENT_ZONE = 'America/Chicago';

// US clocks go forward an hour at 02:00 on Sunday 8 March 2026 (the second Sunday of March), so a
// wall time from then on is an hour nearer UTC; 02:00 to 02:59 that night never happens.
const US_SUMMER_FROM = '2026-03-08T02:00';

export interface ShopClock {
  company: 'hk' | 'kowloon';
  /** The shop record's own `timeZone`; none: the deployment's. */
  zone?: string;
  /** The UTC offset its clocks show in winter, and from US_SUMMER_FROM on, if they change. */
  standard: string;
  summer?: string;
  /** A shop the test adds (the demo has the others). */
  added?: { name: string; name_en: string };
}

/** The shops the orders come from, by the names the tests use, each with its clocks. */
export const SHOP_CLOCKS = {
  central: { company: 'hk', zone: 'Asia/Hong_Kong', standard: '+08:00' },
  causeway: { company: 'hk', standard: '-06:00', summer: '-05:00' },
  santaMonica: {
    company: 'hk',
    zone: 'America/Los_Angeles',
    standard: '-08:00',
    summer: '-07:00',
    added: { name: '聖塔莫尼卡店', name_en: 'Santa Monica' },
  },
  tribeca: {
    company: 'hk',
    zone: 'America/New_York',
    standard: '-05:00',
    summer: '-04:00',
    added: { name: '翠貝卡店', name_en: 'Tribeca' },
  },
  mongKok: { company: 'kowloon', standard: '-06:00', summer: '-05:00' },
} as const satisfies Record<string, ShopClock>;

export type ShopKey = keyof typeof SHOP_CLOCKS;
export const SHOP_KEYS = Object.keys(SHOP_CLOCKS) as ShopKey[];

/**
 * `YYYY-MM-DDTHH:MM` (or `…:SS`) on the shop's clocks as the moment a till writes: with the offset
 * they show.
 */
export function stamp(shop: ShopKey, local: string): string {
  const clock: ShopClock = SHOP_CLOCKS[shop];
  const offset = clock.summer && local >= US_SUMMER_FROM ? clock.summer : clock.standard;
  return `${local.length === 16 ? `${local}:00` : local}${offset}`;
}

/** The moment as `stamp` writes it, or in UTC (`Z`) as some tills write theirs. */
export const moment = (shop: ShopKey, local: string, utc = false): string =>
  utc ? new Date(Date.parse(stamp(shop, local))).toISOString() : stamp(shop, local);

/** A dish or set meal of the company's menu, at its price in cents. */
export interface MenuItem {
  kind: 'dish' | 'combo';
  id: number;
  name: string;
  categoryId: number;
  price: number;
}

/**
 * The company's dishes, the first of each category before the second of each and so on, so a few
 * of them span the categories; then its set meals.
 */
export async function companyMenu(db: Queryable, companyId: number): Promise<MenuItem[]> {
  const { rows } = await db.query<MenuItem>(
    `SELECT kind, id, data->>'name' AS name, (data->>'categoryId')::int AS "categoryId",
            round((data->>'price')::numeric * 100)::int AS price
       FROM (SELECT 'dish' AS kind, id, data FROM res_dish WHERE company_id = $1 AND deleted_at IS NULL
             UNION ALL
             SELECT 'combo', id, data FROM res_combo_dish WHERE company_id = $1 AND deleted_at IS NULL) item
      ORDER BY kind DESC, row_number() OVER (PARTITION BY kind, data->>'categoryId' ORDER BY id), "categoryId"`,
    [companyId],
  );
  return rows;
}

/** `quantity` of a menu item, sold at its price. */
export const item = (menu: MenuItem, quantity = 1): PosOrderLine => ({
  kind: menu.kind,
  itemId: menu.id,
  name: menu.name,
  categoryId: menu.categoryId,
  quantity,
  amount: menu.price * quantity,
});

/** An item the menu does not have, at the price the till was given, in a category or none. */
export const custom = (name: string, amount: number, categoryId?: number): PosOrderLine => ({
  kind: 'custom',
  name,
  ...(categoryId === undefined ? {} : { categoryId }),
  quantity: 1,
  amount,
});

/** A line deleted from the order, for this reason: it leaves the subtotal. */
export const struck = (line: PosOrderLine, reason: string): PosOrderLine => ({
  ...line,
  deleted: { reason },
});

export interface PaymentSpec {
  method: PaymentMethodKind;
  /** None: what is left of the total (one payment of an order at most). */
  amount?: number;
  refund?: { amount: number | 'all'; reason: string };
}

export interface Charges {
  discount?: number;
  /** Percent of the subtotal (Hong Kong's 10% on dine-in). */
  serviceRate?: number;
  packingFee?: number;
  tips?: number;
  /** Percent of the subtotal after the discount (a US city's sales tax). */
  taxRate?: number;
}

export interface SaleSpec {
  orderId: string;
  shop: ShopKey;
  /** The records the till names: its server, its cash method's record, its reasons' ids. */
  by: CompanyRecords;
  /** When it closed, `YYYY-MM-DDTHH:MM` on the shop's clocks; none while it is open. */
  closes?: string;
  /** When it opened; by default half an hour before it closed. */
  opens?: string;
  /** This version's stamp, on the shop's clocks; by default when it closed (else opened). */
  updated?: string;
  /** The till writes its moments in UTC (`Z`) rather than with the shop's offset. */
  utc?: boolean;
  type?: OrderType;
  table?: string;
  guests?: number;
  sceneId?: number;
  couponCode?: string;
  lines: PosOrderLine[];
  charges?: Charges;
  payments: PaymentSpec[];
  /** Why the order was deleted, when it was. */
  deleted?: string;
  /** Operations besides the deletions and refunds (an altered dish, a cancelled table). */
  operations?: { kind: OperationKind; reason: string }[];
}

/** An order as sent, with the shop it is sent from and the business day and hour it must count on. */
export interface Sale {
  shop: ShopKey;
  order: PosOrder;
  date: string;
  hour: number;
}

/** A sale of an order made elsewhere (pos-orders.ts), closed at `local` on the shop's clocks. */
export function saleOf(shop: ShopKey, local: string, order: PosOrder): Sale {
  return { shop, order, date: local.slice(0, 10), hour: Number(local.slice(11, 13)) };
}

const percentOf = (amount: number, rate = 0) => Math.round((amount * rate) / 100);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function payments(specs: PaymentSpec[], total: number, by: CompanyRecords): PosPayment[] {
  const left = total - sum(specs.map((spec) => spec.amount ?? 0));
  if (left < 0 || specs.filter((spec) => spec.amount === undefined).length > 1)
    throw new Error(`payments of ${left} left to pay`);
  return specs.map((spec) => {
    const amount = spec.amount ?? left;
    const refund = spec.refund && {
      amount: spec.refund.amount === 'all' ? amount : spec.refund.amount,
      reasonId: by.reasonId,
      reason: spec.refund.reason,
    };
    return {
      method: spec.method,
      ...(spec.method === 'cash' ? { methodId: by.methodId } : {}),
      amount,
      ...(refund ? { refund } : {}),
    };
  });
}

function operations(spec: SaleSpec, lines: PosOrderLine[], paid: PosPayment[], at: string): PosOperation[] {
  const { reasonId, serverId } = spec.by;
  return [
    ...lines.flatMap((line) =>
      line.deleted
        ? [{ kind: 'deleteDish' as const, reason: line.deleted.reason, reasonId, serverId, at }]
        : [],
    ),
    // A refund is the cashier's, with no server named.
    ...paid.flatMap((payment) =>
      payment.refund ? [{ kind: 'refundPayment' as const, reason: payment.refund.reason, reasonId, at }] : [],
    ),
    ...(spec.operations ?? []).map((operation) => ({ ...operation, serverId, at })),
    ...(spec.deleted ? [{ kind: 'deleteOrder' as const, reason: spec.deleted, reasonId, serverId, at }] : []),
  ];
}

/** The order the spec describes, its figures adding up, with where it must count. */
export function sale(spec: SaleSpec): Sale {
  const local = spec.closes ?? spec.opens;
  if (!local) throw new Error(`order ${spec.orderId} neither opens nor closes`);
  const at = (time: string) => moment(spec.shop, time, spec.utc);
  const closedAt = spec.closes && at(spec.closes);
  const openedAt = spec.opens
    ? at(spec.opens)
    : new Date(Date.parse(String(closedAt)) - 30 * 60_000).toISOString();
  const updatedAt = spec.updated ? at(spec.updated) : (closedAt ?? openedAt);
  const lines = spec.lines.map((line) =>
    line.deleted ? { ...line, deleted: { ...line.deleted, reasonId: spec.by.reasonId } } : line,
  );
  const subtotal = sum(lines.filter((line) => !line.deleted).map((line) => line.amount));
  const charges = spec.charges ?? {};
  const discount = charges.discount ?? 0;
  const figures = {
    subtotal,
    discount,
    serviceCharge: percentOf(subtotal, charges.serviceRate),
    packingFee: charges.packingFee ?? 0,
    tips: charges.tips ?? 0,
    salesTax: percentOf(subtotal - discount, charges.taxRate),
  };
  const total =
    subtotal - discount + figures.serviceCharge + figures.packingFee + figures.tips + figures.salesTax;
  const paid = payments(spec.payments, total, spec.by);
  const order: PosOrder = {
    orderId: spec.orderId,
    ticketNumber: `T-${spec.orderId}`,
    orderNo: `N-${spec.orderId}`,
    ...(spec.table ? { table: spec.table } : {}),
    guests: spec.guests ?? (spec.type === undefined || spec.type === 'dineIn' ? 2 : 0),
    type: spec.type ?? 'dineIn',
    ...(spec.sceneId ? { sceneId: spec.sceneId } : {}),
    openedAt,
    ...(closedAt ? { closedAt } : {}),
    ...(spec.deleted ? { deleted: true } : {}),
    serverId: spec.by.serverId,
    ...figures,
    total,
    ...(spec.couponCode ? { couponCode: spec.couponCode } : {}),
    updatedAt,
    lines,
    payments: paid,
    operations: operations(spec, lines, paid, updatedAt),
  };
  return saleOf(spec.shop, local, order);
}
