// The sales records (business §3) and their export on both engines: orders ingested for two
// companies read back with every §3 field, newest first, found by ticket number; another company's
// shop refused on `shopIds`; a store manager held to his shop; the export a download task whose
// spreadsheet holds every record, its totals equal to the orders'; bad days refused by field.
import ExcelJS from 'exceljs';
import type { DownloadTask } from '../../../engine/protocol/download-task';
import type { ReportAnswer } from '../../../engine/protocol/report';
import { Status } from '../../../engine/protocol/status';
import type { SalesRecord } from '../../../protocol/sales-record';
import { ingestOrders, NO_INGEST_PARTS } from '../../../server/sales/ingest-orders';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import { closedOrder, companyRecords } from '../support/pos-orders';
import { demoTenants, type DemoTenants } from '../support/tenants';

const DAYS = { from: '2026-03-01', to: '2026-03-03' };
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function exported(api: ApiHarness, jobId: string): Promise<DownloadTask> {
  for (let poll = 0; poll < 600; poll += 1) {
    const { data } = await api.callAs<DownloadTask[]>('hk.owner', 'GET', '/jobs?pageSize=50');
    const task = data.find((each) => each.id === jobId);
    if (task && task.state !== 'processing') return task;
    await pause(100);
  }
  throw new Error(`export ${jobId} did not end in a minute`);
}

describeOnEachDatabase('the sales records', (api) => {
  let tenants: DemoTenants;
  const source = (companyId: number, shopId: number, timeZone = 'Asia/Hong_Kong') => ({
    companyId,
    shopId,
    deviceId: null,
    timeZone,
  });

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    const hk = await companyRecords(api.db, tenants.hk, 'records');
    const kowloon = await companyRecords(api.db, tenants.kowloon, 'records');
    const { rows } = await api.db.query<{ id: number }>(
      `SELECT id FROM res_shop WHERE company_id = $1 AND id <> $2 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
      [tenants.hk, tenants.central],
    );
    const otherHkShop = rows[0]?.id ?? tenants.causeway;
    // The other branch keeps Los Angeles time, as a chain across the Pacific would.
    await api.db.query(
      `UPDATE res_shop SET data = jsonb_set(data, '{timeZone}', '"America/Los_Angeles"') WHERE id = $1`,
      [otherHkShop],
    );
    const central = await ingestOrders(
      api.db,
      api.records,
      source(tenants.hk, tenants.central),
      [
        closedOrder(hk, 'R-1', '2026-03-01T12:00:00+08:00'),
        closedOrder(hk, 'R-2', '2026-03-02T19:00:00+08:00'),
      ],
      NO_INGEST_PARTS,
    );
    const other = await ingestOrders(
      api.db,
      api.records,
      source(tenants.hk, otherHkShop, 'America/Los_Angeles'),
      [closedOrder(hk, 'R-3', '2026-03-03T13:00:00+08:00')],
      NO_INGEST_PARTS,
    );
    const mongkok = await ingestOrders(
      api.db,
      api.records,
      source(tenants.kowloon, tenants.mongkok),
      [closedOrder(kowloon, 'K-1', '2026-03-02T12:00:00+08:00')],
      NO_INGEST_PARTS,
    );
    for (const result of [central, other, mongkok]) expect(result.rejected).toEqual([]);
  });

  const records = (username: string, body: object) =>
    api.callAs<SalesRecord[]>(username, 'PUT', '/sales/record', { ...DAYS, ...body });

  it('answers the company’s orders newest first, with every §3 field', async () => {
    const answer = await records('hk.owner', {});
    expect(answer.status).toBe(Status.ok.code);
    expect(answer.count).toBe(3);
    expect(answer.data.map((record) => record.orderId)).toEqual(['R-3', 'R-2', 'R-1']);
    expect(answer.data.map((record) => record.timeZone)).toEqual([
      'America/Los_Angeles',
      'Asia/Hong_Kong',
      'Asia/Hong_Kong',
    ]);
    // Each shop by its name in the reader's language.
    expect(answer.data[2]?.shop).toBe('中環店');
    expect((await records('hk.owner', { envLang: 'en' })).data[2]?.shop).toBe('Central');
    expect(answer.data[2]).toMatchObject({
      ticketNumber: 'T-R-1',
      orderNo: 'N-R-1',
      businessDate: '2026-03-01',
      table: 'A3',
      guests: 3,
      type: 'dineIn',
      status: 'closed',
      subtotal: 11_100,
      discount: 1_000,
      serviceCharge: 1_010,
      tips: 200,
      total: 11_310,
      paymentAmount: 11_310,
      netSales: 11_110,
      paymentMethods: ['cash', 'creditCard'],
      coupon: expect.stringMatching(/^CODE-records-/) as unknown,
      items: [
        { kind: 'dish', name: 'Milk tea', quantity: 2, amount: 9_600, deleted: false },
        { kind: 'custom', name: 'Market fish', quantity: 1, amount: 1_500, deleted: false },
      ],
    });
  });

  it('finds an order by its ticket number, and pages the rest', async () => {
    expect((await records('hk.owner', { search: 'T-R-2' })).data.map((record) => record.orderId)).toEqual([
      'R-2',
    ]);
    const second = await records('hk.owner', { pageNumber: 2, pageSize: 2 });
    expect(second.count).toBe(3);
    expect(second.data.map((record) => record.orderId)).toEqual(['R-1']);
  });

  it('holds a store manager to his shop, and refuses another company’s shop on shopIds', async () => {
    const central = await records('hk.central', {});
    expect(central.data.map((record) => record.orderId).sort()).toEqual(['R-1', 'R-2']);
    const foreign = await records('hk.owner', { shopIds: [tenants.mongkok] });
    expect(foreign.status).toBe(Status.invalidInput.code);
    expect(foreign.errors?.map((error) => error.field)).toEqual(['shopIds']);
    expect((await records('kowloon.owner', {})).data.map((record) => record.orderId)).toEqual(['K-1']);
  });

  it('refuses impossible days and reversed ranges, naming the field', async () => {
    const impossible = await records('hk.owner', { from: '2026-02-30' });
    expect(impossible.errors?.map((error) => error.field)).toEqual(['from']);
    const reversed = await records('hk.owner', { from: '2026-03-03', to: '2026-03-01' });
    expect(reversed.errors?.map((error) => error.field)).toEqual(['to']);
  });

  it('reads the same orders into the table turnover report, a table being a shop’s', async () => {
    const answer = await api.callAs<ReportAnswer>('hk.owner', 'PUT', '/report/business_table_turnover', DAYS);
    const turnover = answer.data.parts.find((part) => part.name === 'turnoverByShop');
    // Three dine-in orders at table A3: two at Central, one at another branch's own A3.
    expect(turnover?.totals).toMatchObject({ orders: 3, tables: 2, turnover: 1.5 });
  });

  it('exports the records as a download task whose spreadsheet adds up to the orders', async () => {
    const started = await api.callAs<{ jobId: string }>('hk.owner', 'PUT', '/sales/record/export', DAYS);
    expect(started.status).toBe(Status.ok.code);
    const task = await exported(api, started.data.jobId);
    expect(task).toMatchObject({
      state: 'downloadable',
      title: 'sales:export.task',
      subject: '2026-03-01 – 2026-03-03',
    });
    const file = await api.app.inject({
      method: 'GET',
      url: `/pro-api${task.file?.path ?? ''}`,
      headers: { 'x-token': await api.signIn('hk.owner') },
    });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    const totalColumn = (sheet?.getRow(1).values as unknown[]).indexOf('總計');
    const totals = [2, 3, 4].map((row) => Number(sheet?.getRow(row).getCell(totalColumn).value));
    expect(totals.reduce((sum, value) => sum + value, 0)).toBeCloseTo(339.3, 2);
    // Each order's time as its own shop's clocks showed it: Los Angeles' evening before, Hong Kong's noon.
    const timeColumn = (sheet?.getRow(1).values as unknown[]).indexOf('時間');
    expect([2, 3, 4].map((row) => sheet?.getRow(row).getCell(timeColumn).value)).toEqual([
      '2026-03-01 12:00',
      '2026-03-02 19:00',
      '2026-03-02 21:00',
    ]);
    // A store manager does not see the company's export, and its file is not his to fetch.
    const his = await api.callAs('hk.central', 'GET', task.file?.path ?? '');
    expect(his.status).toBe(Status.notFound.code);
  }, 90_000);
});
