// The demo's events (issue 26 item 1): for each demo company, a tasting paid in points and a dinner
// paid from the balance, both accepted and open for sign-up, and an open day still waiting for
// acceptance, dated from today so the member page always has something to offer. Made and accepted
// through the resource engine's own create and action, so each meets the event's rules and audit.
import type { CheckedSchemas } from '../../engine/schema';
import { systemActor } from '../../engine/server';
import type { Database, Queryable } from '../../engine/server';
import { addDays, zonedDate } from '../../protocol/zoned-time';
import { DEMO_COMPANIES } from './demo-data';
import { demoService } from './demo-service';

const SEEDER = systemActor('hk');
const DEMO_ZONE = 'Asia/Hong_Kong';

interface DemoEvent {
  /** Days from today to the event, and to its sign-up deadline. */
  day: number;
  deadline: number;
  accepted: boolean;
  fields: Record<string, unknown>;
}

const EVENTS: DemoEvent[] = [
  {
    day: 14,
    deadline: 10,
    accepted: true,
    fields: {
      title: '春季品酒會 Spring wine tasting',
      description: '六款春季新酒，配主廚小食。Six spring wines with the chef’s small plates.',
      startTime: '19:00',
      endTime: '21:30',
      maxAttendees: 30,
      maxMale: 15,
      maxFemale: 15,
      costPerPerson: 38_000,
      signUpCostType: 'points',
      signUpPoints: 200,
    },
  },
  {
    day: 30,
    deadline: 25,
    accepted: true,
    fields: {
      title: '主廚晚宴 Chef’s table dinner',
      description: '七道菜的季節晚宴。A seven-course seasonal dinner.',
      startTime: '18:30',
      endTime: '22:00',
      maxAttendees: 12,
      costPerPerson: 68_000,
      signUpCostType: 'fee',
      signUpFee: 20_000,
    },
  },
  {
    day: 21,
    deadline: 18,
    accepted: false,
    fields: {
      title: '廚房開放日 Kitchen open day',
      startTime: '10:00',
      endTime: '12:00',
      maxAttendees: 40,
      signUpCostType: 'free',
    },
  },
];

export async function seedEvents(
  db: Database,
  tx: Queryable,
  schemas: CheckedSchemas,
  companyIds: Map<string, number>,
  now = Date.now(),
): Promise<void> {
  const service = demoService(db, schemas).within(tx);
  const event = schemas.byName.get('event');
  const accept = event?.stateMachine?.actions.accept;
  if (!event || !accept) throw new Error('demo events: no event resource or its accept action');
  const today = zonedDate(now, DEMO_ZONE);
  for (const company of DEMO_COMPANIES)
    for (const { day, deadline, accepted, fields } of EVENTS) {
      const made = await service.createWithin(tx, event, SEEDER, {
        ...fields,
        companyId: companyIds.get(company.key),
        // The company runs it, at its first branch.
        host: company.name,
        location: company.shops[0]?.name ?? company.name,
        address: company.address,
        attendeeType: 'allMembers',
        eventDate: addDays(today, day),
        signUpDeadline: addDays(today, deadline),
      });
      if (accepted) await service.transition(event, 'accept', accept, SEEDER, { id: made.id });
    }
}
