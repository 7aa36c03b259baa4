// Events (business §2 event_management, issue 26 item 1): the event is declared
// (schemas/events/event.json, its states and actions included); this module brings what a schema
// cannot say: the seats taken as the list reads them (event-seats.ts), the attendees inside its detail
// (event-attendees.ts), no deleting an event members are signed up for (event-hooks.ts), the
// members' own sign-up, cancellation and enrolments on their page, paid through the members' ledger
// (member-events-plugin.ts), and staff cancelling a member's sign-up from the event's row
// (enrolment-cancel-plugin.ts).
import { defineModule } from '../app-module';
import enrolmentCancelPlugin from './enrolment-cancel-plugin';
import { eventAttendees } from './event-attendees';
import { eventHooks } from './event-hooks';
import { ENROLMENT_READ, enrolledSql } from './event-seats';
import memberEventsPlugin from './member-events-plugin';

export default defineModule('events', {
  setup(kit, { config, service }) {
    const records = service.system(config.region);
    kit.computed('eventEnrolled', enrolledSql, ENROLMENT_READ);
    kit.detailList('eventAttendees', eventAttendees(records));
    kit.hooks('event', eventHooks(records));
  },
  async routes(app, context) {
    await app.register(memberEventsPlugin, context);
    await app.register(enrolmentCancelPlugin, context);
  },
});
