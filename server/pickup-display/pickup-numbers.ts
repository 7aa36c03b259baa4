// The pickup_number rows (migrations/0025): a shop's board as it stands now, and one call on a
// number, shared by the point of sale's call and the back office's. A ready number stays on the
// board for the shop's auto-disappear timer from its ready time; after it, every read leaves it
// out, and the next call on the same number starts it afresh, as a new order's.
import { isoTimestamp, TypedTable } from '../../engine/server';
import type { Queryable } from '../../engine/server';
import {
  PICKUP_TOPIC,
  type PickupAnswer,
  type PickupBoard,
  type PickupCall,
  type PickupNumber,
} from '../../protocol/pickup-numbers';
import type { DisplayShop } from './display-settings';

/**
 * The numbers on the engine's typed-table kit: its audit lines and live topic. A call may set any
 * status from any (a point of sale re-sends what it holds), so no transition is refused.
 */
export const PICKUP_NUMBERS = new TypedTable<PickupCall>({
  name: PICKUP_TOPIC,
  table: 'pickup_number',
  stateColumn: 'status',
  transitions: {
    preparing: { from: ['preparing', 'ready'], to: 'preparing' },
    ready: { from: ['preparing', 'ready'], to: 'ready' },
    collected: { from: ['preparing', 'ready'], to: 'collected' },
  },
});

/** Who makes a call: a member of staff in the back office, or a point of sale by its key. */
export type PickupCaller = { userId: number | null } | { deviceId: number };

/** A ready number whose time on the screen has run out: SQL over a pickup_number row, `$2` the minutes. */
const EXPIRED = `(p.status = 'ready' AND p.ready_at + make_interval(mins => $2) <= now())`;

export async function readBoard(db: Queryable, shop: DisplayShop): Promise<PickupBoard> {
  const minutes = shop.settings.autoDisappearMinutes;
  const { rows } = await db.query<PickupNumber & { now: string }>(
    `SELECT p.id, p.number, p.status, ${isoTimestamp('p.created_at')} AS "createdAt",
            ${isoTimestamp('p.ready_at')} AS "readyAt",
            ${isoTimestamp('p.ready_at + make_interval(mins => $2)')} AS "expiresAt"
       FROM pickup_number p
      WHERE p.shop_id = $1 AND p.removed_at IS NULL AND NOT ${EXPIRED}
      ORDER BY p.status, p.ready_at DESC, p.created_at, p.id`,
    [shop.shopId, minutes],
  );
  const { rows: clock } = await db.query<{ now: string }>(`SELECT ${isoTimestamp('now()')} AS now`);
  return {
    shopId: shop.shopId,
    now: clock[0]?.now ?? new Date().toISOString(),
    autoDisappearMinutes: minutes,
    numbers: rows,
  };
}

interface LiveRow {
  id: number;
  status: 'preparing' | 'ready';
  expired: boolean;
}

/**
 * Makes `number` of the shop preparing, ready or collected, inside the caller's transaction. Saying
 * again what is already so changes nothing (a point of sale's retry): `unchanged`, and a ready number
 * keeps its ready time, so it is not announced again.
 */
export async function callNumber(
  tx: Queryable,
  shop: DisplayShop,
  given: string,
  call: PickupCall,
  caller: PickupCaller,
): Promise<PickupAnswer> {
  const number = given.toUpperCase();
  const [userId, deviceId] = 'userId' in caller ? [caller.userId, null] : [null, caller.deviceId];
  const answer = (outcome: PickupAnswer['outcome']): PickupAnswer => ({ number, status: call, outcome });
  // Two first calls on one number (a retry racing its original) take turns, so neither meets the
  // unique index: the second finds what the first made.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`pickup_number:${shop.shopId}:${number}`]);
  const { rows } = await tx.query<LiveRow>(
    `SELECT p.id, p.status, ${EXPIRED} AS expired FROM pickup_number p
      WHERE p.shop_id = $1 AND p.number = $3 AND p.removed_at IS NULL FOR UPDATE`,
    [shop.shopId, shop.settings.autoDisappearMinutes, number],
  );
  let live = rows[0];
  const row = (id: number) => ({ id, by: userId, companyId: shop.companyId, shopId: shop.shopId });
  const remove = async (id: number, reason: 'expired' | 'collected') => {
    await tx.query(
      `UPDATE pickup_number SET removed_at = now(), changed_by = $2, changed_by_device = $3 WHERE id = $1`,
      [id, userId, deviceId],
    );
    await PICKUP_NUMBERS.audit(tx, row(id), reason, { number: { before: number } });
  };
  // A number gone from the screen by the timer is over: the same number now is another order.
  if (live?.expired) {
    await remove(live.id, 'expired');
    live = undefined;
  }
  if (call === 'collected') {
    if (!live) return answer('unchanged');
    await remove(live.id, 'collected');
    return answer('updated');
  }
  if (live?.status === call) return answer('unchanged');
  if (live) {
    await tx.query(
      `UPDATE pickup_number SET status = $2, ready_at = CASE WHEN $2 = 'ready' THEN now() END,
              changed_by = $3, changed_by_device = $4
        WHERE id = $1`,
      [live.id, call, userId, deviceId],
    );
    await PICKUP_NUMBERS.audit(tx, row(live.id), call, { status: { before: live.status, after: call } });
    return answer('updated');
  }
  const { rows: made } = await tx.query<{ id: number }>(
    `INSERT INTO pickup_number (company_id, shop_id, number, status, ready_at, changed_by, changed_by_device)
     VALUES ($1, $2, $3, $4, CASE WHEN $4 = 'ready' THEN now() END, $5, $6) RETURNING id`,
    [shop.companyId, shop.shopId, number, call, userId, deviceId],
  );
  await PICKUP_NUMBERS.audit(tx, row(made[0]?.id ?? 0), 'create', {
    number: { after: number },
    status: { after: call },
  });
  return answer('created');
}
