// The wall times at which a date takes bookings (§9 reservation settings): its booking periods, a
// special date's own or else the regular ones on a regular weekday, offer a start every interval from
// each period's start while before its end. A period running past midnight offers its later part on
// the next date, as the day it started on decides: the 5th's evening until 01:00 offers 00:00–01:00 on
// the 6th, even when the 6th itself is closed.
import { spanOf, type DayPeriod, type ReservationRules } from './reservation-rules';
import { addDays, DAY_MINUTES, minutesOf, weekdayOf } from './zoned-time';

/** The booking periods that start on `date`. */
function periodsStartingOn(rules: ReservationRules, date: string): DayPeriod[] {
  const special = rules.specialDates.find((entry) => entry.date === date);
  if (special) return special.closed ? [] : special.timeSlots;
  return rules.regularWeekdays.includes(weekdayOf(date)) ? rules.timeSlots : [];
}

/** Minutes after midnight of `date` at which its booking periods offer a start, ascending, each once. */
export function bookingStarts(rules: ReservationRules, date: string): number[] {
  const starts = new Set<number>();
  const offer = (day: string, daysBefore: number): void => {
    for (const period of periodsStartingOn(rules, day)) {
      const { start, end } = spanOf(period);
      for (let minute = start; minute < end; minute += rules.interval) {
        const onDate = minute - daysBefore * DAY_MINUTES;
        if (onDate >= 0 && onDate < DAY_MINUTES) starts.add(onDate);
      }
    }
  };
  offer(addDays(date, -1), 1);
  offer(date, 0);
  return [...starts].sort((a, b) => a - b);
}

/** Whether a start minutes after midnight lies in earliestTime..latestTime, which wrap past midnight when latest < earliest. */
export function bookingHoursOf(rules: ReservationRules): (minute: number) => boolean {
  const earliest = minutesOf(rules.earliestTime);
  const latest = minutesOf(rules.latestTime);
  return earliest <= latest
    ? (minute) => earliest <= minute && minute <= latest
    : (minute) => minute >= earliest || minute <= latest;
}

/** Whether `date` lies in the settings' time range dateFrom..dateTo (inclusive; null is open-ended). */
export function withinDateRange(rules: ReservationRules, date: string): boolean {
  return (
    (rules.dateFrom === null || rules.dateFrom <= date) && (rules.dateTo === null || date <= rules.dateTo)
  );
}
