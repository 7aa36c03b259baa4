// A booking held to its shop, inside the write's transaction: the shop's bookings are read and
// counted under a transaction-long advisory lock on the shop, so two bookings racing for its last
// seats are checked one after the other and the second sees the first. A guest's booking (the public
// page) must be one the slot function offers (protocol/reservation-slots.ts, shared with the page);
// a booking staff take (a phone call, the back office) may be at any time, but never past the seats.
import { settingsDefaults } from '../../engine/schema';
import type { FieldProblem, ResourceSchema } from '../../engine/schema';
import { recordRelation } from '../../engine/server';
import type { Queryable, SystemRecords } from '../../engine/server';

import type { HeldBooking, OpeningPeriod, ReservationRules } from '../../protocol/reservation-rules';
import { checkBooking, type BookingProblem } from '../../protocol/reservation-slots';
import { seatProfile } from '../../protocol/seat-profile';
import { MINUTE } from '../../protocol/zoned-time';

// The advisory lock's first key: the shop's id is the second.
const BOOKINGS_LOCK = 7_302_140;
/** The states whose bookings hold their seats (business spec §4). */
export const HOLDING_STATES = ['pending', 'waiting', 'arrived', 'cancelRequested'] as const;
const DAY = 24 * 60 * MINUTE;
/** The shop's reservation settings (schemas/reservations/reservation-settings.json). */
const SETTINGS = 'reservationSettings';

/** The shop's reservation rules: its saved settings (the declared defaults where none), its zone and hours. */
export async function shopBookingRules(
  records: SystemRecords,
  shopId: number,
  serverTimeZone: string,
): Promise<ReservationRules> {
  const [row] = await records.matching(SETTINGS, { shopId });
  const saved = { ...settingsDefaults(records.resource(SETTINGS)), ...row } as unknown as ReservationRules;
  const shop = await records.find('shop', shopId, { deletedToo: true });
  return {
    ...saved,
    // An open-ended range is saved without its ends.
    dateFrom: saved.dateFrom ?? null,
    dateTo: saved.dateTo ?? null,
    // A closed special date is saved without periods of its own.
    specialDates: (saved.specialDates ?? []).map((special) => ({
      ...special,
      timeSlots: special.timeSlots ?? [],
    })),
    timeZone: (typeof shop?.timeZone === 'string' && shop.timeZone) || serverTimeZone,
    openingHours: Array.isArray(shop?.openingHours) ? (shop.openingHours as OpeningPeriod[]) : [],
  };
}

/**
 * The bookings holding seats within two days of `start` (all a dining time on its date can meet),
 * but `exceptId`'s (the one being changed).
 */
export async function heldBookings(
  db: Queryable,
  reservations: ResourceSchema,
  shopId: number,
  start: number,
  rules: Pick<ReservationRules, 'diningMinutes' | 'seats'>,
  exceptId?: number,
): Promise<HeldBooking[]> {
  const bookings = recordRelation(reservations, ['startAt', 'people', 'type', 'status']);
  const { rows } = await db.query<{ start: Date; people: number; block: boolean }>(
    `SELECT "startAt"::timestamptz AS start, people, type = 'block' AS block FROM ${bookings} r
      WHERE shop_id = $1 AND id <> $2 AND status = ANY($3::text[])
        AND "startAt"::timestamptz BETWEEN $4 AND $5`,
    [shopId, exceptId ?? 0, [...HOLDING_STATES], new Date(start - 2 * DAY), new Date(start + 2 * DAY)],
  );
  // A block booking takes the whole room for its time, whatever its party.
  return rows.map((row) => ({
    start: row.start.getTime(),
    minutes: rules.diningMinutes,
    people: row.block ? rules.seats : row.people,
  }));
}

/** The same, once the shop's booking lock is taken for the rest of the transaction. */
export async function lockHeldBookings(
  tx: Queryable,
  reservations: ResourceSchema,
  shopId: number,
  start: number,
  rules: Pick<ReservationRules, 'diningMinutes' | 'seats'>,
  exceptId?: number,
): Promise<HeldBooking[]> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [BOOKINGS_LOCK, shopId]);
  return heldBookings(tx, reservations, shopId, start, rules, exceptId);
}

/** Where a broken rule is told: the party's size on `people`, anything about the time on `startAt`. */
export function bookingProblem(problem: BookingProblem): FieldProblem {
  const field = problem === 'party' ? 'people' : 'startAt';
  return {
    field,
    key: `reservations:booking.${problem}`,
    label: `reservations:fields.${field}`,
  };
}

/** A guest's booking: the first rule of the slot function it breaks, if any. */
export function guestBookingProblem(
  rules: ReservationRules,
  start: number,
  people: number,
  held: readonly HeldBooking[],
  now: number,
): FieldProblem | undefined {
  const check = checkBooking(rules, start, people, held, now);
  return check === 'ok' ? undefined : bookingProblem(check);
}

/**
 * A booking staff take: a party the shop accepts, and seats free for it throughout its dining time;
 * a block booking takes the whole room, so it needs every seat free. A booking whose time has passed
 * records what happened (entered or corrected afterwards): it takes no seat from anyone.
 */
export function staffBookingProblem(
  rules: ReservationRules,
  start: number,
  people: number,
  held: readonly HeldBooking[],
  now: number,
  block = false,
): FieldProblem | undefined {
  if (people > rules.maxPeople)
    return {
      field: 'people',
      key: 'reservations:rules.peopleOverMax',
      label: 'reservations:fields.people',
      params: { limit: rules.maxPeople },
    };
  if (start + rules.diningMinutes * MINUTE <= now) return undefined;
  const busiest = seatProfile(held).busiest(start, start + rules.diningMinutes * MINUTE);
  return busiest + (block ? rules.seats : people) > rules.seats ? bookingProblem('seats') : undefined;
}
