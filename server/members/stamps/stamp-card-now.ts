// The card a member is filling now, as the till's member lookup answers it: null while the company
// earns no stamps (stamp-settings.ts).
import type { Queryable, SystemRecords } from '../../../engine/server';
import type { PosStampCard } from '../../../protocol/stamps';
import { stampSettings } from './stamp-settings';

export async function stampCardNow(
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  memberId: number,
): Promise<PosStampCard | null> {
  const settings = await stampSettings(records, companyId);
  if (!settings) return null;
  const { rows } = await q.query<{ cardsFilled: number; stamps: number }>(
    `SELECT cards_filled AS "cardsFilled", stamps FROM member_stamp_card WHERE company_id = $1 AND member_id = $2`,
    [companyId, memberId],
  );
  const held = rows[0] ?? { cardsFilled: 0, stamps: 0 };
  return { card: held.cardsFilled + 1, stamps: held.stamps, stampsPerCard: settings.stampsPerCard };
}
