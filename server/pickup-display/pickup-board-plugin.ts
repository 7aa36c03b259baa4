// The back office's pickup board (docs/api.md "Pickup display"): a shop's current numbers, and a
// call on one (add it as preparing, mark it ready, take it off). Each checks its privilege and
// that the caller reaches the shop; another company's shop is refused.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol';
import { actorOf, allow, bodySchema, BusinessError, ok, placeNewRecord, ROW_ID } from '../../engine/server';
import type { Actor, Queryable } from '../../engine/server';
import type { PickupAnswer, PickupBoard } from '../../protocol/pickup-numbers';
import { displayShop, type DisplayShop } from './display-settings';
import { pickupCallBody, type PickupCallBody } from './pickup-call-body';
import { DISPLAY_SETTINGS, PICKUP_BOARD_PRIVILEGE, PICKUP_OPERATE_PRIVILEGE } from './pickup-privileges';
import { callNumber, readBoard } from './pickup-numbers';
import type { ModuleContext } from '../app-module';

const READ_BODY = { body: bodySchema({ shopId: { ...ROW_ID, title: 'fields:shopId' } }) };

const pickupBoardPlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, schemas, records }) => {
  const resource = schemas.byName.get(DISPLAY_SETTINGS);
  if (!resource) throw new Error(`display: no resource ${DISPLAY_SETTINGS}`);

  /** The shop the body names (or the caller's only one), within his reach, with its settings. */
  const shopFor = async (tx: Queryable, actor: Actor, body: { shopId?: number }): Promise<DisplayShop> => {
    const { shopId } = await placeNewRecord(tx, schemas, resource, actor, body);
    const shop = shopId === null ? undefined : await displayShop(records.within(tx), shopId);
    if (!shop) throw new BusinessError(Status.notFound);
    return shop;
  };

  const reading = allow({ kind: 'privilege', key: PICKUP_BOARD_PRIVILEGE, resource: resource.name });
  const calling = allow({ kind: 'privilege', key: PICKUP_OPERATE_PRIVILEGE, resource: resource.name });

  app.put<{ Body: { shopId?: number } }>(
    '/display/pickup',
    { ...reading, schema: READ_BODY },
    async (request) => {
      const actor = actorOf(request);
      return ok<PickupBoard>(await readBoard(db, await shopFor(db, actor, request.body)));
    },
  );

  app.post<{ Body: PickupCallBody }>(
    '/display/pickup',
    { ...calling, schema: { body: pickupCallBody(false) } },
    async (request) => {
      const actor = actorOf(request);
      const { number, status } = request.body;
      const answer = await db.transaction(async (tx) => {
        const shop = await shopFor(tx, actor, request.body);
        return callNumber(tx, shop, number, status, { userId: actor.userId });
      });
      return ok<PickupAnswer>(answer);
    },
  );
};

export default pickupBoardPlugin;
