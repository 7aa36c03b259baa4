import type { Queryable } from '../db/database';

export interface ListCount {
  /** The matching records when exact; otherwise the limit, and more than that match. */
  count: number;
  exact: boolean;
}

/**
 * Counts the records `where` matches, exactly up to `limit` and no further: the walk stops one row
 * past the limit, so a list's first page never costs a count of the whole filtered set.
 */
export async function boundedCount(
  db: Queryable,
  table: string,
  where: string,
  params: readonly unknown[],
  limit: number,
): Promise<ListCount> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} WHERE ${where} LIMIT ${limit + 1}) AS bounded`,
    params,
  );
  const matched = rows[0]?.n ?? 0;
  return matched > limit ? { count: limit, exact: false } : { count: matched, exact: true };
}
