// A member's stamp movements, the "stamps" list inside his detail (schemas/members/member.json
// `detailLists`): newest first, each with the order that moved them (its id after its shop's), the
// stamps it gave (+) or took back (−), and his card after it: its number, its stamps out of the
// count that fills it, and the rewards it gave.
import type { DetailListProvider } from '../../../engine/server';

export const stampMoves: DetailListProvider = async (q, { record, companyId, limit, offset }) => {
  if (companyId === null || typeof record.id !== 'number') return { rows: [], total: 0 };
  const counted = await q.query<{ total: string }>(
    'SELECT count(*) AS total FROM member_stamp_move WHERE company_id = $1 AND member_id = $2',
    [companyId, record.id],
  );
  const { rows } = await q.query<{
    at: Date;
    order: string;
    stamps: number;
    card: number;
    cardStamps: number;
    stampsPerCard: number;
    rewards: number;
  }>(
    `SELECT moved_at AS at, substr(source_id, strpos(source_id, ':') + 1) AS "order", stamps,
            card_number AS card, card_stamps AS "cardStamps", stamps_per_card AS "stampsPerCard", rewards
       FROM member_stamp_move
      WHERE company_id = $1 AND member_id = $2
      ORDER BY moved_at DESC, id DESC
      LIMIT $3 OFFSET $4`,
    [companyId, record.id, limit, offset],
  );
  return {
    total: Number(counted.rows[0]?.total ?? 0),
    rows: rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
  };
};
