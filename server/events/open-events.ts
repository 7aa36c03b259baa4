// What his page offers (issue 26 item 1): his company's events open for sign-up (accepted, their
// deadline not passed on the company's calendar), soonest first, each with its seats left for him
// and his live enrolment, and the points and balance he may pay with.
import type { ApiRecord, Queryable, SystemRecords } from '../../engine/server';
import type { MemberEvents, OpenEvent } from '../../protocol/events';
import { companyToday } from '../members/vip/vip-company-job';
import { memberLedger } from '../members/member-ledger';
import { NO_SEATS_TAKEN, seatCounts } from './event-seats';
import { eventTerms, seatsLeft, signUpOpen } from './sign-up-rules';

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

async function liveEnrolments(q: Queryable, companyId: number, memberId: number) {
  const { rows } = await q.query<{ eventId: number; id: string }>(
    `SELECT event_id AS "eventId", id FROM event_enrolment
      WHERE company_id = $1 AND member_id = $2 AND status = 'enrolled'`,
    [companyId, memberId],
  );
  return new Map(rows.map(({ eventId, id }) => [eventId, Number(id)]));
}

export async function memberEvents(
  q: Queryable,
  records: SystemRecords,
  member: ApiRecord,
  fallbackZone: string,
): Promise<MemberEvents> {
  const companyId = member.companyId as number;
  const memberId = member.id as number;
  const today = await companyToday(q, records, companyId, fallbackZone, Date.now());
  const open = (await records.matching('event', { companyId, status: 'accepted' }))
    .filter((record) => signUpOpen(eventTerms(record), today))
    .sort(
      (a, b) =>
        String(a.eventDate).localeCompare(String(b.eventDate)) ||
        String(a.startTime).localeCompare(String(b.startTime)),
    );
  const counts = await seatCounts(
    q,
    companyId,
    open.map((record) => record.id as number),
  );
  const mine = await liveEnrolments(q, companyId, memberId);
  const gender = textOrNull(member.gender);
  const events = open.map((record): OpenEvent => {
    const terms = eventTerms(record);
    return {
      id: terms.id,
      title: terms.title,
      host: String(record.host),
      location: String(record.location),
      address: textOrNull(record.address),
      picture: textOrNull(record.picture),
      description: textOrNull(record.description),
      eventDate: terms.eventDate,
      startTime: terms.startTime,
      endTime: String(record.endTime),
      signUpDeadline: terms.signUpDeadline,
      costType: terms.costType,
      cost: terms.cost,
      seatsLeft: seatsLeft(terms, counts.get(terms.id) ?? NO_SEATS_TAKEN, gender),
      enrolmentId: mine.get(terms.id) ?? null,
    };
  });
  const spendable = async (account: 'points' | 'balance') =>
    (await memberLedger.spendable(q, companyId, account, [memberId])).get(memberId) ?? 0;
  return { points: await spendable('points'), balance: await spendable('balance'), events };
}
