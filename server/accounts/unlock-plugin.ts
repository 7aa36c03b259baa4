// PUT /unlock/user {id} (business spec §7): lifts the lock ten wrong passwords put on an account.
// Whoever may edit that account may unlock it: the check is the engine's own, through the account's
// resource (an administrator's, a merchant account's or a server's). The sign-in throttle on the
// username goes in the same transaction, so the person can sign in as soon as the unlock answers.
import { actorOf } from '../../engine/server/request-actor';
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol/status';
import type { CheckedSchemas } from '../../engine/schema/catalogue';
import { BusinessError } from '../../engine/server/business-error';
import type { Database } from '../../engine/server/db/database';
import { ok } from '../../engine/server/envelope';
import { ROW_ID, bodySchema } from '../../engine/server/route-schema';
import { can } from '../../engine/server/resources/actor';
import { writeAudit } from '../../engine/server/resources/audit';
import type { ResourceService } from '../../engine/server/resources/resource-service';
import { clearLock } from '../auth/account-lock';
import { clearUsername } from '../auth/login-throttle';
import { accountResourceOf } from './account-resource';

export interface AccountCallsOptions {
  db: Database;
  schemas: CheckedSchemas;
  /** The resource engine, with the application's write hooks. */
  service: ResourceService;
}

const unlockPlugin: FastifyPluginAsync<AccountCallsOptions> = async (app, { db, schemas, service }) => {
  const schema = { body: bodySchema({ id: ROW_ID }, ['id']) };
  app.put<{ Body: { id: number } }>('/unlock/user', { schema }, async (request) => {
    const { id } = request.body;
    const actor = actorOf(request);
    const { rows } = await db.query<{ type: string; username: string; company_id: number | null }>(
      `SELECT data->>'accountType' AS type, data->>'username' AS username, company_id
         FROM res_user WHERE id = $1 AND deleted_at IS NULL`,
      [id],
    );
    const resource = rows[0] && accountResourceOf(schemas, rows[0].type);
    if (!resource) throw new BusinessError(Status.notFound);
    // Reading it through its resource applies scope and privilege; an account out of reach is not found.
    const { count } = await service.query(resource, actor, { id });
    if (count === 0) throw new BusinessError(Status.notFound);
    if (!can(actor, resource.privileges.update)) throw new BusinessError(Status.forbidden);
    await db.transaction(async (tx) => {
      await clearLock(tx, id);
      await clearUsername(tx, { username: rows[0]?.username ?? '' });
      await writeAudit(tx, {
        resource: resource.name,
        recordId: id,
        action: 'unlock',
        actorId: actor.userId,
        companyId: rows[0]?.company_id ?? null,
        shopId: null,
        changes: {},
      });
    });
    return ok(null);
  });
};

export default unlockPlugin;
