// Comments (business §2 /comment_management, issue 26 item 2): guests' comments on branches and on
// dishes and combos are declared (schemas/comments), moderated by their state actions (block,
// display, feature, undo feature: each audited and reversible) and answered by the staff's reply.
// The resources declare no create and no delete call: a comment arrives only by the two routes
// below and is never deleted. This module brings what a schema cannot say: the comments' write
// hooks (the author's words kept, the reply's time and the target's rating kept in the same
// transaction), the rating and reply time as computed values, the reply call, and the two ways a
// guest's comment arrives: his member page and his shop's point of sale.
import { recordFieldSql } from '../../engine/server';
import { defineModule } from '../app-module';
import { COMMENT_RESOURCES } from './comment-kinds';
import { commentHooks } from './comment-hooks';
import { REPLY_TABLE, replyTimeSql } from './comment-replies';
import commentReplyPlugin from './comment-reply-plugin';
import memberCommentPlugin from './member-comment-plugin';
import posCommentPlugin from './pos-comment-plugin';
import { RATING_TABLE, targetCountSql, targetRatingSql } from './ratings';

export default defineModule('comments', {
  setup(kit, { schemas }) {
    const shops = schemas.byName.get('shop');
    if (!shops) throw new Error('comments: no resource shop');
    // The branch a comment is about or was left at, by its name: the list has no column for its shop.
    kit.computed('commentShopName', (row) => recordFieldSql(shops, 'name', `${row}.shop_id`), {
      resources: [shops],
    });
    for (const resource of COMMENT_RESOURCES) {
      kit.hooks(resource, commentHooks(resource));
      kit.computed(`${resource}ReplyTime`, replyTimeSql(resource), { tables: [REPLY_TABLE] });
      kit.computed(`${resource}Rating`, targetRatingSql(resource), { tables: [RATING_TABLE] });
      kit.computed(`${resource}CommentCount`, targetCountSql(resource), { tables: [RATING_TABLE] });
    }
  },
  async routes(app, context) {
    await app.register(commentReplyPlugin, context);
    await app.register(memberCommentPlugin, context);
    await app.register(posCommentPlugin, context);
  },
});
