// PUT /queue/settings/token {shopId} (docs/api.md "Queues"): a new address for the shop's queue
// page, the old one opening nothing from then on. Whoever may save the shop's queue settings may do
// it, within his reach. A shop that has saved no settings yet gets them saved with their defaults,
// which makes its first address.
import type { FastifyPluginAsync } from 'fastify';
import type { CheckedSchemas } from '../../engine/schema/catalogue';
import type { Database } from '../../engine/server/db/database';
import { ok } from '../../engine/server/envelope';
import { actorOf } from '../../engine/server/request-actor';
import { requirePrivilege, type ResourceService } from '../../engine/server/resources/resource-service';
import { settingsRow } from '../../engine/server/resources/settings-rows';
import { placeNewRecord } from '../../engine/server/resources/tenant-placement';
import { bodySchema, ROW_ID } from '../../engine/server/route-schema';
import { recreateGuestToken } from './guest-link';

export interface GuestLinkOptions {
  db: Database;
  schemas: CheckedSchemas;
  service: ResourceService;
}

const BODY = { body: bodySchema({ shopId: ROW_ID }) };

const guestLinkPlugin: FastifyPluginAsync<GuestLinkOptions> = async (app, { db, schemas, service }) => {
  const resource = schemas.byName.get('queueSettings');
  if (!resource) throw new Error('queues: no resource queueSettings');

  app.put<{ Body: { shopId?: number } }>('/queue/settings/token', { schema: BODY }, async (request) => {
    const actor = actorOf(request);
    requirePrivilege(actor, resource, resource.privileges.update);
    const token = await db.transaction(async (tx) => {
      const tenant = await placeNewRecord(tx, schemas, resource, actor, request.body);
      const row = await settingsRow(tx, resource, tenant, true);
      if (row) return recreateGuestToken(tx, resource, row, actor.userId);
      const saved = await service.within(tx).saveOne(resource, actor, { shopId: tenant.shopId, version: 0 });
      return String(saved.guestToken);
    });
    return ok({ guestToken: token });
  });
};

export default guestLinkPlugin;
