// Issue 26 item 2, how guests' comments arrive: from the member's own page, only on a paid order
// of his at that shop, on a dish only if he ordered it, once per order and target (another
// member's order, an open one, another company's are not found for him); from the shop's point of
// sale by its device key, idempotent by the device's comment id (three replays, one comment, even
// at once), each bad entry refused alone on its path, another shop's order refused. And the rating
// property at the API's level: after any sequence of arrivals and moderation, every kept rating
// equals its recount from the comments, and the lists show it.
import fc from 'fast-check';
import { ratingDrift, recountRatings } from '../../../server/comments/ratings';
import { describeOnEachDatabase } from '../support/api-harness';
import { deviceCalls } from '../support/pos-devices';
import { demoTenants, type DemoTenants } from '../support/tenants';
import { insertVisit } from './visits';

type Row = Record<string, unknown> & { id: number; version: number };
type Answer<T> = { status: number; data: T; msgEn?: string; errors?: { field: string; msgEn: string }[] };

const PASSWORD = 'chrysanthemum-tea';
const TEA = { kind: 'dish' as const, itemId: 61_001, name: 'Milk tea' };
const TOAST = { kind: 'dish' as const, itemId: 61_002, name: 'French toast' };
const SET = { kind: 'combo' as const, itemId: 61_003, name: 'Tea set' };

interface PosAnswer {
  accepted: { commentId: string; outcome: string; id: number }[];
  rejected: { index: number; commentId: string | null; errors: { field: string; msgEn: string }[] }[];
}

// A hang guard, not a speed check: the property makes a few hundred calls on each engine.
jest.setTimeout(120_000);

describeOnEachDatabase('comments arriving from members and points of sale', (api) => {
  const devices = deviceCalls(api);
  let tenants: DemoTenants;
  let token: string;
  let memberId: number;
  let key: string;

  const asMember = async <T>(method: 'POST' | 'PUT', path: string, payload: object, withToken = token) =>
    (
      await api.call<T>({
        method,
        url: `/pro-api/member-page/${path}`,
        headers: { 'accept-language': 'en', 'x-member-token': withToken },
        payload,
      })
    ).body as Answer<T>;
  const comment = (payload: object) => asMember<{ id: number }>('POST', 'comments', payload);
  const sendPos = async (comments: object[], withKey = key, shopId = tenants.central) =>
    (await devices.send('comments', { shopId, comments }, withKey)) as unknown as Answer<PosAnswer>;

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    const made = await api.callAs<Row>('hk.owner', 'POST', '/member', {
      nickname: '阿芬',
      email: 'fan@example.com',
      password: PASSWORD,
    });
    memberId = made.data.id;
    const signedIn = await api.call<{ token: string }>({
      method: 'POST',
      url: '/pro-api/member-page/sign-in',
      payload: { company: 'harbour-island', email: 'fan@example.com', password: PASSWORD },
    });
    token = signedIn.body.data.token;
    key = (await devices.issue('hk.owner', await devices.create('hk.owner', tenants.central, 'Comment till')))
      .data.key;
  });

  it('takes a member’s comment on his own paid visit, once per order and target', async () => {
    const orderId = await insertVisit(api.db, {
      companyId: tenants.hk,
      shopId: tenants.central,
      posOrderId: 'MEMBER-1',
      memberId,
      lines: [TEA, SET],
    });
    const onShop = await comment({ orderId, target: 'shop', rating: 4, content: 'Lovely lunch' });
    expect(onShop.status).toBe(0);
    const [stored] = (await api.callAs<Row[]>('hk.owner', 'PUT', '/comment/branch', { id: onShop.data.id }))
      .data;
    const shop = await api.records.find('shop', tenants.central);
    expect(stored).toMatchObject({
      shopId: tenants.central,
      shopName: shop?.name,
      memberId,
      memberName: '阿芬',
      channel: 'memberPage',
      rating: 4,
      content: 'Lovely lunch',
      orderNo: 'N-MEMBER-1',
      status: 'toBeReviewed',
    });
    expect((await comment({ orderId, target: 'dish', itemId: TEA.itemId, rating: 5 })).status).toBe(0);
    expect((await comment({ orderId, target: 'combo', itemId: SET.itemId, rating: 3 })).status).toBe(0);
    const [onTea] = (
      await api.callAs<Row[]>('hk.owner', 'PUT', '/comment/dishCombo', {
        targetName: 'Milk tea',
        orderNo: 'N-MEMBER-1',
      })
    ).data;
    expect(onTea).toMatchObject({
      targetType: 'dish',
      targetId: TEA.itemId,
      targetName: 'Milk tea',
      rating: 5,
    });

    // Once per order and target.
    expect(await comment({ orderId, target: 'shop', rating: 1 })).toMatchObject({
      status: 6,
      msgEn: 'You have already commented on this',
    });
    // His page lists the visit with what is commented on already.
    const visits = await asMember<{ orderId: number; shopCommented: boolean; items: object[] }[]>(
      'PUT',
      'comments/visits',
      {},
    );
    expect(visits.data.find((visit) => visit.orderId === orderId)).toMatchObject({
      shopCommented: true,
      items: [
        { target: 'dish', itemId: TEA.itemId, name: 'Milk tea', commented: true },
        { target: 'combo', itemId: SET.itemId, name: 'Tea set', commented: true },
      ],
    });
  });

  it('refuses a member’s comment on what is not his paid visit, or a dish he did not order', async () => {
    const own = await insertVisit(api.db, {
      companyId: tenants.hk,
      shopId: tenants.central,
      posOrderId: 'MEMBER-2',
      memberId,
      lines: [TEA],
    });
    const someoneElses = await insertVisit(api.db, {
      companyId: tenants.hk,
      shopId: tenants.central,
      posOrderId: 'MEMBER-3',
      memberId: memberId + 1_000,
    });
    const open = await insertVisit(api.db, {
      companyId: tenants.hk,
      shopId: tenants.central,
      posOrderId: 'MEMBER-4',
      memberId,
      status: 'open',
    });
    // Another company's order, carrying his id as its member id there.
    const otherCompany = await insertVisit(api.db, {
      companyId: tenants.kowloon,
      shopId: tenants.mongkok,
      posOrderId: 'MEMBER-5',
      memberId,
    });
    for (const orderId of [someoneElses, open, otherCompany])
      expect(await comment({ orderId, target: 'shop', rating: 2 })).toMatchObject({
        status: 2,
        msgEn: 'No paid order of yours has this number',
      });
    expect(await comment({ orderId: own, target: 'dish', itemId: TOAST.itemId, rating: 2 })).toMatchObject({
      status: 2,
      msgEn: 'That dish or combo is not on this order',
    });
    const noItem = await comment({ orderId: own, target: 'dish', rating: 2 });
    expect(noItem.errors?.map((error) => error.field)).toEqual(['itemId']);
    expect((await comment({ orderId: own, target: 'shop', rating: 6 })).status).toBe(1);
    expect((await comment({ orderId: own, target: 'shop', rating: 2 })).status).toBe(0);
    expect(
      (await asMember('POST', 'comments', { orderId: own, target: 'shop', rating: 2 }, 'no-such-token'))
        .status,
    ).toBe(4);
    const staff = await api.callAs('hk.owner', 'POST', '/member-page/comments', {
      orderId: own,
      target: 'shop',
      rating: 2,
    });
    expect(staff.status).toBe(4);
  });

  it('takes the point of sale’s comment once however often it is replayed, even at once', async () => {
    await insertVisit(api.db, {
      companyId: tenants.hk,
      shopId: tenants.central,
      posOrderId: 'POS-1',
      memberId,
      lines: [TOAST],
    });
    const entry = {
      commentId: 'C-1',
      orderId: 'POS-1',
      target: 'dish',
      itemId: TOAST.itemId,
      rating: 4,
      content: 'Crispy',
      at: '2026-03-02T13:40:00+08:00',
    };
    const first = await sendPos([entry]);
    expect(first.data.accepted).toEqual([{ commentId: 'C-1', outcome: 'created', id: expect.any(Number) }]);
    const replays = await Promise.all([sendPos([entry]), sendPos([entry]), sendPos([entry])]);
    for (const replay of replays)
      expect(replay.data.accepted).toEqual([
        { commentId: 'C-1', outcome: 'unchanged', id: first.data.accepted[0]?.id },
      ]);
    const { rows } = await api.db.query(
      `SELECT count(*)::int AS n FROM comment_arrival WHERE company_id = $1 AND order_id =
         (SELECT id FROM sales_order WHERE pos_order_id = 'POS-1')`,
      [tenants.hk],
    );
    expect(rows).toEqual([{ n: 1 }]);
    const [stored] = (
      await api.callAs<Row[]>('hk.owner', 'PUT', '/comment/dishCombo', { id: first.data.accepted[0]?.id })
    ).data;
    expect(stored).toMatchObject({
      channel: 'pos',
      memberId,
      memberName: '阿芬',
      targetName: 'French toast',
    });

    // Another id of the device on the same order and dish is a second comment on it: refused.
    const again = await sendPos([{ ...entry, commentId: 'C-2' }]);
    expect(again.data.rejected).toEqual([
      { index: 0, commentId: 'C-2', errors: [expect.objectContaining({ field: 'comments[0].orderId' })] },
    ]);
    // Its id sent again about the shop is not a replay of the dish's comment: refused, nothing written.
    const reused = await sendPos([{ ...entry, target: 'shop', itemId: undefined }]);
    expect(reused.data).toEqual({
      accepted: [],
      rejected: [
        {
          index: 0,
          commentId: 'C-1',
          errors: [
            expect.objectContaining({
              field: 'comments[0].commentId',
              msgEn: 'Comment ID at comments[0].commentId was sent before for another order or target',
            }),
          ],
        },
      ],
    });
    expect(
      (await api.callAs<Row[]>('hk.owner', 'PUT', '/comment/branch', { orderNo: stored?.orderNo })).count,
    ).toBe(0);
  });

  it('refuses each bad point-of-sale comment alone, and another shop’s order', async () => {
    await insertVisit(api.db, {
      companyId: tenants.hk,
      shopId: tenants.causeway,
      posOrderId: 'POS-CAUSEWAY',
    });
    await insertVisit(api.db, { companyId: tenants.hk, shopId: tenants.central, posOrderId: 'POS-2' });
    const answer = await sendPos([
      { commentId: 'B-1', orderId: 'POS-2', target: 'shop', rating: 0, at: '2026-03-02T13:40:00+08:00' },
      {
        commentId: 'B-2',
        orderId: 'POS-CAUSEWAY',
        target: 'shop',
        rating: 3,
        at: '2026-03-02T13:40:00+08:00',
      },
      { commentId: 'B-3', orderId: 'POS-2', target: 'dish', rating: 3, at: '2026-03-02T13:40:00+08:00' },
      {
        commentId: 'B-4',
        orderId: 'POS-2',
        target: 'shop',
        rating: 3,
        pictures: ['../etc/passwd'],
        at: 'now',
      },
      { commentId: 'B-5', orderId: 'POS-2', target: 'shop', rating: 3, at: '2026-03-02T13:40:00+08:00' },
    ]);
    expect(answer.data.accepted.map((entry) => entry.commentId)).toEqual(['B-5']);
    expect(
      answer.data.rejected.map((entry) => [entry.commentId, entry.errors.map((error) => error.field)]),
    ).toEqual([
      ['B-1', ['comments[0].rating']],
      ['B-2', ['comments[1].orderId']],
      ['B-3', ['comments[2].itemId']],
      ['B-4', ['comments[3].pictures[0]', 'comments[3].at']],
    ]);
    expect(answer.data.rejected[1]?.errors[0]?.msgEn).toBe(
      "Order ID at comments[1].orderId is no paid order this shop's point of sale has sent",
    );
    // Another shop's key is refused for this shop.
    expect((await sendPos([{}], key, tenants.causeway)).status).not.toBe(0);
  });

  it('keeps every rating equal to its recount after any sequence of arrivals and moderation, bulk and concurrent too', async () => {
    type Made = { endpoint: string; id: number };
    const moderate = (made: readonly Made[], { pick, action }: { pick: number; action: string }) => {
      const { endpoint, id } = made[pick % made.length] as Made;
      return api.callAs('hk.owner', 'PUT', `${endpoint}/${action}`, { id });
    };
    const actions = ['block', 'display', 'feature', 'undoFeature'] as const;
    const arrival = fc.record({
      kind: fc.constant('arrive' as const),
      resource: fc.constantFrom('branchComment', 'dishComboComment'),
      target: fc.integer({ min: 0, max: 2 }),
      rating: fc.integer({ min: 1, max: 5 }),
    });
    const act = fc.record({
      kind: fc.constant('act' as const),
      pick: fc.nat(),
      action: fc.constantFrom(...actions),
    });
    const step = fc.oneof(
      arrival,
      act,
      // Block or display several of one kind at once, as the list's bulk action does.
      fc.record({
        kind: fc.constant('bulk' as const),
        picks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        action: fc.constantFrom('block', 'display'),
      }),
      // Two moderators acting at the same moment, on the same comment or on two.
      fc.record({ kind: fc.constant('together' as const), acts: fc.tuple(act, act) }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(arrival, fc.array(step, { maxLength: 12 }), async (first, steps) => {
        run += 1;
        const made: Made[] = [];
        for (const next of [first, ...steps]) {
          if (next.kind === 'arrive') {
            const dish = next.resource === 'dishComboComment';
            const record = await api.records.create(next.resource, {
              companyId: tenants.hk,
              shopId: [tenants.central, tenants.causeway][next.target % 2],
              channel: 'pos',
              rating: next.rating,
              commentedAt: '2026-03-02T14:00:00+08:00',
              ...(dish
                ? { targetType: 'dish', targetId: 62_000 + next.target, targetName: `Dish ${run}` }
                : {}),
            });
            made.push({ endpoint: dish ? '/comment/dishCombo' : '/comment/branch', id: record.id });
          } else if (next.kind === 'act') {
            // An action its state refuses changes nothing; the rule must hold either way.
            await moderate(made, next);
          } else if (next.kind === 'together') {
            await Promise.all(next.acts.map((each) => moderate(made, each)));
          } else {
            const picked = next.picks.map((pick) => made[pick % made.length] as Made);
            const endpoint = picked[0]?.endpoint;
            const ids = picked.filter((one) => one.endpoint === endpoint).map((one) => one.id);
            await api.callAs('hk.owner', 'PUT', `${endpoint}/${next.action}/bulk`, {
              ids: [...new Set(ids)],
            });
          }
        }
        expect(await ratingDrift(api.db, api.schemas, tenants.hk)).toEqual([]);
        const recount = await recountRatings(api.db, api.schemas, tenants.hk);
        const last = made[made.length - 1] as { endpoint: string; id: number };
        const [listed] = (await api.callAs<Row[]>('hk.owner', 'PUT', last.endpoint, { id: last.id })).data;
        const target =
          last.endpoint === '/comment/branch' ? `shop:${listed?.shopId}` : `dish:${listed?.targetId}`;
        expect(listed?.targetCommentCount).toBe(recount.get(target)?.count ?? 0);
      }),
      { numRuns: 12 },
    );
  });
});
