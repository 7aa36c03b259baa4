// A comment's rules inside its writes (docs/schemas.md "Write hooks"):
// - the guest's words are his: no edit changes what the author wrote (who, where, the stars, the
//   text, the pictures, the order, the time); the staff's edit changes the reply alone, and the
//   reply's time is stamped by the server (comment-replies.ts);
// - comments arrive only through the member page's and the point of sale's calls (comment-arrival.ts),
//   which write as the server: the resources declare no create and no delete call, so a guest's
//   comment is never deleted, only blocked, and every moderation can be undone;
// - every arrival and action moves its target's kept rating in the same transaction (ratings.ts), by
//   the difference a recount would see (rating-tally.ts).
import { invalid } from '../../engine/server';
import type { ApiRecord, FieldProblem, HookContext, WriteHooks } from '../../engine/server';
import { targetOf, type CommentResource } from './comment-kinds';
import { stampReply } from './comment-replies';
import { applyRatingChanges } from './ratings';
import { ratingChanges, type RatedComment } from './rating-tally';

/** The fields the author wrote: every declared field the staff may not set but the reply. */
const authorFields = ({ resource }: HookContext): string[] =>
  Object.entries(resource.fields)
    .filter(([name, field]) => name !== 'reply' && field.ui?.readOnly !== true)
    .map(([name]) => name);

/** A refusal on `field`, in its own label, for the reason `comments:errors.<key>`. */
const problem = ({ resource }: HookContext, field: string, key: string): FieldProblem => ({
  field,
  key: `comments:errors.${key}`,
  label: resource.fields[field]?.title ?? `comments:fields.${field}`,
});

const sameValue = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function commentHooks(resource: CommentResource): WriteHooks {
  const rated = (record: ApiRecord): RatedComment => ({
    target: targetOf(resource, record),
    rating: record.rating as number,
    status: String(record.status),
  });
  const move = async (context: HookContext, before?: ApiRecord, after?: ApiRecord) => {
    const record = (after ?? before) as ApiRecord;
    const changes = ratingChanges(before && rated(before), after && rated(after));
    await applyRatingChanges(context.tx, record.companyId as number, changes);
  };
  return {
    async afterCreate(context, record) {
      await move(context, undefined, record);
    },
    async beforeModify(context, value, before) {
      const changed = authorFields(context).filter((name) => !sameValue(value[name], before[name]));
      if (changed.length > 0) throw invalid(changed.map((name) => problem(context, name, 'authorsWords')));
    },
    async afterModify(context, record, before) {
      await stampReply(context.tx, resource, record, before);
    },
    async afterAction(context, _action, record, before) {
      await move(context, before, record);
    },
  };
}
