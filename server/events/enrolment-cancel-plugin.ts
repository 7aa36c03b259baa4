// POST /event/enrolment/cancel: staff cancel a member's sign-up from the event's row (its call
// "Cancel a member's sign-up", schemas/events/event.json). The event is found within the caller's
// reach through the resource service, so another company's event is not found, and the member's
// live enrolment of that event is cancelled as on his own page: what he paid goes back.
import type { FastifyPluginAsync } from 'fastify';
import { actorOf, allow, bodySchema, BusinessError, ok, ROW_ID } from '../../engine/server';
import { Status } from '../../engine/protocol';
import type { EventEnrolment, StaffEnrolmentCancelBody } from '../../protocol/events';
import type { ModuleContext } from '../app-module';
import { cancelEnrolment } from './event-cancel';
import { refusedOn } from './event-refusals';

export const CANCEL_ENROLMENT_PRIVILEGE = 'events_cancel_enrolment';

const BODY = bodySchema(
  { id: { ...ROW_ID, title: 'events:fields.event' }, memberId: { ...ROW_ID, title: 'events:fields.member' } },
  ['id', 'memberId'],
);

const enrolmentCancelPlugin: FastifyPluginAsync<ModuleContext> = async (
  app,
  { db, records, schemas, service },
) => {
  const events = schemas.byName.get('event');
  if (!events) throw new Error('the events module needs its event schema');
  app.post<{ Body: StaffEnrolmentCancelBody }>(
    '/event/enrolment/cancel',
    {
      ...allow({ kind: 'privilege', key: CANCEL_ENROLMENT_PRIVILEGE, resource: events.name }),
      schema: { body: BODY },
    },
    async (request) => {
      const actor = actorOf(request);
      const [event] = (await service.query(events, actor, { id: request.body.id })).rows;
      if (!event) throw new BusinessError(Status.notFound);
      const companyId = event.companyId as number;
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM event_enrolment
          WHERE company_id = $1 AND event_id = $2 AND member_id = $3 AND status = 'enrolled'`,
        [companyId, event.id, request.body.memberId],
      );
      const enrolment = rows[0];
      if (!enrolment)
        throw refusedOn('memberId', 'events:messages.memberNotEnrolled', 'events:fields.member');
      return ok<EventEnrolment>(
        await cancelEnrolment(db, records, {
          companyId,
          enrolmentId: Number(enrolment.id),
          holder: { eventId: event.id },
          by: actor.userId === null ? {} : { user: actor.userId },
        }),
      );
    },
  );
};

export default enrolmentCancelPlugin;
