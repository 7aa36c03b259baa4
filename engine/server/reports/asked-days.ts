// The days and shops a call about sales asks for (a report, the sales records), checked field by
// field: real dates of the calendar sales fall in (report-dates.ts), in order over a bounded span, and shops the caller reaches (another company's
// shop is refused on `shopIds`, never quietly dropped). Each refusal names its field.
import type { FieldProblem } from '../../schema/field-problem';
import type { Queryable } from '../db/database';
import { reaches, type Actor, type Reach } from '../resources/actor';
import { invalid } from '../resources/request-params';
import { ROW_ID, type JsonSchema } from '../route-schema';
import { dayNumber, FIRST_DAY, LAST_DAY, type DateRange } from './report-dates';

/** The longest range one call reads: a year, leap day included. */
const MAX_SPAN_DAYS = 366;
/** More shops than any chain has: the list is refused past it rather than sent to SQL. */
const MAX_SHOPS = 1000;

const DAY_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** The body's days and shops, for a route's body schema. */
export const DAYS_PROPERTIES: Record<string, JsonSchema> = {
  from: { type: 'string', title: 'reports:fields.from', pattern: DAY_PATTERN, maxLength: 10 },
  to: { type: 'string', title: 'reports:fields.to', pattern: DAY_PATTERN, maxLength: 10 },
  shopIds: { type: 'array', title: 'reports:fields.shopIds', maxItems: MAX_SHOPS, items: ROW_ID },
};

export interface AskedDays {
  from: string;
  to: string;
  shopIds?: number[];
}

export interface ScopedDays extends DateRange {
  companies: Reach;
  shops: Reach;
}

export const dayProblem = (field: string, key: string, params?: FieldProblem['params']): FieldProblem => ({
  field,
  key,
  label: `reports:fields.${field}`,
  ...(params ? { params } : {}),
});
function rangeProblems(body: AskedDays): FieldProblem[] {
  const from = dayNumber(body.from);
  const to = dayNumber(body.to);
  const problems: FieldProblem[] = [];
  if (from === undefined) problems.push(dayProblem('from', 'validation:date'));
  if (to === undefined) problems.push(dayProblem('to', 'validation:date'));
  if (from === undefined || to === undefined) return problems;
  if (body.from < FIRST_DAY) problems.push(dayProblem('from', 'validation:minimum', { limit: FIRST_DAY }));
  if (body.to > LAST_DAY) problems.push(dayProblem('to', 'validation:maximum', { limit: LAST_DAY }));
  if (problems.length > 0) return problems;
  if (from > to) problems.push(dayProblem('to', 'validation:range'));
  else if (to - from + 1 > MAX_SPAN_DAYS)
    problems.push(dayProblem('to', 'validation:spanDays', { limit: MAX_SPAN_DAYS }));
  return problems;
}

/** The shops asked for, each within the caller's reach; a shop he does not reach is refused. */
async function reachedShops(db: Queryable, actor: Actor, ids: number[]): Promise<number[] | FieldProblem> {
  const wanted = [...new Set(ids)];
  const { rows } = await db.query<{ id: number; company_id: number }>(
    'SELECT id, company_id FROM res_shop WHERE id = ANY($1::int[]) AND deleted_at IS NULL',
    [wanted],
  );
  const reached = rows.filter(
    (row) => reaches(actor.companies, row.company_id) && reaches(actor.shops, row.id),
  );
  // An unknown shop and another company's read alike: the caller learns nothing of the other.
  if (reached.length !== wanted.length) return dayProblem('shopIds', 'validation:reference');
  return wanted;
}

/**
 * The days and the shops within the caller's reach (every shop he reaches when none is named), each
 * problem found added to `problems`; `shopsOffered` false refuses any `shopIds`.
 */
export async function scopeDays(
  db: Queryable,
  actor: Actor,
  body: AskedDays,
  problems: FieldProblem[],
  shopsOffered = true,
): Promise<ScopedDays> {
  problems.push(...rangeProblems(body));
  if (body.shopIds !== undefined && !shopsOffered)
    problems.push(dayProblem('shopIds', 'validation:unknownField'));
  let shops: Reach = actor.shops;
  if (body.shopIds !== undefined && body.shopIds.length > 0 && shopsOffered) {
    const reached = await reachedShops(db, actor, body.shopIds);
    if (Array.isArray(reached)) shops = reached;
    else problems.push(reached);
  }
  return { from: body.from, to: body.to, companies: actor.companies, shops };
}

/** The days and shops, or a refusal naming every field at fault. */
export async function askedDays(db: Queryable, actor: Actor, body: AskedDays): Promise<ScopedDays> {
  const problems: FieldProblem[] = [];
  const days = await scopeDays(db, actor, body, problems);
  if (problems.length > 0) throw invalid(problems);
  return days;
}
