// The device rows' calls (schemas/store/pos-device.json `calls`): PUT /pos/device/key issues a
// device a new key, answered once, and PUT /pos/device/key/revoke stops the one it holds. Whoever
// may edit the device may do either: the device is read through its resource first, so one outside
// the caller's companies and shops is not found, and the update privilege is checked after.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../engine/protocol/status';
import type { CheckedSchemas } from '../../engine/schema/catalogue';
import type { ResourceSchema } from '../../engine/schema/resource';
import { BusinessError } from '../../engine/server/business-error';
import type { Database, Queryable } from '../../engine/server/db/database';
import { ok } from '../../engine/server/envelope';
import { actorOf } from '../../engine/server/request-actor';
import { can, type Actor } from '../../engine/server/resources/actor';
import { writeAudit } from '../../engine/server/resources/audit';
import type { ResourceService } from '../../engine/server/resources/resource-service';
import { bodySchema, ROW_ID } from '../../engine/server/route-schema';
import { issueKey, revokeKeys, type DeviceTenant } from './device-keys';

export interface DeviceKeyOptions {
  db: Database;
  schemas: CheckedSchemas;
  service: ResourceService;
}

/** What the issue call answers: the key, shown this once, and the device's name for the message. */
export interface IssuedKey {
  key: string;
  name: string;
}

const BODY = { body: bodySchema({ id: ROW_ID }, ['id']) };

/** The device `id` within the caller's reach, which he may edit; not found or forbidden otherwise. */
async function editableDevice(
  service: ResourceService,
  resource: ResourceSchema,
  actor: Actor,
  id: number,
): Promise<{ name: string }> {
  const { rows } = await service.query(resource, actor, { id });
  const device = rows[0];
  if (!device) throw new BusinessError(Status.notFound);
  if (!can(actor, resource.privileges.update)) throw new BusinessError(Status.forbidden);
  return { name: String(device.name) };
}

/** Locks the live device for the call's transaction (two issues of one device run one after the other). */
async function lockedDevice(tx: Queryable, id: number): Promise<DeviceTenant> {
  const { rows } = await tx.query<DeviceTenant>(
    `SELECT id AS "deviceId", company_id AS "companyId", shop_id AS "shopId"
       FROM res_pos_device WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    [id],
  );
  if (!rows[0]) throw new BusinessError(Status.notFound);
  return rows[0];
}

const deviceKeyPlugin: FastifyPluginAsync<DeviceKeyOptions> = async (app, { db, schemas, service }) => {
  const resource = schemas.byName.get('posDevice');
  if (!resource) throw new Error('POS device keys: no resource posDevice');

  /** Runs `change` on the caller's device in one transaction with its audit entry; answers its name too. */
  const onDevice = async <T>(
    request: FastifyRequest<{ Body: { id: number } }>,
    action: 'issueKey' | 'revokeKey',
    change: (tx: Queryable, device: DeviceTenant, userId: number) => Promise<T>,
  ): Promise<{ name: string; answer: T }> => {
    const actor = actorOf(request);
    const { name } = await editableDevice(service, resource, actor, request.body.id);
    const userId = actor.userId;
    if (userId === null) throw new BusinessError(Status.forbidden);
    const answer = await db.transaction(async (tx) => {
      const device = await lockedDevice(tx, request.body.id);
      const changed = await change(tx, device, userId);
      await writeAudit(tx, {
        resource: resource.name,
        recordId: device.deviceId,
        action,
        actorId: userId,
        companyId: device.companyId,
        shopId: device.shopId,
        changes: {},
      });
      return changed;
    });
    return { name, answer };
  };

  app.put<{ Body: { id: number } }>('/pos/device/key', { schema: BODY }, async (request) => {
    const { name, answer } = await onDevice(request, 'issueKey', (tx, device, userId) =>
      issueKey(tx, device, userId),
    );
    return ok<IssuedKey>({ key: answer, name });
  });

  app.put<{ Body: { id: number } }>('/pos/device/key/revoke', { schema: BODY }, async (request) => {
    const { name } = await onDevice(request, 'revokeKey', (tx, device, userId) =>
      revokeKeys(tx, [device.deviceId], userId),
    );
    return ok<Omit<IssuedKey, 'key'>>({ name });
  });
};

export default deviceKeyPlugin;
