// Reservations (issue 14 item 4; business spec §3, §4, §5): a booking taken by phone, every state
// and action of §4 with its privilege, the decline reason, the party held to the shop's maximum,
// the phone number by the server's region, and the tenant scope of every call.
import { shopForBookingToken } from '../../../server/reservations/booking-tokens';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import { addUserWithoutPrivileges, demoTenants, type DemoTenants } from '../support/tenants';

type Reservation = {
  id: number;
  version: number;
  status: string;
  shopTime?: string;
  declineReason?: string;
  declineNote?: string;
  people: number;
};

const booking = (overrides: object = {}) => ({
  startAt: '2026-06-12T19:30:00+08:00',
  people: 4,
  type: 'regular',
  lastName: 'Chan',
  firstName: 'Tai Man',
  phone: '91234567',
  ...overrides,
});

/** The actions' audit entries of a reservation, in order. */
const auditedActions = async (api: ApiHarness, id: number) =>
  (
    await api.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE resource = 'reservation' AND record_id = $1 ORDER BY id`,
      [id],
    )
  ).rows.map((row) => row.action);

describeOnEachDatabase('reservations on a Hong Kong server', (api) => {
  let tenants: DemoTenants;
  const call = <T = Reservation>(
    username: string,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: object,
  ) => api.callAs<T>(username, method, path, body);
  const make = async (overrides: object = {}, username = 'hk.owner', shopId = tenants.central) => {
    const made = await call(username, 'POST', '/reservation', {
      ...booking(overrides),
      shopId,
    });
    if (made.status !== 0) throw new Error(`booking failed: ${made.msgEn}`);
    return made.data;
  };
  const act = (action: string, id: number, body: object = {}, username = 'hk.owner') =>
    call(username, 'PUT', `/reservation/${action}`, { id, ...body });
  const read = async (id: number) =>
    (await call<Reservation[]>('hk.owner', 'PUT', '/reservation', { id })).data[0];

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
  });

  it('has the demo shops’ bookings in every state, and Tsim Sha Tsui taking bookings at its URL', async () => {
    const { rows } = await api.db.query<{ status: string }>(
      `SELECT DISTINCT data->>'status' AS status FROM res_reservation WHERE deleted_at IS NULL ORDER BY 1`,
    );
    expect(rows.map((row) => row.status)).toEqual([
      'arrived',
      'cancelRequested',
      'cancelled',
      'failed',
      'notArrived',
      'pending',
      'waiting',
    ]);
    const tst = (
      await api.db.query<{ id: number }>(`SELECT id FROM res_shop WHERE data->>'name_en' = 'Tsim Sha Tsui'`)
    ).rows[0]?.id;
    const settings = await call<{ enabled: boolean; bookingUrl?: { token: string } }>(
      'kowloon.owner',
      'PUT',
      '/reservation/settings',
      { shopId: tst },
    );
    expect(settings.data).toMatchObject({ enabled: true, bookingUrl: { shopId: tst } });
    expect(
      await shopForBookingToken(api.db, api.records, settings.data.bookingUrl?.token ?? ''),
    ).toMatchObject({
      shopId: tst,
    });
  });

  it("takes a phone booking as pending and lists it on the shop's clock", async () => {
    const made = await make({ startAt: '2026-06-12T11:30:00Z' });
    expect(made).toMatchObject({ status: 'pending', version: 1, shopId: tenants.central });
    // 11:30 UTC is 19:30 in Hong Kong, the demo shops' zone.
    expect(await read(made.id)).toMatchObject({ shopTime: '2026-06-12 19:30' });
  });

  it('accepts, seats, marks a no-show and settles a cancellation request through each allowed action', async () => {
    const seated = await make();
    expect(await act('accept', seated.id)).toMatchObject({ status: 0, data: { status: 'waiting' } });
    expect(await act('arrive', seated.id)).toMatchObject({ status: 0, data: { status: 'arrived' } });
    expect(await auditedActions(api, seated.id)).toEqual(['create', 'accept', 'arrive']);

    const missed = await make();
    await act('accept', missed.id);
    expect(await act('markNotArrived', missed.id)).toMatchObject({ data: { status: 'notArrived' } });

    const kept = await make();
    await act('accept', kept.id);
    expect(await act('requestCancel', kept.id)).toMatchObject({ data: { status: 'cancelRequested' } });
    expect(await act('declineCancel', kept.id)).toMatchObject({ data: { status: 'waiting' } });
    expect(await act('requestCancel', kept.id)).toMatchObject({ data: { status: 'cancelRequested' } });
    expect(await act('acceptCancel', kept.id)).toMatchObject({ data: { status: 'cancelled', version: 6 } });
    expect(await auditedActions(api, kept.id)).toEqual([
      'create',
      'accept',
      'requestCancel',
      'declineCancel',
      'requestCancel',
      'acceptCancel',
    ]);
  });

  it('refuses an action from a state it does not start from, and an edit of the state, changing nothing', async () => {
    const pending = await make();
    for (const action of ['arrive', 'markNotArrived', 'requestCancel', 'acceptCancel', 'declineCancel'])
      expect(await act(action, pending.id)).toMatchObject({ status: 8 });
    await act('accept', pending.id);
    expect(await act('accept', pending.id)).toMatchObject({ status: 8 });
    expect(await act('decline', pending.id, { declineReason: 'fullyBooked' })).toMatchObject({ status: 8 });
    await act('arrive', pending.id);
    for (const action of ['accept', 'requestCancel', 'markNotArrived'])
      expect(await act(action, pending.id)).toMatchObject({ status: 8 });
    const arrived = await read(pending.id);
    const edited = await call('hk.owner', 'PUT', '/reservation/modify', { ...arrived, status: 'waiting' });
    expect(edited.status).toBe(1);
    expect(edited.errors?.[0]?.field).toBe('status');
    expect(await read(pending.id)).toMatchObject({ status: 'arrived', version: arrived?.version });
  });

  it('asks a decline reason, and a note with "others", keeping only what the reason shows', async () => {
    const made = await make();
    const missing = await act('decline', made.id);
    expect(missing.status).toBe(1);
    expect(missing.errors).toEqual([
      { field: 'declineReason', msg: expect.any(String), msgEn: 'Please enter Decline reason' },
    ]);
    const noNote = await act('decline', made.id, { declineReason: 'others' });
    expect(noNote.errors).toEqual([
      { field: 'declineNote', msg: expect.any(String), msgEn: 'Please enter Reason in words' },
    ]);
    const unknown = await act('decline', made.id, { declineReason: 'tooLate' });
    expect(unknown.errors?.map((error) => error.field)).toEqual(['declineReason']);
    expect(await read(made.id)).toMatchObject({ status: 'pending', version: 1 });

    const declined = await act('decline', made.id, { declineReason: 'fullyBooked', declineNote: 'ignored' });
    expect(declined).toMatchObject({ status: 0, data: { status: 'failed', declineReason: 'fullyBooked' } });
    expect(declined.data.declineNote).toBeUndefined();

    const other = await make();
    const explained = await act('decline', other.id, {
      declineReason: 'others',
      declineNote: 'Private event',
    });
    expect(explained.data).toMatchObject({
      status: 'failed',
      declineReason: 'others',
      declineNote: 'Private event',
    });
    expect(await act('accept', other.id)).toMatchObject({ status: 8 });
  });

  it("holds the party to the shop's maximum when it is booked and when it grows, not when other things change", async () => {
    const tooMany = await call('hk.owner', 'POST', '/reservation', {
      ...booking({ people: 11 }),
      shopId: tenants.central,
    });
    expect(tooMany.status).toBe(1);
    expect(tooMany.errors).toEqual([
      {
        field: 'people',
        msg: expect.any(String),
        msgEn: "People cannot be more than 10, the shop's maximum per booking",
      },
    ]);
    const ten = await make({ people: 10 });
    const grown = await call('hk.owner', 'PUT', '/reservation/modify', { ...ten, people: 11 });
    expect(grown.errors?.map((error) => error.field)).toEqual(['people']);

    // The shop lowers its maximum: a booking made before keeps its party through other changes.
    const settings = await call<{ version: number }>('hk.owner', 'PUT', '/reservation/settings', {
      shopId: tenants.central,
    });
    const saved = await call('hk.owner', 'PUT', '/reservation/settings/modify', {
      shopId: tenants.central,
      version: settings.data.version,
      maxPeople: 6,
    });
    expect(saved.status).toBe(0);
    const renamed = await call('hk.owner', 'PUT', '/reservation/modify', {
      ...ten,
      remarks: 'Two high chairs',
    });
    expect(renamed).toMatchObject({ status: 0, data: { people: 10, remarks: 'Two high chairs' } });
    const other = await call('hk.owner', 'POST', '/reservation', {
      ...booking({ people: 7 }),
      shopId: tenants.central,
    });
    expect(other.errors?.[0]).toMatchObject({ field: 'people', msgEn: expect.stringContaining('than 6') });
  });

  it("refuses another company's manager: he neither finds, acts on, changes nor deletes a reservation", async () => {
    const made = await make();
    expect(
      (await call<Reservation[]>('kowloon.owner', 'PUT', '/reservation', { id: made.id })).count ?? 0,
    ).toBe(0);
    for (const [method, path, body] of [
      ['PUT', '/reservation/accept', { id: made.id }],
      ['PUT', '/reservation/decline', { id: made.id, declineReason: 'fullyBooked' }],
      ['PUT', '/reservation/modify', { ...made, people: 2 }],
      ['DELETE', '/reservation', { id: made.id }],
    ] as const)
      expect([2, 3]).toContain((await call('kowloon.owner', method, path, body)).status);
    expect(
      (await call('kowloon.owner', 'POST', '/reservation', { ...booking(), shopId: tenants.central })).status,
    ).toBe(3);
    expect(await read(made.id)).toMatchObject({ status: 'pending', version: 1 });
  });

  it("lets a store manager run his shop's bookings, not another shop's, and nobody without the privileges", async () => {
    const own = await make({}, 'hk.central');
    expect(await act('accept', own.id, {}, 'hk.central')).toMatchObject({
      status: 0,
      data: { status: 'waiting' },
    });
    const sibling = await make({}, 'hk.owner', tenants.causeway);
    expect(await act('accept', sibling.id, {}, 'hk.central')).toMatchObject({ status: 2 });
    expect(await read(sibling.id)).toMatchObject({ status: 'pending' });
    await addUserWithoutPrivileges(api.db, 'hk.nobody', tenants.hk);
    expect(await act('accept', sibling.id, {}, 'hk.nobody')).toMatchObject({ status: 3 });
    expect(
      await act('decline', sibling.id, { declineReason: 'others', declineNote: 'x' }, 'hk.nobody'),
    ).toMatchObject({
      status: 3,
    });
    expect(await read(sibling.id)).toMatchObject({ status: 'pending', version: 1 });
  });

  it("serves the form the Hong Kong phone rule and refuses another region's number, naming the field", async () => {
    const schema = await api.callAs<{ fields: Record<string, Record<string, unknown>> }>(
      'hk.owner',
      'GET',
      '/schema/resource/reservation',
    );
    expect(schema.data.fields.phone).toMatchObject({ pattern: '^[0-9]{8}$' });
    expect(schema.data.fields.phone?.regions).toBeUndefined();
    const us = await call('hk.owner', 'POST', '/reservation', {
      ...booking({ phone: '2125550123' }),
      shopId: tenants.central,
    });
    expect(us.errors).toEqual([
      { field: 'phone', msg: '電話須為 8 位數字', msgEn: 'Phone must be 8 digits' },
    ]);
  });
});

describeOnEachDatabase(
  'reservations on a US server',
  (api) => {
    it('takes a phone number of 10 or 11 digits and refuses 8, naming the field, as its form says', async () => {
      const tenants = await demoTenants(api.db);
      const book = (phone: string) =>
        api.callAs<Reservation>('hk.owner', 'POST', '/reservation', {
          ...booking({ phone, startAt: '2026-11-26T18:00:00-05:00' }),
          shopId: tenants.central,
        });
      expect((await book('2125550123')).status).toBe(0);
      expect((await book('12125550123')).status).toBe(0);
      const local = await book('91234567');
      expect(local.errors).toEqual([
        { field: 'phone', msg: '電話須為 10 或 11 位數字', msgEn: 'Phone must be 10 or 11 digits' },
      ]);
      const schema = await api.callAs<{ fields: Record<string, Record<string, unknown>> }>(
        'hk.owner',
        'GET',
        '/schema/resource/reservation',
      );
      expect(schema.data.fields.phone).toMatchObject({
        pattern: '^[0-9]{10,11}$',
        ui: expect.objectContaining({ messages: { pattern: 'reservations:messages.phoneUs' } }),
      });
    });
  },
  { config: { region: 'us' } },
);
