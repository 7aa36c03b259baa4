// VIP (issue 24 item 5): the company's VIP settings hold the discounted price to the price; a
// renewal takes the discounted price (else the price) from the member's balance to the company's
// vipSold in one transaction with his VIP-until moved a month or a year on from the later of today
// and his current one; a replay of its key moves nothing, a short balance is refused naming it,
// another company's member is not found, concurrent renewals each extend once; his VIP ends once
// his VIP-until has passed or staff suspend it (his VIP-until cleared); and a reminder whose
// template cannot be read is refused on its field.
import { reconcileLedger } from '../../../engine/server';
import type { VipRenewal } from '../../../protocol/vip';
import { addDays, addMonths } from '../../../protocol/zoned-time';
import { zoneOf } from '../../../server/members/coupon-distribution';
import { memberLedger } from '../../../server/members/member-ledger';
import { todayIn } from '../../../server/members/vip/vip-dates';
import { endPassedVip, vipExpiry } from '../../../server/members/vip/vip-expiry-job';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

/** A VIP-until held, `months` on: the day before the same date after the day following it. */
const extended = (until: string, months: number) => addDays(addMonths(addDays(until, 1), months), -1);

type Row = Record<string, unknown>;

describeOnEachDatabase('VIP renewal', (api) => {
  let tenants: DemoTenants;
  let zone: string;
  let today: string;

  const newMember = async (companyId: number, nickname: string, balance: number) => {
    const id = (await api.records.create('member', { companyId, nickname, email: `${nickname}@vip.example` }))
      .id as number;
    if (balance > 0)
      await memberLedger.post(api.db, {
        companyId,
        key: `vip-test-top-up-${id}`,
        postings: [
          { account: 'balance', member: id, amount: balance, type: 'topUp' },
          { account: 'storedValueIssued', amount: -balance, type: 'topUp' },
        ],
      });
    return id;
  };
  const renew = (id: number, key: string, as = 'hk.owner') =>
    api.callAs<VipRenewal>(as, 'POST', '/member/vip/renew', { id, key });
  const memberOf = async (id: number) => (await api.records.find('member', id)) as Row;
  const saveSettings = async (path: string, changes: object, as = 'hk.owner') => {
    const current = await api.callAs<Row>(as, 'PUT', path, {});
    return api.callAs<Row>(as, 'PUT', `${path}/modify`, { version: current.data.version, ...changes });
  };
  const counts = async () => {
    const { rows } = await api.db.query<{ transactions: string; renewals: string }>(
      `SELECT (SELECT count(*) FROM ledger_transaction) AS transactions, (SELECT count(*) FROM vip_renewal) AS renewals`,
    );
    return rows[0];
  };

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    zone = await zoneOf(api.db, api.records, tenants.hk, api.config.timeZone);
    today = todayIn(zone, Date.now());
  });

  it('holds the discounted price to the price, with the rule’s own message', async () => {
    const refused = await saveSettings('/member/vip/settings', {
      price: 10_000,
      discountedPrice: 12_000,
      duration: 'monthly',
    });
    expect(refused).toMatchObject({ status: 1, errors: [{ field: 'discountedPrice' }] });
    expect(refused.errors?.[0]?.msgEn).toContain('discounted price cannot be more than the price');
    const saved = await saveSettings('/member/vip/settings', {
      price: 12_000,
      discountedPrice: 9_900,
      duration: 'monthly',
      details: 'Free tea every visit',
    });
    expect(saved.status).toBe(0);
  });

  it('takes the discounted price from his balance and moves his VIP-until a month on, once per key', async () => {
    const id = await newMember(tenants.hk, 'renewing', 30_000);
    const first = await renew(id, 'first');
    const vipUntil = addMonths(today, 1);
    expect(first).toMatchObject({
      status: 0,
      data: { replayed: false, price: 9_900, duration: 'monthly', vipUntil, balance: 20_100 },
    });
    expect(await memberOf(id)).toMatchObject({ vip: true, vipUntil });
    const { rows: entries } = await api.db.query<{ kind: string; type: string; amount: number }>(
      `SELECT a.kind, e.type, e.amount::int AS amount FROM ledger_entry e
         JOIN ledger_account a ON a.company_id = e.company_id AND a.id = e.account_id
        WHERE e.company_id = $1 AND e.transaction_id = $2 ORDER BY a.kind`,
      [tenants.hk, first.data.transactionId],
    );
    expect(entries).toEqual([
      { kind: 'balance', type: 'renewVip', amount: -9900 },
      { kind: 'vipSold', type: 'renewVip', amount: 9900 },
    ]);

    const before = await counts();
    const again = await renew(id, 'first');
    expect(again.data).toEqual({ ...first.data, replayed: true });
    expect(await counts()).toEqual(before);
    expect(await memberOf(id)).toMatchObject({ vip: true, vipUntil });

    // A second renewal adds a month to the days he holds, not to today.
    expect((await renew(id, 'second')).data).toMatchObject({
      vipUntil: extended(vipUntil, 1),
      balance: 10_200,
    });
    // His history names the renewal.
    const history = await api.callAs<Row[]>('hk.owner', 'PUT', '/member/detail/balanceHistory', {
      id,
    });
    expect(history.data.filter((row) => row.type === 'renewVip')).toHaveLength(2);
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
  });

  it('refuses a key used for another member', async () => {
    const other = await newMember(tenants.hk, 'keyreuse', 30_000);
    await renew(other, 'his-own');
    const someone = await newMember(tenants.hk, 'someone', 30_000);
    expect(await renew(someone, 'his-own')).toMatchObject({ status: 10 });
    expect(await memberOf(someone)).not.toMatchObject({ vip: true });
  });

  it('refuses a short balance naming it, and moves nothing', async () => {
    const id = await newMember(tenants.hk, 'short', 5_000);
    const before = await counts();
    const refused = await renew(id, 'short');
    expect(refused).toMatchObject({ status: 9, errors: [{ field: 'id' }] });
    expect(refused.errors?.[0]?.msgEn).toContain('50.00');
    expect(refused.errors?.[0]?.msgEn).toContain('99.00');
    expect(await counts()).toEqual(before);
    expect(await memberOf(id)).not.toMatchObject({ vip: true });
    expect((await memberLedger.holdings(api.db, tenants.hk, id)).balance).toBe(5_000);
  });

  it('finds no member of another company, and refuses a renewal while no price is set', async () => {
    const hkMember = await newMember(tenants.hk, 'scoped', 30_000);
    expect(await renew(hkMember, 'from-kowloon', 'kowloon.owner')).toMatchObject({ status: 2 });
    expect(await memberOf(hkMember)).not.toMatchObject({ vip: true });
    const kowloonMember = await newMember(tenants.kowloon, 'unpriced', 30_000);
    const unpriced = await renew(kowloonMember, 'unpriced', 'kowloon.owner');
    expect(unpriced.status).toBe(1);
    expect(unpriced.msgEn).toContain('VIP has no price yet');
  });

  it('extends once per renewal when several run at once', async () => {
    const saved = await saveSettings('/member/vip/settings', {
      price: 1_000,
      discountedPrice: 1_000,
      duration: 'yearly',
    });
    expect(saved.status).toBe(0);
    const id = await newMember(tenants.hk, 'concurrent', 10_000);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, n) => renew(id, `burst-${n}`)),
      ...Array.from({ length: 4 }, () => renew(id, 'burst-same')),
    ]);
    expect(answers.map(({ status }) => status)).toEqual(Array(8).fill(0));
    expect(answers.slice(4).filter(({ data }) => !data.replayed)).toHaveLength(1);
    const fifth = [1, 2, 3, 4].reduce((until) => extended(until, 12), addMonths(today, 12));
    expect(await memberOf(id)).toMatchObject({ vip: true, vipUntil: fifth });
    expect((await memberLedger.holdings(api.db, tenants.hk, id)).balance).toBe(5_000);
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
  });

  it('ends his VIP once his VIP-until has passed, in the company’s day', async () => {
    const id = await newMember(tenants.hk, 'lapsing', 0);
    await api.records.modify('member', id, { vip: true, vipUntil: today });
    const now = Date.now();
    const due = () => vipExpiry(api.records, api.config.timeZone).options.recurs?.due(api.db, new Date(now));
    expect(await due()).not.toContain(tenants.hk);
    expect(await endPassedVip(api.db, api.records, tenants.hk, api.config.timeZone, now)).toBe(0);
    await api.records.modify('member', id, { vipUntil: addMonths(today, -1) });
    expect(await due()).toContain(tenants.hk);
    expect(await endPassedVip(api.db, api.records, tenants.hk, api.config.timeZone, now)).toBe(1);
    expect(await memberOf(id)).not.toMatchObject({ vip: true });
    expect(await endPassedVip(api.db, api.records, tenants.hk, api.config.timeZone, now)).toBe(0);
    expect(await due()).not.toContain(tenants.hk);
  });

  it('suspends his VIP when staff ask, within their reach, and clears his VIP-until', async () => {
    const suspend = (id: number, as = 'hk.owner') =>
      api.callAs<Row>(as, 'POST', '/member/vip/suspend', { id });
    const id = await newMember(tenants.hk, 'suspended', 20_000);
    expect((await renew(id, 'before-suspension')).status).toBe(0);
    expect(await suspend(id, 'kowloon.owner')).toMatchObject({ status: 2 });
    expect(await memberOf(id)).toMatchObject({ vip: true });
    expect(await suspend(id)).toMatchObject({ status: 0, data: { suspended: true } });
    const member = await memberOf(id);
    expect(member).toMatchObject({ vip: false });
    expect(member.vipUntil).toBeUndefined();
    expect(await suspend(id)).toMatchObject({ status: 0, data: { suspended: false } });
    // Renewed again, he starts from today.
    expect((await renew(id, 'after-suspension')).data).toMatchObject({ vipUntil: addMonths(today, 12) });
  });

  it('refuses to renew a suspended member’s VIP, spending nothing', async () => {
    const id = await newMember(tenants.hk, 'account-suspended', 20_000);
    expect((await api.callAs('hk.owner', 'PUT', '/member/suspend', { id })).status).toBe(0);
    const before = await counts();
    expect(await renew(id, 'while-suspended')).toMatchObject({
      status: 1,
      errors: [{ field: 'id', msgEn: 'This member is suspended' }],
    });
    expect(await counts()).toEqual(before);
    expect(await memberOf(id)).not.toHaveProperty('vipUntil');
  });

  it('refuses a reminder whose template cannot be read, on its field', async () => {
    const refused = await saveSettings('/member/vip/reminder', {
      enabled: true,
      subject: 'Your VIP',
      content: '{% if name %}unclosed',
      daysInAdvance: 7,
    });
    expect(refused).toMatchObject({ status: 1, errors: [{ field: 'content' }] });
    const missing = await saveSettings('/member/vip/reminder', { enabled: true, daysInAdvance: 7 });
    expect(missing).toMatchObject({ status: 1 });
    const outOfRange = await saveSettings('/member/vip/reminder', { enabled: false, daysInAdvance: 91 });
    expect(outOfRange).toMatchObject({ status: 1, errors: [{ field: 'daysInAdvance' }] });
  });
});
