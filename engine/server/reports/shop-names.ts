// The names of the shops a report call read, in the reader's language, for its export's first sheet.
import type { Queryable } from '../db/database';
import type { Reach } from '../resources/actor';
import { nameSql } from './report-sql';

/** Null when the call read every shop in the caller's reach. */
export async function shopNames(db: Queryable, shops: Reach, english: boolean): Promise<string[] | null> {
  if (shops === 'all') return null;
  const { rows } = await db.query<{ name: string }>(
    `SELECT ${nameSql(english)} AS name FROM res_shop WHERE id = ANY($1::int[]) ORDER BY id`,
    [shops],
  );
  return rows.map((row) => row.name);
}
