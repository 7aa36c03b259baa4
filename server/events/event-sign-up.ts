// A member's sign-up for an event (issue 26 item 1): ONE database transaction that locks the event's
// row, so sign-ups for one event count its seats one after another, then answers a replayed key's
// first outcome, checks the event, the member and the seats left in all and for his gender
// (sign-up-rules.ts), takes the points or the fee through the ledger and writes the enrolment. A
// refusal anywhere leaves nothing posted or written; a seat is never sold twice, whatever the
// concurrency, because every sign-up of the event waits on the same lock.
import { Status } from '../../engine/protocol';
import {
  BusinessError,
  type ApiRecord,
  type Database,
  type LedgerPosting,
  type Queryable,
  type SystemRecords,
} from '../../engine/server';
import type { EventSignUp } from '../../protocol/events';
import { companyToday } from '../members/vip/vip-company-job';
import { memberLedger, type MemberLedgerAccount } from '../members/member-ledger';
import { vipOn } from '../membership-analysis/member-sales-rules';
import { enrolmentById } from './enrolment-rows';
import { eventRefused, refusedOn } from './event-refusals';
import { seatsAndHolder } from './event-seats';
import { eventTerms, signUpRefusal, type EventTerms } from './sign-up-rules';

export interface SignUpAsk {
  companyId: number;
  /** He as his page's sign-in read him, moments before (member-page-auth.ts refuses a suspended one). */
  member: ApiRecord;
  eventId: number;
  /** The key as kept: `page:<member>:<his key>` (member-events-plugin.ts). */
  key: string;
  /** The zone of a company without shops, whose calendar decides the deadline. */
  fallbackZone: string;
}

/** The ledger key of a sign-up's payment and the source its transactions name. */
export const paymentKey = (key: string) => `event:${key}`;
export const ENROLMENT_SOURCE = 'eventEnrolment';

const NOT_ENOUGH = {
  points: 'events:messages.notEnoughPoints',
  balance: 'events:messages.notEnoughBalance',
} as const;

/** What his sign-up posts: points or fee from him to the company's collected account; none when free. */
function payment(event: EventTerms, memberId: number): LedgerPosting<MemberLedgerAccount>[] {
  if (event.costType === 'points')
    return [
      { account: 'points', member: memberId, amount: -event.cost, type: 'activitySignUp' },
      { account: 'eventPointsCollected', amount: event.cost, type: 'activitySignUp' },
    ];
  if (event.costType === 'fee')
    return [
      { account: 'balance', member: memberId, amount: -event.cost, type: 'eventEnrollment' },
      { account: 'eventFeesCollected', amount: event.cost, type: 'eventEnrollment' },
    ];
  return [];
}

/** Refuses, naming the holding, a member with less than the event takes; the ledger's floors hold anyway. */
async function requireFunds(q: Queryable, companyId: number, memberId: number, event: EventTerms) {
  if (event.costType === 'free') return;
  const holding = event.costType === 'points' ? 'points' : 'balance';
  const spendable = await memberLedger.spendable(q, companyId, holding, [memberId]);
  if ((spendable.get(memberId) ?? 0) < event.cost)
    throw refusedOn(holding, NOT_ENOUGH[holding], `events:fields.${holding}`, Status.insufficientFunds);
}

/** The first outcome of the key, if it was used: a replay, or refused when it named another sign-up. */
async function replayOf(
  tx: Queryable,
  records: SystemRecords,
  ask: SignUpAsk,
): Promise<EventSignUp | undefined> {
  const { rows } = await tx.query<{ id: string; eventId: number; memberId: number }>(
    `SELECT id, event_id AS "eventId", member_id AS "memberId" FROM event_enrolment
      WHERE company_id = $1 AND idempotency_key = $2`,
    [ask.companyId, ask.key],
  );
  const first = rows[0];
  if (!first) return undefined;
  if (first.memberId !== ask.member.id || first.eventId !== ask.eventId)
    throw new BusinessError(Status.keyReused);
  const enrolment = await enrolmentById(tx, records, ask.companyId, Number(first.id));
  if (!enrolment) throw new Error('an enrolment just read is missing');
  const { memberId: _memberId, ...answer } = enrolment;
  return { ...answer, replayed: true };
}

// Everything between the lock and the commit waits for every other sign-up of the event, so it
// reads only what it must under the lock: the key, the seats (and whether he holds one), his funds.
async function signUpIn(
  tx: Queryable,
  records: SystemRecords,
  ask: SignUpAsk,
  today: string,
): Promise<EventSignUp> {
  const memberId = ask.member.id;
  // His sign-ups one at a time, whatever events they name: a key sent twice at once finds its first
  // outcome, never a duplicate key, and his funds are checked against what he last paid.
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('event_enrolment'), $1)", [memberId]);
  // His gender and VIP standing now, read before the event's lock that other sign-ups wait on.
  const member = (await records.find('member', memberId)) ?? ask.member;
  const [record] = await records.matching('event', { companyId: ask.companyId }, { lock: true }, ask.eventId);
  const replay = await replayOf(tx, records, ask);
  if (replay) return replay;
  if (!record) throw new BusinessError(Status.notFound);
  const event = eventTerms(record);
  const { counts, holding } = await seatsAndHolder(tx, ask.companyId, event.id, memberId);
  if (holding) throw eventRefused('events:messages.alreadyEnrolled');
  const gender = typeof member.gender === 'string' ? member.gender : null;
  // A term that ended yesterday is not VIP, whether or not the expiry job has run since.
  const vipUntil = typeof member.vipUntil === 'string' ? member.vipUntil : null;
  const vip = vipOn(member.vip === true, vipUntil, today);
  const refusal = signUpRefusal(event, { gender, vip }, counts, today);
  if (refusal) throw eventRefused(refusal);
  await requireFunds(tx, ask.companyId, memberId, event);
  const postings = payment(event, memberId);
  if (postings.length > 0)
    await memberLedger.post(tx, {
      companyId: ask.companyId,
      key: paymentKey(ask.key),
      postings,
      by: { member: memberId },
      source: { kind: ENROLMENT_SOURCE, id: String(event.id) },
    });
  const points = event.costType === 'points' ? event.cost : 0;
  const fee = event.costType === 'fee' ? event.cost : 0;
  const { rows } = await tx.query<{ id: string; enrolledAt: Date }>(
    `INSERT INTO event_enrolment (company_id, idempotency_key, event_id, member_id, gender, points, fee, payment_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, enrolled_at AS "enrolledAt"`,
    [
      ask.companyId,
      ask.key,
      event.id,
      memberId,
      gender,
      points,
      fee,
      postings.length > 0 ? paymentKey(ask.key) : null,
    ],
  );
  const made = rows[0];
  if (!made) throw new Error('an enrolment was not written');
  return {
    enrolmentId: Number(made.id),
    eventId: event.id,
    title: event.title,
    eventDate: event.eventDate,
    startTime: event.startTime,
    status: 'enrolled',
    points,
    fee,
    enrolledAt: new Date(made.enrolledAt).toISOString(),
    cancelledAt: null,
    replayed: false,
  };
}

/** Signs the member up once per key (see the head of this file). */
export async function signUp(db: Database, records: SystemRecords, ask: SignUpAsk): Promise<EventSignUp> {
  // The company's day, read before the transaction: nothing under the event's lock waits for it.
  const today = await companyToday(db, records, ask.companyId, ask.fallbackZone, Date.now());
  return db.transaction((tx) => signUpIn(tx, records.within(tx), ask, today));
}
