// Names as a reader sees them (a company's, an inviter's): the English twin (`name_en`) for an
// English reader when there is one, else the name.
import type { Language, SystemRecords } from '../../engine/server';

/** A name in the reader's language. */
export const nameIn = (language: Language, names: { name?: unknown; name_en?: unknown }): string =>
  String((language === 'en' && names.name_en) || names.name || '');

/** A company's name in the reader's language; empty for no company. */
export async function companyNameIn(
  records: SystemRecords,
  companyId: number | null,
  language: Language,
): Promise<string> {
  const company =
    companyId === null ? undefined : await records.find('company', companyId, { deletedToo: true });
  return company ? nameIn(language, { name: company.name, name_en: company.name_en }) : '';
}
