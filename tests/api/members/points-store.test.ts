// The points store (issue 24 item 2): staff redeem a coupon-store or item-store entry for a member,
// and he redeems one on his own page, each as one ledger transaction (points claimed, a posted item's
// postage from his balance) with the stock drawn and the coupons given; a replay answers the first
// outcome, the key with another body is refused, every refusal names its field and moves nothing,
// another company's entry or member is not found; and 1,000 concurrent redemptions of an item with 50
// in stock give exactly 50 redemptions and 50 ledger transactions, the ledger still reconciling; one
// key sent by many at once redeems once.
import { reconcileLedger } from '../../../engine/server';
import type { Envelope } from '../../../engine/protocol/envelope';
import type { MemberSignIn } from '../../../protocol/member-page';
import type { MemberStore, StoreRedemption } from '../../../protocol/points-store';
import { redeem } from '../../../server/members/stores/store-redemption';
import { BREAKFAST_COUPON } from '../../support/member-coupons';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Row = Record<string, unknown>;
type Answer<T> = Envelope<T>;

const PASSWORD = 'oolong-tea';
const POSTAGE = 3_000;

describeOnEachDatabase('the points store', (api) => {
  let tenants: DemoTenants;
  let couponIds: number[];
  const ids = { wing: 0, fong: 0, poor: 0, kowloonMember: 0 };
  const entries = { breakfast: 0, mug: 0, bag: 0, retired: 0, hidden: 0, kowloonItem: 0 };

  const owner = (path: string, body: object, as = 'hk.owner') => api.callAs<Row>(as, 'POST', path, body);
  const create = async (path: string, body: object, as = 'hk.owner') => {
    const made = await owner(path, body, as);
    expect(made.status).toBe(0);
    return made.data.id as number;
  };
  const adjust = async (id: number, holding: 'balance' | 'points', amount: number, as = 'hk.owner') =>
    expect(
      (
        await owner(
          '/member/adjustment',
          { id, holding, amount, reason: 'store test', key: `store-${id}-${holding}-${amount}` },
          as,
        )
      ).status,
    ).toBe(0);
  const saveSettings = async (path: string, changes: object, as = 'hk.owner') => {
    const current = await api.callAs<Row>(as, 'PUT', path, {});
    const saved = await api.callAs(as, 'PUT', `${path}/modify`, {
      version: current.data.version,
      ...changes,
    });
    expect(saved.status).toBe(0);
  };
  const storeOpen = (open: boolean, as = 'hk.owner') =>
    saveSettings('/member/settings', { pointsStoreEnabled: open }, as);
  const staffRedeem = (body: object, as = 'hk.owner') =>
    api.callAs<StoreRedemption>(as, 'POST', '/member/store/redeem', {
      id: ids.wing,
      kind: 'coupon',
      entryId: entries.breakfast,
      key: 'first',
      ...body,
    }) as Promise<Answer<StoreRedemption>>;
  const holdings = async (id: number) => {
    const { rows } = await api.db.query<{ kind: string; balance: string }>(
      `SELECT kind, balance FROM ledger_account WHERE member_id = $1 AND kind IN ('points', 'balance')`,
      [id],
    );
    const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.balance ?? 0);
    return { points: of('points'), balance: of('balance') };
  };
  /** What a refused call must leave as it was. */
  const moved = async () => {
    const count = async (sql: string) => Number((await api.db.query<{ n: string }>(sql)).rows[0]?.n);
    return {
      transactions: await count('SELECT count(*) AS n FROM ledger_transaction'),
      redemptions: await count('SELECT count(*) AS n FROM store_redemption'),
      drawn: await count('SELECT coalesce(sum(drawn), 0) AS n FROM store_stock'),
      coupons: await count(`SELECT count(*) AS n FROM held_coupon WHERE origin = 'store'`),
    };
  };
  const refusal = async (answer: Promise<Answer<unknown>>) => {
    const { status, errors } = await answer;
    return { status, errors: errors?.map(({ field, msgEn }) => ({ field, msgEn })) };
  };

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    couponIds = [];
    for (const name of ['積分早餐券', '積分咖啡券'])
      couponIds.push(
        (await api.records.create('coupon', { companyId: tenants.hk, ...BREAKFAST_COUPON, name }))
          .id as number,
      );
    const member = (nickname: string, email: string, as = 'hk.owner') =>
      create('/member', { nickname, email, password: PASSWORD }, as);
    ids.wing = await member('阿榮', 'wing@example.com');
    ids.fong = await member('阿芳', 'fong@example.com');
    ids.poor = await member('阿窮', 'poor@example.com');
    ids.kowloonMember = await member('九龍客', 'kowloon@example.com', 'kowloon.owner');
    await adjust(ids.wing, 'points', 5_000);
    await adjust(ids.wing, 'balance', 10_000);
    await adjust(ids.fong, 'points', 2_000);
    await adjust(ids.poor, 'points', 100);
    await adjust(ids.kowloonMember, 'points', 5_000, 'kowloon.owner');
    entries.breakfast = await create('/member/store/coupon', {
      name: '積分早餐組合',
      name_en: 'Breakfast pair',
      couponIds,
      requiredPoints: 300,
      stock: 2,
      usage: 'single',
      expirationDays: 10,
      status: 'enabled',
    });
    const item = (body: object, as = 'hk.owner') =>
      create(
        '/member/store/item',
        { requiredPoints: 500, invalid: false, posted: false, status: 'enabled', ...body },
        as,
      );
    entries.mug = await item({ name: '保溫杯', posted: true, stock: 10 });
    entries.bag = await item({ name: '環保袋', requiredPoints: 200 });
    entries.retired = await item({ name: '舊款杯', invalid: true });
    entries.hidden = await item({ name: '隱藏款', status: 'disabled' });
    entries.kowloonItem = await item({ name: '九龍杯' }, 'kowloon.owner');
    await saveSettings('/member/store/postage', { postage: POSTAGE });
    await storeOpen(true);
    await storeOpen(true, 'kowloon.owner');
  });

  it('redeems a coupon entry once per key: points claimed, stock drawn, its coupons given to him', async () => {
    const before = await holdings(ids.wing);
    const first = await staffRedeem({});
    expect(first).toMatchObject({
      status: 0,
      data: { replayed: false, kind: 'coupon', name: '積分早餐組合', points: 300, postage: 0, coupons: 2 },
    });
    expect(await holdings(ids.wing)).toEqual({ ...before, points: before.points - 300 });
    const again = await staffRedeem({});
    expect(again.data).toEqual({ ...first.data, replayed: true });
    expect(await holdings(ids.wing)).toEqual({ ...before, points: before.points - 300 });
    expect(await staffRedeem({ entryId: entries.bag, kind: 'item' })).toMatchObject({ status: 10 });
    expect(await staffRedeem({ id: ids.fong })).toMatchObject({ status: 10 });

    const held = await api.callAs<Row[]>('hk.owner', 'PUT', '/member/detail/coupons', { id: ids.wing });
    expect(held).toMatchObject({ status: 0, count: 2 });
    expect(held.data.map((row) => [row.name, row.coupon, row.standing]).sort()).toEqual([
      ['積分早餐組合', '積分咖啡券', 'available'],
      ['積分早餐組合', '積分早餐券', 'available'],
    ]);
    const lasts = await api.db.query<{ days: number }>(
      `SELECT extract(day FROM expires_at - issued_at)::int AS days FROM held_coupon WHERE member_id = $1`,
      [ids.wing],
    );
    expect(lasts.rows.map(({ days }) => days)).toEqual([10, 10]);

    const listed = await api.callAs<Row[]>('hk.owner', 'PUT', '/member/detail/storeRedemptions', {
      id: ids.wing,
    });
    expect(listed).toMatchObject({
      status: 0,
      count: 1,
      data: [{ kind: 'coupon', name: '積分早餐組合', points: 300, postage: 0, coupons: 2 }],
    });
    const entry = await api.callAs<Row[]>('hk.owner', 'PUT', '/member/store/coupon', {
      id: entries.breakfast,
    });
    expect(entry.data).toEqual([expect.objectContaining({ stock: 2, remaining: 1 })]);
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
  });

  it('takes a posted item’s postage from his balance, and none for an item not posted', async () => {
    const before = await holdings(ids.wing);
    const mug = await staffRedeem({ kind: 'item', entryId: entries.mug, key: 'mug' });
    expect(mug).toMatchObject({ status: 0, data: { points: 500, postage: POSTAGE, coupons: 0 } });
    const bag = await staffRedeem({ kind: 'item', entryId: entries.bag, key: 'bag' });
    expect(bag).toMatchObject({ status: 0, data: { points: 200, postage: 0 } });
    expect(await holdings(ids.wing)).toEqual({
      points: before.points - 700,
      balance: before.balance - POSTAGE,
    });
    const { rows } = await api.db.query<{ kind: string; type: string; amount: string }>(
      `SELECT a.kind, e.type, e.amount FROM ledger_entry e
         JOIN ledger_account a ON a.company_id = e.company_id AND a.id = e.account_id
        WHERE e.transaction_id = $1 ORDER BY a.kind`,
      [mug.data.transactionId],
    );
    expect(rows.map(({ kind, type, amount }) => [kind, type, Number(amount)])).toEqual([
      ['balance', 'itemPostage', -POSTAGE],
      ['points', 'claim', -500],
      ['pointsRedeemed', 'claim', 500],
      ['postageCollected', 'itemPostage', POSTAGE],
    ]);
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
  });

  it('refuses, naming the field, and moves nothing: store off, entry off, invalid, out of stock, short, suspended', async () => {
    const before = await moved();
    const entryRefused = (msgEn: string) => ({ status: 1, errors: [{ field: 'entryId', msgEn }] });
    expect(await refusal(staffRedeem({ kind: 'item', entryId: entries.hidden, key: 'r1' }))).toEqual(
      entryRefused('This entry is disabled'),
    );
    expect(await refusal(staffRedeem({ kind: 'item', entryId: entries.retired, key: 'r2' }))).toEqual(
      entryRefused('This item is no longer redeemable'),
    );
    // Fong takes the last breakfast pair; Wing finds none left.
    expect((await staffRedeem({ id: ids.fong, key: 'last-pair' })).status).toBe(0);
    const after = await moved();
    expect(await refusal(staffRedeem({ key: 'r3' }))).toEqual(entryRefused('This entry is out of stock'));
    expect(
      await refusal(staffRedeem({ id: ids.poor, kind: 'item', entryId: entries.bag, key: 'r4' })),
    ).toEqual({
      status: 9,
      errors: [{ field: 'points', msgEn: 'Not enough points' }],
    });
    // Fong has the points for the mug, not the balance for its postage.
    expect(
      await refusal(staffRedeem({ id: ids.fong, kind: 'item', entryId: entries.mug, key: 'r5' })),
    ).toEqual({
      status: 9,
      errors: [{ field: 'balance', msgEn: 'Not enough balance for the postage' }],
    });
    expect((await api.callAs('hk.owner', 'PUT', '/member/suspend', { id: ids.fong })).status).toBe(0);
    expect(
      await refusal(staffRedeem({ id: ids.fong, kind: 'item', entryId: entries.bag, key: 'r6' })),
    ).toEqual({
      status: 1,
      errors: [{ field: 'id', msgEn: 'This member is suspended' }],
    });
    expect((await api.callAs('hk.owner', 'PUT', '/member/activate', { id: ids.fong })).status).toBe(0);
    await storeOpen(false);
    expect(await refusal(staffRedeem({ kind: 'item', entryId: entries.bag, key: 'r7' }))).toEqual(
      entryRefused('The points store is switched off'),
    );
    await storeOpen(true);
    for (const [body, field] of [
      [{ kind: 'dish' }, 'kind'],
      [{ entryId: 'one' }, 'entryId'],
      [{ key: '' }, 'key'],
      [{ id: -1 }, 'id'],
    ] as const)
      expect((await refusal(staffRedeem({ key: 'bad', ...body }))).errors?.[0]?.field).toBe(field);
    expect(await moved()).toEqual({
      transactions: before.transactions + 1,
      redemptions: before.redemptions + 1,
      drawn: before.drawn + 1,
      coupons: before.coupons + 2,
    });
    expect(await moved()).toEqual(after);
    // A refused key is free again: nothing was kept under it.
    expect((await staffRedeem({ kind: 'item', entryId: entries.bag, key: 'r7' })).status).toBe(0);
  });

  it('finds no other company’s member or entry', async () => {
    const before = await moved();
    expect(await staffRedeem({ key: 'k1' }, 'kowloon.owner')).toMatchObject({ status: 2 });
    expect(await staffRedeem({ kind: 'item', entryId: entries.kowloonItem, key: 'k2' })).toMatchObject({
      status: 2,
    });
    expect(
      await staffRedeem(
        { id: ids.kowloonMember, kind: 'item', entryId: entries.bag, key: 'k3' },
        'kowloon.owner',
      ),
    ).toMatchObject({ status: 2 });
    expect(await moved()).toEqual(before);
    expect(
      await staffRedeem(
        { id: ids.kowloonMember, kind: 'item', entryId: entries.kowloonItem, key: 'k3' },
        'kowloon.owner',
      ),
    ).toMatchObject({ status: 0, data: { name: '九龍杯' } });
  });

  it('offers the store on his own page and redeems there for him alone', async () => {
    const signedIn = await api.call<MemberSignIn>({
      method: 'POST',
      url: '/pro-api/member-page/sign-in',
      payload: { company: 'harbour-island', email: 'fong@example.com', password: PASSWORD },
    });
    expect(signedIn.body.status).toBe(0);
    const asFong = async <T>(method: 'PUT' | 'POST', path: string, payload: object) =>
      (
        await api.call<T>({
          method,
          url: `/pro-api/member-page/${path}`,
          headers: { 'x-member-token': signedIn.body.data.token, 'accept-language': 'en' },
          payload,
        })
      ).body;
    const store = await asFong<MemberStore>('PUT', 'store', {});
    expect(store.status).toBe(0);
    expect(store.data).toMatchObject({ open: true, points: 2_000 - 300, balance: 0 });
    const offers = store.data.offers.map(({ kind, name, remaining, invalid, postage }) => ({
      kind,
      name,
      remaining,
      invalid,
      postage,
    }));
    expect(offers).toEqual([
      { kind: 'item', name: '環保袋', remaining: null, invalid: false, postage: 0 },
      { kind: 'coupon', name: '積分早餐組合', remaining: 0, invalid: false, postage: 0 },
      { kind: 'item', name: '保溫杯', remaining: 9, invalid: false, postage: POSTAGE },
      { kind: 'item', name: '舊款杯', remaining: null, invalid: true, postage: 0 },
    ]);
    const mine = { kind: 'item', entryId: entries.bag, key: 'page-1' };
    const redeemed = await asFong<StoreRedemption>('POST', 'store/redeem', mine);
    expect(redeemed).toMatchObject({ status: 0, data: { replayed: false, points: 200 } });
    expect((await asFong<StoreRedemption>('POST', 'store/redeem', mine)).data).toEqual({
      ...redeemed.data,
      replayed: true,
    });
    // His keys are his own: the staff's "page-1" is another redemption.
    expect((await staffRedeem({ kind: 'item', entryId: entries.bag, key: 'page-1' })).data.replayed).toBe(
      false,
    );
    expect(
      await asFong('POST', 'store/redeem', { ...mine, entryId: entries.kowloonItem, key: 'page-2' }),
    ).toMatchObject({
      status: 2,
    });
    expect((await asFong<MemberStore>('PUT', 'store', {})).data.points).toBe(2_000 - 300 - 200);
    const ledger = await api.db.query<{ byMember: number }>(
      'SELECT by_member AS "byMember" FROM ledger_transaction WHERE id = $1',
      [redeemed.data.transactionId],
    );
    expect(ledger.rows[0]?.byMember).toBe(ids.fong);
    await storeOpen(false);
    expect((await asFong<MemberStore>('PUT', 'store', {})).data).toMatchObject({ open: false, offers: [] });
    await storeOpen(true);
  });

  it('gives 1,000 concurrent redemptions of an item with 50 in stock exactly 50, and the ledger reconciles', async () => {
    const item = await create('/member/store/item', {
      name: '限量公仔',
      requiredPoints: 10,
      stock: 50,
      invalid: false,
      posted: false,
      status: 'enabled',
    });
    const buyers = [ids.wing, ids.fong];
    for (const id of buyers) await adjust(id, 'points', 10_000);
    const overHttp = Array.from({ length: 200 }, (_, n) =>
      staffRedeem({ id: buyers[n % 2], kind: 'item', entryId: item, key: `rush-http-${n}` }),
    );
    const direct = Array.from({ length: 800 }, (_, n) =>
      redeem(api.db, api.records, {
        companyId: tenants.hk,
        memberId: buyers[n % 2] as number,
        kind: 'item',
        entryId: item,
        key: `staff:rush-${n}`,
        by: {},
      }).then(
        (redemption) => ({ status: 0, data: redemption }),
        (error: { entry?: { code: number } }) => ({ status: error.entry?.code ?? -1, data: undefined }),
      ),
    );
    const answers = await Promise.all([...overHttp, ...direct]);
    expect(answers.filter(({ status }) => status === 0)).toHaveLength(50);
    expect(answers.filter(({ status }) => status === 1)).toHaveLength(950);
    const counted = await api.db.query<{ redemptions: number; transactions: number; drawn: number }>(
      `SELECT (SELECT count(*)::int FROM store_redemption WHERE entry_kind = 'item' AND entry_id = $1) AS redemptions,
              (SELECT count(*)::int FROM ledger_transaction WHERE source_kind = 'storeRedemption' AND source_id = $2)
                AS transactions,
              (SELECT drawn FROM store_stock WHERE entry_kind = 'item' AND entry_id = $1) AS drawn`,
      [item, `item:${item}`],
    );
    expect(counted.rows[0]).toEqual({ redemptions: 50, transactions: 50, drawn: 50 });
    const entry = await api.callAs<Row[]>('hk.owner', 'PUT', '/member/store/item', { id: item });
    expect(entry.data).toEqual([expect.objectContaining({ stock: 50, remaining: 0 })]);

    // One key sent at once by many: one redemption, the rest its replays.
    const bag = { id: ids.fong, kind: 'item', entryId: entries.bag, key: 'twins' };
    const twins = await Promise.all(Array.from({ length: 10 }, () => staffRedeem(bag)));
    expect(twins.every(({ status }) => status === 0)).toBe(true);
    expect(twins.filter(({ data }) => !data.replayed)).toHaveLength(1);
    expect(new Set(twins.map(({ data }) => data.transactionId)).size).toBe(1);
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
  });
});
