// The roll-ups of migration 0014 kept set-based inside the ingest's transaction: before orders are
// replaced their stored figures are taken out (sign −1), after they are written their new figures
// are put in (sign +1), one statement per roll-up for the whole batch. Only closed orders count,
// and a row that falls to nothing is removed, so the roll-ups always equal the facts summed again.
// A roll-up with a monthly twin (migration 0020) adds the same figures, summed by month, there in
// the same statement.
import type { Queryable } from '../../engine/server';

interface Rollup {
  table: string;
  /** The dimension columns with the expression each is read from. */
  keys: readonly (readonly [column: string, expression: string])[];
  measures: readonly (readonly [column: string, expression: string])[];
  /** The rows summed, joined to their order `o`. */
  from: string;
  /** Rows of these only, besides the closed orders among `$1`, the orders' ids. */
  only?: string;
  /** The measure that is zero exactly when no fact is left in a row. */
  emptyWhen: string;
  /** The same roll-up a month to a row, `business_date` the month's first day. */
  months?: string;
}

const CLOSED_ORDERS = `o.id = ANY($1::bigint[]) AND o.status = 'closed'`;
const ORDER_KEYS = [
  ['company_id', 'o.company_id'],
  ['shop_id', 'o.shop_id'],
  ['business_date', 'o.business_date'],
] as const;

const ROLLUPS: readonly Rollup[] = [
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
    only: 'NOT l.deleted',
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
];

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
  const { table, keys, measures, from, only, months } = rollup;
  const groups = keys.map(([, expression]) => expression).join(', ');
  const figures = `SELECT ${groups}, ${measures.map(([, expression]) => `$2 * ${expression}`).join(', ')}
      FROM ${from} WHERE ${CLOSED_ORDERS}${only ? ` AND ${only}` : ''} GROUP BY ${groups}`;
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

/** Adds (sign 1) or takes out (sign −1) the figures of the closed ones among `orderIds`. */
export async function shiftRollups(db: Queryable, orderIds: readonly string[], sign: 1 | -1): Promise<void> {
  if (orderIds.length === 0) return;
  for (const rollup of ROLLUPS) await db.query(addSql(rollup), [orderIds, sign]);
}

/** Removes the rows of the shop's `dates` that no fact is left in. */
export async function dropEmptyRollups(
  db: Queryable,
  shopId: number,
  dates: readonly string[],
): Promise<void> {
  if (dates.length === 0) return;
  for (const { table, emptyWhen, months } of ROLLUPS) {
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
