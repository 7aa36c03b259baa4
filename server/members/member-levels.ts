// A member's level follows the points his orders earned in the window the module's settings name
// (issue 23 item 3), by their spending and by his visits, never the points he can spend: what he
// redeemed or let expire does not lower it, a refunded or deleted order's points do
// (earned-points.ts). Worked out again for the members whose orders moved, in the same
// transaction; the level is written through the resource service, so the change has its version and
// audit row like an operator's.
import type { Queryable, SystemRecords } from '../../engine/server';
import { shiftMonths } from './calendar-months';
import { levelFor, type LevelRange } from './level-ranges';
import { memberSettings } from './member-settings';
import { earnedByOrders } from './earned-points';

/** Moves each of `members` of the company to the level his earned points put him in now. */
export async function followLevels(
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  members: readonly number[],
  now: Date,
): Promise<void> {
  if (members.length === 0) return;
  const levels = (await records.matching('memberLevel', { companyId, status: 'enabled' })).map(
    (level): LevelRange => ({
      id: level.id as number,
      pointsFrom: level.pointsFrom as number,
      ...(typeof level.pointsTo === 'number' ? { pointsTo: level.pointsTo } : {}),
    }),
  );
  if (levels.length === 0) return;
  const { levelWindowMonths } = await memberSettings(records, companyId);
  const earned = await earnedByOrders(q, companyId, members, shiftMonths(now, -levelWindowMonths));
  for (const member of await records.matching('member', { companyId }, {}, members)) {
    const memberId = member.id as number;
    const level = levelFor(levels, earned.get(memberId) ?? 0);
    if (level !== undefined && member.memberLevelId !== level)
      await records.modify('member', memberId, { memberLevelId: level });
  }
}
