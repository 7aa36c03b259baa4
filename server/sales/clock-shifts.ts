// The servers' shifts (migration 0018), paired from their clock events inside the clock-event
// ingest's transaction. Every clock-in is one shift; the same server's next event at the same shop
// closes it when that is a clock-out at most 24 hours later (a longer one is a forgotten clock-out,
// not a shift). Pairing is local: whether a clock-in closes depends only on the event after it. So
// when events arrive, late or out of order, only the arriving server's shifts from the last event
// before the earliest arrival are paired again, upserted by their clock-in; nothing else moves.
import type { Queryable } from '../../engine/server';

/** A clock event just stored: its server and moment. */
export interface ArrivedEvent {
  serverId: number;
  at: string;
}

/** The longest stretch a clock-out may close; past it the clock-in has no clock-out. */
const LONGEST_SHIFT = '24 hours';

/** Pairs again the shifts of the servers whose events arrived, at `shopId`. */
export async function repairShifts(tx: Queryable, shopId: number, arrived: readonly ArrivedEvent[]) {
  if (arrived.length === 0) return;
  // `since`: the last event before the server's earliest arrival; pairing from it on covers every
  // shift an arrival can change (the one the arrival follows, and those it begins).
  await tx.query(
    `WITH arrivals AS (
            SELECT server_id, min(at) AS first_at FROM unnest($2::int[], $3::timestamptz[]) AS a (server_id, at)
             GROUP BY server_id),
          anchors AS (
            SELECT a.server_id,
                   COALESCE((SELECT max(e.happened_at) FROM server_clock_event e
                              WHERE e.shop_id = $1 AND e.server_id = a.server_id AND e.happened_at < a.first_at),
                            a.first_at) AS since
              FROM arrivals a),
          paired AS (
            SELECT e.id, e.company_id, e.server_id, e.kind, e.happened_at, e.business_date,
                   lead(e.id) OVER w AS next_id, lead(e.happened_at) OVER w AS next_at,
                   COALESCE(lead(e.kind) OVER w = 'out'
                            AND lead(e.happened_at) OVER w - e.happened_at <= interval '${LONGEST_SHIFT}', false) AS closes
              FROM server_clock_event e JOIN anchors n ON n.server_id = e.server_id
             WHERE e.shop_id = $1 AND e.happened_at >= n.since
            WINDOW w AS (PARTITION BY e.server_id ORDER BY e.happened_at, e.kind, e.pos_event_id))
     INSERT INTO server_shift (clock_in_id, company_id, shop_id, server_id, started_at, business_date,
                               clock_out_id, ended_at, minutes)
     SELECT id, company_id, $1, server_id, happened_at, business_date,
            CASE WHEN closes THEN next_id END, CASE WHEN closes THEN next_at END,
            CASE WHEN closes THEN floor(extract(epoch FROM next_at - happened_at) / 60)::int END
       FROM paired WHERE kind = 'in'
     ON CONFLICT (clock_in_id) DO UPDATE
        SET clock_out_id = EXCLUDED.clock_out_id, ended_at = EXCLUDED.ended_at, minutes = EXCLUDED.minutes`,
    [shopId, arrived.map((event) => event.serverId), arrived.map((event) => event.at)],
  );
}
