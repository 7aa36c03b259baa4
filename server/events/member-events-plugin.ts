// Events on the member's own page (docs/api.md "Events on the member's page"): the open events of
// his company, his sign-up, its cancellation and his enrolments, signed in with his token as every
// call of his page (member-page-auth.ts). His keys are kept apart from other members'.
import type { FastifyPluginAsync } from 'fastify';
import { bodySchema, callerKeySchema, ok, PAGING_PROPERTIES, pageOf, ROW_ID } from '../../engine/server';
import type {
  EnrolmentCancelBody,
  EventEnrolment,
  EventSignUp,
  EventSignUpBody,
  MemberEvents,
} from '../../protocol/events';
import type { ModuleContext } from '../app-module';
import { memberAuth, MEMBER_ROUTE } from '../members/member-page-auth';
import { companyToday } from '../members/vip/vip-company-job';
import { memberEnrolments } from './enrolment-rows';
import { cancelEnrolment } from './event-cancel';
import { signUp } from './event-sign-up';
import { memberEvents } from './open-events';

const ENROLMENT_ID = { ...ROW_ID, title: 'events:fields.enrolment' };

const SIGN_UP_BODY = bodySchema(
  { eventId: { ...ROW_ID, title: 'events:fields.event' }, key: callerKeySchema('events:fields.requestKey') },
  ['eventId', 'key'],
);
const CANCEL_BODY = bodySchema({ enrolmentId: ENROLMENT_ID }, ['enrolmentId']);
const ENROLMENTS_BODY = bodySchema(PAGING_PROPERTIES);

const memberEventsPlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, records, config }) => {
  const members = memberAuth(db, records);
  const route = { ...MEMBER_ROUTE, preValidation: members.authenticate };

  app.put('/member-page/events', { ...route, schema: { body: bodySchema({}) } }, async (request) =>
    ok<MemberEvents>(await memberEvents(db, records, members.of(request).member, config.timeZone)),
  );

  app.post<{ Body: EventSignUpBody }>(
    '/member-page/events/sign-up',
    { ...route, schema: { body: SIGN_UP_BODY } },
    async (request) => {
      const { session, member } = members.of(request);
      return ok<EventSignUp>(
        await signUp(db, records, {
          companyId: session.companyId,
          member,
          eventId: request.body.eventId,
          key: `page:${session.memberId}:${request.body.key}`,
          fallbackZone: config.timeZone,
        }),
      );
    },
  );

  app.post<{ Body: EnrolmentCancelBody }>(
    '/member-page/events/cancel',
    { ...route, schema: { body: CANCEL_BODY } },
    async (request) => {
      const { session } = members.of(request);
      return ok<EventEnrolment>(
        await cancelEnrolment(db, records, {
          companyId: session.companyId,
          enrolmentId: request.body.enrolmentId,
          holder: { memberId: session.memberId },
          by: { member: session.memberId },
          memberToday: await companyToday(db, records, session.companyId, config.timeZone, Date.now()),
        }),
      );
    },
  );

  app.put<{ Body: { pageNumber?: number; pageSize?: number } }>(
    '/member-page/events/enrolments',
    { ...route, schema: { body: ENROLMENTS_BODY } },
    async (request) => {
      const { session } = members.of(request);
      const page = await memberEnrolments(
        db,
        records,
        session.companyId,
        session.memberId,
        pageOf(request.body),
      );
      return ok<EventEnrolment[]>(
        page.rows.map(({ memberId: _memberId, ...enrolment }) => enrolment),
        page.total,
      );
    },
  );
};

export default memberEventsPlugin;
