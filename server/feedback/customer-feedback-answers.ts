// The merchant's side of a customer's feedback (migration 0019's status and reply, which a later
// version from the point of sale leaves as they are): a reply, which may be written again while the
// feedback is open, and finishing, which closes it. Each is taken on the row locked within the
// caller's companies and shops (another company's or shop's is not found) and leaves its line in
// the audit trail, the reply's words included, in the same transaction.
import { Status } from '../../engine/protocol';
import { BusinessError, TypedTable } from '../../engine/server';
import type { Actor, Queryable } from '../../engine/server';
import type { ResourceSchema } from '../../engine/schema';
import type { CustomerFeedback } from '../../protocol/customer-feedback';
import { feedbackColumns, feedbackOf, feedbackSource } from './customer-feedback-list';

export type FeedbackAction = 'reply' | 'finish';

export const CUSTOMER_FEEDBACK = new TypedTable<FeedbackAction>({
  name: 'customerFeedback',
  table: 'customer_feedback',
  stateColumn: 'status',
  transitions: {
    reply: { from: ['waiting', 'replied'], to: 'replied' },
    finish: { from: ['waiting', 'replied'], to: 'finished' },
  },
});

export type FeedbackAnswer = { action: 'reply'; reply: string } | { action: 'finish' };

interface LockedFeedback {
  status: string;
  reply: string | null;
  companyId: number;
  shopId: number;
}

/** Takes `answer` on the feedback `id` within the caller's reach. */
export async function answerFeedback(
  tx: Queryable,
  actor: Actor,
  id: number,
  answer: FeedbackAnswer,
): Promise<void> {
  const row = await CUSTOMER_FEEDBACK.lockWithin<LockedFeedback>(
    tx,
    actor,
    id,
    'status, reply, company_id AS "companyId", shop_id AS "shopId"',
  );
  if (!row) throw new BusinessError(Status.notFound);
  if (!CUSTOMER_FEEDBACK.allows(answer.action, row.status))
    throw new BusinessError(Status.invalidTransition, { state: row.status });
  const to = CUSTOMER_FEEDBACK.definition.transitions[answer.action].to;
  const changes: Record<string, { before: unknown; after: unknown }> = {
    status: { before: row.status, after: to },
  };
  if (answer.action === 'reply') {
    await tx.query('UPDATE customer_feedback SET status = $2, reply = $3, replied_at = now() WHERE id = $1', [
      id,
      to,
      answer.reply,
    ]);
    changes.reply = { before: row.reply, after: answer.reply };
  } else {
    await tx.query('UPDATE customer_feedback SET status = $2 WHERE id = $1', [id, to]);
  }
  await CUSTOMER_FEEDBACK.audit(tx, { id, by: actor.userId, ...row }, answer.action, changes);
}

/** One feedback as the page lists it. */
export async function feedbackById(
  db: Queryable,
  shops: ResourceSchema,
  id: number,
  english: boolean,
): Promise<CustomerFeedback> {
  const { rows } = await db.query<Parameters<typeof feedbackOf>[0]>(
    `SELECT ${feedbackColumns(english)} FROM ${feedbackSource(shops)} WHERE f.id = $1`,
    [id],
  );
  const [row] = rows;
  if (!row) throw new BusinessError(Status.notFound);
  return feedbackOf(row);
}
