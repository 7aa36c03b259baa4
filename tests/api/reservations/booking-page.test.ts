// The guests' booking page (issue 14 item 5): free slots from the shared slot function, a booking
// re-checked in its transaction under the shop's lock (50 guests racing for the last 4 seats: exactly
// the ones that fit get them), followed by the guest's token as staff act on it, and the old URL dead
// once recreated.
import { Status } from '../../../engine/protocol/status';
import type { BookingSlot, GuestBooking, MadeBooking } from '../../../protocol/booking-answers';
import type { BookingUrlValue } from '../../../protocol/booking-url';
import { addDays } from '../../../protocol/zoned-time';
import { wallClock } from '../../../protocol/wall-clock';
import { hashToken } from '../../../server/auth/tokens';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

const SEATS = 4;

describeOnEachDatabase('the booking page', (api) => {
  let tenants: DemoTenants;
  let token: string;
  // Three days ahead on Hong Kong's calendar: past any cut-off, inside Central's opening hours.
  const date = addDays(wallClock(Date.now(), 'Asia/Hong_Kong').date, 3);
  const guestCall = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    (await api.call<T>({ method, url: `/pro-api/public${url}`, ...(payload ? { payload } : {}) })).body;
  const slots = (people: number) =>
    guestCall<BookingSlot[]>('GET', `/booking/${token}/slots?date=${date}&people=${people}`);
  const book = (startAt: string, people: number, lastName = 'Chan') =>
    guestCall<MadeBooking>('POST', `/booking/${token}`, { startAt, people, lastName, phone: '91234567' });

  /** The reservation a guest's token follows. */
  const bookingIdOf = async (guestToken: string): Promise<number> => {
    const { rows } = await api.db.query<{ id: number }>(
      'SELECT reservation_id AS id FROM reservation_guest_link WHERE token_hash = $1',
      [hashToken(guestToken)],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('no booking follows this guest token');
    return id;
  };

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    const saved = await api.callAs<{ bookingUrl: BookingUrlValue }>(
      'hk.owner',
      'PUT',
      '/reservation/settings/modify',
      {
        shopId: tenants.central,
        version: 0,
        enabled: true,
        interval: 30,
        earliestTime: '11:00',
        latestTime: '20:00',
        cutOff: 'PT1H',
        diningMinutes: 90,
        regularWeekdays: [1, 2, 3, 4, 5, 6, 7],
        timeSlots: [{ start: '11:00', end: '21:00' }],
        maxPeople: 4,
        seats: SEATS,
      },
    );
    expect(saved.status).toBe(0);
    token = saved.data.bookingUrl.token;
  });

  it('offers the slots of the shared function, and refuses a time it does not offer', async () => {
    const info = await guestCall<{ open: boolean; maxPeople: number }>('GET', `/booking/${token}`);
    expect(info).toMatchObject({ status: 0, data: { open: true, maxPeople: 4 } });
    const offered = await slots(2);
    expect(offered.status).toBe(0);
    expect(offered.data.map((slot) => slot.time)).toEqual(
      ['11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30'].concat([
        '16:00',
        '16:30',
        '17:00',
        '17:30',
        '18:00',
        '18:30',
        '19:00',
        '19:30',
        '20:00',
      ]),
    );
    const offGrid = await book(`${date}T19:10:00+08:00`, 2);
    expect(offGrid.status).toBe(Status.invalidInput.code);
    expect(offGrid.errors?.map((error) => error.field)).toEqual(['startAt']);
    const tooMany = await book(`${date}T19:00:00+08:00`, 5);
    expect(tooMany.errors?.map((error) => error.field)).toEqual(['people']);
  });

  it('gives the last 4 seats to exactly 4 of 50 guests booking them at once', async () => {
    const startAt = `${date}T13:00:00+08:00`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, guest) => book(startAt, 1, `Guest ${guest}`)),
    );
    const made = answers.filter((answer) => answer.status === 0);
    expect(made).toHaveLength(SEATS);
    for (const refused of answers.filter((answer) => answer.status !== 0)) {
      expect(refused.status).toBe(Status.invalidInput.code);
      expect(refused.errors?.[0]).toMatchObject({
        field: 'startAt',
        msgEn: 'Not enough seats are free at this time',
      });
    }
    const { rows } = await api.db.query<{ people: number }>(
      `SELECT sum((data->>'people')::int)::int AS people FROM res_reservation
        WHERE shop_id = $1 AND (data->>'startAt')::timestamptz = $2::timestamptz`,
      [tenants.central, startAt],
    );
    expect(rows[0]?.people).toBe(SEATS);
    // Full from 13:00 for the dining time: neither 12:00 nor 14:00 is offered any more, 11:00 and 14:30 are.
    const times = (await slots(1)).data.map((slot) => slot.time);
    expect(times).toEqual(expect.arrayContaining(['11:00', '14:30']));
    expect(times).not.toEqual(expect.arrayContaining(['12:00']));
    expect(times).not.toEqual(expect.arrayContaining(['14:00']));
  });

  it('lets the guest ask to cancel once his booking is accepted, and staff settle it', async () => {
    const made = await book(`${date}T19:00:00+08:00`, 2, 'Lee');
    const guest = made.data.guestToken;
    const askCancel = () => guestCall<GuestBooking>('POST', `/booking/guest/${guest}/cancel`);
    // Not before the shop has accepted it: the state machine's rule, for guests as for staff.
    expect(await askCancel()).toMatchObject({ status: Status.invalidTransition.code });
    const id = await bookingIdOf(guest);
    await api.callAs('hk.central', 'PUT', '/reservation/accept', { id });
    expect(await askCancel()).toMatchObject({ status: 0, data: { status: 'cancelRequested' } });
    expect(await askCancel()).toMatchObject({ status: Status.invalidTransition.code });
    expect(await api.callAs('hk.central', 'PUT', '/reservation/acceptCancel', { id })).toMatchObject({
      data: { status: 'cancelled' },
    });
    const seen = await guestCall<GuestBooking>('GET', `/booking/guest/${guest}`);
    expect(seen).toMatchObject({ data: { status: 'cancelled' } });
    // The guest's request is in the booking's trail, made by nobody signed in.
    const { rows } = await api.db.query<{ action: string; actor_id: number | null }>(
      `SELECT action, actor_id FROM audit_log WHERE resource = 'reservation' AND record_id = $1 ORDER BY id`,
      [id],
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'accept', 'requestCancel', 'acceptCancel']);
    expect(rows[2]?.actor_id).toBeNull();
  });

  it('shows the guest his booking as staff accept it, and the old URL is dead once recreated', async () => {
    const made = await book(`${date}T18:00:00+08:00`, 2, 'Wong');
    expect(made).toMatchObject({ status: 0, data: { booking: { status: 'pending', people: 2 } } });
    expect(made.data.booking.shopTime).toBe(`${date} 18:00`);
    const accepted = await api.callAs('hk.central', 'PUT', '/reservation/accept', {
      id: await bookingIdOf(made.data.guestToken),
    });
    expect(accepted.status).toBe(0);
    const seen = await guestCall<GuestBooking>('GET', `/booking/guest/${made.data.guestToken}`);
    expect(seen).toMatchObject({ status: 0, data: { status: 'waiting' } });

    const recreated = await api.callAs('hk.owner', 'PUT', '/reservation/booking/url/recreate', {
      shopId: tenants.central,
    });
    expect(recreated.status).toBe(0);
    expect((await guestCall('GET', `/booking/${token}`)).status).toBe(Status.notFound.code);
    expect((await guestCall('GET', `/booking/${token}/slots?date=${date}&people=2`)).status).toBe(
      Status.notFound.code,
    );
  });
});
