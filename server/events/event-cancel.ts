// An enrolment cancelled, by its member on his page or by staff from the event's row: ONE
// transaction that locks the event's row (as a sign-up does, so seats are counted one change at a
// time), marks the enrolment cancelled, freeing its seat, and takes back the ledger transaction
// that paid for it whole (memberLedger.reverse): points return to the lots they came from, a fee to
// his balance. An enrolment already cancelled is refused and nothing moves twice. A member cancels
// his own only until the sign-up deadline, as he signed up (a refund after the event would be a
// free seat); staff may cancel at any time.
import { Status } from '../../engine/protocol';
import { BusinessError, type Database, type LedgerCause, type SystemRecords } from '../../engine/server';
import type { EventEnrolment } from '../../protocol/events';
import { memberLedger } from '../members/member-ledger';
import { enrolmentById } from './enrolment-rows';
import { refusedOn } from './event-refusals';

export interface CancelAsk {
  companyId: number;
  enrolmentId: number;
  /** Who must hold it: the member himself on his page, the event staff named from its row. */
  holder: { memberId: number } | { eventId: number };
  by: LedgerCause;
  /** The company's day when the member himself cancels: past the deadline he may not. */
  memberToday?: string;
}

/** The key of the transaction taking a payment back: one per enrolment. */
const cancellationKey = (enrolmentId: number) => `event-cancel:${enrolmentId}`;

const held = (enrolment: { memberId: number; eventId: number }, holder: CancelAsk['holder']) =>
  'memberId' in holder ? enrolment.memberId === holder.memberId : enrolment.eventId === holder.eventId;

/** Cancels the enrolment (see the head of this file) and answers it as it now stands. */
export const cancelEnrolment = (
  db: Database,
  records: SystemRecords,
  ask: CancelAsk,
): Promise<EventEnrolment> =>
  db.transaction(async (tx) => {
    const within = records.within(tx);
    const found = await enrolmentById(tx, within, ask.companyId, ask.enrolmentId);
    if (!found || !held(found, ask.holder)) throw new BusinessError(Status.notFound);
    const [event] = await within.matching(
      'event',
      { companyId: ask.companyId },
      { lock: true, deletedToo: true },
      found.eventId,
    );
    if (ask.memberToday !== undefined && (!event || ask.memberToday > String(event.signUpDeadline)))
      throw refusedOn('enrolmentId', 'events:messages.cancelClosed', 'events:fields.enrolment');
    const { rows } = await tx.query<{ paymentKey: string | null }>(
      `UPDATE event_enrolment SET status = 'cancelled', cancelled_at = now()
        WHERE company_id = $1 AND id = $2 AND status = 'enrolled' RETURNING payment_key AS "paymentKey"`,
      [ask.companyId, ask.enrolmentId],
    );
    const cancelled = rows[0];
    if (!cancelled) throw refusedOn('enrolmentId', 'events:messages.notEnrolled', 'events:fields.enrolment');
    if (cancelled.paymentKey !== null)
      await memberLedger.reverse(tx, {
        companyId: ask.companyId,
        key: cancellationKey(ask.enrolmentId),
        reverses: cancelled.paymentKey,
        by: ask.by,
        types: { points: 'refund', cents: 'refund' },
      });
    const { memberId: _memberId, ...enrolment } =
      (await enrolmentById(tx, within, ask.companyId, ask.enrolmentId)) ?? found;
    return enrolment;
  });
