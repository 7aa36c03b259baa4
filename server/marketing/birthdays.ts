// Whose birthday it is (issue 25 item 6): the birthday run asks on the company's own calendar day, in
// its time zone, never the server's or UTC's (Mautic#17319 was off by a day at midnight that way). A
// birthday is the month and day of the date of birth; one born on 29 February celebrates on
// 28 February in a common year, so he is never skipped. The same rule as a JavaScript test and as a
// PostgreSQL expression, which the run's query filters members with, kept in agreement by a test
// (tests/api/marketing/birthday-sql.test.ts).
import { addMonths, zonedDate } from '../../protocol/zoned-time';

/** The calendar day 'YYYY-MM-DD' in `zone` at `instant`. */
export const localDate = (zone: string, instant: Date): string => zonedDate(instant.getTime(), zone);

/**
 * Whether someone born on `birthDate` has his birthday on `localDay` (both 'YYYY-MM-DD'): his date of
 * birth moved on by whole years to `localDay`'s, which addMonths keeps in a shorter February.
 */
export const isBirthday = (birthDate: string, localDay: string): boolean =>
  addMonths(birthDate, 12 * (Number(localDay.slice(0, 4)) - Number(birthDate.slice(0, 4)))) === localDay;

/**
 * A PostgreSQL boolean expression: the date expression `column` is a birthday on the date expression
 * `dayParam` (such as `$2::date`), by isBirthday's rule; NULL when `column` is NULL, which no filter
 * keeps. Both are SQL the caller writes, never a user's text.
 */
export const birthdaySql = (column: string, dayParam: string): string =>
  `(to_char((${column}), 'MM-DD') = to_char((${dayParam}), 'MM-DD')` +
  ` OR (to_char((${column}), 'MM-DD') = '02-29' AND to_char((${dayParam}) + 1, 'MM-DD') = '03-01'))`;
