// An event's seats as its enrolments hold them (server/migrations/0058_event_enrolments.sql): the
// counts a sign-up checks under the event's lock, the counts of many events for the member's page,
// and the `enrolled` column of the event's list and detail, worked out as they are read.
import type { ComputedReads, ComputedSql, Queryable } from '../../engine/server';
import type { SeatCounts } from './sign-up-rules';

export const ENROLMENT_TABLE = 'event_enrolment';

/** An event no one has signed up for. */
export const NO_SEATS_TAKEN: SeatCounts = { total: 0, male: 0, female: 0 };

/** Live enrolments of each of the company's `events`, by event (an event with none is absent). */
export async function seatCounts(
  q: Queryable,
  companyId: number,
  events: readonly number[],
): Promise<Map<number, SeatCounts>> {
  const { rows } = await q.query<SeatCounts & { eventId: number }>(
    `SELECT event_id AS "eventId", count(*)::int AS total,
            count(*) FILTER (WHERE gender = 'male')::int AS male,
            count(*) FILTER (WHERE gender = 'female')::int AS female
       FROM event_enrolment
      WHERE company_id = $1 AND event_id = ANY($2::int[]) AND status = 'enrolled'
      GROUP BY event_id`,
    [companyId, [...events]],
  );
  return new Map(rows.map(({ eventId, ...counts }) => [eventId, counts]));
}

/** One event's live enrolments, and whether `memberId` holds one of them. */
export async function seatsAndHolder(
  q: Queryable,
  companyId: number,
  eventId: number,
  memberId: number,
): Promise<{ counts: SeatCounts; holding: boolean }> {
  const { rows } = await q.query<SeatCounts & { holding: boolean }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE gender = 'male')::int AS male,
            count(*) FILTER (WHERE gender = 'female')::int AS female,
            coalesce(bool_or(member_id = $3), false) AS holding
       FROM event_enrolment WHERE company_id = $1 AND event_id = $2 AND status = 'enrolled'`,
    [companyId, eventId, memberId],
  );
  const { holding, ...counts } = rows[0] ?? { ...NO_SEATS_TAKEN, holding: false };
  return { counts, holding };
}

/** The `enrolled` field: the event's live enrolments. */
export const enrolledSql: ComputedSql = (row) =>
  `(SELECT count(*)::int FROM event_enrolment e
     WHERE e.company_id = ${row}.company_id AND e.event_id = ${row}.id AND e.status = 'enrolled')`;

export const ENROLMENT_READ: ComputedReads = { tables: [ENROLMENT_TABLE] };
