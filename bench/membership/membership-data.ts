// The bench's million members of the ten-shop chain, written in bulk as a data migration would (no
// hook runs; the membership analysis's storage is made whole afterwards, rebuildMembershipAnalysis):
// four levels, members with a realistic spread (gender, age, sign-ups over six years and more of them
// lately, levels, a few VIPs with their renewals and reminders), and a share of the year's orders
// naming a member who had signed up by then, old members more often than new ones.
// Every "random" choice is a hash of the row's number, so two runs write the same data.
import type { Database, Queryable } from '../../engine/server';
import { VIP_REMINDER_TASK } from '../../server/members/vip/vip-reminder-job';

export const MEMBERSHIP_MEMBERS = 1_000_000;
/** Percent of the year's orders that name a member. */
export const MEMBER_ORDER_PERCENT = 40;
/** How far back the members' sign-ups go. */
const SIGN_UP_YEARS = 6;

/** `abs(hash(n, k)) % m`: the k-th independent pseudo-random draw of row n, from 0 to m − 1. */
const draw = (n: string, k: number, m: number) => `(abs(hashint8((${n})::bigint * 16 + ${k})) % ${m})`;

const LEVELS = [
  { name: '銅卡', name_en: 'Bronze', pointsFrom: 0, pointsTo: 999 },
  { name: '銀卡', name_en: 'Silver', pointsFrom: 1000, pointsTo: 4999 },
  { name: '金卡', name_en: 'Gold', pointsFrom: 5000, pointsTo: 19999 },
  { name: '白金卡', name_en: 'Platinum', pointsFrom: 20000, pointsTo: 999999 },
];

async function insertLevels(db: Queryable, companyId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO res_member_level (company_id, data, created_by, updated_by)
     SELECT $1, level || '{"status": "active"}'::jsonb, 1, 1 FROM jsonb_array_elements($2::jsonb) AS level
     RETURNING id`,
    [companyId, JSON.stringify(LEVELS)],
  );
  return rows.map(({ id }) => id).sort((a, b) => a - b);
}

// Gender: 46% female, 42% male, 3% other, 9% none. Age 16 to 70, most near 43; 8% give no birthday.
// Level: 60% bronze, 25% silver, 11% gold, 4% platinum. VIP: 4% bought it, monthly (70%) or yearly;
// a VIP-until passed is a lapsed VIP. Member n signed up at now − span × (1 − √(n/N)): the newest last.
const MEMBERS_SQL = `
INSERT INTO res_member (company_id, data, created_by, updated_by, created_at, updated_at)
SELECT $1, jsonb_strip_nulls(jsonb_build_object(
         'nickname', '會員 ' || n, 'countryCode', '+852', 'phone', (50000000 + n)::text,
         'email', 'member' || n || '@example.com', 'accountStatus', 'active',
         'gender', CASE WHEN ${draw('n', 0, 100)} < 46 THEN 'female' WHEN ${draw('n', 0, 100)} < 88 THEN 'male'
                        WHEN ${draw('n', 0, 100)} < 91 THEN 'other' END,
         'birthday', CASE WHEN ${draw('n', 1, 100)} >= 8 THEN to_char((current_date
                        - make_interval(years => 16 + ${draw('n', 2, 28)}::int + ${draw('n', 3, 28)}::int))::date
                        - ${draw('n', 4, 365)}::int, 'YYYY-MM-DD') END,
         'memberLevelId', ($3::int[])[CASE WHEN ${draw('n', 5, 100)} < 60 THEN 1 WHEN ${draw('n', 5, 100)} < 85 THEN 2
                                         WHEN ${draw('n', 5, 100)} < 96 THEN 3 ELSE 4 END],
         'vip', v.until IS NOT NULL AND v.until >= current_date,
         'vipUntil', to_char(v.until, 'YYYY-MM-DD'))),
       1, 1, s.at, s.at
  FROM generate_series(1, $2) AS n
 CROSS JOIN LATERAL (SELECT now() - make_interval(secs => ${SIGN_UP_YEARS} * 365.25 * 86400 * (1 - sqrt(n::float8 / $2))) AS at) s
 CROSS JOIN LATERAL (SELECT CASE WHEN ${draw('n', 6, 100)} >= 4 THEN NULL
                                 WHEN ${draw('n', 7, 10)} < 7 THEN current_date + (${draw('n', 8, 45)}::int - 15)
                                 ELSE current_date + (${draw('n', 8, 500)}::int - 135) END AS until) v`;

/** The VIPs' renewals, each with its ledger transaction: up to a year of monthly terms, or two yearly. */
const RENEWALS_SQL = `
WITH vips AS (
  SELECT m.id AS member_id, (m.data->>'vipUntil')::date AS until,
         CASE WHEN ${draw('m.id', 0, 10)} < 7 THEN 'monthly' ELSE 'yearly' END AS duration
    FROM res_member m WHERE m.company_id = $1 AND m.deleted_at IS NULL AND m.data ? 'vipUntil'
), terms AS (
  SELECT v.member_id, v.duration, j, j = t.terms - 1 AS first,
         (v.until - j * t.step)::date AS vip_until, (v.until - (j + 1) * t.step)::date + 1 AS extended_from
    FROM vips v
   CROSS JOIN LATERAL (SELECT CASE v.duration WHEN 'monthly' THEN interval '1 month' ELSE interval '1 year' END AS step,
                              CASE v.duration WHEN 'monthly' THEN 1 + ${draw('v.member_id', 1, 12)}
                                   ELSE 1 + ${draw('v.member_id', 1, 2)} END AS terms) t
   CROSS JOIN generate_series(0, t.terms - 1) AS j
), sold AS (
  -- A term's first purchase starts on its day; a renewal comes a few days before the term it extends ends.
  SELECT terms.*, 'bench-vip:' || member_id || ':' || j AS ledger_key,
         CASE WHEN first THEN extended_from ELSE extended_from - (1 + ${draw('member_id * 16 + j', 2, 10)})::int END
           AS renewed_on
    FROM terms
), kept AS (
  SELECT sold.*, (renewed_on + time '12:00') AT TIME ZONE $2 AS renewed_at FROM sold WHERE renewed_on <= current_date
), posted AS (
  INSERT INTO ledger_transaction (company_id, idempotency_key, request_hash, source_kind, source_id, created_at)
  SELECT $1, ledger_key, 'bench', 'member', member_id::text, renewed_at FROM kept
  RETURNING id, idempotency_key
)
INSERT INTO vip_renewal (company_id, ledger_key, member_id, transaction_id, price, duration, extended_from,
                         vip_until, renewed_at, renewed_on)
SELECT $1, k.ledger_key, k.member_id, p.id, CASE k.duration WHEN 'monthly' THEN 8800 ELSE 88800 END,
       k.duration, k.extended_from, k.vip_until, k.renewed_at, k.renewed_on
  FROM kept k JOIN posted p ON p.idempotency_key = k.ledger_key`;

/** The reminder mailed a week before a term ends, for most terms ended or ending within the week. */
const REMINDERS_SQL = `
INSERT INTO send_record (company_id, task, occurrence, member_id, channel, status, created_at, updated_at, sent_at)
SELECT DISTINCT ON (r.member_id, r.vip_until) r.company_id, $3::text, to_char(r.vip_until, 'YYYY-MM-DD'), r.member_id,
       'email', 'sent', x.at, x.at, x.at
  FROM vip_renewal r CROSS JOIN LATERAL (SELECT (r.vip_until - 7 + time '10:00') AT TIME ZONE $2 AS at) x
 WHERE r.company_id = $1 AND r.vip_until - 7 <= current_date AND ${draw('r.member_id', 3, 10)} < 8`;

// Order o goes to member n ≤ the members signed up by its opening (the inverse of the sign-up
// curve above), drawn with a lean to the oldest (u^1.5): regulars come back, most members rarely.
const LINK_ORDERS_SQL = `
WITH span AS (
  SELECT min(id) AS first, count(*) AS members, extract(epoch FROM now() - min(created_at)) AS seconds
    FROM res_member WHERE company_id = $1 AND deleted_at IS NULL
)
UPDATE sales_order o
   SET member_id = span.first + floor(
         greatest(1, span.members * power(greatest(0, 1 - extract(epoch FROM now() - o.opened_at) / span.seconds), 2))
         * power(${draw('o.id', 1, 10000)} / 10000.0, 1.5))::int
  FROM span
 WHERE o.company_id = $1 AND ${draw('o.id', 0, 100)} < $2`;

export interface MembershipLoad {
  members: number;
  levels: number;
  vipRenewals: number;
  reminders: number;
  ordersNamingMembers: number;
  seconds: number;
}

/** Writes `count` members, their VIP history and the orders naming them, for the chain's company. */
export async function loadMembership(
  db: Database,
  companyId: number,
  timeZone: string,
  count = MEMBERSHIP_MEMBERS,
): Promise<MembershipLoad> {
  const started = performance.now();
  const levels = await insertLevels(db, companyId);
  const members = await db.query(MEMBERS_SQL, [companyId, count, levels]);
  // As a data migration loads: without the row triggers that keep each term's renewed and reminded
  // (migration 0064), one lookup per row; rebuildMembershipAnalysis states them afterwards.
  const [renewals, reminders] = await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    return [
      await tx.query(RENEWALS_SQL, [companyId, timeZone]),
      await tx.query(REMINDERS_SQL, [companyId, timeZone, VIP_REMINDER_TASK]),
    ];
  });
  const linked = await db.query(LINK_ORDERS_SQL, [companyId, MEMBER_ORDER_PERCENT]);
  return {
    members: members.rowCount,
    levels: levels.length,
    vipRenewals: renewals.rowCount,
    reminders: reminders.rowCount,
    ordersNamingMembers: linked.rowCount,
    seconds: (performance.now() - started) / 1000,
  };
}
