// The till's member calls (issue 23 item 4, docs/api.md "Members at the point of sale"): a member
// found by his number or his phone within the key's company only, his balance spent once per key
// however often or concurrently the till sends it, never below zero, and a redemption given back
// whole, once, by the shop that took it.
import { PosStatus } from '../../../protocol/pos-status';
import type { PosMember, PosRedemption } from '../../../protocol/pos-members';
import { describeOnEachDatabase } from '../support/api-harness';
import { loyaltyTills, type TillName } from '../support/pos-devices';
import { demoTenants, type DemoTenants } from '../support/tenants';

describeOnEachDatabase('members at the point of sale', (api) => {
  let tenants: DemoTenants;
  let memberId: number;
  const tills = loyaltyTills(api);
  const till = tills.call;
  const redeem = (body: object, at?: TillName) =>
    till<PosRedemption>(
      'members/redeem',
      { memberId, amount: 2_500, orderType: 'dineIn', orderId: 'T-100', key: 'r1', ...body },
      at,
    );

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    await tills.open(tenants, 'Loyalty till');
    const made = await api.callAs<{ id: number }>('hk.owner', 'POST', '/member', {
      nickname: '陳生',
      countryCode: '+852',
      phone: '61234567',
      password: 'dimsum8',
    });
    memberId = made.data.id;
    const topUp = await api.callAs('hk.owner', 'POST', '/member/adjustment', {
      id: memberId,
      holding: 'balance',
      amount: 10_000,
      reason: 'opening balance',
      key: 'pos-test-top-up',
    });
    expect(topUp.status).toBe(0);
  });

  it('finds a member by his number or his phone, in the key’s company only', async () => {
    const byId = await till<PosMember>('members/lookup', { memberId });
    expect(byId).toMatchObject({
      status: 0,
      data: { id: memberId, nickname: '陳生', balance: 10_000, points: 0 },
    });
    expect(
      (await till<PosMember>('members/lookup', { countryCode: '+852', phone: '61234567' })).data.id,
    ).toBe(memberId);
    expect((await till('members/lookup', { countryCode: '+853', phone: '61234567' })).status).toBe(2);
    expect((await till('members/lookup', { memberId }, 'mongkok')).status).toBe(2);
    expect((await till('members/lookup', { phone: '61234567' })).errors?.[0]?.field).toBe('memberId');
    expect((await till('members/lookup', { memberId }, 'central', 'no-such-key')).status).toBe(
      PosStatus.posKeyRefused.code,
    );
  });

  it('spends from his balance once per key, never below zero, and gives a redemption back once', async () => {
    const first = await redeem({});
    expect(first).toMatchObject({ status: 0, data: { replayed: false, balance: 7_500 } });
    // His balance history names the order and the till it was spent at.
    const history = await api.callAs<Record<string, unknown>[]>(
      'hk.owner',
      'PUT',
      '/member/detail/balanceHistory',
      {
        id: memberId,
      },
    );
    expect(history.data[0]).toMatchObject({
      type: 'dineIn',
      amount: -2_500,
      balanceAfter: 7_500,
      order: 'T-100',
      by: 'Loyalty till',
    });
    expect((await redeem({})).data).toEqual({ ...first.data, replayed: true });
    expect((await redeem({ amount: 2_400 })).status).toBe(10);
    expect((await redeem({ amount: 7_501, key: 'too-much' })).status).toBe(9);
    // Twenty tills' redemptions at once, each sent twice: each taken once.
    const burst = Array.from({ length: 20 }, (_, n) => ({
      amount: 100,
      key: `burst-${n}`,
      orderId: `T-2${n}`,
    }));
    const answers = await Promise.all([...burst, ...burst].map((body) => redeem(body)));
    expect(answers.every((answer) => answer.status === 0)).toBe(true);
    expect(answers.filter((answer) => !answer.data.replayed)).toHaveLength(20);
    expect((await till<PosMember>('members/lookup', { memberId })).data.balance).toBe(5_500);

    const refund = (body: object, at?: TillName) =>
      till<PosRedemption>('members/redeem/refund', { redemptionKey: 'r1', key: 'r1-back', ...body }, at);
    expect(await refund({})).toMatchObject({ status: 0, data: { replayed: false, balance: 8_000 } });
    expect((await refund({})).data).toMatchObject({ replayed: true, balance: 8_000 });
    expect((await refund({ key: 'r1-back-again' })).status).toBe(6);
    expect((await refund({ redemptionKey: 'never-taken', key: 'x' })).status).toBe(2);
    // Another company's till does not find Central's redemption under the same key.
    expect((await refund({ key: 'theirs' }, 'mongkok')).status).toBe(2);
  });

  it('refuses a suspended member’s redemption, naming him', async () => {
    const suspended = await api.callAs('hk.owner', 'PUT', '/member/suspend', { id: memberId });
    expect(suspended.status).toBe(0);
    const refused = await redeem({ key: 'after-suspension' });
    expect(refused.errors).toEqual([
      expect.objectContaining({ field: 'memberId', msgEn: 'This member is suspended' }),
    ]);
    await api.callAs('hk.owner', 'PUT', '/member/activate', { id: memberId });
  });
});
