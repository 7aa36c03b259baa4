// Membership coupons handed out (issue 24 item 1): each enabled membership coupon gives its coupon
// to its level's active members at each distribution of its rule, in the company's calendar
// (coupon-calendar.ts). A recurring durable job per company hands out every period still to do,
// each in one transaction that writes the members' coupons and the period's run row together; the
// unique key of a member's coupon of a period makes a retried, resumed or doubled run hand out
// nothing twice, and a restart or a clock change only decides when, never how often.
import type {
  Database,
  JobContext,
  JobKindOptions,
  Queryable,
  RecurringPayload,
  SystemRecords,
} from '../../engine/server';
import { recordRelation } from '../../engine/server';
import { addDays, zonedInstant } from '../../protocol/zoned-time';
import { distributionsBetween, type Distribution, type DistributionRule } from './coupon-calendar';

export const COUPON_DISTRIBUTION_JOB = 'members.distributeCoupons';

const DAY = 86_400_000;

const DEFINITION_FIELDS = [
  'memberLevelId',
  'couponId',
  'distributionRule',
  'distributionDate',
  'distributionWeekday',
  'distributionDay',
  'distributionTime',
  'volume',
  'usage',
  'expirationDays',
] as const;

/** An enabled membership coupon as the distribution reads it. */
interface Definition {
  id: number;
  companyId: number;
  createdAt: Date;
  memberLevelId: number;
  couponId: number;
  distributionRule: DistributionRule['every'];
  distributionDate: string | null;
  distributionWeekday: number | null;
  distributionDay: number | null;
  distributionTime: string;
  volume: number | null;
  usage: 'single' | 'unlimited';
  expirationDays: number;
}

/** The definition's rule, as the schema's conditions require its parts. */
function ruleOf(definition: Definition): DistributionRule {
  const time = definition.distributionTime;
  const need = <T>(value: T | null, field: string): T => {
    if (value === null) throw new Error(`membership coupon ${definition.id} has no ${field}`);
    return value;
  };
  switch (definition.distributionRule) {
    case 'once':
      return { every: 'once', date: need(definition.distributionDate, 'distributionDate'), time };
    case 'daily':
      return { every: 'daily', time };
    case 'weekly':
      return { every: 'weekly', weekday: need(definition.distributionWeekday, 'distributionWeekday'), time };
    case 'monthly':
      return { every: 'monthly', day: need(definition.distributionDay, 'distributionDay'), time };
    case 'yearly':
      return { every: 'yearly', date: need(definition.distributionDate, 'distributionDate'), time };
  }
}

/** The enabled membership coupons of one company, or of all. */
async function definitions(
  q: Queryable,
  records: SystemRecords,
  companyId: number | null,
): Promise<Definition[]> {
  const coupons = recordRelation(records.resource('memberCoupon'), [...DEFINITION_FIELDS, 'type', 'status']);
  const { rows } = await q.query<Definition>(
    `SELECT id, company_id AS "companyId", created_at AS "createdAt",
            ${DEFINITION_FIELDS.map((field) => `"${field}"`).join(', ')}
       FROM ${coupons} c
      WHERE type = 'membership' AND status = 'enabled' AND ($1::integer IS NULL OR company_id = $1)
      ORDER BY company_id, id`,
    [companyId],
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** The company's calendar: its first shop's time zone, else the server's. */
export async function zoneOf(q: Queryable, records: SystemRecords, companyId: number, fallback: string) {
  const shops = recordRelation(records.resource('shop'), ['timeZone']);
  const { rows } = await q.query<{ timeZone: string | null }>(
    `SELECT "timeZone" FROM ${shops} s WHERE company_id = $1 ORDER BY id LIMIT 1`,
    [companyId],
  );
  return rows[0]?.timeZone ?? fallback;
}

/**
 * The definition's distributions still to hand out at `now`: those after the later of when it was
 * made, its last run (distributions run oldest first, so none after it is done) and its coupons'
 * life before now (a late run would hand out coupons born dead). A rule edited since its last run
 * starts from there.
 */
async function pending(q: Queryable, definition: Definition, zone: string, now: number) {
  const { rows } = await q.query<{ last: Date | null }>(
    'SELECT max(distributed_at) AS last FROM member_coupon_run WHERE company_id = $1 AND member_coupon_id = $2',
    [definition.companyId, definition.id],
  );
  const lastRun = rows[0]?.last ? new Date(rows[0].last).getTime() : -Infinity;
  const since = Math.max(definition.createdAt.getTime(), now - definition.expirationDays * DAY, lastRun);
  return distributionsBetween(ruleOf(definition), zone, since, now);
}

/**
 * Hands one distribution's coupons to the level's active members who had signed up by then, as
 * far as the definition's volume still allows (the earliest members first), and records the run:
 * one transaction. Answers how many members it reached.
 */
async function handOut(
  db: Database,
  records: SystemRecords,
  definition: Definition,
  distribution: Distribution,
  zone: string,
): Promise<number> {
  const members = recordRelation(records.resource('member'), ['memberLevelId', 'accountStatus']);
  const expiresAt = zonedInstant(addDays(distribution.date, definition.expirationDays), 0, zone);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ given: string }>(
      `WITH given AS (
         INSERT INTO held_coupon (company_id, member_id, member_coupon_id, coupon_id, period, issued_at, expires_at, single_use)
         SELECT $1, m.id, $2, $3, $4, $5, $6, $7 FROM ${members} m
          WHERE m.company_id = $1 AND m."memberLevelId" = $9 AND m."accountStatus" IS DISTINCT FROM 'suspended'
            AND m.created_at <= $5
          ORDER BY m.id
          -- What the volume leaves, counted only when there is one: a coupon without a volume may
          -- hold millions of rows after a month of days.
          LIMIT CASE WHEN $8::bigint IS NULL THEN NULL ELSE greatest($8::bigint - (
            SELECT count(*) FROM held_coupon WHERE company_id = $1 AND member_coupon_id = $2), 0) END
         ON CONFLICT (company_id, member_coupon_id, member_id, period) DO NOTHING
         RETURNING 1
       )
       SELECT count(*) AS given FROM given`,
      [
        definition.companyId,
        definition.id,
        definition.couponId,
        distribution.period,
        new Date(distribution.at),
        new Date(expiresAt),
        definition.usage === 'single',
        definition.volume,
        definition.memberLevelId,
      ],
    );
    const given = Number(rows[0]?.given ?? 0);
    await tx.query(
      `INSERT INTO member_coupon_run (company_id, member_coupon_id, period, distributed_at, handed_out)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [definition.companyId, definition.id, distribution.period, new Date(distribution.at), given],
    );
    return given;
  });
}

/**
 * Hands out every distribution of the company's enabled membership coupons still to do at `now`,
 * oldest first; answers how many coupons it gave. `step` hears each distribution's end.
 */
export async function distributeDue(
  db: Database,
  records: SystemRecords,
  companyId: number,
  fallbackZone: string,
  now: number,
  step: (handedOut: number) => Promise<void> = () => Promise.resolve(),
): Promise<number> {
  const zone = await zoneOf(db, records, companyId, fallbackZone);
  let handedOut = 0;
  for (const definition of await definitions(db, records, companyId)) {
    for (const distribution of await pending(db, definition, zone, now)) {
      handedOut += await handOut(db, records, definition, distribution, zone);
      await step(handedOut);
    }
  }
  return handedOut;
}

/** The job's handler and its recurrence: every company with a distribution still to do. */
export function couponDistribution(records: SystemRecords, fallbackZone: string) {
  const handler = async ({ db, payload, progress, signal }: JobContext<RecurringPayload>) => {
    const handedOut = await distributeDue(
      db,
      records,
      payload.companyId,
      fallbackZone,
      Date.now(),
      (done) => {
        if (signal.aborted) throw new Error('jobs:errors.stopped');
        return progress(done, null);
      },
    );
    return { handedOut };
  };
  const due = async (q: Queryable, now: Date) => {
    const companies = new Set<number>();
    // Each company's zone read once, however many coupons it has.
    const zones = new Map<number, string>();
    for (const definition of await definitions(q, records, null)) {
      if (companies.has(definition.companyId)) continue;
      const zone =
        zones.get(definition.companyId) ?? (await zoneOf(q, records, definition.companyId, fallbackZone));
      zones.set(definition.companyId, zone);
      if ((await pending(q, definition, zone, now.getTime())).length > 0) companies.add(definition.companyId);
    }
    return [...companies];
  };
  const options: JobKindOptions<RecurringPayload> = {
    // Looked for every five minutes (recurring-jobs.ts): a coupon due at 09:00 is in hand by 09:05.
    recurs: { everyMinutes: 5, due },
  };
  return { handler, options };
}
