// Self-service queuing, without a session (docs/api.md "Queues"): the page a guest reaches by
// scanning the shop's code reads the shop's queues, takes a number and then watches it by the token
// it was given, or cancels it. Throttled like the other public calls (public-throttle.ts): a token
// that opens nothing (unknown, or recreated since) counts against the caller's address and is "not
// found" whatever the reason; and the numbers one address takes are counted on their own, so a
// script cannot fill a queue, without using up the address's sign-in count.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../engine/protocol';
import {
  bodySchema,
  BusinessError,
  ok,
  paramsSchema,
  PUBLIC_EVENT_STREAM,
  PUBLIC_ROUTE,
} from '../../engine/server';
import type { GuestQueueInfo, GuestTicket, TakenTicket } from '../../protocol/queue-answers';
import { QUEUE_TICKET_TOPIC } from '../../protocol/queue-tickets';
import { recordFailure, recordSubjectUse } from '../auth/login-throttle';
import { publicKeys, refuseWhileLocked } from '../auth/public-throttle';
import { hashToken } from '../auth/tokens';
import { callerLanguage } from '../caller-language';
import { shopOfGuestToken } from './guest-link';
import { guestQueues, guestTicketView, waitingCounts } from './guest-view';
import { PARTY_PROPERTIES, type PartyBody } from './party-body';
import { businessDayOf, nameIn, queuesOfShop, queueShop, type QueueShop } from './queue-setup';
import { openQueues, takesNumbers } from './take-rules';
import { takeNumber } from './take-number';
import { changeTicket } from './ticket-changes';
import { ticketOfGuest, type TicketRow } from './ticket-rows';
import type { ModuleContext } from '../app-module';

/** Numbers one address may take in the throttle's window (15 minutes) before it waits. */
export const TICKETS_PER_ADDRESS = 30;

/** What a token can look like: the URL-safe alphabet of server-held tokens, nothing to query with otherwise. */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const SHOP_PATH = paramsSchema({ token: { type: 'string' } }, ['token']);
const TICKET_PATH = paramsSchema({ guestToken: { type: 'string' } }, ['guestToken']);
const TAKE_BODY = bodySchema(PARTY_PROPERTIES, ['people']);

const queuePublicPlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, records, config }) => {
  /** What `find` answers for a well-formed token; "not found", counted against the address, otherwise. */
  const opened = async <T>(request: FastifyRequest, token: string, find: () => Promise<T | undefined>) => {
    const keys = publicKeys('queuePage', request.ip, request.ip);
    await refuseWhileLocked(db, keys);
    const found = TOKEN.test(token) ? await find() : undefined;
    if (found !== undefined) return found;
    await recordFailure(db, keys, config.throttle);
    throw BusinessError.because(Status.notFound, 'queues:errors.pageNotFound');
  };
  const shopNamed = (shopId: number) => queueShop(records, shopId, config.timeZone);
  const shopOfToken = async (token: string): Promise<QueueShop | undefined> => {
    const shopId = await shopOfGuestToken(records, token);
    return shopId === undefined ? undefined : shopNamed(shopId);
  };
  const english = (request: FastifyRequest) => callerLanguage(request) === 'en';
  const view = async (request: FastifyRequest, ticket: TicketRow): Promise<GuestTicket> => {
    const shop = await shopNamed(ticket.shopId);
    return guestTicketView(db, records, ticket, shop ?? { name: '', nameEn: '' }, english(request));
  };

  app.get<{ Params: { token: string } }>(
    '/public/queue/:token',
    { ...PUBLIC_ROUTE, schema: { params: SHOP_PATH } },
    async (request) => {
      const shop = await opened(request, request.params.token, () => shopOfToken(request.params.token));
      const queues = await queuesOfShop(records, shop.shopId);
      const open = takesNumbers(shop.settings, queues, 'self');
      const waiting = await waitingCounts(db, shop.shopId, businessDayOf(shop, Date.now()));
      return ok<GuestQueueInfo>({
        shopName: nameIn(english(request), shop.name, shop.nameEn),
        notice: shop.settings.guestNotice,
        open,
        maxPartySize: shop.settings.maxPartySize,
        queues: open ? guestQueues(openQueues(queues, 'self'), waiting, english(request)) : [],
      });
    },
  );

  app.get<{ Params: { token: string } }>(
    '/public/queue/:token/live',
    { ...PUBLIC_EVENT_STREAM, schema: { params: SHOP_PATH } },
    async (request, reply) => {
      const shop = await opened(request, request.params.token, () => shopOfToken(request.params.token));
      // The guest's page hears that the shop's tickets changed, and reads its queues and number again.
      app.live.start(request, reply, {
        topics: [QUEUE_TICKET_TOPIC],
        wants: (change) => change.shopId === shop.shopId,
      });
      return reply;
    },
  );

  app.post<{ Params: { token: string }; Body: PartyBody }>(
    '/public/queue/:token/ticket',
    { ...PUBLIC_ROUTE, schema: { params: SHOP_PATH, body: TAKE_BODY } },
    async (request) => {
      const shop = await opened(request, request.params.token, () => shopOfToken(request.params.token));
      const keys = publicKeys('queueTicket', request.ip, request.ip);
      await refuseWhileLocked(db, keys);
      const { people, phone } = request.body;
      const queues = await queuesOfShop(records, shop.shopId);
      const taken = await takeNumber(db, shop, queues, 'self', { people, phone }, null);
      await recordSubjectUse(db, keys, TICKETS_PER_ADDRESS, config.throttle);
      return ok<TakenTicket>({ guestToken: taken.guestToken, ticket: await view(request, taken.ticket) });
    },
  );

  app.get<{ Params: { guestToken: string } }>(
    '/public/queue/ticket/:guestToken',
    { ...PUBLIC_ROUTE, schema: { params: TICKET_PATH } },
    async (request) => {
      const { guestToken } = request.params;
      const ticket = await opened(request, guestToken, () => ticketOfGuest(db, hashToken(guestToken), false));
      return ok<GuestTicket>(await view(request, ticket));
    },
  );

  app.put<{ Params: { guestToken: string } }>(
    '/public/queue/ticket/:guestToken/cancel',
    { ...PUBLIC_ROUTE, schema: { params: TICKET_PATH, body: bodySchema({}) } },
    async (request) => {
      const { guestToken } = request.params;
      const ticket = await opened(request, guestToken, () =>
        db.transaction(async (tx) => {
          const found = await ticketOfGuest(tx, hashToken(guestToken), true);
          return found && changeTicket(tx, { kind: 'action', action: 'cancel', ticket: found, by: null });
        }),
      );
      return ok<GuestTicket>(await view(request, ticket));
    },
  );
};

export default queuePublicPlugin;
