// Enrolments as his page and the sign-up answer them, each with its event's title and date as the
// event reads now (a deleted event's too): read by one query, for one enrolment or a member's page.
import { recordRelation, type Queryable, type SystemRecords } from '../../engine/server';
import type { EnrolmentState, EventEnrolment } from '../../protocol/events';

interface EnrolmentRow {
  memberId: number;
  enrolmentId: string;
  eventId: number;
  title: string;
  eventDate: string;
  startTime: string;
  status: EnrolmentState;
  points: number;
  fee: number;
  enrolledAt: Date;
  cancelledAt: Date | null;
}

/** An enrolment with the member who made it. */
export type MemberEnrolment = EventEnrolment & { memberId: number };

const answer = (row: EnrolmentRow): MemberEnrolment => ({
  ...row,
  enrolmentId: Number(row.enrolmentId),
  enrolledAt: new Date(row.enrolledAt).toISOString(),
  cancelledAt: row.cancelledAt === null ? null : new Date(row.cancelledAt).toISOString(),
});

/** `where` is trusted SQL over `n` (the enrolment) whose parameters follow the company's ($1). */
async function enrolmentsWhere(
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  where: string,
  params: readonly unknown[],
  page = '',
): Promise<MemberEnrolment[]> {
  const events = recordRelation(records.resource('event'), ['title', 'eventDate', 'startTime'], {
    deletedToo: true,
  });
  const { rows } = await q.query<EnrolmentRow>(
    `SELECT n.member_id AS "memberId", n.id AS "enrolmentId", n.event_id AS "eventId", v.title, v."eventDate", v."startTime",
            n.status, n.points, n.fee, n.enrolled_at AS "enrolledAt", n.cancelled_at AS "cancelledAt"
       FROM event_enrolment n JOIN ${events} v ON v.id = n.event_id AND v.company_id = n.company_id
      WHERE n.company_id = $1 AND ${where}
      ORDER BY n.enrolled_at DESC, n.id DESC ${page}`,
    [companyId, ...params],
  );
  return rows.map(answer);
}

/** One enrolment by id. */
export async function enrolmentById(
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  id: number,
): Promise<MemberEnrolment | undefined> {
  return (await enrolmentsWhere(q, records, companyId, 'n.id = $2', [id]))[0];
}

/** A page of the member's enrolments, newest first, and how many he has. */
export async function memberEnrolments(
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: MemberEnrolment[]; total: number }> {
  const counted = await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM event_enrolment WHERE company_id = $1 AND member_id = $2',
    [companyId, memberId],
  );
  const rows = await enrolmentsWhere(
    q,
    records,
    companyId,
    'n.member_id = $2',
    [memberId, page.limit, page.offset],
    'LIMIT $3 OFFSET $4',
  );
  return { rows, total: counted.rows[0]?.total ?? 0 };
}
