// A shop's reservation settings as the booking rules read them (issue 14; business spec §3
// "Reservation settings", §9), with the shop's time zone and opening hours: what the guest's booking
// page, the back office and the server's check inside the booking transaction all apply.
import { DAY_MINUTES, minutesOf } from './zoned-time';

/** §9: 15 and 30 minutes, 1, 2, 4, 6 and 12 hours, 1, 2, 3 and 14 days, 1, 3, 6, 12 and 18 months. */
export const CUT_OFFS = [
  'PT15M',
  'PT30M',
  'PT1H',
  'PT2H',
  'PT4H',
  'PT6H',
  'PT12H',
  'P1D',
  'P2D',
  'P3D',
  'P14D',
  'P1M',
  'P3M',
  'P6M',
  'P12M',
  'P18M',
] as const;
export type CutOff = (typeof CUT_OFFS)[number];
export const RESERVATION_INTERVALS = [15, 30, 60] as const;

/** 'HH:MM'; end may be '24:00'; end <= start means it runs past midnight into the next day. */
export interface DayPeriod {
  start: string;
  end: string;
}
/** 1 = Monday … 7 = Sunday (the shop schema's openingHours). */
export interface OpeningPeriod extends DayPeriod {
  weekday: number;
}
/** 'YYYY-MM-DD' */
export interface SpecialDate {
  date: string;
  closed: boolean;
  timeSlots: DayPeriod[];
}
export interface ReservationRules {
  /** the shop's IANA zone */
  timeZone: string;
  /** the shop's */
  openingHours: OpeningPeriod[];
  enabled: boolean;
  /** time range: first and last date bookings are taken for (inclusive), null = open-ended */
  dateFrom: string | null;
  dateTo: string | null;
  /** minutes between offered start times */
  interval: (typeof RESERVATION_INTERVALS)[number];
  /** 'HH:MM' earliest start time of day a guest may book */
  earliestTime: string;
  /** 'HH:MM' latest start time of day ('24:00' not allowed; may be < earliestTime when the evening runs past midnight) */
  latestTime: string;
  /** largest party */
  maxPeople: number;
  /** weekdays (1..7) bookings are taken on */
  regularWeekdays: number[];
  /** periods of a regular day in which bookings may START (a period may run past midnight) */
  timeSlots: DayPeriod[];
  /** override regular days: closed, or their own timeSlots */
  specialDates: SpecialDate[];
  /** minimum notice: no slot starting before now + cutOff (months are calendar months in the shop's zone) */
  cutOff: CutOff;
  /** how long a booking holds its seats */
  diningMinutes: number;
  /** seats offered to reservations at any moment */
  seats: number;
}
/** instants in ms; the bookings that hold seats (pending, waiting, arrived) */
export interface HeldBooking {
  start: number;
  minutes: number;
  people: number;
}
/** time = 'HH:MM' on the shop's clock */
export interface Slot {
  start: number;
  time: string;
  freeSeats: number;
}

/** A period as minutes after midnight of the day it starts on: an end at or before its start is on the next day. */
export function spanOf(period: DayPeriod): { start: number; end: number } {
  const start = minutesOf(period.start);
  const end = minutesOf(period.end);
  return { start, end: end <= start ? end + DAY_MINUTES : end };
}
