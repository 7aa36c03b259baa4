// The stamps' typed tables (migration 0050): members' cards, what each order earned, and each move.
// Written only by the ingest's stamps step (order-stamps.ts), inside its transaction.
import type { Queryable } from '../../../engine/server';
import type { StampCard } from './stamp-card';

/** What an order's latest version earned and for whom, and how many of its versions moved stamps. */
export interface OrderStamps {
  memberId: number | null;
  stamps: number;
  moves: number;
}

/** The orders' earlier stamps, by source id; an order never stamped is absent. */
export async function ordersStamps(
  tx: Queryable,
  companyId: number,
  sourceIds: readonly string[],
): Promise<Map<string, OrderStamps>> {
  const { rows } = await tx.query<OrderStamps & { sourceId: string }>(
    `SELECT source_id AS "sourceId", member_id AS "memberId", stamps, moves
       FROM member_stamp_order WHERE company_id = $1 AND source_id = ANY($2::text[])`,
    [companyId, [...sourceIds]],
  );
  return new Map(rows.map(({ sourceId, ...row }) => [sourceId, row]));
}

export async function saveOrderStamps(tx: Queryable, companyId: number, sourceId: string, now: OrderStamps) {
  await tx.query(
    `INSERT INTO member_stamp_order (company_id, source_id, member_id, stamps, moves) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (company_id, source_id) DO UPDATE
       SET member_id = EXCLUDED.member_id, stamps = EXCLUDED.stamps, moves = EXCLUDED.moves`,
    [companyId, sourceId, now.memberId, now.stamps, now.moves],
  );
}

/** The members' cards, each row locked to the end of the transaction, in id order (no ingests wait in a ring). */
export async function lockCards(
  tx: Queryable,
  companyId: number,
  members: readonly number[],
): Promise<Map<number, StampCard>> {
  const ids = [...new Set(members)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  await tx.query(
    `INSERT INTO member_stamp_card (company_id, member_id)
     SELECT $1, m FROM unnest($2::int[]) AS m ORDER BY m
     ON CONFLICT (company_id, member_id) DO NOTHING`,
    [companyId, ids],
  );
  const { rows } = await tx.query<StampCard & { memberId: number }>(
    `SELECT member_id AS "memberId", cards_filled AS "cardsFilled", stamps FROM member_stamp_card
      WHERE company_id = $1 AND member_id = ANY($2::int[]) ORDER BY member_id FOR UPDATE`,
    [companyId, ids],
  );
  return new Map(rows.map(({ memberId, ...card }) => [memberId, card]));
}

export async function saveCard(tx: Queryable, companyId: number, memberId: number, card: StampCard) {
  await tx.query(
    `UPDATE member_stamp_card SET cards_filled = $3, stamps = $4 WHERE company_id = $1 AND member_id = $2`,
    [companyId, memberId, card.cardsFilled, card.stamps],
  );
}

export interface StampMove {
  key: string;
  memberId: number;
  sourceId: string;
  stamps: number;
  /** His card after it. */
  card: StampCard;
  stampsPerCard: number;
  /** Cards it filled, each given its reward. */
  rewards: number;
}

/** Records the move once per key; false when its key was recorded before (nothing to do again). */
export async function recordMove(tx: Queryable, companyId: number, move: StampMove): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO member_stamp_move (company_id, move_key, member_id, source_id, stamps, card_number, card_stamps,
                                    stamps_per_card, rewards)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (company_id, move_key) DO NOTHING
     RETURNING 1`,
    [
      companyId,
      move.key,
      move.memberId,
      move.sourceId,
      move.stamps,
      move.card.cardsFilled + 1,
      move.card.stamps,
      move.stampsPerCard,
      move.rewards,
    ],
  );
  return rows.length > 0;
}
