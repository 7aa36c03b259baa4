// A member's typed facts (migration 0062): what the demographic reports count him by, written from
// his record in the write's own transaction (member-facts-hooks.ts), so the reports never read the
// members' documents. His sign-up day and hour are his record's creation stamp on the application's
// clocks; the roll-ups follow every row written here (the table's trigger).
import type { ResourceSchema } from '../../engine/schema';
import { recordRelation, type ApiRecord, type Queryable } from '../../engine/server';
import { ageBandSql, ageBandUntilSql } from './age-bands';

/** The genders a member may give (schemas/members/member.json), and the code of one who gave none. */
export const MEMBER_GENDERS = ['male', 'female', 'other'] as const;
export const NO_GENDER = 'unknown';
export const GENDER_CODES: readonly string[] = [...MEMBER_GENDERS, NO_GENDER];

export interface MemberFacts {
  companyId: number;
  memberId: number;
  gender: string;
  birthday: string | null;
  /** 1 to 12; 0 without a date of birth. */
  birthMonth: number;
  signedUpAt: string;
  /** 0: no level. */
  levelId: number;
  vip: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** What the reports count a member record by. */
export function memberFacts(record: ApiRecord): MemberFacts {
  const gender = text(record.gender);
  const birthday = text(record.birthday);
  return {
    companyId: record.companyId as number,
    memberId: record.id,
    gender: gender && (MEMBER_GENDERS as readonly string[]).includes(gender) ? gender : NO_GENDER,
    birthday,
    birthMonth: birthday ? Number(birthday.slice(5, 7)) : 0,
    signedUpAt: record.createdAt as string,
    levelId: typeof record.memberLevelId === 'number' ? record.memberLevelId : 0,
    vip: record.vip === true,
  };
}

/** The SQL of a sign-up's business day and hour from `at` in the zone `zone` (both placeholders). */
const signUpDay = (at: string, zone: string) => `(${at} AT TIME ZONE ${zone})::date`;
const signUpHour = (at: string, zone: string) => `extract(hour FROM ${at} AT TIME ZONE ${zone})::smallint`;
/** The SQL of his age band today in the zone `zone`, and of the day it next changes (age-bands.ts). */
const today = (zone: string) => `(now() AT TIME ZONE ${zone})::date`;
export const ageBandNow = (birthday: string, zone: string) => ageBandSql(birthday, today(zone));
export const ageBandUntilNow = (birthday: string, zone: string) => ageBandUntilSql(birthday, today(zone));

/** Writes the facts of `records` (new or changed), their sign-up read in `timeZone`. */
export async function writeMemberFacts(
  q: Queryable,
  records: readonly ApiRecord[],
  timeZone: string,
): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map(memberFacts);
  await q.query(
    `INSERT INTO member_fact AS f (company_id, member_id, gender, birthday, birth_month, signed_up_at,
                                   signed_up_on, signed_up_hour, level_id, vip, age_band, age_band_until)
     SELECT r.company_id, r.member_id, r.gender, r.birthday, r.birth_month, r.at,
            ${signUpDay('r.at', '$9')}, ${signUpHour('r.at', '$9')}, r.level_id, r.vip,
            ${ageBandNow('r.birthday', '$9')}, ${ageBandUntilNow('r.birthday', '$9')}
       FROM unnest($1::int[], $2::int[], $3::text[], $4::date[], $5::smallint[], $6::timestamptz[],
                   $7::int[], $8::boolean[])
         AS r (company_id, member_id, gender, birthday, birth_month, at, level_id, vip)
     ON CONFLICT (company_id, member_id) DO UPDATE SET gender = excluded.gender,
       birthday = excluded.birthday, birth_month = excluded.birth_month,
       signed_up_at = excluded.signed_up_at, signed_up_on = excluded.signed_up_on,
       signed_up_hour = excluded.signed_up_hour, level_id = excluded.level_id, vip = excluded.vip,
       age_band = excluded.age_band, age_band_until = excluded.age_band_until, written_at = now()`,
    [
      rows.map((row) => row.companyId),
      rows.map((row) => row.memberId),
      rows.map((row) => row.gender),
      rows.map((row) => row.birthday),
      rows.map((row) => row.birthMonth),
      rows.map((row) => row.signedUpAt),
      rows.map((row) => row.levelId),
      rows.map((row) => row.vip),
      timeZone,
    ],
  );
}

/** Members written per statement of writeMissingMemberFacts: a batch's ids go as one array. */
const MEMBERS_PER_WRITE = 50_000;

/** The company's live members (`members`: their relation) that have no facts yet. */
async function membersWithoutFacts(q: Queryable, members: string, companyId: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT m.id FROM ${members} m
      WHERE m.company_id = $1
        AND NOT EXISTS (SELECT 1 FROM member_fact f WHERE f.company_id = m.company_id AND f.member_id = m.id)`,
    [companyId],
  );
  return rows.map(({ id }) => id);
}

/**
 * Writes the facts of every live member of the company that has none (`member` his resource): for
 * members loaded in bulk, whose writes ran no hook. The same facts memberFacts reads, in SQL. The
 * members are found first and written in batches: a statement that inserted into member_fact while
 * testing it for each member could read the rows it had just written, once per member.
 */
export async function writeMissingMemberFacts(
  q: Queryable,
  member: ResourceSchema,
  companyId: number,
  timeZone: string,
): Promise<void> {
  const members = recordRelation(member, ['gender', 'birthday', 'memberLevelId', 'vip']);
  const missing = await membersWithoutFacts(q, members, companyId);
  for (let start = 0; start < missing.length; start += MEMBERS_PER_WRITE)
    await q.query(
      `INSERT INTO member_fact (company_id, member_id, gender, birthday, birth_month, signed_up_at,
                                signed_up_on, signed_up_hour, level_id, vip, age_band, age_band_until)
       SELECT m.company_id, m.id, CASE WHEN m.gender = ANY($3::text[]) THEN m.gender ELSE $4 END,
              m.born, COALESCE(extract(month FROM m.born), 0),
              m.created_at, ${signUpDay('m.created_at', '$5')}, ${signUpHour('m.created_at', '$5')},
              COALESCE(m."memberLevelId", 0), COALESCE(m.vip, false),
              ${ageBandNow('m.born', '$5')}, ${ageBandUntilNow('m.born', '$5')}
         FROM (SELECT r.*, NULLIF(r.birthday, '')::date AS born FROM ${members} r) m
         JOIN unnest($2::int[]) AS batch (id) ON batch.id = m.id
        WHERE m.company_id = $1`,
      [companyId, missing.slice(start, start + MEMBERS_PER_WRITE), MEMBER_GENDERS, NO_GENDER, timeZone],
    );
}

/** Removes deleted members' facts: a deleted member is counted nowhere. */
export async function dropMemberFacts(q: Queryable, records: readonly ApiRecord[]): Promise<void> {
  if (records.length === 0) return;
  await q.query(
    `DELETE FROM member_fact f USING unnest($1::int[], $2::int[]) AS r (company_id, member_id)
      WHERE f.company_id = r.company_id AND f.member_id = r.member_id`,
    [records.map((record) => record.companyId), records.map((record) => record.id)],
  );
}

/**
 * Moves members' sign-ups to the given moments: for the one writer of a creation stamp after the
 * record is made, the demo's seeding (and tests standing in for it).
 */
export async function setSignUpTimes(
  q: Queryable,
  companyId: number,
  signUps: readonly { memberId: number; at: string }[],
  timeZone: string,
): Promise<void> {
  if (signUps.length === 0) return;
  await q.query(
    `UPDATE member_fact f SET signed_up_at = s.at, signed_up_on = ${signUpDay('s.at', '$4')},
            signed_up_hour = ${signUpHour('s.at', '$4')}, written_at = now()
       FROM unnest($2::int[], $3::timestamptz[]) AS s (member_id, at)
      WHERE f.company_id = $1 AND f.member_id = s.member_id`,
    [companyId, signUps.map((signUp) => signUp.memberId), signUps.map((signUp) => signUp.at), timeZone],
  );
}
