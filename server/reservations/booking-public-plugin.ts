// The guests' booking page, without a session (docs/api.md "Booking page"): from the shop's booking
// URL a guest reads the shop, the free slots of a date for his party, and books one; then follows his
// booking by the token he was given, live, and may ask to cancel it once accepted. A booking is
// re-checked inside its transaction, under the shop's booking lock, by the very function that offered
// the slots (booking-check.ts), so two guests racing for the last seats cannot both have them. A token
// that opens nothing (unknown, or the URL recreated since) is "not found" and counts against the
// caller's address, like the other public pages.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../engine/protocol';
import {
  bodySchema,
  BusinessError,
  invalid,
  ok,
  paramsSchema,
  PUBLIC_EVENT_STREAM,
  PUBLIC_ROUTE,
  publicActor,
} from '../../engine/server';
import { callPrivilege } from '../../engine/schema';
import type { Actor, ApiRecord, SystemRecords } from '../../engine/server';
import type { BookingPageInfo, BookingSlot, GuestBooking, MadeBooking } from '../../protocol/booking-answers';
import { freeSlots } from '../../protocol/reservation-slots';
import { wallClock } from '../../protocol/wall-clock';
import { recordFailure } from '../auth/login-throttle';
import { publicKeys, refuseWhileLocked } from '../auth/public-throttle';
import { hashToken, newToken } from '../auth/tokens';
import { callerLanguage } from '../caller-language';
import { guestBookingProblem, heldBookings, lockHeldBookings, shopBookingRules } from './booking-check';
import { shopForBookingToken, type BookingShop } from './booking-tokens';
import type { ModuleContext } from '../app-module';
import { nameIn } from '../accounts/names-in-language';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const SHOP_PATH = paramsSchema({ token: { type: 'string' } }, ['token']);
const GUEST_PATH = paramsSchema({ guestToken: { type: 'string' } }, ['guestToken']);
const SLOTS_QUERY = paramsSchema(
  {
    date: { type: 'string', format: 'date', maxLength: 10, title: 'reservations:fields.date' },
    people: {
      type: 'string',
      pattern: '^[1-9][0-9]{0,2}$',
      maxLength: 3,
      title: 'reservations:fields.people',
    },
  },
  ['date', 'people'],
);
/** What a guest may write: the rest of a reservation (its state, type, decline) is the shop's. */
const GUEST_FIELDS = ['startAt', 'people', 'firstName', 'lastName', 'phone', 'email', 'remarks'] as const;
const BOOK_BODY = bodySchema(
  {
    // A moment with its offset ("2026-06-12T19:30:00.000+08:00"), and room to spare.
    startAt: { type: 'string', maxLength: 40, title: 'reservations:fields.startAt' },
    people: { type: 'integer', title: 'reservations:fields.people' },
  },
  ['startAt', 'people'],
);

/** The reservation's action a guest may take himself (schemas/reservations/reservation.json). */
const REQUEST_CANCEL = 'requestCancel';

type GuestBody = Partial<Record<(typeof GUEST_FIELDS)[number], unknown>>;

const bookingPublicPlugin: FastifyPluginAsync<ModuleContext> = async (app, options) => {
  const { db, schemas, service, records, config } = options;
  const settings = schemas.byName.get('reservationSettings');
  const reservation = schemas.byName.get('reservation');
  const requestCancel = reservation?.stateMachine?.actions[REQUEST_CANCEL];
  if (!settings || !reservation || !requestCancel)
    throw new Error('booking page: the reservation resources or their cancellation request are missing');
  const guestKeys = [callPrivilege(reservation, 'create'), requestCancel.privilege];

  /** What `find` answers for a well-formed token; "not found", counted against the address, otherwise. */
  const opened = async <T>(request: FastifyRequest, token: string, find: () => Promise<T | undefined>) => {
    const keys = publicKeys('bookingPage', request.ip, request.ip);
    await refuseWhileLocked(db, keys);
    const found = TOKEN.test(token) ? await find() : undefined;
    if (found !== undefined) return found;
    await recordFailure(db, keys, config.throttle);
    throw BusinessError.because(Status.notFound, 'reservations:bookingPage.notFound');
  };
  /**
   * The guest as an actor: his shop alone, and only what the page lets him do (book, ask to cancel),
   * so the resource's rules and scope check each of his writes as any caller's.
   */
  const guestActor = (shop: BookingShop): Actor => publicActor(config.region, shop, guestKeys);
  const shopOf = (request: FastifyRequest<{ Params: { token: string } }>) =>
    opened(request, request.params.token, () => shopForBookingToken(db, records, request.params.token));
  const rulesOf = (within: SystemRecords, shop: Pick<BookingShop, 'shopId'>) =>
    shopBookingRules(within, shop.shopId, config.timeZone);

  const shopName = async (request: FastifyRequest, shopId: number): Promise<string> => {
    const shop = await records.find('shop', shopId, { deletedToo: true });
    return nameIn(callerLanguage(request), { name: shop?.name, name_en: shop?.name_en });
  };

  const guestView = async (request: FastifyRequest, booking: ApiRecord): Promise<GuestBooking> => {
    const shopId = Number(booking.shopId);
    const rules = await rulesOf(records, { shopId });
    const startAt = String(booking.startAt);
    return {
      shopName: await shopName(request, shopId),
      startAt,
      shopTime: wallClock(Date.parse(startAt), rules.timeZone).text,
      people: Number(booking.people),
      status: String(booking.status),
      declineReason: typeof booking.declineReason === 'string' ? booking.declineReason : null,
    };
  };
  const bookingOfGuest = async (guestToken: string): Promise<ApiRecord | undefined> => {
    const { rows } = await db.query<{ id: number }>(
      'SELECT reservation_id AS id FROM reservation_guest_link WHERE token_hash = $1',
      [hashToken(guestToken)],
    );
    return rows[0] && records.find(reservation.name, rows[0].id);
  };
  const guestBookingOf = (request: FastifyRequest<{ Params: { guestToken: string } }>) =>
    opened(request, request.params.guestToken, () => bookingOfGuest(request.params.guestToken));

  app.get<{ Params: { token: string } }>(
    '/public/booking/:token',
    { ...PUBLIC_ROUTE, schema: { params: SHOP_PATH } },
    async (request) => {
      const shop = await shopOf(request);
      const rules = await rulesOf(records, shop);
      return ok<BookingPageInfo>({
        shopName: await shopName(request, shop.shopId),
        open: rules.enabled,
        maxPeople: rules.maxPeople,
        today: wallClock(Date.now(), rules.timeZone).date,
        dateFrom: rules.dateFrom,
        dateTo: rules.dateTo,
      });
    },
  );

  app.get<{ Params: { token: string }; Querystring: { date: string; people: string } }>(
    '/public/booking/:token/slots',
    { ...PUBLIC_ROUTE, schema: { params: SHOP_PATH, querystring: SLOTS_QUERY } },
    async (request) => {
      const shop = await shopOf(request);
      const rules = await rulesOf(records, shop);
      const { date, people } = request.query;
      const held = await heldBookings(db, reservation, shop.shopId, Date.parse(`${date}T12:00:00Z`), rules);
      const slots = freeSlots(rules, date, Number(people), held, Date.now());
      return ok<BookingSlot[]>(
        slots.map((slot) => ({
          start: new Date(slot.start).toISOString(),
          time: slot.time,
          freeSeats: slot.freeSeats,
        })),
      );
    },
  );

  app.post<{ Params: { token: string }; Body: GuestBody }>(
    '/public/booking/:token',
    { ...PUBLIC_ROUTE, schema: { params: SHOP_PATH, body: BOOK_BODY } },
    async (request) => {
      const shop = await shopOf(request);
      const body = Object.fromEntries(
        GUEST_FIELDS.filter((field) => request.body[field] !== undefined).map((field) => [
          field,
          request.body[field],
        ]),
      );
      const guest = guestActor(shop);
      const guestToken = newToken();
      const made = await db.transaction(async (tx) => {
        const rules = await rulesOf(records.within(tx), shop);
        const start = Date.parse(String(body.startAt));
        if (Number.isFinite(start) && typeof body.people === 'number') {
          const held = await lockHeldBookings(tx, reservation, shop.shopId, start, rules);
          const problem = guestBookingProblem(rules, start, body.people, held, Date.now());
          if (problem) throw invalid([problem]);
        }
        const record = await service
          .within(tx)
          .createWithin(tx, reservation, guest, { ...body, type: 'regular', shopId: shop.shopId });
        await tx.query(
          'INSERT INTO reservation_guest_link (reservation_id, shop_id, token_hash) VALUES ($1, $2, $3)',
          [record.id, shop.shopId, hashToken(guestToken)],
        );
        return record;
      });
      return ok<MadeBooking>({
        guestToken,
        booking: await guestView(request, made),
      });
    },
  );

  app.get<{ Params: { guestToken: string } }>(
    '/public/booking/guest/:guestToken',
    { ...PUBLIC_ROUTE, schema: { params: GUEST_PATH } },
    async (request) => {
      const booking = await guestBookingOf(request);
      return ok<GuestBooking>(await guestView(request, booking));
    },
  );

  // The guest asks to cancel a booking the shop accepted; staff accept or decline it (§4), as they
  // do one taken by phone. The state machine refuses it from any other state.
  app.post<{ Params: { guestToken: string } }>(
    '/public/booking/guest/:guestToken/cancel',
    { ...PUBLIC_ROUTE, schema: { params: GUEST_PATH } },
    async (request) => {
      const booking = await guestBookingOf(request);
      const shop = { shopId: Number(booking.shopId), companyId: Number(booking.companyId) };
      const saved = await service.transition(reservation, REQUEST_CANCEL, requestCancel, guestActor(shop), {
        id: booking.id,
      });
      return ok<GuestBooking>(await guestView(request, saved));
    },
  );

  app.get<{ Params: { guestToken: string } }>(
    '/public/booking/guest/:guestToken/live',
    { ...PUBLIC_EVENT_STREAM, schema: { params: GUEST_PATH } },
    async (request, reply) => {
      const booking = await guestBookingOf(request);
      // The guest hears that something of his shop's bookings changed, and reads his own again.
      app.live.start(request, reply, {
        topics: [reservation.name],
        wants: (change) => change.shopId === Number(booking.shopId),
      });
      return reply;
    },
  );
};

export default bookingPublicPlugin;
