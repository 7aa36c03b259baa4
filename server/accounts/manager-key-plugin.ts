// PUT /manager/key/verify {shopId, key} (business spec §6): the six-digit manager key protects
// deleting dishes, closing the store and refunds; the POS asks here whether a key belongs to a
// manager of the shop: its store managers or its company's managers. Wrong keys are throttled like
// sign-ins (per shop and per address), so a million combinations cannot be tried.
import { actorOf } from '../../engine/server/request-actor';
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol/status';
import { AccountStatus } from '../../protocol/account-status';
import { BusinessError } from '../../engine/server/business-error';
import { verifyPassword } from '../../engine/server/passwords';
import { ok } from '../../engine/server/envelope';
import { ROW_ID, bodySchema, filledString } from '../../engine/server/route-schema';
import { reaches } from '../../engine/server/resources/actor';
import type { ServerConfig } from '../config';
import { clearUsername, lockedMinutes, recordFailure } from '../auth/login-throttle';
import type { AccountCallsOptions } from './unlock-plugin';
import { PASSWORD_LENGTH } from '../../protocol/text-lengths';

export interface KeyCheck {
  valid: boolean;
  /** The manager whose key it is, when valid. */
  managerId?: number;
}

const keyCheck = bodySchema({ shopId: ROW_ID, key: filledString(PASSWORD_LENGTH) }, ['shopId', 'key']);

const managerKeyPlugin: FastifyPluginAsync<
  AccountCallsOptions & { config: Pick<ServerConfig, 'throttle'> }
> = async (app, { db, config }) => {
  app.put<{ Body: { shopId: number; key: string } }>(
    '/manager/key/verify',
    { schema: { body: keyCheck } },
    async (request) => {
      const { shopId, key } = request.body;
      const actor = actorOf(request);
      const shop = await db.query<{ company_id: number }>(
        'SELECT company_id FROM res_shop WHERE id = $1 AND deleted_at IS NULL',
        [shopId],
      );
      const companyId = shop.rows[0]?.company_id;
      if (companyId === undefined || !reaches(actor.companies, companyId) || !reaches(actor.shops, shopId))
        throw new BusinessError(Status.notFound);
      const keys = { username: `manager-key:${shopId}`, address: request.ip };
      const minutes = await lockedMinutes(db, keys);
      if (minutes > 0)
        throw new BusinessError(AccountStatus.tooManyAttempts, { minutes }, [], {
          'retry-after': String(minutes * 60),
        });
      const managers = await db.query<{ id: number; hash: string }>(
        `SELECT id, data->>'secondaryPassword' AS hash FROM res_user
        WHERE deleted_at IS NULL AND company_id = $1 AND data ? 'secondaryPassword'
          AND (data->>'accountType' = 'companyManager'
               OR (data->>'accountType' = 'shopManager' AND data->'shopPrivilegeList' @> to_jsonb($2::int)))`,
        [companyId, shopId],
      );
      for (const manager of managers.rows) {
        if (await verifyPassword(manager.hash, key)) {
          await clearUsername(db, keys);
          return ok<KeyCheck>({ valid: true, managerId: manager.id });
        }
      }
      await recordFailure(db, keys, config.throttle);
      return ok<KeyCheck>({ valid: false });
    },
  );
};

export default managerKeyPlugin;
