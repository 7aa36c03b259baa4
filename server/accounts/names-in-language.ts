// Names as a reader sees them (a company's, an inviter's): the English twin (`name_en`) for an
// English reader when there is one, else the name.
import type { Queryable } from '../../engine/server/db/database';
import type { Language } from '../../engine/server/messages';

/** A name in the reader's language. */
export const nameIn = (language: Language, names: { name?: unknown; name_en?: unknown }): string =>
  String((language === 'en' && names.name_en) || names.name || '');

/** A company's name in the reader's language; empty for no company. */
export async function companyNameIn(
  db: Queryable,
  companyId: number | null,
  language: Language,
): Promise<string> {
  const { rows } = await db.query<{ name: string; name_en: string | null }>(
    `SELECT data->>'name' AS name, data->>'name_en' AS name_en FROM res_company WHERE id = $1`,
    [companyId],
  );
  return rows[0] ? nameIn(language, rows[0]) : '';
}
