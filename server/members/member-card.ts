// The member's card as his own page shows it (issue 23 item 6): his name, his company's, his level's
// in the caller's language, his VIP, and his points and balance as the ledger holds them, the same
// figures the staff's member list reads (member-holdings.ts); the code his card's QR carries is his
// id, which the till's lookup takes (pos-member-plugin.ts `memberId`).
import type { ApiRecord, Language, Queryable, SystemRecords } from '../../engine/server';
import type { MemberCard } from '../../protocol/member-page';
import { companyNameIn, nameIn } from '../accounts/names-in-language';
import { memberLedger } from './member-ledger';

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export async function memberCard(
  db: Queryable,
  records: SystemRecords,
  member: ApiRecord,
  language: Language,
): Promise<MemberCard> {
  const id = member.id;
  const companyId = member.companyId as number;
  const holdings = await memberLedger.holdings(db, companyId, id);
  const level =
    typeof member.memberLevelId === 'number'
      ? await records.find('memberLevel', member.memberLevelId)
      : undefined;
  return {
    id,
    code: String(id),
    nickname: textOrNull(member.nickname),
    companyName: await companyNameIn(records, companyId, language),
    levelName: level ? nameIn(language, { name: level.name, name_en: level.name_en }) : null,
    points: holdings.points ?? 0,
    balance: holdings.balance ?? 0,
    vip: member.vip === true,
    vipUntil: textOrNull(member.vipUntil),
  };
}
