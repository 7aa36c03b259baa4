// Guards of an event's own writes that its enrolments decide. An event with members signed up
// cannot be deleted (their payments would have nothing to go back to), nor its maxima cut below the
// seats they hold (a full event would then count as oversold): staff cancel enrolments first, which
// gives each member back what he paid. The event rows are locked first, as a sign-up locks its
// event, so none slips in between the count and the write.
import { Status } from '../../engine/protocol';
import { BusinessError, type SystemRecords, type WriteHooks } from '../../engine/server';
import { refusedOn } from './event-refusals';
import { NO_SEATS_TAKEN, seatCounts } from './event-seats';
import type { SeatCounts } from './sign-up-rules';

/** Each limit a modification may lower, with the seats that bound it. */
const LIMITS: readonly (readonly [field: string, taken: keyof SeatCounts])[] = [
  ['maxAttendees', 'total'],
  ['maxMale', 'male'],
  ['maxFemale', 'female'],
];

export const eventHooks = (records: SystemRecords): WriteHooks => ({
  async beforeModify({ tx }, value, before) {
    const id = before.id as number;
    const companyId = before.companyId as number;
    await records.within(tx).matching('event', {}, { lock: true }, id);
    const counts = (await seatCounts(tx, companyId, [id])).get(id) ?? NO_SEATS_TAKEN;
    for (const [field, taken] of LIMITS) {
      const limit = value[field];
      if (typeof limit === 'number' && limit < counts[taken])
        throw refusedOn(field, 'events:messages.belowEnrolled', `events:fields.${field}`);
    }
  },
  async beforeDelete({ tx }, events) {
    const ids = events.map((event) => event.id as number);
    await records.within(tx).matching('event', {}, { lock: true }, ids);
    const { rows } = await tx.query(
      `SELECT 1 FROM event_enrolment
        WHERE company_id = ANY($1::int[]) AND event_id = ANY($2::int[]) AND status = 'enrolled' LIMIT 1`,
      [events.map((event) => event.companyId as number), ids],
    );
    if (rows.length > 0) throw BusinessError.because(Status.referenced, 'events:messages.hasEnrolments');
  },
});
