// The demo's VIP memberships sold (issue 26 item 4's VIP pages): a few members who were not VIP buy
// it from an opening stored value, through the members module's own renewal (vip-renewal.ts), on
// days of the company's calendar chosen so the last week and the last month each hold purchases,
// renewals and terms that ended, some renewed and some lapsed. Each sale keeps its idempotency key,
// so a second seeding extends nothing twice.
import type { Database, SystemRecords } from '../../engine/server';
import { addDays, addMonths, zonedDate, zonedInstant } from '../../protocol/zoned-time';
import { zoneOf } from '../members/coupon-distribution';
import { renewVip } from '../members/vip/vip-renewal';
import { postOpeningBalance } from './seed-members';

/** Members whose yearly term ended on one of the last days (every other one renewed before its end). */
const ENDED_TERMS = 12;
/** Members who bought it on one of the last days. */
const NEW_BUYERS = 4;
/** Enough for a purchase and its renewal at the demo's price (seed-member-offers.ts). */
const STORED_VALUE = 100_000;
const NOON = 12 * 60;

interface Sale {
  member: number;
  day: string;
}

/** The sales, oldest first, as a member buys before he renews. */
function plannedSales(members: readonly number[], today: string): Sale[] {
  const sales: Sale[] = [];
  members.slice(0, ENDED_TERMS).forEach((member, n) => {
    const ends = addDays(today, -(2 * n + 1));
    sales.push({ member, day: addMonths(ends, -12) });
    if (n % 2 === 0) sales.push({ member, day: addDays(ends, -3) });
  });
  members.slice(ENDED_TERMS).forEach((member, n) => sales.push({ member, day: addDays(today, -2 * n) }));
  return sales.sort((a, b) => a.day.localeCompare(b.day));
}

/** Seeds `companyId`'s VIP sales ending `now`, after its members (seed-members.ts). */
export async function seedVipRenewals(
  db: Database,
  records: SystemRecords,
  companyId: number,
  serverTimeZone: string,
  now: number,
): Promise<void> {
  const members = (await records.matching('member', { companyId, vip: false }))
    .filter((member) => member.accountStatus !== 'suspended')
    .slice(0, ENDED_TERMS + NEW_BUYERS)
    .map((member) => Number(member.id));
  await db.transaction(async (tx) => {
    for (const member of members) await postOpeningBalance(tx, companyId, member, STORED_VALUE);
  });
  const timeZone = await zoneOf(db, records, companyId, serverTimeZone);
  for (const { member, day } of plannedSales(members, zonedDate(now, timeZone)))
    await renewVip(db, records, {
      companyId,
      memberId: member,
      key: `demo-${member}-${day}`,
      by: null,
      timeZone,
      // Today's sale is made no later than now.
      now: Math.min(zonedInstant(day, NOON, timeZone), now),
    });
}
