// The order facts the reports read (docs/schemas.md "Reports"), registered by name for the report
// engine: each fact's table (migration 0014), its tenant and date columns, the dimensions and
// measures a report file may name, its filters, and the roll-ups the ingest keeps, each with what it
// answers. Every SQL text here is ours; a report file only picks names.
import { recordLabel } from '../../engine/server';
import type {
  ArrivalSource,
  DimensionSource,
  FactSources,
  FilterSource,
  MeasureSource,
  RollupSource,
} from '../../engine/server';
import { LINE_KINDS, OPERATION_KINDS, ORDER_TYPES, PAYMENT_METHODS } from '../../protocol/pos-order';
import { SALES_STATUSES } from '../../protocol/sales-record';
import { CLOCK_FACTS } from './clock-facts';
import {
  bandCount,
  bandSql,
  CHECK_BANDS,
  PARTY_SIZES,
  PER_GUEST_BANDS,
  type Bands,
} from './consumption-bands';
import {
  calendarDimensions,
  calendarSql,
  codedDimension,
  countWhere,
  numbered,
  serverDimension,
  shopDimension,
} from './fact-parts';
import { FEEDBACK_FACTS } from './feedback-facts';
import { MEMBER_SALES_FACTS } from '../membership-analysis/member-sales-facts';
import { MEMBER_DEMOGRAPHIC_FACTS } from '../membership-analysis/member-demographic-facts';

const CATEGORY_NAME = recordLabel({ name: 'category' });
const COUPON_NAME = recordLabel({ name: 'coupon' });

const money = (sum: string, title: string): MeasureSource => ({
  sum,
  title: `reports:measures.${title}`,
  format: 'money',
});

// Reports count closed orders unless a report declares otherwise.
const orderStatus = (column: string): FilterSource => ({
  sql: column,
  values: [...SALES_STATUSES],
  default: ['closed'],
});

// Every order fact arrives with its order: its lines, payments and operations are read for
// freshness from the order table alone.
// Migration 0016 indexes (company_id, ingested_at) for it.
const ORDER_ARRIVALS: ArrivalSource = {
  from: 'sales_order',
  company: 'company_id',
  shop: 'shop_id',
  at: 'ingested_at',
};
const CLOSED = { status: ['closed'] };

/** The order amounts the day roll-up holds, by measure name and column. */
const ORDER_AMOUNTS = {
  subtotal: 'subtotal',
  discount: 'discount',
  serviceCharge: 'service_charge',
  packingFee: 'packing_fee',
  tips: 'tips',
  salesTax: 'sales_tax',
  total: 'total',
  refunded: 'refunded',
  netSales: 'net_sales',
} as const;

const orderAmounts = (prefix: string) =>
  Object.fromEntries(
    Object.entries(ORDER_AMOUNTS).map(([name, column]) => [name, money(`${prefix}${column}`, name)]),
  );
/** An order's band of `bands` (consumption-bands.ts), shown by its label; 0 is "no guest count". */
const bandDimension = (name: string, bands: Bands, sql: string): DimensionSource =>
  codedDimension(name, sql, bands.labelKeys, numbered(bands.zeroWhen ? 0 : 1, bandCount(bands)));

/**
 * A roll-up of closed orders by `dimensions` besides the shop's day (migration 0033), with a monthly
 * twin named after it; `extra` adds what only it answers.
 */
const ordersRollup = (
  table: string,
  dimensions: Record<string, string>,
  extra: Pick<RollupSource, 'filters' | 'holds'> & { measures?: RollupSource['measures'] } = {},
): RollupSource => ({
  from: `sales_${table}_rollup`,
  company: 'company_id',
  shop: 'shop_id',
  date: 'business_date',
  dimensions: { ...calendarSql('business_date'), shop: 'shop_id', ...dimensions },
  months: { from: `sales_${table}_month_rollup`, dimensions: ['month', 'shop', ...Object.keys(dimensions)] },
  measures: {
    orders: 'SUM(orders)',
    guests: 'SUM(guests)',
    discount: 'SUM(discount)',
    netSales: 'SUM(net_sales)',
    averageGuests: { sum: 'SUM(guests)', count: 'SUM(orders)' },
    ...extra.measures,
  },
  ...(extra.filters ? { filters: extra.filters } : {}),
  holds: extra.holds ?? CLOSED,
});

/**
 * Operations (migration 0035) by `dimensions` besides the shop's day, with the distinct orders of
 * each row: its dimensions are its grain, so the totals row reads the one by day alone.
 */
const operationsRollup = (table: string, dimensions: Record<string, string>): RollupSource => ({
  from: `${table}_rollup`,
  company: 'company_id',
  shop: 'shop_id',
  date: 'business_date',
  dimensions: { ...calendarSql('business_date'), shop: 'shop_id', ...dimensions },
  grain: Object.keys(dimensions),
  months: { from: `${table}_month_rollup`, dimensions: ['month', 'shop', ...Object.keys(dimensions)] },
  measures: { operations: 'SUM(operations)', orders: 'SUM(orders)' },
  ...(dimensions.operation ? { filters: { operation: 'kind' } } : {}),
});

const rollupSums = (names: readonly (keyof typeof ORDER_AMOUNTS)[]) =>
  Object.fromEntries(names.map((name) => [name, `SUM(${ORDER_AMOUNTS[name]})`]));

export const REPORT_FACTS: FactSources = {
  orders: {
    from: 'sales_order o',
    company: 'o.company_id',
    shop: 'o.shop_id',
    date: 'o.business_date',
    arrivals: ORDER_ARRIVALS,
    scene: 'o.scene_id',
    dimensions: {
      ...calendarDimensions('o.business_date'),
      hour: { sql: 'o.business_hour', title: 'reports:dimensions.hour', format: 'hour' },
      shop: shopDimension('o.shop_id'),
      orderType: codedDimension('orderType', 'o.order_type', 'reports:orderTypes', ORDER_TYPES),
      server: serverDimension('o.server_id'),
      checkBand: bandDimension('checkBand', CHECK_BANDS, bandSql(CHECK_BANDS, 'o.net_sales')),
      perGuestBand: bandDimension(
        'perGuestBand',
        PER_GUEST_BANDS,
        bandSql(PER_GUEST_BANDS, 'o.net_sales', 'o.guests'),
      ),
      partySize: bandDimension('partySize', PARTY_SIZES, bandSql(PARTY_SIZES, 'o.guests')),
      // 0 for an order without a coupon, as a line without a category.
      coupon: {
        sql: 'COALESCE(o.coupon_id, 0)',
        title: 'reports:dimensions.coupon',
        format: 'id',
        label: COUPON_NAME,
        noneKey: 'reports:none.coupon',
      },
    },
    measures: {
      orders: { count: '*', title: 'reports:measures.orders', format: 'count' },
      couponOrders: {
        sum: countWhere('o.coupon_id IS NOT NULL'),
        title: 'reports:measures.couponOrders',
        format: 'count',
      },
      couponShare: {
        ratio: ['couponOrders', 'orders'],
        title: 'reports:measures.couponShare',
        format: 'percent',
      },
      guests: { sum: 'o.guests', title: 'reports:measures.guests', format: 'count' },
      ...orderAmounts('o.'),
      averageCheck: {
        ratio: ['netSales', 'orders'],
        title: 'reports:measures.averageCheck',
        format: 'money',
      },
      perGuest: { ratio: ['netSales', 'guests'], title: 'reports:measures.perGuest', format: 'money' },
      averageGuests: { avg: 'o.guests', title: 'reports:measures.averageGuests', format: 'number' },
      // A table is a shop's: table A3 of two shops is two tables.
      tables: {
        distinct: `CASE WHEN o.table_name IS NOT NULL THEN o.shop_id || '/' || o.table_name END`,
        title: 'reports:measures.tables',
        format: 'count',
      },
      turnover: { ratio: ['orders', 'tables'], title: 'reports:measures.turnover', format: 'number' },
    },
    filters: {
      status: orderStatus('o.status'),
      orderType: { sql: 'o.order_type', values: [...ORDER_TYPES] },
      coupon: { sql: 'o.coupon_id IS NOT NULL', values: ['true', 'false'] },
    },
    rollups: [
      {
        from: 'sales_day_rollup',
        company: 'company_id',
        shop: 'shop_id',
        date: 'business_date',
        dimensions: { ...calendarSql('business_date'), shop: 'shop_id', orderType: 'order_type' },
        measures: {
          orders: 'SUM(orders)',
          guests: 'SUM(guests)',
          ...rollupSums(Object.keys(ORDER_AMOUNTS) as (keyof typeof ORDER_AMOUNTS)[]),
          averageGuests: { sum: 'SUM(guests)', count: 'SUM(orders)' },
        },
        filters: { orderType: 'order_type' },
        holds: CLOSED,
      },
      {
        from: 'sales_hour_rollup',
        company: 'company_id',
        shop: 'shop_id',
        date: 'business_date',
        dimensions: { ...calendarSql('business_date'), hour: 'business_hour', shop: 'shop_id' },
        months: { from: 'sales_hour_month_rollup', dimensions: ['month', 'hour', 'shop'] },
        measures: {
          orders: 'SUM(orders)',
          guests: 'SUM(guests)',
          ...rollupSums(['netSales']),
          averageGuests: { sum: 'SUM(guests)', count: 'SUM(orders)' },
        },
        holds: CLOSED,
      },
      ordersRollup(
        'coupon',
        { coupon: 'COALESCE(coupon_id, 0)' },
        {
          measures: { couponOrders: 'SUM(CASE WHEN coupon_id IS NOT NULL THEN orders ELSE 0 END)' },
          filters: { coupon: 'coupon_id IS NOT NULL' },
        },
      ),
      ordersRollup('server', { server: 'server_id' }),
      ordersRollup('band', {
        checkBand: 'check_band',
        perGuestBand: 'per_guest_band',
        partySize: 'party_size',
      }),
      // The same dine-in rows by day: a row is one table of one shop on one day, so a day's tables
      // are its rows with a table; the totals row (tables over the range) reads the one below.
      {
        from: 'sales_table_rollup',
        company: 'company_id',
        shop: 'shop_id',
        date: 'business_date',
        dimensions: { day: 'business_date', shop: 'shop_id' },
        grain: ['day'],
        measures: {
          orders: 'SUM(orders)',
          guests: 'SUM(guests)',
          tables: 'COUNT(table_name)',
          averageGuests: { sum: 'SUM(guests)', count: 'SUM(orders)' },
        },
        holds: { ...CLOSED, orderType: ['dineIn'] },
      },
      // Dine-in orders only: each row is one table of one shop, so the distinct count is the raw one.
      ordersRollup(
        'table',
        {},
        {
          measures: {
            tables: `count(DISTINCT CASE WHEN table_name IS NOT NULL THEN shop_id || '/' || table_name END)`,
          },
          holds: { ...CLOSED, orderType: ['dineIn'] },
        },
      ),
    ],
  },
  orderLines: {
    from: 'sales_order_line l JOIN sales_order o ON o.id = l.order_id',
    company: 'l.company_id',
    shop: 'l.shop_id',
    date: 'l.business_date',
    arrivals: ORDER_ARRIVALS,
    scene: 'o.scene_id',
    dimensions: {
      ...calendarDimensions('l.business_date'),
      shop: shopDimension('l.shop_id'),
      // A dish is known by the name it was sold under; a custom item has no other.
      dish: { sql: 'l.name', title: 'reports:dimensions.dish', format: 'text' },
      // 0 for a line without a category, as the item roll-up keeps it.
      category: {
        sql: 'COALESCE(l.category_id, 0)',
        title: 'reports:dimensions.category',
        format: 'id',
        label: CATEGORY_NAME,
        noneKey: 'reports:none.category',
      },
      kind: codedDimension('kind', 'l.kind', 'reports:lineKinds', LINE_KINDS),
      reason: {
        sql: `COALESCE(l.deleted_reason, '')`,
        title: 'reports:dimensions.reason',
        format: 'text',
        noneKey: 'reports:none.reason',
      },
    },
    measures: {
      quantity: { sum: 'l.quantity', title: 'reports:measures.quantity', format: 'count' },
      amount: money('l.amount', 'amount'),
      lines: { count: '*', title: 'reports:measures.lines', format: 'count' },
      orders: { distinct: 'l.order_id', title: 'reports:measures.orders', format: 'count' },
    },
    filters: {
      status: orderStatus('o.status'),
      deleted: { sql: 'l.deleted', values: ['true', 'false'], default: ['false'] },
      kind: { sql: 'l.kind', values: [...LINE_KINDS] },
    },
    rollups: [
      {
        from: 'sales_item_rollup',
        company: 'company_id',
        shop: 'shop_id',
        date: 'business_date',
        dimensions: {
          ...calendarSql('business_date'),
          shop: 'shop_id',
          dish: 'name',
          category: 'category_id',
          kind: 'kind',
        },
        measures: { quantity: 'SUM(quantity)', amount: 'SUM(amount)' },
        filters: { kind: 'kind' },
        months: {
          from: 'sales_item_month_rollup',
          dimensions: ['month', 'shop', 'dish', 'category', 'kind'],
        },
        holds: { ...CLOSED, deleted: ['false'] },
      },
      {
        from: 'sales_deleted_line_rollup',
        company: 'company_id',
        shop: 'shop_id',
        date: 'business_date',
        dimensions: { ...calendarSql('business_date'), shop: 'shop_id', dish: 'name', reason: 'reason' },
        measures: { quantity: 'SUM(quantity)', amount: 'SUM(amount)', lines: 'SUM(lines)' },
        filters: { status: 'status' },
        months: { from: 'sales_deleted_line_month_rollup', dimensions: ['month', 'shop', 'dish', 'reason'] },
        holds: { deleted: ['true'] },
      },
    ],
  },
  payments: {
    from: 'sales_payment p JOIN sales_order o ON o.id = p.order_id',
    company: 'p.company_id',
    shop: 'p.shop_id',
    date: 'p.business_date',
    arrivals: ORDER_ARRIVALS,
    scene: 'o.scene_id',
    dimensions: {
      ...calendarDimensions('p.business_date'),
      shop: shopDimension('p.shop_id'),
      method: codedDimension('method', 'p.method', 'reports:paymentMethods', PAYMENT_METHODS),
      reason: {
        sql: `COALESCE(p.refund_reason, '')`,
        title: 'reports:dimensions.reason',
        format: 'text',
        noneKey: 'reports:none.reason',
      },
    },
    measures: {
      payments: { count: '*', title: 'reports:measures.payments', format: 'count' },
      amount: money('p.amount', 'amount'),
      refunded: money('p.refunded', 'refunded'),
      netAmount: money('p.amount - p.refunded', 'netAmount'),
    },
    filters: { status: orderStatus('o.status') },
    rollups: [
      {
        from: 'sales_payment_rollup',
        company: 'company_id',
        shop: 'shop_id',
        date: 'business_date',
        dimensions: { ...calendarSql('business_date'), shop: 'shop_id', method: 'method' },
        months: { from: 'sales_payment_month_rollup', dimensions: ['month', 'shop', 'method'] },
        measures: {
          payments: 'SUM(payments)',
          amount: 'SUM(amount)',
          refunded: 'SUM(refunded)',
          netAmount: 'SUM(amount - refunded)',
        },
        holds: CLOSED,
      },
    ],
  },
  operations: {
    // Nothing but the scene is read from the order: it is looked up only when a scene is asked,
    // where a join read the whole year's orders for every call (two seconds over a ten-shop year).
    from: 'sales_operation op',
    company: 'op.company_id',
    shop: 'op.shop_id',
    date: 'op.business_date',
    arrivals: ORDER_ARRIVALS,
    scene: '(SELECT o.scene_id FROM sales_order o WHERE o.id = op.order_id)',
    dimensions: {
      ...calendarDimensions('op.business_date'),
      shop: shopDimension('op.shop_id'),
      operation: codedDimension('operation', 'op.kind', 'reports:operations', OPERATION_KINDS),
      reason: { sql: 'op.reason', title: 'reports:dimensions.reason', format: 'text' },
      server: serverDimension('op.server_id'),
    },
    measures: {
      operations: { count: '*', title: 'reports:measures.operations', format: 'count' },
      orders: { distinct: 'op.order_id', title: 'reports:measures.orders', format: 'count' },
    },
    filters: {
      operation: {
        sql: 'op.kind',
        values: [...OPERATION_KINDS],
      },
    },
    rollups: [
      operationsRollup('sales_operation', { operation: 'kind', reason: 'reason' }),
      operationsRollup('sales_operation_kind', { operation: 'kind' }),
      operationsRollup('sales_operation_day', {}),
    ],
  },
  ...CLOCK_FACTS,
  ...FEEDBACK_FACTS,
  ...MEMBER_DEMOGRAPHIC_FACTS,
  ...MEMBER_SALES_FACTS,
};

/** Where the facts are registered, as a problem with them names it. */
export const REPORT_FACTS_FILE = 'server/sales/report-facts.ts';
