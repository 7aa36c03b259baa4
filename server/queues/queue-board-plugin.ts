// The staff board's calls (business §2 self_service_queuing, docs/api.md "Queues"): PUT /queue/board
// reads a shop's day; POST /queue/ticket issues a walk-in's number; PUT /queue/ticket/{action} calls,
// seats, skips or cancels one. Reading needs the board's page (its route's name); the rest its
// action, `self_service_queuing_operate`. Each call is scoped: a shop outside the caller's reach is
// refused, and a ticket of another company or shop is not found.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol';
import { actorOf, allow, bodySchema, BusinessError, ok, placeNewRecord, ROW_ID } from '../../engine/server';
import type { Actor } from '../../engine/server';
import { BOARD_PRIVILEGES, type BoardTicket, type QueueBoard } from '../../protocol/queue-answers';
import { TICKET_ACTIONS } from '../../protocol/queue-tickets';
import { callerLanguage } from '../caller-language';
import { readBoard } from './queue-board';
import { businessDayOf, queuesOfShop, queueShop, type QueueShop } from './queue-setup';
import { PARTY_PROPERTIES, type PartyBody } from './party-body';
import { takeNumber } from './take-number';
import { changeTicket } from './ticket-changes';
import { lockedTicketOf, type TicketRow } from './ticket-rows';
import type { ModuleContext } from '../app-module';

const { read: BOARD_PAGE, operate: OPERATE } = BOARD_PRIVILEGES;

const READING = allow({ kind: 'page', page: BOARD_PAGE });
const OPERATING = allow({ kind: 'page', page: BOARD_PAGE, action: OPERATE });
const SHOP_BODY = { ...READING, schema: { body: bodySchema({ shopId: ROW_ID }) } };
const ISSUE_BODY = {
  ...OPERATING,
  schema: { body: bodySchema({ shopId: ROW_ID, ...PARTY_PROPERTIES }, ['people']) },
};
const TICKET_BODY = { ...OPERATING, schema: { body: bodySchema({ id: ROW_ID }, ['id']) } };

const asBoardTicket = ({
  id,
  number,
  people,
  phone,
  status,
  source,
  takenAt,
  calledAt,
  callCount,
}: TicketRow) =>
  ({ id, number, people, phone, status, source, takenAt, calledAt, callCount }) satisfies BoardTicket;

const queueBoardPlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, schemas, config, records }) => {
  const queues = schemas.byName.get('queue');
  if (!queues) throw new Error('queues: the resource queue is needed');

  /** The shop the body names (or the caller's only one), within his reach, with its queuing set-up. */
  const shopOf = async (actor: Actor, body: { shopId?: number }): Promise<QueueShop> => {
    const { shopId } = await placeNewRecord(db, schemas, queues, actor, body);
    const shop = shopId === null ? undefined : await queueShop(records, shopId, config.timeZone);
    if (!shop) throw new BusinessError(Status.notFound);
    return shop;
  };

  app.put<{ Body: { shopId?: number } }>('/queue/board', SHOP_BODY, async (request) => {
    const shop = await shopOf(actorOf(request), request.body);
    const day = businessDayOf(shop, Date.now());
    const english = callerLanguage(request) === 'en';
    return ok<QueueBoard>(await readBoard(db, shop, await queuesOfShop(records, shop.shopId), day, english));
  });

  app.post<{ Body: PartyBody & { shopId?: number } }>('/queue/ticket', ISSUE_BODY, async (request) => {
    const actor = actorOf(request);
    const shop = await shopOf(actor, request.body);
    const { people, phone } = request.body;
    const queueRows = await queuesOfShop(records, shop.shopId);
    const { ticket } = await takeNumber(db, shop, queueRows, 'staff', { people, phone }, actor.userId);
    return ok<BoardTicket>(asBoardTicket(ticket));
  });

  for (const action of TICKET_ACTIONS) {
    app.put<{ Body: { id: number } }>(`/queue/ticket/${action}`, TICKET_BODY, async (request) => {
      const actor = actorOf(request);
      const ticket = await db.transaction(async (tx) => {
        const found = await lockedTicketOf(tx, actor, request.body.id);
        if (!found) throw new BusinessError(Status.notFound);
        return changeTicket(tx, {
          kind: 'action',
          action,
          ticket: found,
          by: actor.userId,
        });
      });
      return ok<BoardTicket>(asBoardTicket(ticket));
    });
  }
};

export default queueBoardPlugin;
