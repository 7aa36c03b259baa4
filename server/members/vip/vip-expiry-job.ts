// A member stops being VIP once the day after his VIP-until begins in his company's time zone. A
// recurring durable job looks every hour, so each company's new day is served within the hour it
// begins (vip-company-job.ts), and runs for a company only while such a member is left: it locks
// each batch, checks each member again (a renewal may have just moved his date) and writes `vip` off
// through the resource service, with its audit row. Run again, it finds nothing to do.
import { recordRelation, type Database, type Queryable, type SystemRecords } from '../../../engine/server';
import { addDays } from '../../../protocol/zoned-time';
import { companyToday, hourlyForCompanies } from './vip-company-job';
import { stillVip, todayIn } from './vip-dates';

export const VIP_EXPIRY_JOB = 'members.endVip';

/** Members written per transaction. */
const BATCH = 200;

const vipMembers = (records: SystemRecords) =>
  recordRelation(records.resource('member'), ['vip', 'vipUntil']);

/** The company's VIP members whose VIP-until is before `today`, the first `limit` of them. */
async function expiredMembers(
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  today: string,
  limit: number,
): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM ${vipMembers(records)} m WHERE m.company_id = $1 AND m.vip AND m."vipUntil" < $2
      ORDER BY id LIMIT $3`,
    [companyId, today, limit],
  );
  return rows.map(({ id }) => id);
}

/** The companies with a VIP member whose VIP-until is before `day`. */
async function companiesWithExpired(q: Queryable, records: SystemRecords, day: string): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT DISTINCT company_id AS id FROM ${vipMembers(records)} m WHERE m.vip AND m."vipUntil" < $1`,
    [day],
  );
  return rows.map(({ id }) => id);
}

/** Ends the VIP of the company's members whose VIP-until passed by `now`; answers how many. */
export async function endPassedVip(
  db: Database,
  records: SystemRecords,
  companyId: number,
  fallbackZone: string,
  now: number,
): Promise<number> {
  const today = await companyToday(db, records, companyId, fallbackZone, now);
  let ended = 0;
  for (;;) {
    const batch = await expiredMembers(db, records, companyId, today, BATCH);
    if (batch.length === 0) return ended;
    ended += await db.transaction(async (tx) => {
      const within = records.within(tx);
      const locked = await within.matching('member', { companyId }, { lock: true }, batch);
      let written = 0;
      for (const member of locked) {
        if (member.vip !== true || (typeof member.vipUntil === 'string' && stillVip(today, member.vipUntil)))
          continue;
        await within.modify('member', member.id as number, { vip: false });
        written += 1;
      }
      return written;
    });
  }
}

/** The job's handler and its recurrence: every company with a VIP member whose VIP-until passed. */
export function vipExpiry(records: SystemRecords, fallbackZone: string) {
  return hourlyForCompanies(
    async ({ db, payload, progress }) => {
      const ended = await endPassedVip(db, records, payload.companyId, fallbackZone, Date.now());
      await progress(ended, ended);
      return { ended };
    },
    async (q, now) => {
      // No zone is more than 14 hours ahead of UTC: past UTC's tomorrow, no company's day has begun.
      const latest = addDays(todayIn('UTC', now.getTime()), 1);
      const due: number[] = [];
      for (const companyId of await companiesWithExpired(q, records, latest)) {
        const today = await companyToday(q, records, companyId, fallbackZone, now.getTime());
        if ((await expiredMembers(q, records, companyId, today, 1)).length > 0) due.push(companyId);
      }
      return due;
    },
  );
}
