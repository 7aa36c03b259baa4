// Customer feedback sent by a shop's point of sale (POST /pro-api/pos/feedback, migration 0019):
// written once under the key's shop and company, a retry changes nothing, a later version replaces
// the customer's fields and an older one is stale; a bad entry is refused naming the field's path
// with nothing of it written; the order it names must be one the shop's point of sale sent, so
// another company's (or another shop's) order is refused; another shop's key writes nothing.
import type { Queryable } from '../../../engine/server/db/database';
import type { PosFeedback } from '../../../protocol/pos-feedback';
import { PosStatus } from '../../../protocol/pos-status';
import { describeOnEachDatabase } from '../support/api-harness';
import { OUT_OF_RANGE, UNSTORABLE_TEXT } from '../support/hostile-calls';
import { deviceCalls } from '../support/pos-devices';
import { closedOrder, companyRecords, type CompanyRecords } from '../support/pos-orders';
import { demoTenants, type DemoTenants } from '../support/tenants';

const feedback = (feedbackId: string, changes: Partial<PosFeedback> = {}): PosFeedback => ({
  feedbackId,
  channel: 'qrOrdering',
  orderId: 'FB-ORDER',
  score: 2,
  ratings: { food: 3, service: 1 },
  subject: 'Too slow',
  content: 'We waited forty minutes for noodles.',
  dissatisfactions: ['slowService', 'foodTemperature'],
  at: '2026-03-02T14:05:00+08:00',
  updatedAt: '2026-03-02T14:05:00+08:00',
  ...changes,
});

/** Every feedback row, without its arrival stamps, in a stable order. */
async function rows(db: Queryable): Promise<unknown[]> {
  const { rows: found } = await db.query(
    `SELECT to_jsonb(f) - 'ingested_at' - 'created_at' AS row FROM customer_feedback f ORDER BY id`,
  );
  return found;
}

describeOnEachDatabase('customer feedback from the point of sale', (api) => {
  const devices = deviceCalls(api);
  let tenants: DemoTenants;
  let records: CompanyRecords;
  let key: string;
  let deviceId: number;
  const send = (entries: unknown[], withKey = key, shopId = tenants.central) =>
    devices.send('feedback', { shopId, feedback: entries }, withKey);

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    records = await companyRecords(api.db, tenants.hk, 'feedback');
    deviceId = await devices.create('hk.owner', tenants.central, 'Feedback till');
    key = (await devices.issue('hk.owner', deviceId)).data.key;
    const sent = await devices.send(
      'orders',
      { shopId: tenants.central, orders: [closedOrder(records, 'FB-ORDER')] },
      key,
    );
    expect(sent.data.accepted).toEqual([{ orderId: 'FB-ORDER', outcome: 'created' }]);
  });

  it('writes feedback once under the key’s shop, and the same batch again changes nothing', async () => {
    const batch = [feedback('F-1'), feedback('F-2', { orderId: undefined, ratings: undefined, score: 5 })];
    const first = await send(batch);
    expect(first.status).toBe(0);
    expect(first.data).toEqual({
      accepted: [
        { feedbackId: 'F-1', outcome: 'created' },
        { feedbackId: 'F-2', outcome: 'created' },
      ],
      rejected: [],
    });
    const stored = await api.db.query(
      `SELECT f.company_id, f.shop_id, f.device_id, f.channel, o.pos_order_id AS "order", f.score, f.rating_food,
              f.rating_service, f.rating_environment, f.dissatisfactions, f.business_date::text AS date, f.status
         FROM customer_feedback f LEFT JOIN sales_order o ON o.id = f.order_id
        WHERE f.pos_feedback_id = 'F-1'`,
    );
    expect(stored.rows).toEqual([
      {
        company_id: tenants.hk,
        shop_id: tenants.central,
        device_id: deviceId,
        channel: 'qrOrdering',
        order: 'FB-ORDER',
        score: 2,
        rating_food: 3,
        rating_service: 1,
        rating_environment: null,
        dissatisfactions: ['slowService', 'foodTemperature'],
        date: '2026-03-02',
        status: 'waiting',
      },
    ]);
    const before = await rows(api.db);
    const again = await send(batch);
    expect(again.data.accepted.map((entry) => entry.outcome)).toEqual(['unchanged', 'unchanged']);
    expect(await rows(api.db)).toEqual(before);
  });

  it('replaces the customer’s fields with a later version and ignores an older one', async () => {
    await send([feedback('F-3')]);
    // The merchant's reply is the merchant's: a later version from the device leaves it.
    await api.db.query(
      `UPDATE customer_feedback SET status = 'replied', reply = 'Sorry' WHERE pos_feedback_id = 'F-3'`,
    );
    const later = feedback('F-3', { score: 4, dissatisfactions: [], updatedAt: '2026-03-02T14:20:00+08:00' });
    expect((await send([later])).data.accepted).toEqual([{ feedbackId: 'F-3', outcome: 'updated' }]);
    const read = async () =>
      (
        await api.db.query(
          `SELECT score, dissatisfactions, status, reply FROM customer_feedback WHERE pos_feedback_id = 'F-3'`,
        )
      ).rows;
    expect(await read()).toEqual([{ score: 4, dissatisfactions: [], status: 'replied', reply: 'Sorry' }]);
    expect((await send([feedback('F-3')])).data.accepted).toEqual([{ feedbackId: 'F-3', outcome: 'stale' }]);
    expect(await read()).toEqual([{ score: 4, dissatisfactions: [], status: 'replied', reply: 'Sorry' }]);
  });

  it('refuses a bad entry naming each field’s path, writes nothing of it, and writes the sound ones', async () => {
    const before = await rows(api.db);
    const answer = await send([
      feedback('B-1', { score: 6 }),
      { ...feedback('B-2'), ratings: { food: 0, taste: 4 } },
      { ...feedback('B-3'), dissatisfactions: ['price', 'rude', 'price'] },
      { ...feedback('B-4'), at: '2026-02-30T12:00:00+08:00', channel: 'kiosk' },
      { ...feedback('B-5'), feedbackId: undefined, content: 'x'.repeat(2001) },
      feedback('B-6'),
      feedback('B-6'),
      'not feedback',
      feedback('B-7', { score: 1.5, orderId: '' }),
    ]);
    expect(answer.status).toBe(0);
    expect(answer.data.accepted).toEqual([{ feedbackId: 'B-6', outcome: 'created' }]);
    expect(
      answer.data.rejected.map((entry) => [entry.index, entry.errors.map((error) => error.field)]),
    ).toEqual([
      [0, ['feedback[0].score']],
      [1, ['feedback[1].ratings', 'feedback[1].ratings.food']],
      [2, ['feedback[2].dissatisfactions[1]', 'feedback[2].dissatisfactions[2]']],
      [3, ['feedback[3].channel', 'feedback[3].at']],
      [4, ['feedback[4].feedbackId', 'feedback[4].content']],
      [6, ['feedback[6].feedbackId']],
      [7, ['feedback[7]']],
      [8, ['feedback[8].orderId', 'feedback[8].score']],
    ]);
    expect(answer.data.rejected[0]?.errors[0]?.msgEn).toBe(
      'Score at feedback[0].score must be a whole number from 1 to 5',
    );
    expect(answer.data.rejected[1]?.errors[0]?.msgEn).toBe(
      'Ratings at feedback[1].ratings: taste is none of food, service, environment, value',
    );
    expect(answer.data.rejected[2]?.errors.map((error) => error.msgEn)).toEqual([
      expect.stringMatching(
        /^Dissatisfaction details at feedback\[2\]\.dissatisfactions\[1\] must be one of/,
      ),
      'Dissatisfaction details at feedback[2].dissatisfactions[2]: price is already in the list',
    ]);
    expect(answer.data.rejected[1]?.errors[0]?.msg).toContain('feedback[1].ratings');
    const written = await api.db.query(
      `SELECT pos_feedback_id AS id FROM customer_feedback WHERE pos_feedback_id LIKE 'B-%'`,
    );
    expect(written.rows).toEqual([{ id: 'B-6' }]);
    expect((await rows(api.db)).length).toBe(before.length + 1);
  });

  it('refuses an order another company’s or another shop’s point of sale sent, on orderId', async () => {
    const kowloon = await companyRecords(api.db, tenants.kowloon, 'feedback');
    const mongkok = await devices.create('kowloon.owner', tenants.mongkok, 'Mong Kok till');
    const mongkokKey = (await devices.issue('kowloon.owner', mongkok)).data.key;
    const theirs = await devices.send(
      'orders',
      { shopId: tenants.mongkok, orders: [closedOrder(kowloon, 'KW-ORDER')] },
      mongkokKey,
    );
    expect(theirs.data.accepted).toEqual([{ orderId: 'KW-ORDER', outcome: 'created' }]);
    const causeway = await devices.create('hk.owner', tenants.causeway, 'Causeway feedback till');
    const causewayKey = (await devices.issue('hk.owner', causeway)).data.key;
    await devices.send(
      'orders',
      { shopId: tenants.causeway, orders: [closedOrder(records, 'CB-ORDER')] },
      causewayKey,
    );
    const answer = await send([
      feedback('R-1', { orderId: 'KW-ORDER' }),
      feedback('R-2', { orderId: 'CB-ORDER' }),
      feedback('R-3', { orderId: 'NO-SUCH' }),
    ]);
    expect(answer.data.accepted).toEqual([]);
    expect(answer.data.rejected.map((entry) => entry.errors.map((error) => error.field))).toEqual([
      ['feedback[0].orderId'],
      ['feedback[1].orderId'],
      ['feedback[2].orderId'],
    ]);
    expect(answer.data.rejected[0]?.errors[0]?.msgEn).toBe(
      "Order ID KW-ORDER at feedback[0].orderId is no order this shop's point of sale has sent",
    );
    const written = await api.db.query(`SELECT 1 FROM customer_feedback WHERE pos_feedback_id LIKE 'R-%'`);
    expect(written.rows).toEqual([]);
  });

  it('refuses another shop’s key and a bad body, and writes nothing', async () => {
    const before = await rows(api.db);
    const causeway = await devices.create('hk.owner', tenants.causeway, 'Causeway counter');
    const causewayKey = (await devices.issue('hk.owner', causeway)).data.key;
    expect((await send([feedback('K-1')], causewayKey)).status).toBe(PosStatus.posKeyOtherShop.code);
    expect((await send([feedback('K-2')], 'pos_nothing')).status).toBe(PosStatus.posKeyRefused.code);
    expect((await send([])).status).toBe(1);
    for (const bad of OUT_OF_RANGE) {
      const answer = await send([{ ...feedback('K-3'), score: bad }]);
      expect(answer.data.rejected[0]?.errors.map((error) => error.field)).toEqual(['feedback[0].score']);
      expect((await send([feedback('K-4')], key, bad as number)).status).toBe(1);
    }
    for (const bad of UNSTORABLE_TEXT)
      expect((await send([{ ...feedback('K-5'), content: bad }])).status).toBe(1);
    expect(await rows(api.db)).toEqual(before);
  });
});
