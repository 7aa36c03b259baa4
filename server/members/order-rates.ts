// The rule an order earns by (migration 0040): the one its member's level had when the order first
// named him, kept for every later version of the order, so a refund counted after he moved up a
// level takes back what the order earned rather than giving more. The ingest holds its shop's lock,
// and an order's source is its shop's, so no two writers make one order's rate at once.
import type { Queryable, SystemRecords } from '../../engine/server';
import { centsPerPoint, type LevelRule } from './order-points-rule';

/** An order and the member it names. */
export interface OrderMember {
  sourceId: string;
  memberId: number;
}

export const rateKey = ({ sourceId, memberId }: OrderMember) => `${sourceId}/${memberId}`;

/** The level rule of each member, as his record and his level stand now. */
async function levelRules(records: SystemRecords, companyId: number, members: readonly number[]) {
  const rules = new Map<number, LevelRule | undefined>();
  for (const memberId of new Set(members)) {
    const [member] = await records.matching('member', { companyId }, {}, memberId);
    const levelId = member?.memberLevelId as number | undefined;
    const [level] =
      levelId === undefined ? [] : await records.matching('memberLevel', { companyId }, {}, levelId);
    rules.set(memberId, level as LevelRule | undefined);
  }
  return rules;
}

/** Each order's rate for the member it names, by `rateKey`: the one kept, or his level's now, kept from here on. */
export async function orderRates(
  tx: Queryable,
  records: SystemRecords,
  companyId: number,
  named: readonly OrderMember[],
): Promise<Map<string, number | null>> {
  if (named.length === 0) return new Map();
  const { rows } = await tx.query<OrderMember & { cents: string | null }>(
    `SELECT source_id AS "sourceId", member_id AS "memberId", cents_per_point AS cents
       FROM member_order_rate WHERE company_id = $1 AND source_id = ANY($2::text[])`,
    [companyId, named.map(({ sourceId }) => sourceId)],
  );
  const rates = new Map(rows.map((row) => [rateKey(row), row.cents === null ? null : Number(row.cents)]));
  const fresh = named.filter((pair) => !rates.has(rateKey(pair)));
  if (fresh.length === 0) return rates;
  const rules = await levelRules(
    records,
    companyId,
    fresh.map(({ memberId }) => memberId),
  );
  for (const pair of fresh) rates.set(rateKey(pair), centsPerPoint(rules.get(pair.memberId)));
  await tx.query(
    `INSERT INTO member_order_rate (company_id, source_id, member_id, cents_per_point)
     SELECT $1, r.source_id, r.member_id, r.cents FROM unnest($2::text[], $3::int[], $4::bigint[])
       AS r (source_id, member_id, cents)
     ON CONFLICT DO NOTHING`,
    [
      companyId,
      fresh.map(({ sourceId }) => sourceId),
      fresh.map(({ memberId }) => memberId),
      fresh.map((pair) => rates.get(rateKey(pair)) ?? null),
    ],
  );
  return rates;
}
