// Many rows in one statement: the rows travel as one JSON parameter that json_to_recordset turns
// back into typed columns, so a batch of 500 orders and their thousands of lines is a handful of
// statements, the same on PGlite and on a PostgreSQL server.
import type { Queryable } from '../../engine/server';

/** A column of a typed table, by its name and SQL type; a row's key is the column's name. */
export type Column = readonly [name: string, type: string];

/** `json_to_recordset($n::json) AS r (a int, b text…)`: the rows of parameter `$n` as a table `r`. */
export function recordset(parameter: number, columns: readonly Column[]): string {
  return `json_to_recordset($${parameter}::json) AS r (${columns.map(([name, type]) => `${name} ${type}`).join(', ')})`;
}

/**
 * Inserts `rows` into `table` with the tenant columns every fact row carries; nothing when there
 * are no rows.
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly Column[],
  rows: readonly Record<string, unknown>[],
  tenant: { companyId: number; shopId: number },
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name);
  await db.query(
    `INSERT INTO ${table} (company_id, shop_id, ${names.join(', ')})
     SELECT $2, $3, ${names.map((name) => `r.${name}`).join(', ')} FROM ${recordset(1, columns)}`,
    [JSON.stringify(rows), tenant.companyId, tenant.shopId],
  );
}

/**
 * The SET list of an upsert that replaces a stored version with the incoming one: every column
 * but the device's own id `key`, and the device that sent it.
 */
export function replacedColumns(columns: readonly Column[], key: string): string {
  return columns
    .map(([name]) => name)
    .filter((name) => name !== key)
    .concat('device_id')
    .map((name) => `${name} = EXCLUDED.${name}`)
    .join(', ');
}
