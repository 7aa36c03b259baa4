// The staff board's calls (business §2 self_service_queuing, docs/api.md "Queues"): PUT /queue/board
// reads a shop's day; POST /queue/ticket issues a walk-in's number; PUT /queue/ticket/{action} calls,
// seats, skips or cancels one. Reading needs the board's page (its route's name); the rest its
// action, `self_service_queuing_operate`. Each call is scoped: a shop outside the caller's reach is
// refused, and a ticket of another company or shop is not found.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../engine/protocol/status';
import type { CheckedSchemas } from '../../engine/schema/catalogue';
import { BusinessError } from '../../engine/server/business-error';
import type { Database } from '../../engine/server/db/database';
import { ok } from '../../engine/server/envelope';
import { actorOf } from '../../engine/server/request-actor';
import { can, mayOpenPage, type Actor } from '../../engine/server/resources/actor';
import { placeNewRecord } from '../../engine/server/resources/tenant-placement';
import { bodySchema, ROW_ID } from '../../engine/server/route-schema';
import { BOARD_PRIVILEGES, type BoardTicket, type QueueBoard } from '../../protocol/queue-answers';
import { TICKET_ACTIONS } from '../../protocol/queue-tickets';
import { callerLanguage } from '../caller-language';
import type { ServerConfig } from '../config';
import { readBoard } from './queue-board';
import { businessDayOf, queuesOfShop, queueShop, type QueueShop } from './queue-setup';
import { PARTY_PROPERTIES, type PartyBody } from './party-body';
import { takeNumber } from './take-number';
import { changeTicket } from './ticket-changes';
import { lockedTicketOf, type TicketRow } from './ticket-rows';

export interface QueueBoardOptions {
  db: Database;
  schemas: CheckedSchemas;
  config: Pick<ServerConfig, 'timeZone'>;
}

const { read: BOARD_PAGE, operate: OPERATE } = BOARD_PRIVILEGES;

const SHOP_BODY = { body: bodySchema({ shopId: ROW_ID }) };
const ISSUE_BODY = { body: bodySchema({ shopId: ROW_ID, ...PARTY_PROPERTIES }, ['people']) };
const TICKET_BODY = { body: bodySchema({ id: ROW_ID }, ['id']) };

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

const queueBoardPlugin: FastifyPluginAsync<QueueBoardOptions> = async (app, { db, schemas, config }) => {
  const page = schemas.pages.find((route) => route.name === BOARD_PAGE);
  const queues = schemas.byName.get('queue');
  if (!page || !page.actions?.includes(OPERATE) || !queues)
    throw new Error(
      `queues: the page ${BOARD_PAGE} with its action ${OPERATE}, and the resource queue, are needed`,
    );

  /** The caller, once he may use the board, and may operate it when `operate`. */
  const boardActor = (request: FastifyRequest, operate: boolean): Actor => {
    const actor = actorOf(request);
    if (!mayOpenPage(actor, page) || (operate && !can(actor, OPERATE)))
      throw new BusinessError(Status.forbidden);
    return actor;
  };

  /** The shop the body names (or the caller's only one), within his reach, with its queuing set-up. */
  const shopOf = async (actor: Actor, body: { shopId?: number }): Promise<QueueShop> => {
    const { shopId } = await placeNewRecord(db, schemas, queues, actor, body);
    const shop = shopId === null ? undefined : await queueShop(db, schemas, shopId, config.timeZone);
    if (!shop) throw new BusinessError(Status.notFound);
    return shop;
  };

  app.put<{ Body: { shopId?: number } }>('/queue/board', { schema: SHOP_BODY }, async (request) => {
    const shop = await shopOf(boardActor(request, false), request.body);
    const day = businessDayOf(shop, Date.now());
    const english = callerLanguage(request) === 'en';
    return ok<QueueBoard>(
      await readBoard(db, shop, await queuesOfShop(db, schemas, shop.shopId), day, english),
    );
  });

  app.post<{ Body: PartyBody & { shopId?: number } }>(
    '/queue/ticket',
    { schema: ISSUE_BODY },
    async (request) => {
      const actor = boardActor(request, true);
      const shop = await shopOf(actor, request.body);
      const { people, phone } = request.body;
      const queueRows = await queuesOfShop(db, schemas, shop.shopId);
      const { ticket } = await takeNumber(db, shop, queueRows, 'staff', { people, phone }, actor.userId);
      return ok<BoardTicket>(asBoardTicket(ticket));
    },
  );

  for (const action of TICKET_ACTIONS) {
    app.put<{ Body: { id: number } }>(`/queue/ticket/${action}`, { schema: TICKET_BODY }, async (request) => {
      const actor = boardActor(request, true);
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
