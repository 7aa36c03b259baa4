// A store entry's stock: the record says how many there are (none: unlimited), store_stock how many
// were drawn (server/migrations/0048_points_store.sql). A draw is one conditional upsert, so under
// any number of concurrent redemptions the count never passes the stock; it is part of the
// redemption's transaction, so a refused redemption draws nothing.
import type { ComputedReads, ComputedSql, Queryable } from '../../../engine/server';
import type { StoreKind } from '../../../protocol/points-store';
import type { StoreEntry } from './store-entries';

/** Draws one of the entry; false when none is left. */
export async function drawStock(q: Queryable, entry: StoreEntry): Promise<boolean> {
  if (entry.stock !== null && entry.stock < 1) return false;
  const { rows } = await q.query(
    `INSERT INTO store_stock (company_id, entry_kind, entry_id, drawn) VALUES ($1, $2, $3, 1)
     ON CONFLICT (company_id, entry_kind, entry_id) DO UPDATE SET drawn = store_stock.drawn + 1
      WHERE $4::int IS NULL OR store_stock.drawn < $4::int
     RETURNING drawn`,
    [entry.companyId, entry.kind, entry.id, entry.stock],
  );
  return rows.length === 1;
}

/** How many of each entry of the kind were drawn, by id (one never drawn is absent). */
export async function drawnOf(
  q: Queryable,
  companyId: number,
  kind: StoreKind,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const { rows } = await q.query<{ id: number; drawn: number }>(
    `SELECT entry_id AS id, drawn FROM store_stock
      WHERE company_id = $1 AND entry_kind = $2 AND entry_id = ANY($3::int[])`,
    [companyId, kind, [...ids]],
  );
  return new Map(rows.map(({ id, drawn }) => [id, drawn]));
}

/** What remains of a stock, never below 0 (an operator may lower the stock under what was drawn). */
export const remainingOf = (stock: number | null, drawn: number): number | null =>
  stock === null ? null : Math.max(stock - drawn, 0);

/** The `remaining` field of an entry's list and detail, worked out as it is read. */
export const remainingSql =
  (kind: StoreKind): ComputedSql =>
  (row) =>
    `CASE WHEN ${row}.data->>'stock' IS NULL THEN NULL ELSE greatest((${row}.data->>'stock')::int - coalesce(
       (SELECT s.drawn FROM store_stock s
         WHERE s.company_id = ${row}.company_id AND s.entry_kind = '${kind}' AND s.entry_id = ${row}.id), 0), 0) END`;

export const STOCK_READ: ComputedReads = { tables: ['store_stock'] };
