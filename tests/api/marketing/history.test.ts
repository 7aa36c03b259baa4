// The marketing history (issue 25 item 5) on both engines: runs and send records written as the
// dispatcher writes them, read back newest first with each channel's sent, failed and skipped and the
// credits used (sent and sending email and SMS); the started days in the company's calendar (Hong
// Kong's midnight, not UTC's); filters by task and state; paging with its count; the messages sent
// each day; another company's runs and records never counted; the export a download task whose
// spreadsheet holds the same rows.
import ExcelJS from 'exceljs';
import type { DownloadTask } from '../../../engine/protocol/download-task';
import { Status } from '../../../engine/protocol/status';
import type { HistoryDay, HistoryPage } from '../../../protocol/marketing-history';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
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

interface Run {
  companyId: number;
  taskId: number;
  occurrence: string;
  name: string;
  status: string;
  startedAt: string;
  recipients: number;
}

/** [member, channel, status, cost, sentAt] */
type Sent = [number, string, string, number, string | null];

async function insertRun(api: ApiHarness, run: Run, sends: Sent[], task = `marketing:${run.taskId}`) {
  await api.db.query(
    `INSERT INTO marketing_run (company_id, task_id, occurrence, kind, name, status, due_at, started_at, finished_at, recipients)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9)`,
    [
      run.companyId,
      run.taskId,
      run.occurrence,
      run.taskId === 0 ? 'birthday' : 'task',
      run.name,
      run.status,
      run.startedAt,
      run.status === 'sending' ? null : run.startedAt,
      run.recipients,
    ],
  );
  for (const [member, channel, status, cost, sentAt] of sends)
    await api.db.query(
      `INSERT INTO send_record (company_id, task, occurrence, member_id, channel, status, cost, sent_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [run.companyId, task, run.occurrence, member, channel, status, cost, sentAt],
    );
}

describeOnEachDatabase('the marketing history', (api) => {
  let tenants: DemoTenants;
  const history = (body: object, as = 'hk.owner') =>
    api.callAs<HistoryPage>(as, 'PUT', '/marketing/history', { ...DAYS, ...body });
  const daily = (body: object, as = 'hk.owner') =>
    api.callAs<HistoryDay[]>(as, 'PUT', '/marketing/history/daily', { ...DAYS, ...body });
  const runsOf = (page: HistoryPage) => page.rows.map((row) => `${row.taskId}/${row.occurrence}`);

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    const hk = tenants.hk;
    // 10:00 in Hong Kong on 2 March: a task's run, every outcome on every channel.
    const spring = { companyId: hk, taskId: 101, occurrence: '2026-03-02T10:00', name: 'Spring offer' };
    await insertRun(
      api,
      { ...spring, status: 'finished', startedAt: '2026-03-02T02:00:00Z', recipients: 4 },
      [
        [1, 'email', 'sent', 1, '2026-03-02T02:05:00Z'],
        // 00:30 on 3 March in Hong Kong, still 2 March in UTC.
        [2, 'email', 'sent', 1, '2026-03-02T16:30:00Z'],
        [3, 'email', 'failed', 1, null],
        [4, 'email', 'skipped', 0, null],
        [1, 'sms', 'sent', 2, '2026-03-02T02:06:00Z'],
        [2, 'sms', 'sending', 2, null],
        [3, 'sms', 'failed', 2, null],
        [1, 'wallet', 'sent', 0, '2026-03-02T02:07:00Z'],
      ],
    );
    // Hong Kong's midnight starting 1 March: in the range, though 28 February in UTC.
    await insertRun(
      api,
      {
        companyId: hk,
        taskId: 0,
        occurrence: '2026-03-01',
        name: '',
        status: 'finished',
        startedAt: '2026-02-28T16:00:00Z',
        recipients: 1,
      },
      [[5, 'email', 'sent', 1, '2026-02-28T16:01:00Z']],
      'birthday',
    );
    // A minute before: 28 February in Hong Kong, out of the range.
    await insertRun(
      api,
      {
        ...spring,
        occurrence: '2026-02-28T10:00',
        status: 'stopped',
        startedAt: '2026-02-28T15:59:00Z',
        recipients: 9,
      },
      [[1, 'email', 'sent', 1, '2026-02-28T15:59:30Z']],
    );
    await insertRun(
      api,
      {
        companyId: hk,
        taskId: 102,
        occurrence: '2026-03-03T11:00',
        name: 'Tea time',
        status: 'stopped',
        startedAt: '2026-03-03T03:00:00Z',
        recipients: 2,
      },
      [],
    );
    // Another company: its run, and send records under the same task key as Harbour Island's.
    await insertRun(
      api,
      {
        companyId: tenants.kowloon,
        taskId: 101,
        occurrence: '2026-03-02T10:00',
        name: 'Kowloon offer',
        status: 'sending',
        startedAt: '2026-03-02T05:00:00Z',
        recipients: 3,
      },
      [
        [7, 'email', 'sent', 1, '2026-03-02T05:01:00Z'],
        [8, 'sms', 'sent', 3, '2026-03-02T05:01:00Z'],
      ],
    );
  });

  it("answers the runs of the days newest first, each with its channels' outcomes and the credits used", async () => {
    const answer = await history({});
    expect(answer.status).toBe(Status.ok.code);
    expect(answer.data.count).toBe(3);
    expect(runsOf(answer.data)).toEqual(['102/2026-03-03T11:00', '101/2026-03-02T10:00', '0/2026-03-01']);
    expect(answer.data.rows[1]).toEqual({
      taskId: 101,
      name: 'Spring offer',
      kind: 'task',
      occurrence: '2026-03-02T10:00',
      status: 'finished',
      dueAt: '2026-03-02T02:00:00.000Z',
      startedAt: '2026-03-02T02:00:00.000Z',
      finishedAt: '2026-03-02T02:00:00.000Z',
      recipients: 4,
      channels: {
        email: { sent: 2, failed: 1, skipped: 1 },
        sms: { sent: 1, failed: 1, skipped: 0 },
        wallet: { sent: 1, failed: 0, skipped: 0 },
      },
      // Two emails sent, an SMS sent and one on its way at two segments each; failures cost nothing.
      credits: 6,
    });
    expect(answer.data.rows[2]).toMatchObject({ kind: 'birthday', name: '', credits: 1 });
    expect(answer.data.rows[0]).toMatchObject({
      recipients: 2,
      credits: 0,
      channels: { email: { sent: 0 } },
    });
  });

  it('filters by task, the birthday runs, state and days, and pages with the count', async () => {
    expect(runsOf((await history({ taskId: 0 })).data)).toEqual(['0/2026-03-01']);
    expect(runsOf((await history({ taskId: 101 })).data)).toEqual(['101/2026-03-02T10:00']);
    expect(runsOf((await history({ taskId: 101, from: '2026-02-28' })).data)).toEqual([
      '101/2026-03-02T10:00',
      '101/2026-02-28T10:00',
    ]);
    expect(runsOf((await history({ status: 'stopped' })).data)).toEqual(['102/2026-03-03T11:00']);
    expect((await history({ from: '2026-03-04', to: '2026-03-04' })).data).toEqual({ count: 0, rows: [] });
    const second = await history({ pageSize: 1, pageNumber: 2 });
    expect(second.data.count).toBe(3);
    expect(runsOf(second.data)).toEqual(['101/2026-03-02T10:00']);
    expect((await history({ pageSize: 1, pageNumber: 9 })).data).toEqual({ count: 3, rows: [] });
  });

  it('counts the messages sent on each day of the range, by channel, on the company clocks', async () => {
    expect((await daily({})).data).toEqual([
      { day: '2026-03-01', email: 1, sms: 0, wallet: 0 },
      { day: '2026-03-02', email: 1, sms: 1, wallet: 1 },
      { day: '2026-03-03', email: 1, sms: 0, wallet: 0 },
    ]);
    expect((await daily({ taskId: 0 })).data.map((day) => day.email)).toEqual([1, 0, 0]);
  });

  it('keeps each company to its own runs, and the platform to the company it names', async () => {
    const kowloon = await history({}, 'kowloon.owner');
    expect(runsOf(kowloon.data)).toEqual(['101/2026-03-02T10:00']);
    expect(kowloon.data.rows[0]).toMatchObject({
      name: 'Kowloon offer',
      channels: { email: { sent: 1 }, sms: { sent: 1 } },
      credits: 4,
    });
    expect(await history({ companyId: tenants.hk }, 'kowloon.owner')).toMatchObject({
      status: Status.notFound.code,
    });
    expect(await daily({ companyId: tenants.hk }, 'kowloon.owner')).toMatchObject({
      status: Status.notFound.code,
    });
    expect(await history({}, 'platform')).toMatchObject({ status: Status.invalidInput.code });
    expect((await history({ companyId: tenants.hk }, 'platform')).data.count).toBe(3);
    // A shop manager does not hold the page.
    expect(await history({}, 'hk.central')).toMatchObject({ status: Status.forbidden.code });
  });

  it('names the field of a bad range', async () => {
    const backwards = await history({ from: '2026-03-03', to: '2026-03-01' });
    expect(backwards).toMatchObject({ status: Status.invalidInput.code, errors: [{ field: 'to' }] });
    expect(await history({ from: '2026-02-30' })).toMatchObject({
      status: Status.invalidInput.code,
      errors: [{ field: 'from' }],
    });
    expect(await history({ from: '2025-01-01' })).toMatchObject({
      status: Status.invalidInput.code,
      errors: [{ field: 'to' }],
    });
    expect(await history({ status: 'lost' })).toMatchObject({ status: Status.invalidInput.code });
  });

  it('exports the same runs as a download task', async () => {
    const started = await api.callAs<{ jobId: string }>('hk.owner', 'PUT', '/marketing/history/export', DAYS);
    expect(started.status).toBe(Status.ok.code);
    const task = await exported(api, started.data.jobId);
    expect(task).toMatchObject({
      state: 'downloadable',
      title: 'marketingHistory:export.task',
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
    const headers = sheet?.getRow(1).values as unknown[];
    const column = (header: string) =>
      [2, 3, 4].map((row) => sheet?.getRow(row).getCell(headers.indexOf(header)).value);
    expect(column('任務')).toEqual(['Tea time', 'Spring offer', '生日營銷']);
    expect(column('已用點數')).toEqual([0, 6, 1]);
    expect(column('電郵失敗')).toEqual([0, 1, 0]);
    // Started on the company's clocks.
    expect(column('開始時間')).toEqual(['2026-03-03 11:00', '2026-03-02 10:00', '2026-03-01 00:00']);
    expect(await api.callAs('kowloon.owner', 'GET', task.file?.path ?? '')).toMatchObject({
      status: Status.notFound.code,
    });
  }, 90_000);
});
