// GET /user/user (business spec §7): the caller's own account, as its screen's resource answers it
// (without password or keys), whatever his privileges: everyone may read himself.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol';
import { allow, BusinessError, ok } from '../../engine/server';
import type { ModuleContext } from '../app-module';
import { sessionOf } from '../auth/auth-plugin';
import { accountResourceOf } from './account-resource';

const ownAccountPlugin: FastifyPluginAsync<ModuleContext> = async (app, { schemas, records }) => {
  app.get('/user/user', allow({ kind: 'signedIn' }), async (request) => {
    const { user } = sessionOf(request);
    const resource = accountResourceOf(schemas, user.data.accountType);
    const account = resource && (await records.find(resource.name, user.id));
    if (!account) throw new BusinessError(Status.notFound);
    return ok(account);
  });
};

export default ownAccountPlugin;
