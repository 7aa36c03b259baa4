// A member's `age` (schemas/members/member.json, business §3): whole years from his date of birth
// to today, never stored, so it grows on his birthday without a write. "Today" is the server's
// calendar day (TIME_ZONE): a member belongs to a company, which has no clock of its own.
import { quoted } from '../../engine/server';
import type { ComputedSql } from '../../engine/server';

export function memberAgeSql(serverTimeZone: string): ComputedSql {
  // The date is checked as a real YYYY-MM-DD on every write, so the cast cannot fail.
  return (row) =>
    `extract(year FROM age((now() AT TIME ZONE ${quoted(serverTimeZone)})::date,
        (${row}.data->>'birthday')::date))::int`;
}
