// A member's coupons at the till (issue 24 item 1): the till lists those he may use now, within the
// key's company; a single-use coupon is used once however many tills try it at once, the same key
// answers the first outcome and another order under that key is refused; an expired coupon is
// refused naming it, as is a suspended member's; a use given back frees the coupon once, and only
// the shop that took it can.
import type { PosCouponUse, PosHeldCoupon } from '../../../protocol/pos-members';
import { describeOnEachDatabase } from '../support/api-harness';
import { heldCouponCode } from '../../../protocol/held-coupons';
import { loyaltyTills, type TillName } from '../support/pos-devices';
import { closedOrder, companyRecords } from '../support/pos-orders';
import { demoTenants, type DemoTenants } from '../support/tenants';

describeOnEachDatabase('coupons at the point of sale', (api) => {
  let tenants: DemoTenants;
  let memberId: number;
  const held: Record<'single' | 'unlimited' | 'expired', number> = { single: 0, unlimited: 0, expired: 0 };
  const tills = loyaltyTills(api);
  const till = tills.call;
  const use = (body: object, at?: TillName) =>
    till<PosCouponUse>(
      'members/coupons/use',
      { heldCouponId: held.single, orderId: 'T-200', key: 'u1', ...body },
      at,
    );

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    await tills.open(tenants, 'Coupon till');
    const made = await api.callAs<{ id: number }>('hk.owner', 'POST', '/member', {
      nickname: '券客',
      countryCode: '+852',
      phone: '62345678',
      password: 'dimsum8',
    });
    memberId = made.data.id;
    const give = async (period: string, singleUse: boolean, expiresIn: string) =>
      Number(
        (
          await api.db.query<{ id: string }>(
            `INSERT INTO held_coupon (company_id, member_id, member_coupon_id, coupon_id, period, issued_at, expires_at, single_use)
             VALUES ($1, $2, 1, 1, $3, now() - interval '30 days', now() + $4::interval, $5) RETURNING id`,
            [tenants.hk, memberId, period, expiresIn, singleUse],
          )
        ).rows[0]?.id,
      );
    held.single = await give('D2026-11-01', true, '5 days');
    held.unlimited = await give('D2026-11-02', false, '10 days');
    held.expired = await give('D2026-11-03', true, '-1 day');
  });

  it('lists what he may use now, soonest to expire first, in the key’s company only', async () => {
    const listed = await till<PosHeldCoupon[]>('members/coupons', { memberId });
    expect(listed.status).toBe(0);
    expect(
      listed.data.map(({ heldCouponId, singleUse, uses }) => ({ heldCouponId, singleUse, uses })),
    ).toEqual([
      { heldCouponId: held.single, singleUse: true, uses: 0 },
      { heldCouponId: held.unlimited, singleUse: false, uses: 0 },
    ]);
    expect(await till('members/coupons', { memberId }, 'mongkok')).toMatchObject({
      status: 2,
    });
  });

  it('uses a single-use coupon once among tills racing for it, and answers its key again', async () => {
    const racing = await Promise.all(Array.from({ length: 8 }, (_, n) => use({ key: `race-${n}` })));
    expect(racing.filter(({ status }) => status === 0)).toHaveLength(1);
    const lost = racing.filter(({ status }) => status !== 0);
    expect(lost.every(({ status, errors }) => status === 1 && errors?.[0]?.field === 'heldCouponId')).toBe(
      true,
    );
    expect(lost[0]?.errors?.[0]?.msgEn).toBe('This coupon has been used');
    const winner = racing.findIndex(({ status }) => status === 0);
    const again = await use({ key: `race-${winner}` });
    expect(again).toMatchObject({ status: 0, data: { heldCouponId: held.single, replayed: true, uses: 1 } });
    expect(await use({ key: `race-${winner}`, orderId: 'T-201' })).toMatchObject({ status: 10 });
    expect(
      (await till<PosHeldCoupon[]>('members/coupons', { memberId })).data.map(
        ({ heldCouponId }) => heldCouponId,
      ),
    ).toEqual([held.unlimited]);

    // Given back by another company's till: not found; by the shop's own, once.
    expect(await till('members/coupons/use/refund', { useKey: `race-${winner}` }, 'mongkok')).toMatchObject({
      status: 2,
    });
    const back = await till<PosCouponUse>('members/coupons/use/refund', { useKey: `race-${winner}` });
    expect(back).toMatchObject({ status: 0, data: { replayed: false, uses: 0 } });
    expect(await till('members/coupons/use/refund', { useKey: `race-${winner}` })).toMatchObject({
      status: 0,
      data: { replayed: true, uses: 0 },
    });
    expect(await use({ key: 'after-refund' })).toMatchObject({ status: 0, data: { uses: 1 } });
  });

  it('counts each use of an unlimited coupon, and refuses an expired one naming it', async () => {
    for (const n of [1, 2, 3])
      expect(await use({ heldCouponId: held.unlimited, key: `many-${n}`, orderId: `T-3${n}` })).toMatchObject(
        {
          status: 0,
          data: { uses: n },
        },
      );
    const expired = await use({ heldCouponId: held.expired, key: 'late' });
    expect(expired).toMatchObject({
      status: 1,
      errors: [{ field: 'heldCouponId', msgEn: 'This coupon has expired' }],
    });
    expect(await use({ heldCouponId: held.single, key: 'elsewhere' }, 'mongkok')).toMatchObject({
      status: 2,
    });
    const uses = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM held_coupon_use WHERE held_coupon_id = $1',
      [held.expired],
    );
    expect(uses.rows[0]?.n).toBe(0);
  });
  it('keeps a suspended member’s coupons until he is back', async () => {
    expect((await api.callAs('hk.owner', 'PUT', '/member/suspend', { id: memberId })).status).toBe(0);
    expect(await use({ heldCouponId: held.unlimited, key: 'while-away', orderId: 'T-400' })).toMatchObject({
      status: 1,
      errors: [{ field: 'heldCouponId', msgEn: 'This member is suspended' }],
    });
    expect((await api.callAs('hk.owner', 'PUT', '/member/activate', { id: memberId })).status).toBe(0);
    expect(await use({ heldCouponId: held.unlimited, key: 'back-again', orderId: 'T-401' })).toMatchObject({
      status: 0,
    });
  });

  it('counts an order naming a held coupon’s code under its coupon; another company’s till cannot name it', async () => {
    const records = await companyRecords(api.db, tenants.hk, 'held');
    const kowloon = await companyRecords(api.db, tenants.kowloon, 'held');
    const { rows } = await api.db.query<{ id: string }>(
      `INSERT INTO held_coupon (company_id, member_id, member_coupon_id, coupon_id, period, issued_at, expires_at, single_use)
       VALUES ($1, $2, 1, $3, 'D2026-11-04', now(), now() + interval '5 days', false) RETURNING id`,
      [tenants.hk, memberId, records.couponId],
    );
    const code = heldCouponCode(Number(rows[0]?.id));
    const listed = await till<PosHeldCoupon[]>('members/coupons', { memberId });
    expect(listed.data.find(({ heldCouponId }) => heldCouponId === Number(rows[0]?.id))?.code).toBe(code);
    const paid = { ...closedOrder(records, 'HELD-1'), couponCode: code };
    expect(await till('orders', { orders: [paid] })).toMatchObject({ status: 0, data: { rejected: [] } });
    const elsewhere = await till<{ rejected: { errors: { field: string }[] }[] }>(
      'orders',
      { orders: [{ ...closedOrder(kowloon, 'HELD-2'), couponCode: code }] },
      'mongkok',
    );
    expect(elsewhere.data.rejected[0]?.errors.map(({ field }) => field)).toContain('orders[0].couponCode');
    const counted = await api.db.query<{ couponId: number }>(
      `SELECT coupon_id AS "couponId" FROM sales_order WHERE company_id = $1 AND pos_order_id = 'HELD-1'`,
      [tenants.hk],
    );
    expect(counted.rows).toEqual([{ couponId: records.couponId }]);
  });
});
