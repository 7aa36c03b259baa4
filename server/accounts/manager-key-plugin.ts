// PUT /manager/key/verify {shopId, key} (business spec §6): the six-digit manager key protects
// deleting dishes, closing the store and refunds; the POS asks here whether a key belongs to a
// manager of the shop: its store managers or its company's managers. Any account that reaches the
// shop may ask (the POS asks as the branch's own accounts). Wrong keys are throttled like sign-ins
// (per shop and per address), so a million combinations cannot be tried.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol';
import {
  actorOf,
  allow,
  bodySchema,
  BusinessError,
  filledString,
  ok,
  recordRelation,
  ROW_ID,
  verifyPassword,
} from '../../engine/server';
import type { Queryable } from '../../engine/server';
import { AccountStatus } from '../../protocol/account-status';
import type { ModuleContext } from '../app-module';
import { clearUsername, lockedMinutes, recordFailure } from '../auth/login-throttle';
import type { ResourceSchema } from '../../engine/schema';
import { accountResourceOf } from './account-resource';
import { PASSWORD_LENGTH } from '../../protocol/text-lengths';

export interface KeyCheck {
  valid: boolean;
  /** The manager whose key it is, when valid. */
  managerId?: number;
}

const keyCheck = bodySchema({ shopId: ROW_ID, key: filledString(PASSWORD_LENGTH) }, ['shopId', 'key']);

/** The keys' hashes of the shop's managers: its store managers and its company's managers. */
async function managersOfShop(
  db: Queryable,
  managers: ResourceSchema,
  companyId: number,
  shopId: number,
): Promise<{ id: number; hash: string }[]> {
  const relation = recordRelation(managers, ['accountType', 'secondaryPassword', 'shopPrivilegeList']);
  const { rows } = await db.query<{ id: number; hash: string }>(
    `SELECT id, "secondaryPassword" AS hash FROM ${relation} m
      WHERE company_id = $1 AND "secondaryPassword" IS NOT NULL
        AND ("accountType" = 'companyManager'
             OR ("accountType" = 'shopManager' AND "shopPrivilegeList" @> to_jsonb($2::int)))`,
    [companyId, shopId],
  );
  return rows;
}

const managerKeyPlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, config, schemas, service }) => {
  const managers = accountResourceOf(schemas, 'companyManager');
  if (!managers) throw new Error('manager keys: no resource for company managers');

  app.put<{ Body: { shopId: number; key: string } }>(
    '/manager/key/verify',
    { ...allow({ kind: 'signedIn' }), schema: { body: keyCheck } },
    async (request) => {
      const { shopId, key } = request.body;
      const actor = actorOf(request);
      const shop = await service.system(config.region, actor).find('shop', shopId);
      if (!shop) throw new BusinessError(Status.notFound);
      const keys = { username: `manager-key:${shopId}`, address: request.ip };
      const minutes = await lockedMinutes(db, keys);
      if (minutes > 0)
        throw new BusinessError(AccountStatus.tooManyAttempts, { minutes }, [], {
          'retry-after': String(minutes * 60),
        });
      for (const manager of await managersOfShop(db, managers, Number(shop.companyId), shopId)) {
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
