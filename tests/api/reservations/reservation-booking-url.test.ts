// A shop's booking URL (issue 14 item 4; business spec §4): made with the first save of its
// reservation settings, shown on them, and replaced by "recreate URL", after which the old token
// leads nowhere, for good. The recreation has its own privilege, stays within the caller's shops
// and is audited without the tokens.
import type { BookingUrlValue } from '../../../protocol/booking-url';
import { shopForBookingToken } from '../../../server/reservations/booking-tokens';
import { describeOnEachDatabase } from '../support/api-harness';
import { addUserWithoutPrivileges, demoTenants, type DemoTenants } from '../support/tenants';

type Settings = { id: number | null; version: number; bookingUrl?: BookingUrlValue };

describeOnEachDatabase('the booking URL', (api) => {
  let tenants: DemoTenants;
  const read = async (shopId: number, username = 'hk.owner') =>
    (await api.callAs<Settings>(username, 'PUT', '/reservation/settings', { shopId })).data;
  const save = (shopId: number, version: number, changes: object = {}) =>
    api.callAs<Settings>('hk.owner', 'PUT', '/reservation/settings/modify', { shopId, version, ...changes });
  const recreate = (shopId: number, username = 'hk.owner') =>
    api.callAs<BookingUrlValue>(username, 'PUT', '/reservation/booking/url/recreate', { shopId });

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    await addUserWithoutPrivileges(api.db, 'hk.nobody', tenants.hk);
  });

  it("is made with the first save, kept by later ones, and a recreated URL's old token resolves to nothing", async () => {
    expect((await read(tenants.central)).bookingUrl).toBeUndefined();
    const first = await save(tenants.central, 0, { enabled: true });
    const made = first.data.bookingUrl;
    expect(made).toEqual({ shopId: tenants.central, token: expect.stringMatching(/^[\w-]{22}$/) });
    expect(await read(tenants.central)).toEqual(first.data);
    expect(await shopForBookingToken(api.db, api.records, made?.token ?? '')).toEqual({
      shopId: tenants.central,
      companyId: tenants.hk,
    });
    const second = await save(tenants.central, 1, { maxPeople: 8 });
    expect(second.data.bookingUrl).toEqual(made);

    const recreated = await recreate(tenants.central);
    expect(recreated).toMatchObject({ status: 0, data: { shopId: tenants.central } });
    expect(recreated.data.token).not.toBe(made?.token);
    expect(await shopForBookingToken(api.db, api.records, made?.token ?? '')).toBeUndefined();
    expect(await shopForBookingToken(api.db, api.records, recreated.data.token)).toMatchObject({
      shopId: tenants.central,
    });
    // The settings a form holds are not changed by it: their next save goes through.
    expect(await read(tenants.central)).toMatchObject({ version: 2, bookingUrl: recreated.data });
    expect((await save(tenants.central, 2, { maxPeople: 9 })).data.bookingUrl).toEqual(recreated.data);
    // Recreating again never brings an earlier token back.
    const again = await recreate(tenants.central);
    expect(await shopForBookingToken(api.db, api.records, recreated.data.token)).toBeUndefined();
    expect(await shopForBookingToken(api.db, api.records, again.data.token)).toMatchObject({
      shopId: tenants.central,
    });
  });

  it('records the recreation in the audit trail without a token, old or new', async () => {
    const before = await read(tenants.central);
    const old = before.bookingUrl?.token ?? '';
    const recreated = await recreate(tenants.central);
    const { rows } = await api.db.query<{ action: string; changes: object; shop_id: number }>(
      `SELECT action, changes, shop_id FROM audit_log
        WHERE resource = 'reservationSettings' AND record_id = $1 ORDER BY id DESC LIMIT 1`,
      [before.id],
    );
    expect(rows[0]).toEqual({
      action: 'recreateBookingUrl',
      changes: { bookingUrl: { changed: true } },
      shop_id: tenants.central,
    });
    const leaks = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE strpos(changes::text, $1) > 0 OR strpos(changes::text, $2) > 0`,
      [old, recreated.data.token],
    );
    expect(leaks.rows[0]?.n).toBe(0);
  });

  it('is refused before the first save, outside the caller’s shops and without its privilege, changing nothing', async () => {
    const unsaved = await recreate(tenants.causeway);
    expect(unsaved).toMatchObject({
      status: 2,
      msgEn: 'Save the reservation settings first: the booking URL is created then',
    });
    const current = (await read(tenants.central)).bookingUrl;
    expect((await recreate(tenants.central, 'kowloon.owner')).status).toBe(3);
    expect((await recreate(tenants.central, 'hk.nobody')).status).toBe(3);
    expect((await recreate(tenants.causeway, 'hk.central')).status).toBe(3);
    expect((await read(tenants.central)).bookingUrl).toEqual(current);
    // The store manager runs his own shop's reservations, its URL too.
    const own = await recreate(tenants.central, 'hk.central');
    expect(own).toMatchObject({ status: 0, data: { shopId: tenants.central } });
    expect(await shopForBookingToken(api.db, api.records, current?.token ?? '')).toBeUndefined();
  });

  it('leads nowhere from a token never made or a deleted shop', async () => {
    expect(await shopForBookingToken(api.db, api.records, 'no-such-token-anywhere')).toBeUndefined();
    const first = await save(tenants.causeway, 0);
    const token = first.data.bookingUrl?.token ?? '';
    expect(await shopForBookingToken(api.db, api.records, token)).toMatchObject({ shopId: tenants.causeway });
    await api.db.query('UPDATE res_shop SET deleted_at = now() WHERE id = $1', [tenants.causeway]);
    expect(await shopForBookingToken(api.db, api.records, token)).toBeUndefined();
  });
});
