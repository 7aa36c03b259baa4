// The ingest of orders from a shop's point of sale (issue 13 item 2): a batch is written once, a
// retry changes nothing, a later version replaces the order and the roll-ups follow, a stale one is
// ignored, and a bad order is refused on its field with nothing of it written.
import type { Queryable } from '../../../engine/server/db/database';
import type { PosOrder } from '../../../protocol/pos-order';
import { PosStatus } from '../../../protocol/pos-status';
import type { ReportAnswer } from '../../../engine/protocol/report';
import { ingestOrders, NO_INGEST_PARTS, type IngestSource } from '../../../server/sales/ingest-orders';
import { describeOnEachDatabase } from '../support/api-harness';
import { amendedOrder, closedOrder, companyRecords, type CompanyRecords } from '../support/pos-orders';
import { OUT_OF_RANGE, UNSTORABLE_TEXT } from '../support/hostile-calls';
import { deviceCalls } from '../support/pos-devices';
import { addUserWithoutPrivileges, demoTenants, type DemoTenants } from '../support/tenants';

const FACT_TABLES = ['sales_order', 'sales_order_line', 'sales_payment', 'sales_operation'] as const;
const ROLLUPS = [
  'sales_day_rollup',
  'sales_hour_rollup',
  'sales_item_rollup',
  'sales_payment_rollup',
  'sales_hour_month_rollup',
  'sales_item_month_rollup',
  'sales_payment_month_rollup',
] as const;
/** The roll-ups with a monthly twin (migration 0020): their keys after the date, and their measures. */
const MONTHLY = [
  ['hour', 'business_hour', ['orders', 'guests', 'net_sales']],
  ['item', 'kind, item_id, name, category_id', ['quantity', 'amount']],
  ['payment', 'method', ['payments', 'amount', 'refunded']],
] as const;

/** Every row of the fact tables and roll-ups, in a stable order, for comparing before and after. */
async function snapshot(db: Queryable): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of [...FACT_TABLES, ...ROLLUPS]) {
    const { rows } = await db.query(
      `SELECT to_jsonb(t) - 'ingested_at' AS row FROM ${table} t ORDER BY 1::text`,
    );
    tables[table] = rows.map((row) => JSON.stringify(row.row)).sort();
  }
  return tables;
}

/** The roll-ups as SQL recomputes them from the facts, beside the stored ones. */
async function rollupsAgainstFacts(db: Queryable): Promise<Record<string, [string[], string[]]>> {
  const read = async (sql: string) => (await db.query(sql)).rows.map((row) => JSON.stringify(row)).sort();
  const closed = `FROM sales_order o WHERE o.status = 'closed'`;
  return {
    day: [
      await read(
        `SELECT shop_id, business_date::text, order_type, orders::int, guests::int, total::int, refunded::int, net_sales::int FROM sales_day_rollup`,
      ),
      await read(
        `SELECT shop_id, business_date::text, order_type, count(*)::int AS orders, sum(guests)::int AS guests,
                sum(total)::int AS total, sum(refunded)::int AS refunded, sum(net_sales)::int AS net_sales
           ${closed} GROUP BY 1, 2, 3`,
      ),
    ],
    hour: [
      await read(
        `SELECT shop_id, business_date::text, business_hour, orders::int, net_sales::int FROM sales_hour_rollup`,
      ),
      await read(
        `SELECT shop_id, business_date::text, business_hour, count(*)::int AS orders, sum(net_sales)::int AS net_sales
           ${closed} GROUP BY 1, 2, 3`,
      ),
    ],
    item: [
      await read(
        `SELECT shop_id, business_date::text, item_id, name, quantity::int, amount::int FROM sales_item_rollup`,
      ),
      await read(
        `SELECT l.shop_id, l.business_date::text, coalesce(l.item_id, 0) AS item_id, l.name,
                sum(l.quantity)::int AS quantity, sum(l.amount)::int AS amount
           FROM sales_order_line l JOIN sales_order o ON o.id = l.order_id
          WHERE o.status = 'closed' AND NOT l.deleted GROUP BY 1, 2, 3, 4`,
      ),
    ],
    ...Object.fromEntries(
      await Promise.all(
        MONTHLY.map(async ([name, keys, measures]) => [
          `${name} by month`,
          [
            await read(
              `SELECT shop_id, business_date::text, ${keys}, ${measures.map((m) => `${m}::int`).join(', ')}
                 FROM sales_${name}_month_rollup`,
            ),
            await read(
              `SELECT shop_id, date_trunc('month', business_date)::date::text AS business_date, ${keys},
                      ${measures.map((m) => `sum(${m})::int AS ${m}`).join(', ')}
                 FROM sales_${name}_rollup GROUP BY 1, 2, ${keys}`,
            ),
          ],
        ]),
      ),
    ),
    payment: [
      await read(
        `SELECT shop_id, business_date::text, method, payments::int, amount::int, refunded::int FROM sales_payment_rollup`,
      ),
      await read(
        `SELECT p.shop_id, p.business_date::text, p.method, count(*)::int AS payments, sum(p.amount)::int AS amount,
                sum(p.refunded)::int AS refunded
           FROM sales_payment p JOIN sales_order o ON o.id = p.order_id WHERE o.status = 'closed' GROUP BY 1, 2, 3`,
      ),
    ],
  };
}

describeOnEachDatabase('point-of-sale ingest', (api) => {
  let tenants: DemoTenants;
  let records: CompanyRecords;
  let others: CompanyRecords;
  let source: IngestSource;

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    records = await companyRecords(api.db, tenants.hk, 'ingest');
    others = await companyRecords(api.db, tenants.kowloon, 'ingest');
    source = { companyId: tenants.hk, shopId: tenants.central, deviceId: null, timeZone: 'Asia/Hong_Kong' };
  });

  const ingest = (orders: readonly unknown[], into: IngestSource = source) =>
    ingestOrders(api.db, api.records, into, orders, NO_INGEST_PARTS);
  const count = async (table: string, where = 'TRUE') =>
    (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`)).rows[0]?.n;

  test('a batch is written, and the same batch again changes nothing', async () => {
    const batch = [closedOrder(records, 'A-1'), closedOrder(records, 'A-2', '2026-03-02T23:59:00+08:00')];
    const first = await ingest(batch);
    expect(first).toEqual({
      accepted: [
        { orderId: 'A-1', outcome: 'created' },
        { orderId: 'A-2', outcome: 'created' },
      ],
      rejected: [],
    });
    const stored = await api.db.query<Record<string, unknown>>(
      `SELECT company_id, status, business_date::text AS date, business_hour, refunded::int, net_sales::int, coupon_id
         FROM sales_order WHERE shop_id = $1 AND pos_order_id = 'A-1'`,
      [tenants.central],
    );
    expect(stored.rows[0]).toMatchObject({
      company_id: tenants.hk,
      status: 'closed',
      date: '2026-03-02',
      business_hour: 13,
      refunded: 0,
      net_sales: 11_110,
    });
    expect(stored.rows[0]?.coupon_id).toEqual(expect.any(Number));
    const before = await snapshot(api.db);
    const again = await ingest(batch);
    expect(again.accepted.map((order) => order.outcome)).toEqual(['unchanged', 'unchanged']);
    expect(await snapshot(api.db)).toEqual(before);
  });

  test('a later version replaces the order and the roll-ups follow; an older one is stale', async () => {
    const order = closedOrder(records, 'B-1');
    await ingest([order]);
    const amended = amendedOrder(order, records, '2026-03-02T14:10:00+08:00');
    expect((await ingest([amended])).accepted).toEqual([{ orderId: 'B-1', outcome: 'updated' }]);
    const stored = await api.db.query<{
      refunded: number;
      net_sales: number;
      lines: number;
      deleted: number;
    }>(
      `SELECT o.refunded::int, o.net_sales::int,
              (SELECT count(*)::int FROM sales_order_line l WHERE l.order_id = o.id) AS lines,
              (SELECT count(*)::int FROM sales_order_line l WHERE l.order_id = o.id AND l.deleted) AS deleted
         FROM sales_order o WHERE o.shop_id = $1 AND o.pos_order_id = 'B-1'`,
      [tenants.central],
    );
    // The refund's share of sales comes off: 810 × 9,610 / 9,810 = 793.49, so 793.
    expect(stored.rows[0]).toEqual({ refunded: 810, net_sales: 9_610 - 793, lines: 2, deleted: 1 });
    const before = await snapshot(api.db);
    expect((await ingest([order])).accepted).toEqual([{ orderId: 'B-1', outcome: 'stale' }]);
    expect(await snapshot(api.db)).toEqual(before);
    for (const [name, pair] of Object.entries(await rollupsAgainstFacts(api.db)))
      expect([name, pair[0]]).toEqual([name, pair[1]]);
  });

  test('a bad order is refused on its field and nothing of it is written; the sound ones are', async () => {
    const good = closedOrder(records, 'C-1');
    const badAmount = closedOrder(records, 'C-2');
    const badLines = badAmount.lines.map((line, index) => (index === 0 ? { ...line, amount: 96.5 } : line));
    const wrongTotal = { ...closedOrder(records, 'C-3'), total: 1 };
    const result = await ingest([good, { ...badAmount, lines: badLines }, wrongTotal, 'not an order']);
    expect(result.accepted).toEqual([{ orderId: 'C-1', outcome: 'created' }]);
    expect(
      result.rejected.map(({ index, orderId, errors }) => [index, orderId, errors.map((e) => e.field)]),
    ).toEqual([
      [1, 'C-2', ['orders[1].lines[0].amount']],
      [2, 'C-3', ['orders[2].total', 'orders[2].payments']],
      [3, null, ['orders[3]']],
    ]);
    expect(await count('sales_order', `pos_order_id IN ('C-2', 'C-3')`)).toBe(0);
  });

  test("another company's records are refused on the field naming them", async () => {
    const hostile: PosOrder = {
      ...closedOrder(records, 'D-1'),
      serverId: others.serverId,
      couponCode: others.couponCode,
      lines: closedOrder(records, 'D-1').lines.map((line, index) =>
        index === 0 ? { ...line, itemId: others.dishId, categoryId: others.categoryId } : line,
      ),
    };
    const result = await ingest([hostile]);
    expect(result.accepted).toEqual([]);
    expect(result.rejected[0]?.errors.map((error) => error.field).sort()).toEqual([
      'orders[0].couponCode',
      'orders[0].lines[0].categoryId',
      'orders[0].lines[0].itemId',
      'orders[0].serverId',
    ]);
    expect(await count('sales_order', `pos_order_id = 'D-1'`)).toBe(0);
  });

  test("a combo line sells one of the company's set meals; another company's is refused", async () => {
    const withCombo = (orderId: string, comboId: number): PosOrder => {
      const order = closedOrder(records, orderId);
      const [dish, custom] = order.lines;
      if (!dish || !custom) throw new Error('the order has two lines');
      return {
        ...order,
        lines: [dish, { kind: 'combo', itemId: comboId, name: 'Tea set', quantity: 1, amount: 1_500 }],
      };
    };
    const result = await ingest([withCombo('C-1', records.comboId), withCombo('C-2', others.comboId)]);
    expect(result.accepted.map((order) => order.orderId)).toEqual(['C-1']);
    expect(result.rejected[0]?.errors.map((error) => error.field)).toEqual(['orders[1].lines[1].itemId']);
  });

  test('the roll-ups equal the facts recomputed after a mix of creates, updates and deletions', async () => {
    const orders = Array.from({ length: 30 }, (_, n) =>
      closedOrder(
        records,
        `E-${n}`,
        `2026-03-0${1 + (n % 3)}T${String(8 + (n % 14)).padStart(2, '0')}:15:00+08:00`,
      ),
    );
    await ingest(orders);
    const later = orders.map((order, n) => {
      if (n % 3 === 0) return amendedOrder(order, records, '2026-03-05T10:00:00+08:00');
      if (n % 3 === 1)
        return {
          ...order,
          deleted: true,
          updatedAt: '2026-03-05T10:00:00+08:00',
          operations: [{ kind: 'deleteOrder' as const, reason: 'Mistake', at: '2026-03-05T10:00:00+08:00' }],
        };
      return order;
    });
    await ingest(later);
    for (const [name, pair] of Object.entries(await rollupsAgainstFacts(api.db)))
      expect([name, pair[0]]).toEqual([name, pair[1]]);
  });
});

describeOnEachDatabase('point-of-sale device keys and the ingest calls', (api) => {
  const devices = deviceCalls(api);
  let tenants: DemoTenants;
  let records: CompanyRecords;

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    records = await companyRecords(api.db, tenants.hk, 'calls');
  });

  test('a key is shown once, kept only as its hash, and revoking it or issuing another stops it', async () => {
    const id = await devices.create('hk.owner', tenants.central, 'Counter');
    expect(await devices.read(id)).toMatchObject({ keyState: 'none' });
    const issued = await devices.issue('hk.owner', id);
    expect(issued.status).toBe(0);
    const { key } = issued.data;
    expect(key).toMatch(/^pos_[A-Za-z0-9_-]{43}$/);
    const stored = await api.db.query<{ key_hash: string }>(
      'SELECT key_hash FROM pos_device_key WHERE device_id = $1',
      [id],
    );
    expect(JSON.stringify(stored.rows)).not.toContain(key);
    expect(await devices.read(id)).toMatchObject({ keyState: 'active', keyHint: key.slice(-4) });

    const batch = { shopId: tenants.central, orders: [closedOrder(records, 'K-1')] };
    const sent = await devices.send('orders', batch, key);
    expect(sent.status).toBe(0);
    expect(sent.data.accepted).toEqual([{ orderId: 'K-1', outcome: 'created' }]);
    expect((await devices.read(id))?.lastUsedAt).toEqual(expect.any(String));
    const written = await api.db.query(
      'SELECT company_id, device_id FROM sales_order WHERE pos_order_id = $1',
      ['K-1'],
    );
    expect(written.rows).toEqual([{ company_id: tenants.hk, device_id: id }]);

    const next = (await devices.issue('hk.owner', id)).data.key;
    expect((await devices.send('orders', batch, key)).status).toBe(PosStatus.posKeyRefused.code);
    expect((await devices.send('orders', batch, next)).data.accepted).toEqual([
      { orderId: 'K-1', outcome: 'unchanged' },
    ]);
    expect((await devices.revoke('hk.owner', id)).status).toBe(0);
    expect(await devices.read(id)).toMatchObject({ keyState: 'revoked' });
    const refused = await devices.send('orders', batch, next);
    expect(refused).toMatchObject({
      status: PosStatus.posKeyRefused.code,
      msgEn: expect.stringMatching(/revoked/),
    });
    expect((await devices.send('orders', batch)).status).toBe(PosStatus.posKeyRefused.code);
  });

  test('a sale the POS sends counts in the home figures at the very next read', async () => {
    // Freshness (issue 13): the roll-ups move in the ingest's own transaction, so no refresh lags.
    const day = { from: '2026-03-02', to: '2026-03-02' };
    const home = async () => {
      const answer = await api.callAs<ReportAnswer>('hk.owner', 'PUT', '/report/home', day);
      const figures = answer.data.parts.find((part) => part.name === 'figures');
      return { totals: figures?.totals ?? {}, freshness: answer.data.freshness };
    };
    const id = await devices.create('hk.owner', tenants.central, 'Fresh counter');
    const { key } = (await devices.issue('hk.owner', id)).data;
    const before = await home();
    const sentAt = Date.now();
    const sent = await devices.send(
      'orders',
      { shopId: tenants.central, orders: [closedOrder(records, 'F-1')] },
      key,
    );
    expect(sent.data.accepted).toEqual([{ orderId: 'F-1', outcome: 'created' }]);
    const after = await home();
    expect(Number(after.totals.orders) - Number(before.totals.orders)).toBe(1);
    expect(Number(after.totals.netSales) - Number(before.totals.netSales)).toBe(11_110);
    expect(Date.parse(after.freshness ?? '')).toBeGreaterThanOrEqual(sentAt - 1_000);
  });

  test('a deleted device stops its key', async () => {
    const id = await devices.create('hk.owner', tenants.central, 'Bar');
    const { key } = (await devices.issue('hk.owner', id)).data;
    expect((await api.callAs('hk.owner', 'DELETE', '/pos/device', { ids: [id] })).status).toBe(0);
    const answer = await devices.send(
      'orders',
      { shopId: tenants.central, orders: [closedOrder(records, 'K-2')] },
      key,
    );
    expect(answer.status).toBe(PosStatus.posKeyRefused.code);
  });

  test('a key of another shop is refused, and nothing is written', async () => {
    const id = await devices.create('hk.owner', tenants.causeway, 'Causeway till');
    const { key } = (await devices.issue('hk.owner', id)).data;
    const answer = await devices.send(
      'orders',
      { shopId: tenants.central, orders: [closedOrder(records, 'K-3')] },
      key,
    );
    expect(answer.status).toBe(PosStatus.posKeyOtherShop.code);
    expect(answer.msgEn).toMatch(/another shop/);
    const written = await api.db.query(`SELECT 1 FROM sales_order WHERE pos_order_id = 'K-3'`);
    expect(written.rows).toEqual([]);
  });

  test('issuing and revoking need the privilege and the device within reach', async () => {
    const id = await devices.create('hk.owner', tenants.central, 'Kitchen');
    expect((await devices.issue('kowloon.owner', id)).status).toBe(2);
    expect((await devices.revoke('kowloon.owner', id)).status).toBe(2);
    await addUserWithoutPrivileges(api.db, 'pos.nobody', tenants.hk);
    expect((await devices.issue('pos.nobody', id)).status).toBe(3);
    const elsewhere = await devices.create('hk.owner', tenants.causeway, 'Causeway kitchen');
    expect((await devices.issue('hk.central', elsewhere)).status).toBe(2);
    expect((await devices.issue('hk.central', id)).status).toBe(0);
    const keys = await api.db.query('SELECT 1 FROM pos_device_key WHERE device_id = $1', [elsewhere]);
    expect(keys.rows).toEqual([]);
  });

  test('bad orders are answered one by one with translated errors naming the field; bad bodies are refused', async () => {
    const id = await devices.create('hk.owner', tenants.central, 'Errors');
    const { key } = (await devices.issue('hk.owner', id)).data;
    const bad = { ...closedOrder(records, 'K-4'), guests: -1 };
    const answer = await devices.send(
      'orders',
      { shopId: tenants.central, orders: [closedOrder(records, 'K-5'), bad] },
      key,
    );
    expect(answer.status).toBe(0);
    expect(answer.data.accepted).toEqual([{ orderId: 'K-5', outcome: 'created' }]);
    expect(answer.data.rejected).toEqual([
      {
        index: 1,
        orderId: 'K-4',
        errors: [
          {
            field: 'orders[1].guests',
            msg: expect.any(String),
            msgEn: 'Guests at orders[1].guests must be a whole number from 0 to 10000',
          },
        ],
      },
    ]);
    const empty = await devices.send('orders', { shopId: tenants.central, orders: [] }, key);
    expect(empty.status).toBe(1);
    expect(empty.errors?.map((error) => error.field)).toEqual(['orders']);
    const tooMany = Array.from({ length: 501 }, () => ({}));
    expect((await devices.send('orders', { shopId: tenants.central, orders: tooMany }, key)).status).toBe(1);
  });

  test('hostile values in an order are refused, never a server error, and write nothing', async () => {
    const id = await devices.create('hk.owner', tenants.central, 'Hostile');
    const { key } = (await devices.issue('hk.owner', id)).data;
    const before = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sales_order');
    const order = closedOrder(records, 'H-1');
    const spoiled = (bad: unknown) => [
      { ...order, guests: bad },
      { ...order, sceneId: bad },
      { ...order, lines: [{ ...order.lines[0], quantity: bad }] },
      { ...order, payments: [{ ...order.payments[0], methodId: bad }] },
    ];
    for (const bad of OUT_OF_RANGE) {
      const answer = await devices.send('orders', { shopId: tenants.central, orders: spoiled(bad) }, key);
      expect(answer.status).toBe(0);
      expect(answer.data.accepted).toEqual([]);
      expect(answer.data.rejected.map((entry) => entry.errors[0]?.field)).toEqual([
        'orders[0].guests',
        'orders[1].sceneId',
        'orders[2].lines[0].quantity',
        'orders[3].payments[0].methodId',
      ]);
      expect((await devices.send('orders', { shopId: bad, orders: [order] }, key)).status).toBe(1);
    }
    for (const bad of UNSTORABLE_TEXT) {
      const answer = await devices.send(
        'orders',
        { shopId: tenants.central, orders: [{ ...order, remarks: bad }] },
        key,
      );
      expect(answer.status).toBe(1);
    }
    expect((await api.db.query('SELECT count(*)::int AS n FROM sales_order')).rows).toEqual(before.rows);
  });

  test('clock events are written once, their server checked against the company', async () => {
    const id = await devices.create('hk.owner', tenants.central, 'Clock');
    const { key } = (await devices.issue('hk.owner', id)).data;
    const other = await companyRecords(api.db, tenants.kowloon, 'clock');
    const events = [
      { eventId: 'E-1', serverId: records.serverId, kind: 'in', at: '2026-03-02T08:58:00+08:00' },
      { eventId: 'E-2', serverId: other.serverId, kind: 'in', at: '2026-03-02T09:00:00+08:00' },
      { eventId: 'E-3', serverId: records.serverId, kind: 'lunch', at: '2026-03-02T09:00:00+08:00' },
      // The same id twice in one batch: which of the two happened is the till's to say.
      { eventId: 'E-1', serverId: records.serverId, kind: 'out', at: '2026-03-02T17:00:00+08:00' },
    ];
    const first = await devices.send('clock-events', { shopId: tenants.central, events }, key);
    expect(first.data.accepted).toEqual([{ eventId: 'E-1', outcome: 'created' }]);
    expect(first.data.rejected.map((entry) => entry.errors.map((error) => error.field))).toEqual([
      ['events[1].serverId'],
      ['events[2].kind'],
      ['events[3].eventId'],
    ]);
    const again = await devices.send(
      'clock-events',
      { shopId: tenants.central, events: events.slice(0, 1) },
      key,
    );
    expect(again.data.accepted).toEqual([{ eventId: 'E-1', outcome: 'unchanged' }]);
    const stored = await api.db.query(
      `SELECT company_id, server_id, business_date::text AS date FROM server_clock_event WHERE pos_event_id = 'E-1'`,
    );
    expect(stored.rows).toEqual([
      { company_id: tenants.hk, server_id: records.serverId, date: '2026-03-02' },
    ]);
  });

  test("a shop's own time zone sets its business day", async () => {
    const shop = await api.callAs<Record<string, unknown>[]>('hk.owner', 'PUT', '/shop', {
      id: tenants.causeway,
    });
    const record = shop.data[0] as { id: number; version: number };
    const saved = await api.callAs('hk.owner', 'PUT', '/shop/modify', {
      ...record,
      timeZone: 'America/Los_Angeles',
    });
    expect(saved.status).toBe(0);
    const id = await devices.create('hk.owner', tenants.causeway, 'Causeway bar');
    const { key } = (await devices.issue('hk.owner', id)).data;
    // 01:30 on 3 March in Hong Kong is 09:30 on 2 March in Los Angeles.
    const order = closedOrder(records, 'K-6', '2026-03-03T01:30:00+08:00');
    await devices.send('orders', { shopId: tenants.causeway, orders: [order] }, key);
    const stored = await api.db.query(
      `SELECT business_date::text AS date, business_hour AS hour FROM sales_order WHERE pos_order_id = 'K-6'`,
    );
    expect(stored.rows).toEqual([{ date: '2026-03-02', hour: 9 }]);
  });
});
