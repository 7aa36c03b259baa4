// The roll-ups of migration 0014 kept set-based inside the ingest's transaction: before orders are
// replaced their stored figures are taken out (sign −1), after they are written their new figures
// are put in (sign +1), one statement per roll-up for the whole batch. Only closed orders count,
// and a row that falls to nothing is removed, so the roll-ups always equal the facts summed again.
import type { Queryable } from '../../engine/server/db/database';

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
  },
];

function addSql({ table, keys, measures, from, only }: Rollup): string {
  const columns = [...keys, ...measures].map(([column]) => column);
  // The conflict target is each roll-up's primary key: its dimensions after the company.
  const conflict = keys.slice(1).map(([column]) => column);
  return `INSERT INTO ${table} AS t (${columns.join(', ')})
    SELECT ${keys.map(([, expression]) => expression).join(', ')},
           ${measures.map(([, expression]) => `$2 * ${expression}`).join(', ')}
      FROM ${from} WHERE ${CLOSED_ORDERS}${only ? ` AND ${only}` : ''}
     GROUP BY ${keys.map(([, expression]) => expression).join(', ')}
    ON CONFLICT (${conflict.join(', ')}) DO UPDATE
       SET ${measures.map(([column]) => `${column} = t.${column} + EXCLUDED.${column}`).join(', ')}`;
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
  for (const { table, emptyWhen } of ROLLUPS)
    await db.query(
      `DELETE FROM ${table} WHERE shop_id = $1 AND business_date = ANY($2::date[]) AND ${emptyWhen} = 0`,
      [shopId, dates],
    );
}
