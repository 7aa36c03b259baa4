// The members' merge values a send renders with (issue 25 item 1), read for a whole batch in one
// query: his nickname, his level's name, and his points and balance as the ledger holds them, by the
// same SQL his list reads them with (member-holdings.ts). The coupon's code and the unsubscribe link
// are the sender's, added per message.
import { recordRelation, type Language, type Queryable, type SystemRecords } from '../../../engine/server';
import type { Region } from '../../../engine/schema';
import { nameIn } from '../../accounts/names-in-language';
import { memberBalanceSql, memberPointsSql } from '../../members/member-holdings';
import { formatMoney } from '../../region-currency';
import type { MergeValues } from './email-render';

interface MemberRow {
  id: number;
  nickname: string | null;
  levelName: string | null;
  levelName_en: string | null;
  points: number;
  /** In the currency, with its cents: numeric arrives as text. */
  balance: string;
}

export interface MergeValueOptions {
  region: Region;
  /** The language a level's name is read in. */
  language: Language;
}

/** Each of the company's `memberIds` found, with his values; another company's member is not found. */
export async function memberMergeValues(
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  memberIds: readonly number[],
  { region, language }: MergeValueOptions,
): Promise<Map<number, MergeValues>> {
  const values = new Map<number, MergeValues>();
  if (memberIds.length === 0) return values;
  const members = recordRelation(records.resource('member'), ['nickname', 'memberLevelId']);
  const levels = recordRelation(records.resource('memberLevel'), ['name', 'name_en']);
  const { rows } = await q.query<MemberRow>(
    `SELECT m.id, m.nickname, l.name AS "levelName", l.name_en AS "levelName_en",
            ${memberPointsSql('m')} AS points, ${memberBalanceSql('m')} AS balance
       FROM ${members} m LEFT JOIN ${levels} l ON l.id = m."memberLevelId" AND l.company_id = m.company_id
      WHERE m.company_id = $1 AND m.id = ANY($2::int[])`,
    [companyId, memberIds],
  );
  for (const row of rows)
    values.set(row.id, {
      name: row.nickname ?? '',
      level: nameIn(language, { name: row.levelName, name_en: row.levelName_en }),
      points: row.points,
      balance: formatMoney(Math.round(Number(row.balance) * 100), region),
    });
  return values;
}
