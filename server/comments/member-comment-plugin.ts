// The member's comments from his own page (docs/api.md "Comments"), with his page's token
// (server/members/member-page-auth.ts) and as him alone: `PUT /member-page/comments/visits` lists
// his paid orders with what he may still comment on, `POST /member-page/comments` writes one
// comment on one of them, about its shop or a dish or combo he ordered on it, once per order and
// target. An order of another member or another company is not found for him.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol';
import { bodySchema, BusinessError, invalid, ok, ROW_ID } from '../../engine/server';
import {
  COMMENT_LIMITS,
  COMMENT_STARS,
  COMMENT_TARGETS,
  PICTURE_PATH,
  type CommentableVisit,
  type MemberCommentBody,
} from '../../protocol/comments';
import type { ModuleContext } from '../app-module';
import { memberAuth, MEMBER_ROUTE } from '../members/member-page-auth';
import { memberVisit, orderedItem, writeArrival } from './comment-arrival';
import { commentableVisits } from './commentable-visits';

const COMMENT_BODY = bodySchema(
  {
    orderId: { ...ROW_ID, title: 'comments:fields.orderId' },
    target: { type: 'string', enum: [...COMMENT_TARGETS], title: 'comments:fields.target' },
    itemId: { ...ROW_ID, title: 'comments:fields.targetId' },
    rating: {
      type: 'integer',
      ...{ minimum: COMMENT_STARS.min, maximum: COMMENT_STARS.max },
      title: 'comments:fields.rating',
    },
    content: { type: 'string', maxLength: COMMENT_LIMITS.content, title: 'comments:fields.content' },
    pictures: {
      type: 'array',
      maxItems: COMMENT_LIMITS.pictures,
      items: { type: 'string', pattern: PICTURE_PATH, maxLength: 100 },
      title: 'comments:fields.pictures',
    },
  },
  ['orderId', 'target', 'rating'],
);

const memberCommentPlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, records, schemas }) => {
  const members = memberAuth(db, records);
  const route = { ...MEMBER_ROUTE, preValidation: members.authenticate };

  app.put('/member-page/comments/visits', { ...route, schema: { body: bodySchema({}) } }, async (request) => {
    const { member } = members.of(request);
    return ok<CommentableVisit[]>(
      await commentableVisits(db, schemas, member.companyId as number, member.id),
    );
  });

  app.post<{ Body: MemberCommentBody }>(
    '/member-page/comments',
    { ...route, schema: { body: COMMENT_BODY } },
    async (request) => {
      const { member } = members.of(request);
      const companyId = member.companyId as number;
      const { orderId, target, itemId } = request.body;
      const visit = await memberVisit(db, companyId, member.id, orderId);
      if (!visit) throw BusinessError.because(Status.notFound, 'comments:errors.noVisit');
      let item;
      if (target !== 'shop') {
        if (itemId === undefined)
          throw invalid([{ field: 'itemId', key: 'validation:required', label: 'comments:fields.targetId' }]);
        item = await orderedItem(db, visit, target, itemId);
        if (!item) throw BusinessError.because(Status.notFound, 'comments:errors.notOrdered');
      }
      const answer = await writeArrival(db, records, {
        companyId,
        visit,
        target,
        item,
        channel: 'memberPage',
        memberName: typeof member.nickname === 'string' ? member.nickname : undefined,
        rating: request.body.rating,
        content: request.body.content,
        pictures: request.body.pictures,
        commentedAt: new Date().toISOString(),
      });
      // His page sends no device id, so only a comment already there stops his.
      if (!('id' in answer))
        throw BusinessError.because(Status.duplicate, 'comments:errors.alreadyCommented');
      return ok({ id: answer.id });
    },
  );
};

export default memberCommentPlugin;
