// Servers and their clock events for the time clock's tests, and the shifts those events make,
// paired here in JavaScript by the rule docs/api.md states (each clock-in closed by the same
// server's next event at the same shop when that is a clock-out within 24 hours), apart from the
// SQL that keeps them (server/sales/clock-shifts.ts).
import type { Queryable } from '../../../engine/server/db/database';

export interface StoredEvent {
  shopId: number;
  serverId: number;
  posEventId: string;
  kind: 'in' | 'out';
  /** Milliseconds. */
  at: number;
  businessDate: string;
}

export interface PairedShift {
  shopId: number;
  serverId: number;
  businessDate: string;
  /** Null while it has no clock-out. */
  minutes: number | null;
}

const DAY_MS = 24 * 3_600_000;

/** A server (waiter account) of the company. */
export async function addServer(db: Queryable, companyId: number, name: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO res_user (company_id, data) VALUES ($1, $2) RETURNING id`,
    [companyId, JSON.stringify({ accountType: 'waiter', name, username: `${name}.${companyId}` })],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no server row');
  return id;
}

/** Every clock event stored, as the pairing reads them. */
export async function storedEvents(db: Queryable): Promise<StoredEvent[]> {
  const { rows } = await db.query<Omit<StoredEvent, 'at'> & { at: string }>(
    `SELECT shop_id AS "shopId", server_id AS "serverId", pos_event_id AS "posEventId", kind,
            to_char(happened_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
            business_date::text AS "businessDate"
       FROM server_clock_event`,
  );
  return rows.map((row) => ({ ...row, at: Date.parse(row.at) }));
}

const order = (a: StoredEvent, b: StoredEvent) =>
  a.at - b.at || a.kind.localeCompare(b.kind) || (a.posEventId < b.posEventId ? -1 : 1);

/** The shifts the events make, one per clock-in. */
export function pairShifts(events: readonly StoredEvent[]): PairedShift[] {
  const byServer = new Map<string, StoredEvent[]>();
  for (const event of events) {
    const key = `${event.shopId}/${event.serverId}`;
    byServer.set(key, [...(byServer.get(key) ?? []), event]);
  }
  return [...byServer.values()].flatMap((list) => {
    const sorted = [...list].sort(order);
    return sorted.flatMap((event, index) => {
      if (event.kind !== 'in') return [];
      const next = sorted[index + 1];
      const closes = next?.kind === 'out' && next.at - event.at <= DAY_MS;
      return [
        {
          shopId: event.shopId,
          serverId: event.serverId,
          businessDate: event.businessDate,
          minutes: closes ? Math.floor((next.at - event.at) / 60_000) : null,
        },
      ];
    });
  });
}

/** The stored shifts in the same shape, sorted as `sortShifts` sorts. */
export async function storedShifts(db: Queryable): Promise<PairedShift[]> {
  const { rows } = await db.query<PairedShift>(
    `SELECT shop_id AS "shopId", server_id AS "serverId", business_date::text AS "businessDate", minutes
       FROM server_shift`,
  );
  return sortShifts(rows);
}

export function sortShifts(shifts: readonly PairedShift[]): PairedShift[] {
  return [...shifts].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}
