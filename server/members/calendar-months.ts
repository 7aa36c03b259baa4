// Whole calendar months from a moment (points that last 12 months, a level's 12-month window), in
// UTC: the same day of the month, or the month's last day when it has no such day (31 January and
// one month is 28 or 29 February, not 3 March).

/** `moment` moved by `months` calendar months, back when negative. */
export function shiftMonths(moment: Date, months: number): Date {
  const shifted = new Date(moment);
  const day = shifted.getUTCDate();
  shifted.setUTCDate(1);
  shifted.setUTCMonth(shifted.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(day, lastDay));
  return shifted;
}
