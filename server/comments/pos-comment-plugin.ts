// `POST /pos/comments` (docs/api.md "Comments"): the comments guests left at a shop's point of sale,
// sent with its device key as its other batches are (server/sales/pos-ingest-plugin.ts), written
// under the key's shop and company. Each comment is answered alone: accepted with its outcome
// (`created`, or `unchanged` for a replay of a comment id the device sent before, answering the
// comment first written; the id sent again for another order or target is refused), or rejected with its translated field errors (bad shape, no paid order of
// the shop with that id, a dish or combo not on it, the order's target commented on already).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bodySchema, ok, ROW_ID, translateProblems } from '../../engine/server';
import type { FieldProblem } from '../../engine/server';
import { MAX_BATCH } from '../../protocol/pos-order';
import type { PosComment } from '../../protocol/comments';
import type { ModuleContext } from '../app-module';
import { sortBatch } from '../sales/batch-entries';
import { deviceAuth, DEVICE_ROUTE } from '../sales/device-auth';
import { orderedItem, shopVisit, writeArrival, type ArrivalAnswer } from './comment-arrival';
import { checkPosComment, relabelled } from './pos-comment-check';

const BODY = bodySchema(
  {
    shopId: { ...ROW_ID, title: 'comments:posFields.shopId' },
    comments: { type: 'array', minItems: 1, maxItems: MAX_BATCH, title: 'comments:posFields.comments' },
  },
  ['shopId', 'comments'],
);

interface Source {
  companyId: number;
  shopId: number;
  deviceId: number;
}

/** A comment written, or found written by its replay. */
type Written = Extract<ArrivalAnswer, { id: number }>;

const problem = (path: string, field: string, key: string): FieldProblem => ({
  field: `${path}.${field}`,
  key: `comments:errors.${key}`,
  label: `comments:posFields.${field}`,
  params: { path: `${path}.${field}` },
});

const posCommentPlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, records, messages }) => {
  const devices = deviceAuth(db, records);

  /** One sound comment written, or the problem that stops it. */
  const arrive = async (
    source: Source,
    comment: PosComment,
    path: string,
  ): Promise<Written | FieldProblem> => {
    const visit = await shopVisit(db, source, comment.orderId);
    if (!visit) return problem(path, 'orderId', 'posNoVisit');
    const item =
      comment.target === 'shop'
        ? undefined
        : await orderedItem(db, visit, comment.target, comment.itemId as number);
    if (comment.target !== 'shop' && !item) return problem(path, 'itemId', 'posNotOrdered');
    const member = visit.memberId === null ? undefined : await records.find('member', visit.memberId);
    const answer = await writeArrival(db, records, {
      companyId: source.companyId,
      visit,
      target: comment.target,
      item,
      channel: 'pos',
      memberName: typeof member?.nickname === 'string' ? member.nickname : undefined,
      rating: comment.rating,
      content: comment.content,
      pictures: comment.pictures,
      commentedAt: comment.at,
      device: { deviceId: source.deviceId, commentId: comment.commentId },
    });
    if (answer.outcome === 'alreadyCommented') return problem(path, 'orderId', 'posAlreadyCommented');
    if (answer.outcome === 'keyReused') return problem(path, 'commentId', 'posCommentIdReused');
    return answer;
  };

  app.post<{ Body: { shopId: number; comments: unknown[] } }>(
    '/pos/comments',
    { ...DEVICE_ROUTE, onRequest: devices.authenticate, schema: { body: BODY } },
    async (request: FastifyRequest<{ Body: { shopId: number; comments: unknown[] } }>) => {
      const device = devices.deviceIn(request, request.body.shopId);
      const source = { companyId: device.companyId, shopId: device.shopId, deviceId: device.deviceId };
      const batch = sortBatch(
        request.body.comments,
        'comments',
        'commentId',
        checkPosComment,
        (c) => c.commentId,
      );
      const accepted: { commentId: string; outcome: string; id: number }[] = [];
      const rejected = batch.rejected.map(({ index, id, errors }) => ({ index, commentId: id, errors }));
      for (const { index, path, checked } of batch.sound) {
        const answer = await arrive(source, checked, path);
        if ('field' in answer) rejected.push({ index, commentId: checked.commentId, errors: [answer] });
        else accepted.push({ commentId: checked.commentId, outcome: answer.outcome, id: answer.id });
      }
      return ok({
        accepted,
        rejected: rejected
          .sort((a, b) => a.index - b.index)
          .map((entry) => ({
            ...entry,
            errors: translateProblems(messages, request, relabelled(entry.errors)),
          })),
      });
    },
  );
};

export default posCommentPlugin;
