// The ingest of a batch of customer feedback from one shop's point of sale (POST
// /pro-api/pos/feedback, migration 0019), shared with the demo seeding: every entry is checked
// alone, the order it names must be one the shop's point of sale sent, and the sound ones are
// written in one statement under the source's company and shop. Idempotent by the device's
// feedback id, compared by `updatedAt` in SQL as orders are: created, updated, unchanged or stale.
// The feedback roll-up follows in the same transaction: a replaced version's figures out, the
// written ones' in (sales-rollups.ts).
import type { Database, Queryable } from '../../engine/server';
import { FEEDBACK_ASPECTS } from '../../protocol/pos-feedback';
import { businessMoment } from './business-day';
import { ProblemList, type IngestProblem } from './ingest-problems';
import type { IngestOutcome, IngestSource } from './ingest-orders';
import { outcomeAgainst } from './order-writes';
import { recordset, replacedColumns, type Column } from './json-rows';
import { sortBatch } from './batch-entries';
import { dropEmptyRollups, FEEDBACK_ROLLUPS, shiftRollups } from './sales-rollups';
import { checkFeedback, type CheckedFeedback } from './pos-feedback-check';

export interface FeedbackIngestResult {
  accepted: { feedbackId: string; outcome: IngestOutcome }[];
  rejected: { index: number; feedbackId: string | null; errors: IngestProblem[] }[];
}

const COLUMNS: readonly Column[] = [
  ['pos_feedback_id', 'text'],
  ['channel', 'text'],
  ['order_id', 'bigint'],
  ['score', 'smallint'],
  ...FEEDBACK_ASPECTS.map((aspect): Column => [`rating_${aspect}`, 'smallint']),
  ['subject', 'text'],
  ['content', 'text'],
  ['dissatisfactions', 'text[]'],
  ['left_at', 'timestamptz'],
  ['business_date', 'date'],
  ['pos_updated_at', 'timestamptz'],
];

function rowOf({ feedback, instant }: CheckedFeedback, orderId: string | null, timeZone: string) {
  return {
    pos_feedback_id: feedback.feedbackId,
    channel: feedback.channel,
    order_id: orderId,
    score: feedback.score,
    ...Object.fromEntries(
      FEEDBACK_ASPECTS.map((aspect) => [`rating_${aspect}`, feedback.ratings?.[aspect] ?? null]),
    ),
    subject: feedback.subject ?? null,
    content: feedback.content ?? null,
    dissatisfactions: feedback.dissatisfactions ?? [],
    left_at: feedback.at,
    business_date: businessMoment(instant, timeZone).date,
    pos_updated_at: feedback.updatedAt,
  };
}

/** The shop's orders among those named, by the POS's order id. */
async function shopOrders(
  db: Queryable,
  source: IngestSource,
  orderIds: string[],
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const { rows } = await db.query<{ posOrderId: string; id: string }>(
    `SELECT pos_order_id AS "posOrderId", id::text AS id FROM sales_order
      WHERE company_id = $1 AND shop_id = $2 AND pos_order_id = ANY($3::text[])`,
    [source.companyId, source.shopId, [...new Set(orderIds)]],
  );
  return new Map(rows.map((row) => [row.posOrderId, row.id]));
}

/** Puts the written feedback's figures into the roll-up; removes the rows left with nothing. */
async function addWritten(
  tx: Queryable,
  shopId: number,
  written: readonly string[],
  replaced: readonly { date: string }[],
): Promise<void> {
  if (written.length === 0) return;
  const { rows } = await tx.query<{ id: string; date: string }>(
    `SELECT id::text AS id, business_date::text AS date FROM customer_feedback
      WHERE shop_id = $1 AND pos_feedback_id = ANY($2::text[])`,
    [shopId, written],
  );
  await shiftRollups(
    tx,
    rows.map((row) => row.id),
    1,
    FEEDBACK_ROLLUPS,
  );
  const dates = new Set([...replaced, ...rows].map((row) => row.date));
  await dropEmptyRollups(tx, shopId, [...dates], FEEDBACK_ROLLUPS);
}

export async function ingestFeedback(
  db: Database,
  source: IngestSource,
  entries: readonly unknown[],
): Promise<FeedbackIngestResult> {
  const batch = sortBatch(
    entries,
    'feedback',
    'feedbackId',
    checkFeedback,
    (checked) => checked.feedback.feedbackId,
  );
  const rejected: FeedbackIngestResult['rejected'] = batch.rejected.map(({ id, ...entry }) => ({
    ...entry,
    feedbackId: id,
  }));

  const accepted = await db.transaction(async (tx) => {
    // One batch of a shop at a time: a retry racing its original compares with what the other wrote.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('customer_feedback'), $1)", [source.shopId]);
    const named = batch.sound.flatMap(({ checked }) =>
      checked.feedback.orderId ? [checked.feedback.orderId] : [],
    );
    const orders = await shopOrders(tx, source, named);
    const rows = batch.sound.flatMap(({ index, checked }) => {
      const { orderId } = checked.feedback;
      const order = orderId === undefined ? null : orders.get(orderId);
      if (order === undefined) {
        const problems = new ProblemList();
        problems.add(`feedback[${index}].orderId`, 'unknownOrder', { value: orderId ?? '' });
        rejected.push({ index, feedbackId: checked.feedback.feedbackId, errors: problems.problems });
        return [];
      }
      return [rowOf(checked, order, source.timeZone)];
    });
    if (rows.length === 0) return [];
    const json = JSON.stringify(rows);
    // The stored versions the batch replaces, which the upsert's condition below picks alike.
    const { rows: replaced } = await tx.query<{ id: string; date: string }>(
      `SELECT f.id::text AS id, f.business_date::text AS date
         FROM ${recordset(1, COLUMNS)} JOIN customer_feedback f
           ON f.shop_id = $2 AND f.pos_feedback_id = r.pos_feedback_id AND f.pos_updated_at < r.pos_updated_at`,
      [json, source.shopId],
    );
    await shiftRollups(
      tx,
      replaced.map((row) => row.id),
      -1,
      FEEDBACK_ROLLUPS,
    );
    const names = COLUMNS.map(([name]) => name);
    const { rows: outcomes } = await tx.query<{ id: string; comparison: number | null }>(
      `WITH incoming AS (SELECT * FROM ${recordset(1, COLUMNS)}),
            stored AS (
              SELECT f.pos_feedback_id, sign(extract(epoch FROM i.pos_updated_at - f.pos_updated_at))::int AS comparison
                FROM incoming i JOIN customer_feedback f ON f.shop_id = $3 AND f.pos_feedback_id = i.pos_feedback_id),
            written AS (
              INSERT INTO customer_feedback (company_id, shop_id, device_id, ${names.join(', ')})
              SELECT $2, $3, $4, ${names.join(', ')} FROM incoming
              ON CONFLICT (shop_id, pos_feedback_id) DO UPDATE
                 SET ${replacedColumns(COLUMNS, 'pos_feedback_id')}, ingested_at = now()
               WHERE customer_feedback.pos_updated_at < EXCLUDED.pos_updated_at)
       SELECT i.pos_feedback_id AS id, s.comparison FROM incoming i LEFT JOIN stored s USING (pos_feedback_id)`,
      [json, source.companyId, source.shopId, source.deviceId],
    );
    const byId = new Map(
      outcomes.map((row) => [
        row.id,
        outcomeAgainst(row.comparison === null ? undefined : { comparison: row.comparison }),
      ]),
    );
    const written = [...byId].flatMap(([id, outcome]) =>
      outcome === 'created' || outcome === 'updated' ? [id] : [],
    );
    await addWritten(tx, source.shopId, written, replaced);
    return rows.map((row) => ({
      feedbackId: row.pos_feedback_id,
      outcome: byId.get(row.pos_feedback_id) as IngestOutcome,
    }));
  });
  rejected.sort((a, b) => a.index - b.index);
  return { accepted, rejected };
}
