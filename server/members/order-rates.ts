// The rules an order earns by (migrations 0040, 0041): the ones its member's level had when the
// order first named him, kept for every later version of the order, so a refund counted after he
// moved up a level takes back what the order earned rather than giving more. The ingest holds its
// shop's lock, and an order's source is its shop's, so no two writers make one order's rate at once.
import type { Queryable, SystemRecords } from '../../engine/server';
import { centsPerPoint, type LevelRule } from './order-points-rule';
import { visitsPerPoint } from './visit-points-rule';

/** An order and the member it names. */
export interface OrderMember {
  sourceId: string;
  memberId: number;
}

/** The rules an order keeps for a member it named: its spending rule and its visits rule. */
export interface OrderRate extends OrderMember {
  /** Cents of net sales a point takes; null: none. */
  cents: number | null;
  /** Visits a point takes (visit-points-rule.ts); null: none. */
  visits: number | null;
}

export const rateKey = ({ sourceId, memberId }: OrderMember) => `${sourceId}/${memberId}`;

/** The level rule of each member, as his record and his level stand now: two reads for a batch. */
async function levelRules(records: SystemRecords, companyId: number, members: readonly number[]) {
  const found = await records.matching('member', { companyId }, {}, members);
  const levels = new Map(
    (await records.matching('memberLevel', { companyId })).map((level) => [level.id as number, level]),
  );
  return new Map(
    found.map((member) => [
      member.id as number,
      levels.get(member.memberLevelId as number) as LevelRule | undefined,
    ]),
  );
}

/**
 * The rates of the orders' sources by `rateKey`: those kept for every member they named, then or
 * before, and for a member named first now his level's, kept from here on.
 */
export async function orderRates(
  tx: Queryable,
  records: SystemRecords,
  companyId: number,
  sourceIds: readonly string[],
  named: readonly OrderMember[],
): Promise<Map<string, OrderRate>> {
  const { rows } = await tx.query<OrderMember & { cents: string | null; visits: number | null }>(
    `SELECT source_id AS "sourceId", member_id AS "memberId", cents_per_point AS cents,
            visits_per_point AS visits
       FROM member_order_rate WHERE company_id = $1 AND source_id = ANY($2::text[])`,
    [companyId, sourceIds],
  );
  const rates = new Map(
    rows.map((row) => [rateKey(row), { ...row, cents: row.cents === null ? null : Number(row.cents) }]),
  );
  const fresh = named.filter((pair) => !rates.has(rateKey(pair)));
  if (fresh.length === 0) return rates;
  const rules = await levelRules(
    records,
    companyId,
    fresh.map(({ memberId }) => memberId),
  );
  const made = fresh.map((pair): OrderRate => {
    const rule = rules.get(pair.memberId);
    return { ...pair, cents: centsPerPoint(rule), visits: visitsPerPoint(rule) };
  });
  for (const rate of made) rates.set(rateKey(rate), rate);
  await tx.query(
    `INSERT INTO member_order_rate (company_id, source_id, member_id, cents_per_point, visits_per_point)
     SELECT $1, r.source_id, r.member_id, r.cents, r.visits
       FROM unnest($2::text[], $3::int[], $4::bigint[], $5::int[]) AS r (source_id, member_id, cents, visits)
     ON CONFLICT DO NOTHING`,
    [
      companyId,
      made.map(({ sourceId }) => sourceId),
      made.map(({ memberId }) => memberId),
      made.map(({ cents }) => cents),
      made.map(({ visits }) => visits),
    ],
  );
  return rates;
}
