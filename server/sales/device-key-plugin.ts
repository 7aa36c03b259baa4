// The device rows' calls (schemas/store/pos-device.json `calls`): PUT /pos/device/key issues a
// device a new key, answered once, and PUT /pos/device/key/revoke stops the one it holds. Whoever
// holds the calls' privilege may do either, on a device within his companies and shops: one
// outside them is not found.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../engine/protocol';
import type { CheckedSchemas } from '../../engine/schema';
import { actorOf, allow, bodySchema, BusinessError, ok, ROW_ID, writeAudit } from '../../engine/server';
import type { Database, Queryable, ResourceService } from '../../engine/server';
import { issueKey, revokeKeys, type DeviceTenant } from './device-keys';
import type { ServerConfig } from '../config';

export interface DeviceKeyOptions {
  db: Database;
  schemas: CheckedSchemas;
  service: ResourceService;
  config: Pick<ServerConfig, 'region'>;
}

/** What the issue call answers: the key, shown this once, and the device's name for the message. */
export interface IssuedKey {
  key: string;
  name: string;
}

const BODY = { schema: { body: bodySchema({ id: ROW_ID }, ['id']) } };

const deviceKeyPlugin: FastifyPluginAsync<DeviceKeyOptions> = async (
  app,
  { db, schemas, service, config },
) => {
  const resource = schemas.byName.get('posDevice');
  if (!resource) throw new Error('POS device keys: no resource posDevice');

  /**
   * Runs `change` on the caller's device, locked within his reach, in one transaction with its
   * audit entry (two issues of one device run one after the other); answers its name too.
   */
  const onDevice = async <T>(
    request: FastifyRequest<{ Body: { id: number } }>,
    action: 'issueKey' | 'revokeKey',
    change: (tx: Queryable, device: DeviceTenant, userId: number) => Promise<T>,
  ): Promise<{ name: string; answer: T }> => {
    const actor = actorOf(request);
    const userId = actor.userId;
    if (userId === null) throw new BusinessError(Status.forbidden);
    return db.transaction(async (tx) => {
      const found = await service
        .within(tx)
        .system(config.region, actor, userId)
        .find(resource.name, request.body.id, { lock: true });
      if (!found) throw new BusinessError(Status.notFound);
      const device: DeviceTenant = {
        deviceId: found.id,
        companyId: Number(found.companyId),
        shopId: Number(found.shopId),
      };
      const answer = await change(tx, device, userId);
      await writeAudit(tx, {
        resource: resource.name,
        recordId: device.deviceId,
        action,
        actorId: userId,
        companyId: device.companyId,
        shopId: device.shopId,
        changes: {},
      });
      return { name: String(found.name), answer };
    });
  };

  app.put<{ Body: { id: number } }>(
    '/pos/device/key',
    { ...allow({ kind: 'calls', endpoint: '/pos/device/key' }), ...BODY },
    async (request) => {
      const { name, answer } = await onDevice(request, 'issueKey', (tx, device, userId) =>
        issueKey(tx, device, userId),
      );
      return ok<IssuedKey>({ key: answer, name });
    },
  );

  app.put<{ Body: { id: number } }>(
    '/pos/device/key/revoke',
    { ...allow({ kind: 'calls', endpoint: '/pos/device/key/revoke' }), ...BODY },
    async (request) => {
      const { name } = await onDevice(request, 'revokeKey', (tx, device, userId) =>
        revokeKeys(tx, [device.deviceId], userId),
      );
      return ok<Omit<IssuedKey, 'key'>>({ name });
    },
  );
};

export default deviceKeyPlugin;
