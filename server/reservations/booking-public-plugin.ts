// The guests' booking page, without a session (docs/api.md "Booking page"): from the shop's booking
// URL a guest reads the shop, the free slots of a date for his party, and books one; then follows his
// booking by the token he was given, live, and may ask to cancel it once accepted. A booking is
// re-checked inside its transaction, under the shop's booking lock, by the very function that offered
// the slots (booking-check.ts), so two guests racing for the last seats cannot both have them. A token
// that opens nothing (unknown, or the URL recreated since) is "not found" and counts against the
// caller's address, like the other public pages.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../engine/protocol/status';
import type { CheckedSchemas } from '../../engine/schema/catalogue';
import { BusinessError } from '../../engine/server/business-error';
import type { Database, Queryable } from '../../engine/server/db/database';
import { ok } from '../../engine/server/envelope';
import { PUBLIC_ROUTE } from '../../engine/server/public-route';
import type { Actor } from '../../engine/server/resources/actor';
import { invalid } from '../../engine/server/resources/request-params';
import type { ResourceService } from '../../engine/server/resources/resource-service';
import { bodySchema, paramsSchema } from '../../engine/server/route-schema';
import type { BookingPageInfo, BookingSlot, GuestBooking, MadeBooking } from '../../protocol/booking-answers';
import { freeSlots } from '../../protocol/reservation-slots';
import { wallClock } from '../../protocol/wall-clock';
import { recordFailure } from '../auth/login-throttle';
import { publicKeys, refuseWhileLocked } from '../auth/public-throttle';
import { hashToken, newToken } from '../auth/tokens';
import { callerLanguage } from '../caller-language';
import type { ServerConfig } from '../config';
import { guestBookingProblem, heldBookings, lockHeldBookings, shopBookingRules } from './booking-check';
import { shopForBookingToken, type BookingShop } from './booking-tokens';

export interface BookingPublicOptions {
  prefix: string;
  db: Database;
  schemas: CheckedSchemas;
  service: ResourceService;
  config: Pick<ServerConfig, 'timeZone' | 'throttle' | 'region'>;
}

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

interface GuestRow {
  shop_id: number;
  data: Record<string, unknown>;
}

interface GuestBookingRow extends GuestRow {
  id: number;
  company_id: number;
}

const bookingPublicPlugin: FastifyPluginAsync<BookingPublicOptions> = async (app, options) => {
  const { db, schemas, service, config } = options;
  const settings = schemas.byName.get('reservationSettings');
  const reservation = schemas.byName.get('reservation');
  const requestCancel = reservation?.stateMachine?.actions[REQUEST_CANCEL];
  if (!settings || !reservation || !requestCancel)
    throw new Error('booking page: the reservation resources or their cancellation request are missing');

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
   * The guest as an actor: his shop alone, every privilege in it, since these routes decide what a
   * guest may do (book, ask to cancel) and the resource's rules still check each write.
   */
  const guestActor = (shop: BookingShop): Actor => ({
    userId: null,
    admin: false,
    platform: false,
    companies: [shop.companyId],
    shops: [shop.shopId],
    privileges: 'all',
    region: config.region,
  });
  const shopOf = (request: FastifyRequest<{ Params: { token: string } }>) =>
    opened(request, request.params.token, () => shopForBookingToken(db, request.params.token));
  const rulesOf = (tx: Queryable, shop: BookingShop) => shopBookingRules(tx, settings, shop, config.timeZone);

  const shopName = async (request: FastifyRequest, shopId: number): Promise<string> => {
    const { rows } = await db.query<{ name: string; name_en: string | null }>(
      `SELECT data->>'name' AS name, NULLIF(data->>'name_en', '') AS name_en FROM res_shop WHERE id = $1`,
      [shopId],
    );
    const row = rows[0];
    return (callerLanguage(request) === 'en' ? row?.name_en : undefined) ?? row?.name ?? '';
  };

  const guestView = async (request: FastifyRequest, row: GuestRow): Promise<GuestBooking> => {
    const rules = await rulesOf(db, { shopId: row.shop_id, companyId: 0 });
    const startAt = String(row.data.startAt);
    return {
      shopName: await shopName(request, row.shop_id),
      startAt,
      shopTime: wallClock(Date.parse(startAt), rules.timeZone).text,
      people: Number(row.data.people),
      status: String(row.data.status),
      declineReason: typeof row.data.declineReason === 'string' ? row.data.declineReason : null,
    };
  };
  const bookingOfGuest = async (guestToken: string): Promise<GuestBookingRow | undefined> => {
    const { rows } = await db.query<GuestBookingRow>(
      `SELECT r.id, r.company_id, r.shop_id, r.data FROM reservation_guest_link l
         JOIN res_reservation r ON r.id = l.reservation_id AND r.deleted_at IS NULL
        WHERE l.token_hash = $1`,
      [hashToken(guestToken)],
    );
    return rows[0];
  };
  const guestBookingOf = (request: FastifyRequest<{ Params: { guestToken: string } }>) =>
    opened(request, request.params.guestToken, () => bookingOfGuest(request.params.guestToken));

  app.get<{ Params: { token: string } }>(
    '/public/booking/:token',
    { ...PUBLIC_ROUTE, schema: { params: SHOP_PATH } },
    async (request) => {
      const shop = await shopOf(request);
      const rules = await rulesOf(db, shop);
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
      const rules = await rulesOf(db, shop);
      const { date, people } = request.query;
      const held = await heldBookings(db, shop.shopId, Date.parse(`${date}T12:00:00Z`), rules);
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
        const rules = await rulesOf(tx, shop);
        const start = Date.parse(String(body.startAt));
        if (Number.isFinite(start) && typeof body.people === 'number') {
          const held = await lockHeldBookings(tx, shop.shopId, start, rules);
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
        booking: await guestView(request, { shop_id: shop.shopId, data: made as Record<string, unknown> }),
      });
    },
  );

  app.get<{ Params: { guestToken: string } }>(
    '/public/booking/guest/:guestToken',
    { ...PUBLIC_ROUTE, schema: { params: GUEST_PATH } },
    async (request) => {
      const row = await guestBookingOf(request);
      return ok<GuestBooking>(await guestView(request, row));
    },
  );

  // The guest asks to cancel a booking the shop accepted; staff accept or decline it (§4), as they
  // do one taken by phone. The state machine refuses it from any other state.
  app.post<{ Params: { guestToken: string } }>(
    '/public/booking/guest/:guestToken/cancel',
    { ...PUBLIC_ROUTE, schema: { params: GUEST_PATH } },
    async (request) => {
      const row = await guestBookingOf(request);
      const saved = await service.transition(
        reservation,
        REQUEST_CANCEL,
        requestCancel,
        guestActor({ shopId: row.shop_id, companyId: row.company_id }),
        { id: row.id },
      );
      return ok<GuestBooking>(
        await guestView(request, { shop_id: row.shop_id, data: saved as Record<string, unknown> }),
      );
    },
  );

  app.get<{ Params: { guestToken: string } }>(
    '/public/booking/guest/:guestToken/live',
    { ...PUBLIC_ROUTE, schema: { params: GUEST_PATH } },
    async (request, reply) => {
      const row = await guestBookingOf(request);
      // The guest hears that something of his shop's bookings changed, and reads his own again.
      app.live.start(request, reply, {
        topics: [reservation.name],
        wants: (change) => change.shopId === row.shop_id,
      });
      return reply;
    },
  );
};

export default bookingPublicPlugin;
