// An event with members signed up cannot be deleted (their payments would have nothing to go back
// to): staff cancel the enrolments first, which gives each member back what he paid. The event rows
// are locked first, as a sign-up locks its event, so none slips in between the count and the delete.
import { Status } from '../../engine/protocol';
import { BusinessError, type SystemRecords, type WriteHooks } from '../../engine/server';

export const eventHooks = (records: SystemRecords): WriteHooks => ({
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
