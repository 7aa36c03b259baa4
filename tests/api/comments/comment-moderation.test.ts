// Issue 26 item 2, the staff's side of comments: a comment moves through every moderation state and
// back by its declared actions, each in the audit trail, and an action its state does not allow
// changes nothing; the staff's reply is an edit of the reply alone with a time the server stamps;
// a guest's comment is never deleted (no such call) and his words never change, and the staff
// create none (comments arrive by the member page and the point of sale); the target's rating follows every move and equals its recount; another company
// and a shop manager of another shop neither see nor moderate the comment.
import { ratingDrift } from '../../../server/comments/ratings';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Row = Record<string, unknown> & { id: number; version: number };

const BRANCH = '/comment/branch';
const DISH = '/comment/dishCombo';

describeOnEachDatabase('comment moderation', (api) => {
  let tenants: DemoTenants;
  let serial = 0;

  /** A member's comment as it arrives (the server writes it), in `shopId` of Harbour Island. */
  const arrived = async (resource: string, rating: number, extra: object = {}, shopId = tenants.central) => {
    serial += 1;
    return (await api.records.create(resource, {
      companyId: tenants.hk,
      shopId,
      channel: 'memberPage',
      memberId: 900 + serial,
      memberName: `Guest ${serial}`,
      rating,
      content: `Comment ${serial}`,
      orderNo: `N-${serial}`,
      commentedAt: '2026-03-02T14:00:00+08:00',
      ...extra,
    })) as Row;
  };
  const dishComment = (rating: number, dishId: number) =>
    arrived('dishComboComment', rating, { targetType: 'dish', targetId: dishId, targetName: 'Milk tea' });
  const read = async (endpoint: string, id: number, username = 'hk.owner') =>
    (await api.callAs<Row[]>(username, 'PUT', endpoint, { id })).data[0];
  const act = (endpoint: string, action: string, id: number, username = 'hk.owner') =>
    api.callAs<Row>(username, 'PUT', `${endpoint}/${action}`, { id });
  const auditOf = async (resource: string, id: number) =>
    (
      await api.db.query<{ action: string; actor: number | null }>(
        `SELECT action, actor_id AS actor FROM audit_log WHERE resource = $1 AND record_id = $2 ORDER BY id`,
        [resource, id],
      )
    ).rows;
  const noDrift = async () => expect(await ratingDrift(api.db, api.schemas, tenants.hk)).toEqual([]);

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
  });

  it('seeds the demo’s comments on every shop and on the menu’s dishes and combo, in every state, rated as recounted', async () => {
    const states = async (endpoint: string, companyId: number) =>
      new Set(
        (await api.callAs<Row[]>('admin', 'PUT', endpoint, { companyId, pageSize: 100 })).data.map(
          (row) => row.status,
        ),
      );
    for (const companyId of [tenants.hk, tenants.kowloon]) {
      expect(await states(BRANCH, companyId)).toEqual(
        new Set(['toBeReviewed', 'blocked', 'passed', 'featured']),
      );
      expect(await ratingDrift(api.db, api.schemas, companyId)).toEqual([]);
    }
    // The demo menu is Harbour Island's.
    expect(await states(DISH, tenants.hk)).toEqual(new Set(['toBeReviewed', 'passed', 'featured']));
    const [shown] = (
      await api.callAs<Row[]>('hk.owner', 'PUT', BRANCH, { shopId: tenants.central, status: 'featured' })
    ).data;
    // Passed 4 and 2, featured 5: the branch's rating is 11 / 3.
    expect(shown).toMatchObject({ targetRating: 3.7, targetCommentCount: 3, replyTime: expect.any(String) });
  });

  it('moves a comment through every state and back, each action audited, the rating following', async () => {
    const comment = await arrived('branchComment', 4);
    expect(comment.status).toBe('toBeReviewed');
    const before = await read(BRANCH, comment.id);
    const steps: [string, string][] = [
      ['block', 'blocked'],
      ['display', 'passed'],
      ['feature', 'featured'],
      ['undoFeature', 'passed'],
      ['feature', 'featured'],
      ['block', 'blocked'],
      ['display', 'passed'],
    ];
    for (const [action, state] of steps) {
      const moved = await act(BRANCH, action, comment.id);
      expect(moved).toMatchObject({ status: 0, data: { status: state } });
      const listed = await read(BRANCH, comment.id);
      // The branch's rating counts this comment exactly while it is passed or featured.
      const visible = state === 'passed' || state === 'featured';
      const counted = (listed?.targetCommentCount as number) - (before?.targetCommentCount as number);
      expect(counted).toBe(visible ? 1 : 0);
      await noDrift();
    }
    const owner = (
      await api.db.query<{ id: number }>(`SELECT id FROM res_user WHERE data->>'username' = 'hk.owner'`)
    ).rows[0]?.id;
    expect(await auditOf('branchComment', comment.id)).toEqual([
      { action: 'create', actor: null },
      ...steps.map(([action]) => ({ action, actor: owner })),
    ]);
  });

  it('refuses an action its state does not allow, changing nothing', async () => {
    const comment = await arrived('branchComment', 2);
    for (const [action, state] of [
      ['feature', 'toBeReviewed'],
      ['undoFeature', 'toBeReviewed'],
    ] as const) {
      const refused = await act(BRANCH, action, comment.id);
      expect(refused.status).toBe(8);
      expect(await read(BRANCH, comment.id)).toMatchObject({ status: state, version: comment.version });
    }
    await act(BRANCH, 'block', comment.id);
    expect((await act(BRANCH, 'block', comment.id)).status).toBe(8);
    expect((await act(BRANCH, 'feature', comment.id)).status).toBe(8);
    expect((await auditOf('branchComment', comment.id)).map((row) => row.action)).toEqual([
      'create',
      'block',
    ]);
  });

  it('displays and blocks several at once, each counted once in its dish’s rating', async () => {
    const dishId = 70_001;
    const comments = [
      await dishComment(5, dishId),
      await dishComment(3, dishId),
      await dishComment(1, dishId),
    ];
    const ids = comments.map((comment) => comment.id);
    expect((await api.callAs(`hk.owner`, 'PUT', `${DISH}/display/bulk`, { ids })).status).toBe(0);
    expect(await read(DISH, ids[0] as number)).toMatchObject({ targetRating: 3, targetCommentCount: 3 });
    expect((await api.callAs(`hk.owner`, 'PUT', `${DISH}/block/bulk`, { ids: ids.slice(1) })).status).toBe(0);
    expect(await read(DISH, ids[0] as number)).toMatchObject({ targetRating: 5, targetCommentCount: 1 });
    await noDrift();
  });

  it('replies as an edit of the reply alone, its time stamped by the server, and keeps the guest’s words', async () => {
    const comment = await arrived('branchComment', 3);
    const replied = await api.callAs<Row>('hk.owner', 'PUT', `${BRANCH}/reply`, {
      id: comment.id,
      reply: 'Thank you, see you soon',
    });
    expect(replied).toMatchObject({ status: 0, data: { reply: 'Thank you, see you soon' } });
    const listed = await read(BRANCH, comment.id);
    expect(Date.parse(String(listed?.replyTime))).toBeGreaterThan(Date.now() - 60_000);
    expect((await auditOf('branchComment', comment.id)).map((row) => row.action)).toEqual([
      'create',
      'update',
    ]);

    // His words are his: an edit of anything but the reply is refused on the field, nothing written.
    const changed = await api.callAs('hk.owner', 'PUT', `${BRANCH}/modify`, {
      ...listed,
      content: 'Best restaurant ever',
      rating: 5,
    });
    expect(changed.status).toBe(1);
    expect(changed.errors?.map((error) => error.field).sort()).toEqual(['content', 'rating']);
    // A reply time sent is the server's to write.
    const timed = await api.callAs('hk.owner', 'PUT', `${BRANCH}/modify`, {
      ...listed,
      replyTime: '2020-01-01T00:00:00.000Z',
    });
    expect(timed.status).toBe(1);
    expect(await read(BRANCH, comment.id)).toMatchObject({
      version: listed?.version,
      content: comment.content,
    });

    // Emptied, the reply has no time.
    expect(
      (await api.callAs('hk.owner', 'PUT', `${BRANCH}/reply`, { id: comment.id, reply: '' })).status,
    ).toBe(0);
    expect(await read(BRANCH, comment.id)).toMatchObject({ replyTime: null });
    expect(
      (await api.callAs('hk.central', 'PUT', `${BRANCH}/reply`, { id: comment.id, reply: 'Thanks' })).status,
    ).toBe(0);
  });

  it('has no delete and no create call: a guest’s comment stays, and arrives only by its own routes', async () => {
    const comment = await arrived('branchComment', 1);
    await act(BRANCH, 'display', comment.id);
    for (const [method, body] of [
      ['DELETE', { id: comment.id }],
      [
        'POST',
        { shopId: tenants.central, channel: 'pos', rating: 2, commentedAt: '2026-03-02T15:00:00+08:00' },
      ],
    ] as const) {
      const answer = await api.call({
        method,
        url: `/pro-api${BRANCH}`,
        payload: body,
        headers: { 'x-token': await api.signIn('hk.owner') },
      });
      expect([answer.http, answer.body.status]).toEqual([404, 404]);
    }
    expect(await read(BRANCH, comment.id)).toMatchObject({ status: 'passed', version: comment.version + 1 });
    await noDrift();
  });

  it('keeps each company’s and shop’s comments to those who reach them', async () => {
    const central = await arrived('branchComment', 5);
    const causeway = await arrived('branchComment', 5, {}, tenants.causeway);
    expect(await read(BRANCH, central.id, 'kowloon.owner')).toBeUndefined();
    expect([2, 3]).toContain((await act(BRANCH, 'display', central.id, 'kowloon.owner')).status);
    expect([2, 3]).toContain(
      (await api.callAs('kowloon.owner', 'PUT', `${BRANCH}/reply`, { id: central.id, reply: 'x' })).status,
    );
    // The Central shop manager moderates Central's comments, not Causeway Bay's.
    expect((await act(BRANCH, 'display', central.id, 'hk.central')).status).toBe(0);
    expect(await read(BRANCH, causeway.id, 'hk.central')).toBeUndefined();
    expect([2, 3]).toContain((await act(BRANCH, 'display', causeway.id, 'hk.central')).status);
    expect(await read(BRANCH, causeway.id)).toMatchObject({
      status: 'toBeReviewed',
      version: causeway.version,
    });
    await noDrift();
  });
});
