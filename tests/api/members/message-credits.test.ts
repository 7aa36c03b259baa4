// A company's SMS and email credits (issue 24 item 6): the platform tops them up, once per key, as
// one ledger transaction with its reason and author; the company's staff read their own balances
// and history, never another company's, and cannot top up; bad input names its field and moves
// nothing; concurrent top-ups add up exactly and the ledger reconciles.
import { reconcileLedger } from '../../../engine/server';
import type { CreditHistory, CreditTopUp, MessageCredits } from '../../../protocol/message-credits';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

describeOnEachDatabase('SMS and email credits', (api) => {
  let tenants: DemoTenants;
  beforeAll(async () => {
    tenants = await demoTenants(api.db);
  });

  const topUp = (body: object, as = 'platform') =>
    api.callAs<CreditTopUp>(as, 'POST', '/member/credits/top-up', {
      companyId: tenants.hk,
      channel: 'sms',
      credits: 500,
      reason: 'Invoice 2026-118',
      key: 'first-top-up',
      ...body,
    });
  const balances = (body: object, as: string) =>
    api.callAs<MessageCredits>(as, 'PUT', '/member/credits', body);
  const history = (body: object, as: string) =>
    api.callAs<CreditHistory>(as, 'PUT', '/member/credits/history', { channel: 'sms', ...body });
  const transactions = async () =>
    Number((await api.db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_transaction')).rows[0]?.n);

  it('adds what the platform tops up once per key, with its reason and author, and shows it in the history', async () => {
    const first = await topUp({});
    expect(first).toMatchObject({ status: 0, data: { replayed: false, balances: { sms: 500, email: 0 } } });
    const again = await topUp({});
    expect(again.data).toEqual({ ...first.data, replayed: true });
    expect(await topUp({ credits: 600 })).toMatchObject({ status: 10 });
    await topUp({ channel: 'email', credits: 2_000, key: 'email-top-up', reason: 'Campaign pack' });

    expect((await balances({}, 'hk.owner')).data).toEqual({
      companyId: tenants.hk,
      balances: { sms: 500, email: 2_000 },
    });
    const sms = await history({}, 'hk.owner');
    expect(sms.data).toEqual({
      count: 1,
      rows: [
        {
          transactionId: first.data.transactionId,
          at: expect.any(String),
          type: 'purchase',
          amount: 500,
          balanceAfter: 500,
          reason: 'Invoice 2026-118',
          by: expect.any(String),
        },
      ],
    });
    expect(sms.data.rows[0]?.by).not.toBe('');
    expect((await history({ channel: 'email', pageSize: 1, pageNumber: 2 }, 'hk.owner')).data).toEqual({
      count: 1,
      rows: [],
    });
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
  });

  it("keeps each company to its own credits, and the top-up to the platform's", async () => {
    expect((await balances({}, 'kowloon.owner')).data).toEqual({
      companyId: tenants.kowloon,
      balances: { sms: 0, email: 0 },
    });
    expect(await balances({ companyId: tenants.hk }, 'kowloon.owner')).toMatchObject({ status: 2 });
    expect(await history({ companyId: tenants.hk }, 'kowloon.owner')).toMatchObject({ status: 2 });
    const before = await transactions();
    expect(await topUp({ key: 'owner-top-up' }, 'hk.owner')).toMatchObject({ status: 3 });
    expect(await topUp({ key: 'owner-top-up' }, 'kowloon.owner')).toMatchObject({ status: 3 });
    expect(await transactions()).toBe(before);
  });

  it('names the field of a bad question and moves nothing', async () => {
    const before = await transactions();
    const refusedField = async (answer: Promise<{ status: number; errors?: { field: string }[] }>) => {
      const { status, errors } = await answer;
      expect(status).toBe(1);
      return errors?.map(({ field }) => field);
    };
    // The platform reaches every company: it must say which.
    expect(await refusedField(balances({}, 'platform'))).toEqual(['companyId']);
    expect(await refusedField(history({}, 'platform'))).toEqual(['companyId']);
    for (const credits of [0, -5, 1.5, 10_000_001, '500'])
      expect(await refusedField(topUp({ credits, key: `bad-${String(credits)}` }))).toEqual(['credits']);
    expect(await refusedField(topUp({ reason: '   ', key: 'blank' }))).toEqual(['reason']);
    expect(await refusedField(topUp({ channel: 'fax', key: 'fax' }))).toEqual(['channel']);
    expect(await refusedField(topUp({ key: '#expiry:1' }))).toEqual(['key']);
    expect(await topUp({ companyId: 999_999, key: 'nobody' })).toMatchObject({ status: 2 });
    expect(await transactions()).toBe(before);
  });

  it('adds up concurrent top-ups exactly, and a key sent at once by many posts once', async () => {
    const start = (await balances({ companyId: tenants.kowloon }, 'platform')).data.balances.email;
    const sends = Array.from({ length: 20 }, (_, n) =>
      topUp({ companyId: tenants.kowloon, channel: 'email', credits: n + 1, key: `burst-${n}` }),
    );
    const same = Array.from({ length: 10 }, () =>
      topUp({ companyId: tenants.kowloon, channel: 'email', credits: 1_000, key: 'burst-same' }),
    );
    const answers = await Promise.all([...sends, ...same]);
    expect(answers.every(({ status }) => status === 0)).toBe(true);
    expect(answers.slice(20).filter(({ data }) => !data.replayed)).toHaveLength(1);
    expect((await balances({ companyId: tenants.kowloon }, 'platform')).data.balances.email).toBe(
      start + 210 + 1_000,
    );
    expect(await reconcileLedger(api.db, tenants.kowloon)).toEqual([]);
  });
});
