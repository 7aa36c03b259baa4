// The customer feedback as its page lists it (business §3 "Feedback"): each row of migration 0019
// with its shop and the order it is about, scoped to the caller's companies and shops, a page at a
// time for the screen or in chunks for an export. Newest first; ties broken by the row's id, so a
// page never repeats or skips a feedback.
import { reachConditions, recordRelation, SqlParams } from '../../engine/server';
import type { Queryable, Reach } from '../../engine/server';
import type { ResourceSchema } from '../../engine/schema';
import type { CustomerFeedback, CustomerFeedbackQuery } from '../../protocol/customer-feedback';
import { FEEDBACK_ASPECTS } from '../../protocol/pos-feedback';

export interface CustomerFeedbackFilter extends Omit<CustomerFeedbackQuery, 'shopIds'> {
  companies: Reach;
  shops: Reach;
  /** The reader reads English: a shop's English name where it has one. */
  english: boolean;
}

const ratings = FEEDBACK_ASPECTS.map((aspect) => `'${aspect}', f.rating_${aspect}`).join(', ');

/** A feedback's columns as the page reads them, from `f`, its shop `s` and its order `o`. */
export const feedbackColumns = (english: boolean): string => `
  f.id::int AS id, f.shop_id AS "shopId", ${english ? `COALESCE(NULLIF(s.name_en, ''), s.name)` : 's.name'} AS shop,
  COALESCE(NULLIF(s."timeZone", ''), current_setting('TimeZone')) AS "timeZone", f.channel, f.score,
  json_build_object(${ratings}) AS ratings, f.subject, f.content, f.dissatisfactions, f.left_at AS "leftAt",
  to_char(f.business_date, 'YYYY-MM-DD') AS "businessDate", f.status, f.reply, f.replied_at AS "repliedAt",
  o.order_no AS "orderNo", o.status = 'deleted' AS "orderDeleted"`;

/** The feedback with its shop (deleted since or not) and its order, when it names one. */
export const feedbackSource = (shops: ResourceSchema): string => `customer_feedback f
  JOIN ${recordRelation(shops, ['name', 'name_en', 'timeZone'], { deletedToo: true })} s ON s.id = f.shop_id
  LEFT JOIN sales_order o ON o.id = f.order_id`;

interface FeedbackRow extends Omit<CustomerFeedback, 'leftAt' | 'repliedAt'> {
  leftAt: Date;
  repliedAt: Date | null;
}

export const feedbackOf = (row: FeedbackRow): CustomerFeedback => ({
  ...row,
  leftAt: row.leftAt.toISOString(),
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

/** The filter as SQL conditions on `customer_feedback f` (and its order `o`, for the number). */
function conditionsOf(filter: CustomerFeedbackFilter, params: SqlParams): string[] {
  const conditions = [
    `f.business_date BETWEEN ${params.add(filter.from)}::date AND ${params.add(filter.to)}::date`,
    ...reachConditions(filter, params, { company: 'f.company_id', shop: 'f.shop_id' }),
  ];
  if (filter.status) conditions.push(`f.status = ${params.add(filter.status)}`);
  if (filter.score) conditions.push(`f.score = ${params.add(filter.score)}`);
  if (filter.dissatisfaction)
    conditions.push(`${params.add(filter.dissatisfaction)} = ANY(f.dissatisfactions)`);
  if (filter.orderNo) conditions.push(`o.order_no = ${params.add(filter.orderNo)}`);
  return conditions;
}

/** One page of feedback, newest first, and how many the filter finds. */
export async function customerFeedbackPage(
  db: Queryable,
  shops: ResourceSchema,
  filter: CustomerFeedbackFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: CustomerFeedback[]; count: number }> {
  const params = new SqlParams();
  const where = conditionsOf(filter, params).join(' AND ');
  const { rows } = await db.query<FeedbackRow>(
    `SELECT ${feedbackColumns(filter.english)} FROM ${feedbackSource(shops)} WHERE ${where}
      ORDER BY f.left_at DESC, f.id DESC LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}`,
    params.values,
  );
  return { rows: rows.map(feedbackOf), count: await customerFeedbackCount(db, filter) };
}

/** How many feedback the filter finds (an export's total). */
export async function customerFeedbackCount(db: Queryable, filter: CustomerFeedbackFilter): Promise<number> {
  const params = new SqlParams();
  const { rows } = await db.query<{ count: string }>(
    `SELECT count(*) AS count FROM customer_feedback f LEFT JOIN sales_order o ON o.id = f.order_id
      WHERE ${conditionsOf(filter, params).join(' AND ')}`,
    params.values,
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Every feedback the filter finds, in chunks, oldest day first: each chunk continues after the last
 * row of the one before (by business date and id), so a chunk costs the same at the end as at the start.
 */
export async function* customerFeedbackChunks(
  db: Queryable,
  shops: ResourceSchema,
  filter: CustomerFeedbackFilter,
  size: number,
): AsyncGenerator<CustomerFeedback[]> {
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const params = new SqlParams();
    const conditions = conditionsOf(filter, params);
    if (after)
      conditions.push(`(f.business_date, f.id) > (${params.add(after.date)}::date, ${params.add(after.id)})`);
    const { rows }: { rows: FeedbackRow[] } = await db.query<FeedbackRow>(
      `SELECT ${feedbackColumns(filter.english)} FROM ${feedbackSource(shops)}
        WHERE ${conditions.join(' AND ')} ORDER BY f.business_date, f.id LIMIT ${params.add(size)}`,
      params.values,
    );
    if (rows.length === 0) return;
    yield rows.map(feedbackOf);
    const last = rows[rows.length - 1] as FeedbackRow;
    after = { date: last.businessDate, id: last.id };
    if (rows.length < size) return;
  }
}
