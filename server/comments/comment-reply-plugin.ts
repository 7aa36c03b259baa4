// `PUT {endpoint}/reply {id, reply}` (docs/api.md "Comments"): the staff's reply to a comment, the
// row call the comment lists declare (`calls.reply`). Whoever holds that call of the comment's
// resource may reply to a comment within his reach; the reply is an edit of the `reply` field alone,
// as himself (his name in the audit trail), and its time is stamped by the server's write hook.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol';
import { actorOf, allow, bodySchema, BusinessError, ok, ROW_ID } from '../../engine/server';
import type { ModuleContext } from '../app-module';
import { COMMENT_RESOURCES } from './comment-kinds';

const commentReplyPlugin: FastifyPluginAsync<ModuleContext> = async (
  app,
  { db, schemas, service, config },
) => {
  for (const name of COMMENT_RESOURCES) {
    const resource = schemas.byName.get(name);
    const reply = resource?.calls?.reply;
    if (!resource || !reply) throw new Error(`comments: ${name} declares no reply call`);
    const replyField = resource.fields.reply;
    app.put<{ Body: { id: number; reply?: string | null } }>(
      reply.endpoint,
      {
        ...allow({ kind: 'calls', endpoint: reply.endpoint }),
        schema: {
          body: bodySchema(
            {
              id: ROW_ID,
              reply: { type: ['string', 'null'], maxLength: replyField?.maxLength, title: replyField?.title },
            },
            ['id'],
          ),
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const { id, reply: text } = request.body;
        // As the caller, within his reach: a comment beyond it does not exist for him.
        const records = service.system(config.region, actor, actor.userId);
        const saved = await db.transaction((tx) =>
          records.within(tx).modify(name, id, { reply: text?.trim() ? text : null }),
        );
        if (!saved) throw new BusinessError(Status.notFound);
        return ok(saved);
      },
    );
  }
};

export default commentReplyPlugin;
