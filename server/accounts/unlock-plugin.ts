// PUT /unlock/user {id} (business spec §7): lifts the lock ten wrong passwords put on an account.
// It is the row call its accounts' screens declare (`calls.unlock`): whoever holds that call of the
// account's own resource may make it, on an account within his reach. The sign-in throttle on the
// username goes in the same transaction, so the person can sign in as soon as the unlock answers.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol';
import {
  actorOf,
  allow,
  bodySchema,
  BusinessError,
  mayMakeCall,
  ok,
  ROW_ID,
  writeAudit,
} from '../../engine/server';
import type { ModuleContext } from '../app-module';
import { clearLock } from '../auth/account-lock';
import { clearUsername } from '../auth/login-throttle';
import { accountWithin } from './account-resource';

const UNLOCK = '/unlock/user';

const unlockPlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, schemas, service, config }) => {
  const route = {
    ...allow({ kind: 'calls', endpoint: UNLOCK }),
    schema: { body: bodySchema({ id: ROW_ID }, ['id']) },
  };
  app.put<{ Body: { id: number } }>(UNLOCK, route, async (request) => {
    const { id } = request.body;
    const actor = actorOf(request);
    // An account beyond the caller's reach does not exist for him.
    const found = await accountWithin(service.system(config.region, actor), schemas, id);
    if (!found) throw new BusinessError(Status.notFound);
    if (!mayMakeCall(actor, found.resource, UNLOCK)) throw new BusinessError(Status.forbidden);
    await db.transaction(async (tx) => {
      await clearLock(tx, id);
      await clearUsername(tx, { username: String(found.record.username ?? '') });
      await writeAudit(tx, {
        resource: found.resource.name,
        recordId: id,
        action: 'unlock',
        actorId: actor.userId,
        companyId: found.record.companyId as number | null,
        shopId: null,
        changes: {},
      });
    });
    return ok(null);
  });
};

export default unlockPlugin;
