// How a point of sale's call is let in (docs/api.md "Point-of-sale ingest"): by its device key in
// `Authorization: Bearer <key>`, checked before the body is read, and only for the shop the key is
// of. Shared by every call a device makes (its batches, its pickup numbers).
import type { FastifyRequest } from 'fastify';
import { allow, BusinessError } from '../../engine/server';
import type { Queryable, SystemRecords } from '../../engine/server';
import { PosStatus } from '../../protocol/pos-status';
import { deviceOfKey, type KeyDevice } from './device-keys';

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,200})$/;

/** A device's call: no session, its key instead, as the OpenAPI document says (route-answers.ts `credential`). */
export const DEVICE_ROUTE = allow(
  { kind: 'device' },
  {
    credential: {
      name: 'deviceKey',
      scheme: { type: 'http', scheme: 'bearer', description: 'openapi:deviceKey' },
    },
  },
);

export interface DeviceAuth {
  /** The route's `onRequest`: a caller without a working key is refused at once. */
  authenticate(request: FastifyRequest): Promise<void>;
  /** The key's device, which must be the shop's the device believes it is in (`shopId`). */
  deviceIn(request: FastifyRequest, shopId: number): KeyDevice;
}

export function deviceAuth(db: Queryable, records: SystemRecords): DeviceAuth {
  const devices = new WeakMap<FastifyRequest, KeyDevice>();
  return {
    async authenticate(request) {
      const key = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const device = key === undefined ? undefined : await deviceOfKey(db, records, key);
      if (!device) throw new BusinessError(PosStatus.posKeyRefused);
      devices.set(request, device);
    },
    deviceIn(request, shopId) {
      const device = devices.get(request);
      if (!device) throw new BusinessError(PosStatus.posKeyRefused);
      if (device.shopId !== shopId) throw new BusinessError(PosStatus.posKeyOtherShop);
      return device;
    },
  };
}
