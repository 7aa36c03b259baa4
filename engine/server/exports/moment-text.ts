// A moment in an exported file as the restaurants read it: year-month-day hour:minute in their time
// zone (the server's configured one), whatever zone the server runs in.

/** Writes ISO moments in `timeZone` (IANA); null stays null. */
export function momentWriter(timeZone: string): (iso: string | null) => string | null {
  const format = new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' });
  return (iso) => (iso === null ? null : format.format(new Date(iso)));
}
