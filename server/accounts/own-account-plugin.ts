// GET /user/user (business spec §7): the caller's own account, as its screen's resource answers it
// (without password or keys), whatever his privileges: everyone may read himself.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol/status';
import { BusinessError } from '../../engine/server/business-error';
import { ok } from '../../engine/server/envelope';
import type { StoredRow } from '../../engine/server/resources/record-shape';
import { answerRecord } from '../../engine/server/resources/secrets';
import { sessionOf } from '../auth/auth-plugin';
import { accountResourceOf } from './account-resource';
import type { AccountCallsOptions } from './unlock-plugin';

const ownAccountPlugin: FastifyPluginAsync<AccountCallsOptions> = async (app, { db, schemas }) => {
  app.get('/user/user', async (request) => {
    const { user } = sessionOf(request);
    const resource = accountResourceOf(schemas, user.data.accountType);
    const { rows } = await db.query<StoredRow>(
      'SELECT * FROM res_user WHERE id = $1 AND deleted_at IS NULL',
      [user.id],
    );
    if (!resource || !rows[0]) throw new BusinessError(Status.notFound);
    return ok(answerRecord(resource, rows[0]));
  });
};

export default ownAccountPlugin;
