// The roll-ups of migrations 0014 and 0033 kept set-based inside the ingest's transaction: before orders
// (or feedback) are replaced their stored figures are taken out (sign −1), after they are written
// their new figures are put in (sign +1), one statement per roll-up for the whole batch. Only closed
// orders count (the deleted lines' roll-up aside, which keeps every status apart), and a row that
// falls to nothing is removed, so the roll-ups always equal the facts summed again.
// A roll-up with a monthly twin (migration 0020) adds the same figures, summed by month, there in
// the same statement.
import type { Queryable } from '../../engine/server';
import { FEEDBACK_ASPECTS } from '../../protocol/pos-feedback';
import { MEMBER_SALES_ROLLUPS } from '../membership-analysis/member-sales-rollups';
import { bandSql, CHECK_BANDS, PARTY_SIZES, PER_GUEST_BANDS } from './consumption-bands';

export interface Rollup {
  table: string;
  /** The dimension columns with the expression each is read from. */
  keys: readonly (readonly [column: string, expression: string])[];
  measures: readonly (readonly [column: string, expression: string])[];
  /** The rows summed, joined to their order `o`. */
  from: string;
  /** The batch's rows among `from`, `$1` being its ids: by default the closed orders among them. */
  batch?: string;
  /** The measure that is zero exactly when no fact is left in a row. */
  emptyWhen: string;
  /** The same roll-up a month to a row, `business_date` the month's first day. */
  months?: string;
}

const ORDER_BATCH = 'o.id = ANY($1::bigint[])';
const CLOSED_BATCH = `${ORDER_BATCH} AND o.status = 'closed'`;
const ORDER_KEYS = [
  ['company_id', 'o.company_id'],
  ['shop_id', 'o.shop_id'],
  ['business_date', 'o.business_date'],
] as const;

/** A roll-up of orders by `keys` besides the shop's day, with the figures its reports read. */
const ordersBy = (
  table: string,
  months: string,
  keys: readonly (readonly [string, string])[],
  batch?: string,
): Rollup => ({
  table,
  keys: [...ORDER_KEYS, ...keys],
  measures: [
    ['orders', 'count(*)'],
    ['guests', 'sum(o.guests)'],
    ['discount', 'sum(o.discount)'],
    ['net_sales', 'sum(o.net_sales)'],
  ],
  from: 'sales_order o',
  ...(batch ? { batch } : {}),
  emptyWhen: 'orders',
  months,
});

/** Operations of orders of every status by `keys`, with the distinct orders within each row. */
const operationsBy = (
  table: string,
  months: string,
  keys: readonly (readonly [string, string])[],
): Rollup => ({
  table,
  keys: [
    ['company_id', 'op.company_id'],
    ['shop_id', 'op.shop_id'],
    ['business_date', 'op.business_date'],
    ...keys,
  ],
  measures: [
    ['operations', 'count(*)'],
    ['orders', 'count(DISTINCT op.order_id)'],
  ],
  from: 'sales_operation op',
  batch: 'op.order_id = ANY($1::bigint[])',
  emptyWhen: 'operations',
  months,
});

const ORDER_ROLLUPS: readonly Rollup[] = [
  {
    table: 'sales_day_rollup',
    keys: [...ORDER_KEYS, ['order_type', 'o.order_type']],
    measures: [
      ['orders', 'count(*)'],
      ...['guests', 'subtotal', 'discount', 'service_charge', 'packing_fee', 'tips', 'sales_tax', 'total']
        .concat(['refunded', 'net_sales'])
        .map((column) => [column, `sum(o.${column})`] as const),
    ],
    from: 'sales_order o',
    emptyWhen: 'orders',
  },
  {
    table: 'sales_hour_rollup',
    keys: [...ORDER_KEYS, ['business_hour', 'o.business_hour']],
    measures: [
      ['orders', 'count(*)'],
      ['guests', 'sum(o.guests)'],
      ['net_sales', 'sum(o.net_sales)'],
    ],
    from: 'sales_order o',
    emptyWhen: 'orders',
    months: 'sales_hour_month_rollup',
  },
  {
    table: 'sales_item_rollup',
    keys: [
      ...ORDER_KEYS,
      ['kind', 'l.kind'],
      ['item_id', 'coalesce(l.item_id, 0)'],
      ['name', 'l.name'],
      ['category_id', 'coalesce(l.category_id, 0)'],
    ],
    measures: [
      ['quantity', 'sum(l.quantity)'],
      ['amount', 'sum(l.amount)'],
    ],
    from: 'sales_order_line l JOIN sales_order o ON o.id = l.order_id',
    batch: `${CLOSED_BATCH} AND NOT l.deleted`,
    emptyWhen: 'quantity',
    months: 'sales_item_month_rollup',
  },
  {
    table: 'sales_payment_rollup',
    keys: [...ORDER_KEYS, ['method', 'p.method']],
    measures: [
      ['payments', 'count(*)'],
      ['amount', 'sum(p.amount)'],
      ['refunded', 'sum(p.refunded)'],
    ],
    from: 'sales_payment p JOIN sales_order o ON o.id = p.order_id',
    emptyWhen: 'payments',
    months: 'sales_payment_month_rollup',
  },
  ordersBy('sales_coupon_rollup', 'sales_coupon_month_rollup', [['coupon_id', 'o.coupon_id']]),
  ordersBy('sales_server_rollup', 'sales_server_month_rollup', [['server_id', 'o.server_id']]),
  ordersBy('sales_band_rollup', 'sales_band_month_rollup', [
    ['check_band', bandSql(CHECK_BANDS, 'o.net_sales')],
    ['per_guest_band', bandSql(PER_GUEST_BANDS, 'o.net_sales', 'o.guests')],
    ['party_size', bandSql(PARTY_SIZES, 'o.guests')],
  ]),
  ordersBy(
    'sales_table_rollup',
    'sales_table_month_rollup',
    [['table_name', 'o.table_name']],
    `${CLOSED_BATCH} AND o.order_type = 'dineIn'`,
  ),
  {
    table: 'sales_deleted_line_rollup',
    keys: [
      ...ORDER_KEYS,
      ['status', 'o.status'],
      ['name', 'l.name'],
      ['reason', `coalesce(l.deleted_reason, '')`],
    ],
    measures: [
      ['quantity', 'sum(l.quantity)'],
      ['amount', 'sum(l.amount)'],
      ['lines', 'count(*)'],
    ],
    from: 'sales_order_line l JOIN sales_order o ON o.id = l.order_id',
    batch: `${ORDER_BATCH} AND l.deleted`,
    emptyWhen: 'lines',
    months: 'sales_deleted_line_month_rollup',
  },
  operationsBy('sales_operation_rollup', 'sales_operation_month_rollup', [
    ['kind', 'op.kind'],
    ['reason', 'op.reason'],
  ]),
  operationsBy('sales_operation_kind_rollup', 'sales_operation_kind_month_rollup', [['kind', 'op.kind']]),
  operationsBy('sales_operation_day_rollup', 'sales_operation_day_month_rollup', []),
  ...MEMBER_SALES_ROLLUPS,
];

/** Feedback (migration 0034) by score and channel, with each average's sum and count. */
export const FEEDBACK_ROLLUPS: readonly Rollup[] = [
  {
    table: 'customer_feedback_rollup',
    keys: [
      ['company_id', 'f.company_id'],
      ['shop_id', 'f.shop_id'],
      ['business_date', 'f.business_date'],
      ['score', 'f.score'],
      ['channel', 'f.channel'],
    ],
    measures: [
      ['feedback', 'count(*)'],
      ['score_sum', 'sum(f.score)'],
      ...FEEDBACK_ASPECTS.flatMap((aspect) => [
        [`${aspect}_sum`, `coalesce(sum(f.rating_${aspect}), 0)`] as const,
        [`${aspect}_count`, `count(f.rating_${aspect})`] as const,
      ]),
    ],
    from: 'customer_feedback f',
    batch: 'f.id = ANY($1::bigint[])',
    emptyWhen: 'feedback',
    months: 'customer_feedback_month_rollup',
  },
];

/** Every roll-up table the ingest keeps, the monthly twins included. */
export const ROLLUP_TABLES: readonly string[] = [...ORDER_ROLLUPS, ...FEEDBACK_ROLLUPS].flatMap(
  ({ table, months }) => (months ? [table, months] : [table]),
);

/** `INSERT INTO table … ON CONFLICT` adding `rows`' measures to the rows of the same keys. */
function upsertSql(table: string, { keys, measures }: Rollup, rows: string): string {
  const columns = [...keys, ...measures].map(([column]) => column);
  // The conflict target is each roll-up's primary key: its dimensions after the company.
  const conflict = keys.slice(1).map(([column]) => column);
  return `INSERT INTO ${table} AS t (${columns.join(', ')}) ${rows}
    ON CONFLICT (${conflict.join(', ')}) DO UPDATE
       SET ${measures.map(([column]) => `${column} = t.${column} + EXCLUDED.${column}`).join(', ')}`;
}

function addSql(rollup: Rollup): string {
  const { table, keys, measures, from, batch = CLOSED_BATCH, months } = rollup;
  const groups = keys.map(([, expression]) => expression).join(', ');
  const figures = `SELECT ${groups}, ${measures.map(([, expression]) => `$2 * ${expression}`).join(', ')}
      FROM ${from} WHERE ${batch} GROUP BY ${groups}`;
  if (!months) return upsertSql(table, rollup, figures);
  // The batch's figures are summed once: into the days, then by month into the months.
  const columns = [...keys, ...measures].map(([column]) => column);
  const byMonth = columns.map((column) =>
    column === 'business_date'
      ? `date_trunc('month', business_date)::date`
      : measures.some(([measure]) => measure === column)
        ? `sum(${column})`
        : column,
  );
  const monthKeys = keys.map(([column]) =>
    column === 'business_date' ? `date_trunc('month', business_date)::date` : column,
  );
  return `WITH figures (${columns.join(', ')}) AS (${figures}),
    days AS (${upsertSql(table, rollup, 'SELECT * FROM figures')})
    ${upsertSql(months, rollup, `SELECT ${byMonth.join(', ')} FROM figures GROUP BY ${monthKeys.join(', ')}`)}`;
}

/** Adds (sign 1) or takes out (sign −1) the figures of the rows `ids` (orders, unless `rollups` say). */
export async function shiftRollups(
  db: Queryable,
  ids: readonly string[],
  sign: 1 | -1,
  rollups = ORDER_ROLLUPS,
): Promise<void> {
  if (ids.length === 0) return;
  for (const rollup of rollups) await db.query(addSql(rollup), [ids, sign]);
}

/** Removes the rows of the shop's `dates` that no fact is left in. */
export async function dropEmptyRollups(
  db: Queryable,
  shopId: number,
  dates: readonly string[],
  rollups = ORDER_ROLLUPS,
): Promise<void> {
  if (dates.length === 0) return;
  for (const { table, emptyWhen, months } of rollups) {
    await db.query(
      `DELETE FROM ${table} WHERE shop_id = $1 AND business_date = ANY($2::date[]) AND ${emptyWhen} = 0`,
      [shopId, dates],
    );
    if (months)
      await db.query(
        `DELETE FROM ${months} WHERE shop_id = $1 AND ${emptyWhen} = 0
            AND business_date = ANY(SELECT date_trunc('month', d)::date FROM unnest($2::date[]) AS d)`,
        [shopId, dates],
      );
  }
}
