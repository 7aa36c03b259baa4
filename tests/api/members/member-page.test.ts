// The member's own page, its calls (issue 23 item 6, docs/api.md "The member's own page"): a member
// signs in with his company's subdomain, his email and password, and reads with his token the card,
// histories and coupons hk.owner's screens show for him, his own only; his token opens no staff call, a
// staff token none of his; a refused sign-in never says which part was wrong.
import type { Envelope } from '../../../engine/protocol/envelope';
import { AccountStatus } from '../../../protocol/account-status';
import type { MemberCard, MemberSignIn } from '../../../protocol/member-page';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants } from '../support/tenants';
import { BREAKFAST_COUPON } from '../../support/member-coupons';

type Method = 'GET' | 'POST' | 'PUT';
type Row = Record<string, unknown>;

const PASSWORD = 'jasmine-tea';
const REFUSED = 'The restaurant, email or password is wrong';

describeOnEachDatabase('the member’s own page', (api) => {
  let meiId: number;
  let otherId: number;
  let levelId: number;
  let token: string;

  const signIn = async (body: object) =>
    (
      await api.call<MemberSignIn>({
        method: 'POST',
        url: '/pro-api/member-page/sign-in',
        headers: { 'accept-language': 'en' },
        payload: body,
      })
    ).body;
  const mei = (body: object = {}) =>
    signIn({ company: 'harbour-island', email: 'mei@example.com', password: PASSWORD, ...body });
  /** A member page's call with his token, and any other headers. */
  const asMember = async <T>(
    method: Method,
    path: string,
    payload?: object,
    headers: Record<string, string> = { 'x-member-token': token },
  ): Promise<Envelope<T> & { errors?: { field: string; msgEn: string }[] }> =>
    (
      await api.call<T>({
        method,
        url: `/pro-api/member-page/${path}`,
        headers: { 'accept-language': 'en', ...headers },
        ...(payload ? { payload } : {}),
      })
    ).body;
  const adjust = async (id: number, holding: 'balance' | 'points', amount: number, reason: string) =>
    expect(
      (
        await api.callAs('hk.owner', 'POST', '/member/adjustment', {
          id,
          holding,
          amount,
          reason,
          key: `page-${id}-${holding}-${amount}`,
        })
      ).status,
    ).toBe(0);
  const saveSettings = async (changes: object) => {
    const current = await api.callAs<Row>('hk.owner', 'PUT', '/member/settings', {});
    const saved = await api.callAs('hk.owner', 'PUT', '/member/settings/modify', {
      version: current.data.version,
      ...changes,
    });
    expect(saved.status).toBe(0);
  };

  beforeAll(async () => {
    const level = await api.callAs<Row>('hk.owner', 'POST', '/member/level', {
      name: '翡翠（會員頁）',
      name_en: 'Jade',
      status: 'enabled',
      pointsFrom: 0,
    });
    levelId = level.data.id as number;
    const create = async (body: object) =>
      (await api.callAs<Row>('hk.owner', 'POST', '/member', { password: PASSWORD, ...body })).data
        .id as number;
    meiId = await create({
      nickname: '阿美',
      email: 'mei@example.com',
      memberLevelId: levelId,
      vip: true,
      vipUntil: '2030-06-30',
    });
    otherId = await create({ nickname: '阿強', email: 'keung@example.com' });
    await adjust(otherId, 'balance', 777, 'for Keung only');
  });

  it('signs him in with the right password only, and never says which part was wrong', async () => {
    for (const wrong of [
      { password: 'oolong-tea' },
      { email: 'nobody@example.com' },
      // His address at another company: the company is part of who he is.
      { company: 'kowloon-cct' },
      { company: 'no-such-company' },
    ])
      expect(await mei(wrong)).toMatchObject({ status: AccountStatus.badCredentials.code, msgEn: REFUSED });
    const signedIn = await mei({ email: 'MEI@example.com', company: 'Harbour-Island' });
    expect(signedIn.status).toBe(0);
    expect(signedIn.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signedIn.data.card).toMatchObject({ id: meiId, nickname: '阿美', levelName: 'Jade' });
    token = signedIn.data.token;
  });

  it('refuses a suspended member, and his token while he is suspended', async () => {
    expect((await api.callAs('hk.owner', 'PUT', '/member/suspend', { id: meiId })).status).toBe(0);
    expect(await mei()).toMatchObject({ status: AccountStatus.badCredentials.code, msgEn: REFUSED });
    expect((await asMember('GET', 'card')).status).toBe(4);
    expect((await api.callAs('hk.owner', 'PUT', '/member/activate', { id: meiId })).status).toBe(0);
    expect((await asMember('GET', 'card')).status).toBe(0);
  });

  it('refuses every member of a company whose settings switch the method or the module off', async () => {
    await saveSettings({ signInMethods: ['phonePassword'] });
    expect(await mei()).toMatchObject({ status: AccountStatus.badCredentials.code, msgEn: REFUSED });
    await saveSettings({ signInMethods: ['phonePassword', 'emailPassword'], enabled: false });
    expect(await mei()).toMatchObject({ status: AccountStatus.badCredentials.code, msgEn: REFUSED });
    await saveSettings({ enabled: true });
    const signedIn = await mei();
    expect(signedIn.status).toBe(0);
    // Switched off after he signed in: his token no longer opens his page, and does again once on.
    token = signedIn.data.token;
    await saveSettings({ enabled: false });
    expect((await asMember('GET', 'card')).status).toBe(4);
    await saveSettings({ enabled: true });
    expect((await asMember('GET', 'card')).status).toBe(0);
  });

  it("refuses a pending merchant's members, and keeps only a member's live sign-ins", async () => {
    // As the platform's approval leaves it (merchant-approval.ts reads the company's status).
    const status = (value: string) =>
      api.db.query(
        `UPDATE res_company SET data = jsonb_set(data, '{status}', to_jsonb($1::text))
          WHERE data->>'subdomain' = 'harbour-island'`,
        [value],
      );
    await status('pending');
    expect(await mei()).toMatchObject({ status: AccountStatus.badCredentials.code, msgEn: REFUSED });
    expect((await asMember('GET', 'card')).status).toBe(4);
    await status('approved');
    const ended = (await mei()).data.token;
    await asMember('POST', 'sign-out', {}, { 'x-member-token': ended });
    const sessions = async () =>
      Number(
        (
          await api.db.query<{ n: string }>(
            'SELECT count(*) AS n FROM member_session WHERE member_id = $1 AND revoked_at IS NOT NULL',
            [meiId],
          )
        ).rows[0]?.n,
      );
    expect(await sessions()).toBeGreaterThan(0);
    token = (await mei()).data.token;
    expect(await sessions()).toBe(0);
  });

  it('shows on his card the points and balance hk.owner’s list shows for him, after a restaurant edit', async () => {
    await adjust(meiId, 'balance', 12_345, 'opening balance');
    await adjust(meiId, 'points', 250, 'welcome points');
    const card = await asMember<MemberCard>('GET', 'card');
    const [row] = (await api.callAs<Row[]>('hk.owner', 'PUT', '/member', { id: meiId })).data;
    expect(card.data).toEqual({
      id: meiId,
      code: String(meiId),
      nickname: '阿美',
      companyName: 'Harbour Island Dining Group',
      levelName: 'Jade',
      points: row?.points,
      balance: Math.round(Number(row?.balance) * 100),
      vip: true,
      vipUntil: '2030-06-30',
    });
    expect(card.data).toMatchObject({ points: 250, balance: 12_345 });
  });

  it('answers his own histories only, the same rows as the staff’s detail lists', async () => {
    for (const [history, list] of [
      ['balance', 'balanceHistory'],
      ['points', 'pointsHistory'],
    ] as const) {
      const own = await asMember<Row[]>('PUT', `history/${history}`, {});
      const staff = await api.callAs<Row[]>('hk.owner', 'PUT', `/member/detail/${list}`, { id: meiId });
      expect(own.data).toEqual(staff.data);
      expect(own.count).toBe(staff.count);
      expect(own.data.length).toBeGreaterThan(0);
      expect(own.data.map((row) => row.reason)).not.toContain('for Keung only');
    }
    const page = await asMember<Row[]>('PUT', 'history/balance', { pageNumber: 2, pageSize: 1 });
    expect(page).toMatchObject({ status: 0, count: 1, data: [] });
  });

  it('answers his own coupons only, as the staff’s detail lists them, by standing and a page at a time', async () => {
    const companyId = (await demoTenants(api.db)).hk;
    const create = async (resource: string, record: object) =>
      (await api.records.create(resource, { companyId, ...record })).id as number;
    const couponId = await create('coupon', BREAKFAST_COUPON);
    // Disabled, so no distribution hands out coupons of its own while the test reads his.
    const memberCouponId = await create('memberCoupon', {
      name: '早餐禮遇',
      type: 'membership',
      couponId,
      memberLevelId: levelId,
      distributionRule: 'daily',
      distributionTime: '09:00',
      usage: 'single',
      expirationDays: 30,
      status: 'disabled',
    });
    // His used one of two days ago, his available one of yesterday, and Keung's.
    for (const [memberId, period, daysAgo, uses] of [
      [meiId, 'D2026-01-01', 2, 1],
      [meiId, 'D2026-01-02', 1, 0],
      [otherId, 'D2026-01-02', 1, 0],
    ] as const)
      await api.db.query(
        `INSERT INTO held_coupon (company_id, member_id, member_coupon_id, coupon_id, period, issued_at,
                                  expires_at, single_use, uses)
         VALUES ($1, $2, $3, $4, $5, now() - $6 * interval '1 day', now() + interval '30 days', true, $7)`,
        [companyId, memberId, memberCouponId, couponId, period, daysAgo, uses],
      );
    const coupon = { name: '早餐禮遇', coupon: '早餐券', couponType: 'cash' };

    const own = await asMember<Row[]>('PUT', 'coupons', {});
    const staff = await api.callAs<Row[]>('hk.owner', 'PUT', '/member/detail/coupons', { id: meiId });
    expect(own).toMatchObject({ status: 0, count: 2 });
    expect(own.data).toEqual(staff.data);
    expect(own.data).toEqual([
      expect.objectContaining({ ...coupon, standing: 'available', uses: 0 }),
      expect.objectContaining({ ...coupon, standing: 'used', uses: 1 }),
    ]);
    for (const [filter, standings] of [
      ['all', ['available', 'used']],
      ['available', ['available']],
      ['used', ['used']],
      ['expired', []],
    ] as const) {
      const page = await asMember<Row[]>('PUT', 'coupons', { filter });
      expect(page.count).toBe(standings.length);
      expect(page.data.map((row) => row.standing)).toEqual(standings);
    }
    const second = await asMember<Row[]>('PUT', 'coupons', { pageNumber: 2, pageSize: 1 });
    expect(second).toMatchObject({ status: 0, count: 2, data: [{ ...coupon, standing: 'used' }] });

    const refused = await asMember('PUT', 'coupons', { filter: 'everyone' });
    expect(refused.status).toBe(1);
    expect(refused.errors?.map((error) => error.field)).toEqual(['filter']);
    // Keung holds one, and no call of Mei's shows it; a staff session reads none through her page.
    const keung = await api.callAs<Row[]>('hk.owner', 'PUT', '/member/detail/coupons', { id: otherId });
    expect(keung.count).toBe(1);
    expect((await asMember('PUT', 'coupons', {}, { 'x-token': await api.signIn('hk.owner') })).status).toBe(
      4,
    );
  });

  it('lets his token open no staff call, and no staff token his calls', async () => {
    const staffList = (headers: Record<string, string>) =>
      api.call({ method: 'PUT', url: '/pro-api/member', headers, payload: { id: meiId } });
    expect((await staffList({ 'x-token': token })).body.status).toBe(4);
    expect((await staffList({ 'x-member-token': token })).body.status).toBe(4);
    const owner = await api.signIn('hk.owner');
    for (const [method, path, payload] of [
      ['GET', 'card', undefined],
      ['PUT', 'history/balance', {}],
      ['PUT', 'history/points', {}],
      ['POST', 'sign-out', {}],
    ] as const) {
      expect((await asMember(method, path, payload, { 'x-token': owner })).status).toBe(4);
      expect((await asMember(method, path, payload, { 'x-member-token': owner })).status).toBe(4);
    }
  });

  it('ends the token he signs out with, and no other', async () => {
    const second = (await mei()).data.token;
    const withSecond = { 'x-member-token': second };
    expect((await asMember('POST', 'sign-out', {}, withSecond)).status).toBe(0);
    expect((await asMember('GET', 'card', undefined, withSecond)).status).toBe(4);
    expect((await asMember('POST', 'sign-out', {}, withSecond)).status).toBe(4);
    expect((await asMember('GET', 'card')).status).toBe(0);
  });

  it('names the field of hostile input', async () => {
    const refusedOn = async (answer: Promise<{ status: number; errors?: { field: string }[] }>) => {
      const { status, errors } = await answer;
      expect(status).toBe(1);
      return errors?.map((error) => error.field);
    };
    expect(await refusedOn(mei({ email: `${'x'.repeat(250)}@example.com` }))).toEqual(['email']);
    expect(await refusedOn(mei({ company: 'a\u0000b' }))).toEqual(['company']);
    expect(await refusedOn(signIn({ company: 'harbour-island', email: 'mei@example.com' }))).toEqual([
      'password',
    ]);
    const refused = await asMember('PUT', 'history/points', { pageSize: 'ten', pageNumber: 0 });
    expect(refused.errors?.map((error) => error.field)).toEqual(['pageNumber', 'pageSize']);
    expect(refused.errors?.[0]?.msgEn).toMatch(/page number/i);
  });

  it('throttles sign-ins as the staff’s: five wrong passwords and even the right one waits', async () => {
    const keung = (password: string) =>
      signIn({ company: 'harbour-island', email: 'keung@example.com', password });
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await keung('wrong-password')).status).toBe(AccountStatus.badCredentials.code);
    const answer = await api.call({
      method: 'POST',
      url: '/pro-api/member-page/sign-in',
      payload: { company: 'harbour-island', email: 'keung@example.com', password: PASSWORD },
    });
    expect(answer.http).toBe(429);
    expect(answer.headers['retry-after']).toBe('900');
    // Another member at the same address is not held back by Keung's count.
    expect((await mei()).status).toBe(0);
  });
});
