// The kept ratings (comment_rating, migration 0059) and their recount. The write hooks move a
// target's row by what each comment's change adds or takes (rating-tally.ts), in the comment's own
// transaction, with one atomic statement per change set, so concurrent moderation of a target's
// comments adds up. `ratingDrift` recounts a company's ratings from its comments and answers every
// target whose kept row differs: none, when the rule holds.
import type { CheckedSchemas } from '../../engine/schema';
import { recordRelation, type ComputedSql, type Queryable } from '../../engine/server';
import { VISIBLE_COMMENT_STATES } from '../../protocol/comments';
import { BRANCH_COMMENT, DISH_COMBO_COMMENT } from './comment-kinds';
import { targetText, type RatingChange, type Tally } from './rating-tally';

export const RATING_TABLE = 'comment_rating';

/** Moves the company's kept ratings by `changes`; a target left at nothing loses its row. */
export async function applyRatingChanges(
  tx: Queryable,
  companyId: number,
  changes: readonly RatingChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const columns = [
    changes.map((change) => change.target.kind),
    changes.map((change) => change.target.id),
    changes.map((change) => change.stars),
    changes.map((change) => change.count),
  ];
  // Rows that exist move; a target without one gets it (a check refuses a proposed row below zero
  // even when it would conflict, so only those are inserted, and a racing first insert adds up).
  await tx.query(
    `WITH c AS (SELECT * FROM unnest($2::text[], $3::int[], $4::bigint[], $5::int[]) AS c (kind, id, stars, count)),
     moved AS (
       UPDATE comment_rating r SET star_sum = r.star_sum + c.stars, comment_count = r.comment_count + c.count
         FROM c WHERE r.company_id = $1 AND r.target_kind = c.kind AND r.target_id = c.id
       RETURNING r.target_kind, r.target_id)
     INSERT INTO comment_rating AS r (company_id, target_kind, target_id, star_sum, comment_count)
       SELECT $1, kind, id, stars, count FROM c
        WHERE NOT EXISTS (SELECT 1 FROM moved m WHERE m.target_kind = c.kind AND m.target_id = c.id)
     ON CONFLICT (company_id, target_kind, target_id) DO UPDATE
       SET star_sum = r.star_sum + EXCLUDED.star_sum, comment_count = r.comment_count + EXCLUDED.comment_count`,
    [companyId, ...columns],
  );
  await tx.query(
    `DELETE FROM comment_rating WHERE company_id = $1 AND comment_count = 0
        AND (target_kind, target_id) IN (SELECT * FROM unnest($2::text[], $3::int[]))`,
    [companyId, columns[0], columns[1]],
  );
}

interface TallyRow {
  kind: string;
  id: number;
  stars: string;
  count: number;
}

const tallyMap = (rows: readonly TallyRow[]): Map<string, Tally> =>
  new Map(
    rows.map((row) => [
      targetText({ kind: row.kind as RatingChange['target']['kind'], id: row.id }),
      { stars: Number(row.stars), count: row.count },
    ]),
  );

/** The company's kept ratings, by target (`shop:3`). */
export async function keptRatings(q: Queryable, companyId: number): Promise<Map<string, Tally>> {
  const { rows } = await q.query<TallyRow>(
    `SELECT target_kind AS kind, target_id AS id, star_sum::text AS stars, comment_count AS count
       FROM comment_rating WHERE company_id = $1`,
    [companyId],
  );
  return tallyMap(rows);
}

/** The company's ratings recounted from its live comments as they stand, by target. */
export async function recountRatings(
  q: Queryable,
  schemas: CheckedSchemas,
  companyId: number,
): Promise<Map<string, Tally>> {
  const resource = (name: string) => {
    const found = schemas.byName.get(name);
    if (!found) throw new Error(`comments: no resource ${name}`);
    return found;
  };
  const branches = recordRelation(resource(BRANCH_COMMENT), ['status', 'rating']);
  const dishes = recordRelation(resource(DISH_COMBO_COMMENT), ['status', 'rating', 'targetType', 'targetId']);
  const { rows } = await q.query<TallyRow>(
    `SELECT 'shop' AS kind, shop_id AS id, sum(rating)::text AS stars, count(*)::int AS count
       FROM ${branches} c WHERE company_id = $1 AND status = ANY($2::text[]) GROUP BY shop_id
     UNION ALL
     SELECT "targetType", "targetId", sum(rating)::text, count(*)::int
       FROM ${dishes} c WHERE company_id = $1 AND status = ANY($2::text[]) GROUP BY 1, 2`,
    [companyId, VISIBLE_COMMENT_STATES],
  );
  return tallyMap(rows);
}

export interface RatingDrift {
  target: string;
  kept: Tally | null;
  recounted: Tally | null;
}

/** Every target whose kept rating is not its recount; empty when the ratings hold. */
export async function ratingDrift(
  q: Queryable,
  schemas: CheckedSchemas,
  companyId: number,
): Promise<RatingDrift[]> {
  const kept = await keptRatings(q, companyId);
  const recounted = await recountRatings(q, schemas, companyId);
  const drift: RatingDrift[] = [];
  for (const target of new Set([...kept.keys(), ...recounted.keys()])) {
    const a = kept.get(target) ?? null;
    const b = recounted.get(target) ?? null;
    if (a?.stars !== b?.stars || a?.count !== b?.count) drift.push({ target, kept: a, recounted: b });
  }
  return drift;
}

/** A comment's target as SQL over its row: the branch's shop, or the dish or combo it names. */
const TARGET_SQL: Record<string, (row: string) => [string, string]> = {
  [BRANCH_COMMENT]: (row) => [`'shop'`, `${row}.shop_id`],
  [DISH_COMBO_COMMENT]: (row) => [`${row}.data->>'targetType'`, `(${row}.data->>'targetId')::int`],
};

const ratingRow = (resource: string, row: string, column: string): string => {
  const [kind, id] = (TARGET_SQL[resource] as (row: string) => [string, string])(row);
  return `(SELECT ${column} FROM comment_rating r
            WHERE r.company_id = ${row}.company_id AND r.target_kind = ${kind} AND r.target_id = ${id})`;
};

/** The comment's target's average stars, to one decimal; null while it has no visible comment. */
export const targetRatingSql =
  (resource: string): ComputedSql =>
  (row) =>
    ratingRow(resource, row, 'round(r.star_sum::numeric / r.comment_count, 1)');

/** How many visible comments the comment's target's rating counts. */
export const targetCountSql =
  (resource: string): ComputedSql =>
  (row) =>
    `coalesce(${ratingRow(resource, row, 'r.comment_count')}, 0)`;
