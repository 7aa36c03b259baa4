// The free reservation slots of a date, and the check of one booking (issue 14). The guest's booking
// page, the back office and the server's re-check inside the booking transaction all ask these two,
// so they always agree: a start is in freeSlots exactly when checkBooking answers 'ok'.
//
// A start is offered on a date (the shop's calendar, in its time zone) when:
// - reservations are enabled, the party is 1..maxPeople people, and the date lies in dateFrom..dateTo;
// - it is a start the date's booking periods offer: every `interval` minutes from a period's start while
//   before its end; a special date's periods (none when closed) else, on a regular weekday, timeSlots;
//   a period running past midnight offers its later part on the next date, as the day it started on
//   decides (reservation-day.ts);
// - its time of day lies in earliestTime..latestTime (wrapping past midnight when latest < earliest);
// - the whole dining time [start, start + diningMinutes] lies inside the shop's opening hours, periods
//   that meet counting as one opening (opening-windows.ts);
// - it is at or after now + cutOff (reservation-cut-off.ts);
// - at every instant of [start, start + diningMinutes) the people of the held bookings plus the party
//   fit in `seats`; a slot's freeSeats are the seats left, before the party, at the busiest instant.
// Clock changes: a wall time the clocks skip is not offered, one shown twice is offered once, at its
// first showing, and dining time is elapsed time.
import { openingWindows, openThroughout, type OpeningWindow } from './opening-windows';
import { cutOffLimit } from './reservation-cut-off';
import { bookingHoursOf, bookingStarts, withinDateRange } from './reservation-day';
import type { HeldBooking, ReservationRules, Slot } from './reservation-rules';
import { seatProfile, type SeatProfile } from './seat-profile';
import {
  addDays,
  DAY_MINUTES,
  exactZonedInstant,
  MINUTE,
  timeOfDay,
  zonedInstant,
  zonedWallTime,
} from './zoned-time';

/** The first rule a booking breaks, in the order they are checked; the server turns it into a message. */
export type BookingProblem =
  'disabled' | 'party' | 'date' | 'closed' | 'time' | 'opening' | 'cutOff' | 'seats';
export type BookingCheck = 'ok' | BookingProblem;

const partyFits = (rules: ReservationRules, people: number): boolean =>
  Number.isInteger(people) && people >= 1 && people <= rules.maxPeople;

/** What a start on one date must still pass once the date offers its time: opening, cut-off and seats. */
class BookingDay {
  private readonly windows: OpeningWindow[];
  private readonly profile: SeatProfile;
  private readonly earliest: number;
  private readonly dining: number;

  constructor(
    private readonly rules: ReservationRules,
    date: string,
    held: readonly HeldBooking[],
    now: number,
  ) {
    this.dining = rules.diningMinutes * MINUTE;
    // Openings that can hold a start on `date`: from the evening before to past the longest dining time.
    const days = 3 + Math.floor(rules.diningMinutes / DAY_MINUTES);
    this.windows = openingWindows(rules.openingHours, rules.timeZone, addDays(date, -1), days);
    // Only the bookings that can meet a start on `date`: a month's bookings are sorted for one date.
    const from = zonedInstant(date, 0, rules.timeZone);
    const to = zonedInstant(addDays(date, 1), 0, rules.timeZone) + this.dining;
    this.profile = seatProfile(
      held.filter((booking) => booking.start < to && booking.start + booking.minutes * MINUTE > from),
    );
    this.earliest = cutOffLimit(rules.cutOff, now, rules.timeZone);
  }

  freeSeats(start: number): number {
    return this.rules.seats - this.profile.busiest(start, start + this.dining);
  }

  problem(start: number, people: number, freeSeats: number): BookingProblem | undefined {
    if (!openThroughout(this.windows, start, start + this.dining)) return 'opening';
    if (start < this.earliest) return 'cutOff';
    if (people > freeSeats) return 'seats';
    return undefined;
  }
}

/** The starts on `date` (shop's calendar) where a party of `people` can be booked, in order. */
export function freeSlots(
  rules: ReservationRules,
  date: string,
  people: number,
  held: readonly HeldBooking[],
  now: number,
): Slot[] {
  if (!rules.enabled || !partyFits(rules, people) || !withinDateRange(rules, date)) return [];
  const day = new BookingDay(rules, date, held, now);
  const withinBookingHours = bookingHoursOf(rules);
  const slots: Slot[] = [];
  for (const minute of bookingStarts(rules, date)) {
    if (!withinBookingHours(minute)) continue;
    const start = exactZonedInstant(date, minute, rules.timeZone);
    if (start === undefined) continue;
    const freeSeats = day.freeSeats(start);
    if (!day.problem(start, people, freeSeats)) slots.push({ start, time: timeOfDay(minute), freeSeats });
  }
  return slots;
}

/** The same rules for one start instant: 'ok', or the first rule it breaks. */
export function checkBooking(
  rules: ReservationRules,
  start: number,
  people: number,
  held: readonly HeldBooking[],
  now: number,
): BookingCheck {
  if (!rules.enabled) return 'disabled';
  if (!partyFits(rules, people)) return 'party';
  const { date, minute } = zonedWallTime(start, rules.timeZone);
  if (!withinDateRange(rules, date)) return 'date';
  const starts = bookingStarts(rules, date);
  if (starts.length === 0) return 'closed';
  const offered =
    starts.includes(minute) &&
    bookingHoursOf(rules)(minute) &&
    // Not a second showing of the time when the clocks go back, nor a start between whole minutes.
    exactZonedInstant(date, minute, rules.timeZone) === start;
  if (!offered) return 'time';
  const day = new BookingDay(rules, date, held, now);
  return day.problem(start, people, day.freeSeats(start)) ?? 'ok';
}
