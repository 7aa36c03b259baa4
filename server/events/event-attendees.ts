// The attendees of an event, newest first: the detail list "attendees" of its record
// (schemas/events/event.json), each enrolment with its member as he reads now (his nickname, else his
// email), his gender as he signed up, his phone, what he paid and when, and whether it still stands.
import { recordRelation, type DetailListProvider, type SystemRecords } from '../../engine/server';

interface AttendeeRow {
  member: string | null;
  gender: string | null;
  phone: string | null;
  points: number;
  fee: number;
  enrolledAt: Date;
  status: string;
}

export const eventAttendees =
  (records: SystemRecords): DetailListProvider =>
  async (q, { record, companyId, limit, offset }) => {
    if (companyId === null || typeof record.id !== 'number') return { rows: [], total: 0 };
    const members = recordRelation(
      records.resource('member'),
      ['nickname', 'email', 'countryCode', 'phone'],
      {
        deletedToo: true,
      },
    );
    const counted = await q.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM event_enrolment WHERE company_id = $1 AND event_id = $2',
      [companyId, record.id],
    );
    const { rows } = await q.query<AttendeeRow>(
      `SELECT coalesce(m.nickname, m.email) AS member, n.gender,
              nullif(concat_ws(' ', m."countryCode", m.phone), '') AS phone,
              n.points, n.fee, n.enrolled_at AS "enrolledAt", n.status
         FROM event_enrolment n
         LEFT JOIN ${members} m ON m.id = n.member_id AND m.company_id = n.company_id
        WHERE n.company_id = $1 AND n.event_id = $2
        ORDER BY n.enrolled_at DESC, n.id DESC
        LIMIT $3 OFFSET $4`,
      [companyId, record.id, limit, offset],
    );
    return {
      total: counted.rows[0]?.total ?? 0,
      rows: rows.map((row) => ({
        ...row,
        points: row.points === 0 ? null : row.points,
        fee: row.fee === 0 ? null : row.fee,
        enrolledAt: new Date(row.enrolledAt).toISOString(),
      })),
    };
  };
