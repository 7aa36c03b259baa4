// A reservation's `shopTime` (schemas/reservations/reservation.json): its moment on the shop's own
// clock, "2026-05-01 19:30", whatever zone the reader's browser is in or the moment was written
// with. The shop's zone is its own when it names one, else the server's (TIME_ZONE).
import { quoted, recordFieldSql } from '../../engine/server';
import type { ComputedSql } from '../../engine/server';
import type { ResourceSchema } from '../../engine/schema';

export function shopTimeSql(shops: ResourceSchema, serverTimeZone: string): ComputedSql {
  return (row) =>
    `to_char(((${row}.data->>'startAt')::timestamptz) AT TIME ZONE coalesce(
        NULLIF(${recordFieldSql(shops, 'timeZone', `${row}.shop_id`)}, ''),
        ${quoted(serverTimeZone)}), 'YYYY-MM-DD HH24:MI')`;
}
