// A dish's actual monthly sales (business §3: a dish's monthly sales, basic and actual), the computed
// `monthlySalesActual` of schemas/menu/dish.json: the quantity its company's shops sold of it as a
// dish line over the last 30 days, today included, never stored. Rolling 30 days rather than the
// calendar month, so the figure a guest-facing "sold this month" rests on does not drop to nothing on
// the 1st. Each shop's days are its own calendar's (its time zone, else the server's), as the facts'
// business dates are; only closed orders' lines not deleted count, as the item roll-up keeps them.
import { quoted, recordRelation } from '../../engine/server';
import type { ComputedSql } from '../../engine/server';
import type { ResourceSchema } from '../../engine/schema';

export const MONTHLY_SALES_DAYS = 30;
/** The roll-up the figure is read from, which its computed value declares it reads. */
export const ITEM_ROLLUP_TABLE = 'sales_item_rollup';

export function dishMonthlySalesSql(shops: ResourceSchema, serverTimeZone: string): ComputedSql {
  const today = `(now() AT TIME ZONE coalesce(NULLIF(s."timeZone", ''), ${quoted(serverTimeZone)}))::date`;
  // Shop by shop, so each works out its today once and reads its own days through the index by
  // item and shop (migration 0032): some 30 rows a shop, whatever the history's length.
  return (row) =>
    `SELECT coalesce(sum(r.quantity), 0)::int
       FROM ${recordRelation(shops, ['timeZone'])} s JOIN ${ITEM_ROLLUP_TABLE} r
         ON r.company_id = s.company_id AND r.kind = 'dish' AND r.item_id = ${row}.id AND r.shop_id = s.id
        AND r.business_date > ${today} - ${MONTHLY_SALES_DAYS}
      WHERE s.company_id = ${row}.company_id`;
}
