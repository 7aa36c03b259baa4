// POST /pos/pickup {shopId, number, status} (docs/api.md "Pickup display"): the point of sale calls
// a pickup number, preparing, ready or collected, with its device key, the same credential and
// checks as its batches (device-auth.ts): the number is the key's shop's, whatever else is said.
// Saying again what is already so changes nothing, so a retry is safe.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol';
import { BusinessError, ok } from '../../engine/server';
import type { PickupAnswer } from '../../protocol/pickup-numbers';
import { DEVICE_ROUTE, deviceAuth } from '../sales/device-auth';
import { displayShop } from './display-settings';
import { pickupCallBody, type PickupCallBody } from './pickup-call-body';
import { callNumber } from './pickup-numbers';
import type { ModuleContext } from '../app-module';

const posPickupPlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, records }) => {
  const devices = deviceAuth(db, records);

  app.post<{ Body: PickupCallBody & { shopId: number } }>(
    '/pos/pickup',
    { ...DEVICE_ROUTE, onRequest: devices.authenticate, schema: { body: pickupCallBody(true) } },
    async (request) => {
      const device = devices.deviceIn(request, request.body.shopId);
      const { number, status } = request.body;
      const answer = await db.transaction(async (tx) => {
        const shop = await displayShop(records.within(tx), device.shopId);
        if (!shop) throw new BusinessError(Status.notFound);
        return callNumber(tx, shop, number, status, { deviceId: device.deviceId });
      });
      return ok<PickupAnswer>(answer);
    },
  );
};

export default posPickupPlugin;
