// The demo's reservations (issue 14 item 4): each demo shop's preset remarks and a week of bookings
// around today in every state of business spec §4, taken and moved through the resource engine's
// own create and actions, so each meets the rules, hooks and audit a screen's call meets. Tsim Sha
// Tsui also takes bookings (its settings saved, so its booking URL exists); the other shops keep
// their reservation settings unsaved, at the declared defaults.
import { settingsDefaults } from '../../engine/schema';
import type { CheckedSchemas, ResourceSchema } from '../../engine/schema';
import { systemActor } from '../../engine/server';
import type { Database, Queryable } from '../../engine/server';
import { demoService } from './demo-service';
import { addDays, zonedDate, zonedInstant, zonedIso } from '../../protocol/zoned-time';

const SEEDER = systemActor('hk');
/** The demo shops name no zone of their own: they keep Hong Kong's, the server's default. */
const DEMO_ZONE = 'Asia/Hong_Kong';
const BOOKING_SHOP = 'tst';

const PRESET_REMARKS = [
  { name: '靠窗座位 Window seat', forPos: true, forCustomer: true, showOrder: 1 },
  { name: 'BB櫈 High chair', forPos: true, forCustomer: true, showOrder: 2 },
  { name: '生日 Birthday', forPos: true, forCustomer: false, showOrder: 3 },
];

interface DemoBooking {
  /** Days from today, and the time of day in minutes. */
  day: number;
  minute: number;
  people: number;
  /** The actions taken since it was booked, in order, each with its input. */
  actions: [string, Record<string, unknown>?][];
  type?: 'block';
  /** Indexes into the shop's preset remarks. */
  remarks?: number[];
}

const BOOKINGS: DemoBooking[] = [
  { day: -3, minute: 19 * 60, people: 2, actions: [['accept'], ['requestCancel'], ['acceptCancel']] },
  { day: -1, minute: 19 * 60, people: 4, actions: [['accept'], ['arrive']], remarks: [0] },
  { day: -1, minute: 20 * 60, people: 3, actions: [['accept'], ['markNotArrived']] },
  { day: 0, minute: 12 * 60 + 30, people: 2, actions: [['accept']] },
  { day: 0, minute: 19 * 60 + 30, people: 6, actions: [], remarks: [1, 2] },
  { day: 1, minute: 19 * 60, people: 10, actions: [], type: 'block' },
  // After the block booking's dining time: it takes the whole room until then.
  { day: 1, minute: 21 * 60, people: 2, actions: [['accept'], ['requestCancel']] },
  { day: 2, minute: 18 * 60 + 30, people: 8, actions: [['decline', { declineReason: 'fullyBooked' }]] },
];

/** The guests, dealt to each shop's bookings from another place in the list. */
const GUESTS = [
  { lastName: '黃', firstName: '志明', phone: '61234501' },
  { lastName: 'Chan', firstName: 'Siu Ming', phone: '91234502' },
  { lastName: '李', firstName: '嘉欣', phone: '51234503' },
  { lastName: 'Wong', firstName: 'Ka Yan', phone: '61234504' },
  { lastName: '張', firstName: '家輝', phone: '91234505' },
  { lastName: 'Lee', firstName: 'Wing', phone: '51234506' },
  { lastName: '陳', firstName: '美玲', phone: '61234507' },
  { lastName: 'Ho', firstName: 'Man Kit', phone: '91234508' },
  { lastName: '劉', firstName: '德明', phone: '61234509' },
  { lastName: 'Cheung', firstName: 'Hoi Yan', phone: '91234510' },
  { lastName: '吳', firstName: '詠詩', phone: '51234511' },
];

function resourceOf(schemas: CheckedSchemas, name: string): ResourceSchema {
  const resource = schemas.byName.get(name);
  if (!resource) throw new Error(`demo reservations: no resource ${name}`);
  return resource;
}

export async function seedReservations(
  db: Database,
  tx: Queryable,
  schemas: CheckedSchemas,
  shopIds: Map<string, number>,
  now = Date.now(),
): Promise<void> {
  const service = demoService(db, schemas).within(tx);
  const settings = resourceOf(schemas, 'reservationSettings');
  const remark = resourceOf(schemas, 'reservationPresetRemark');
  const reservation = resourceOf(schemas, 'reservation');
  const actions = reservation.stateMachine?.actions ?? {};
  const today = zonedDate(now, DEMO_ZONE);
  for (const [shopIndex, [key, shopId]] of [...shopIds].entries()) {
    // A first save, as the settings' own makes it: the declared defaults under the changes.
    if (key === BOOKING_SHOP)
      await service.createWithin(tx, settings, SEEDER, {
        ...settingsDefaults(settings),
        enabled: true,
        maxPeople: 12,
        seats: 60,
        shopId,
      });
    const remarkIds: number[] = [];
    for (const preset of PRESET_REMARKS)
      remarkIds.push((await service.createWithin(tx, remark, SEEDER, { ...preset, shopId })).id);
    for (const [
      index,
      { day, minute, actions: taken, remarks = [], type = 'regular', people },
    ] of BOOKINGS.entries()) {
      const startAt = zonedIso(zonedInstant(addDays(today, day), minute, DEMO_ZONE), DEMO_ZONE);
      const made = await service.createWithin(tx, reservation, SEEDER, {
        ...GUESTS[(index + shopIndex * 3) % GUESTS.length],
        people,
        type,
        startAt,
        shopId,
        presetRemarkIds: remarks.flatMap((preset) => remarkIds[preset] ?? []),
      });
      for (const [name, input = {}] of taken) {
        const action = actions[name];
        if (!action) throw new Error(`demo reservations: no action ${name}`);
        await service.transition(reservation, name, action, SEEDER, { id: made.id, ...input });
      }
    }
  }
}
