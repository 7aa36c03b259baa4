// Feedback (issue 26 item 3) on both engines. Merchant feedback: a company writes, sees its own and
// never another's; the platform reads every company's and alone replies (no company account holds
// the reply's key, and the hook refuses one that does); waiting → replied → finished, a reply given
// again while open, nothing after finishing, nothing the company wrote changed or withdrawn once
// answered; the reply's time is the reply's own. Customer feedback: what
// the point of sale sent, listed with its order and filters, within the caller's companies and
// shops; replied to and finished, each in the audit trail; a later version from the till keeps the
// merchant's reply; exported as a download task.
import ExcelJS from 'exceljs';
import type { DownloadTask } from '../../../engine/protocol/download-task';
import { Status } from '../../../engine/protocol/status';
import { hashPassword } from '../../../engine/server/passwords';
import type { CustomerFeedback } from '../../../protocol/customer-feedback';
import type { PosFeedback } from '../../../protocol/pos-feedback';
import { DEMO_PASSWORD } from '../../../server/demo/demo-data';
import { insertUser } from '../../../server/demo/insert-user';
import { ingestFeedback } from '../../../server/sales/ingest-feedback';
import { ingestOrders, NO_INGEST_PARTS } from '../../../server/sales/ingest-orders';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import { closedOrder, companyRecords } from '../support/pos-orders';
import { addUserWithoutPrivileges, demoTenants, type DemoTenants } from '../support/tenants';

type Feedback = { id: number; version: number; companyId: number; [field: string]: unknown };

const DAYS = { from: '2026-03-01', to: '2026-03-03' };
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const guestSaid = (feedbackId: string, changes: Partial<PosFeedback> = {}): PosFeedback => ({
  feedbackId,
  channel: 'qrOrdering',
  score: 2,
  ratings: { food: 3, service: 1 },
  subject: 'Too slow',
  content: 'We waited forty minutes for noodles.',
  dissatisfactions: ['slowService'],
  at: '2026-03-02T14:05:00+08:00',
  updatedAt: '2026-03-02T14:05:00+08:00',
  ...changes,
});

async function exported(api: ApiHarness, jobId: string): Promise<DownloadTask> {
  for (let poll = 0; poll < 600; poll += 1) {
    const { data } = await api.callAs<DownloadTask[]>('hk.owner', 'GET', '/jobs?pageSize=50');
    const task = data.find((each) => each.id === jobId);
    if (task && task.state !== 'processing') return task;
    await pause(100);
  }
  throw new Error(`export ${jobId} did not end in a minute`);
}

describeOnEachDatabase('feedback', (api) => {
  let tenants: DemoTenants;
  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    await addUserWithoutPrivileges(api.db, 'hk.nobody', tenants.hk);
    await insertUser(api.db, {
      username: 'hk.legacy',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      name: 'hk.legacy',
      accountType: 'companyManager',
      companyId: tenants.hk,
      privilegeList: ['merchant_feedback', 'merchant_feedback_reply'],
    });
  });

  describe('merchant feedback', () => {
    const write = (username: string, body: object) =>
      api.callAs<Feedback>(username, 'POST', '/merchant/feedback', {
        subject: 'Printer',
        content: 'Twice?',
        ...body,
      });
    const read = (username: string, ids: number[]) =>
      api.callAs<Feedback[]>(username, 'PUT', '/merchant/feedback', { ids, pageSize: 50 });
    const act = (username: string, action: string, record: Feedback, body: object = {}) =>
      api.callAs<Feedback>(username, 'PUT', `/merchant/feedback/${action}`, {
        id: record.id,
        version: record.version,
        ...body,
      });

    it('lets a company see its own feedback only, and the platform every company’s', async () => {
      const hk = await write('hk.owner', { subject: 'Reports' });
      const kowloon = await write('kowloon.owner', { subject: 'Menus' });
      expect([hk.status, kowloon.status]).toEqual([0, 0]);
      expect(hk.data).toMatchObject({ companyId: tenants.hk, status: 'waiting' });
      const ids = [hk.data.id, kowloon.data.id];
      expect((await read('hk.owner', ids)).data.map((row) => row.id)).toEqual([hk.data.id]);
      expect((await read('kowloon.owner', ids)).data.map((row) => row.id)).toEqual([kowloon.data.id]);
      for (const platform of ['admin', 'platform']) {
        const both = await read(platform, ids);
        expect(both.data.map((row) => [row.id, row.companyName]).sort()).toEqual(
          [
            [hk.data.id, '港島美食集團'],
            [kowloon.data.id, '九龍茶餐廳集團'],
          ].sort(),
        );
      }
      // Another company's feedback is not found, whatever is asked of it.
      expect((await act('kowloon.owner', 'finish', hk.data)).status).toBe(Status.notFound.code);
      const edit = await api.callAs('kowloon.owner', 'PUT', '/merchant/feedback/modify', {
        ...hk.data,
        subject: 'Taken over',
      });
      expect(edit.status).toBe(Status.notFound.code);
      // A store manager holds nothing of his company's feedback unless granted.
      expect((await read('hk.central', ids)).status).toBe(Status.forbidden.code);
    });

    it('moves waiting → replied → finished, the platform alone replying, and refuses the rest', async () => {
      const { data: made } = await write('hk.owner', { subject: 'Points' });
      // The reply is the platform's alone (`platformOnly`): the owner holds every other action of his
      // company's records, not this one, so no Reply button shows and the call is refused.
      const session = await api.callAs<{ privilegeList: string[] }>('hk.owner', 'GET', '/user/info');
      expect(session.data.privilegeList).toEqual(expect.arrayContaining(['merchant_feedback_finish']));
      expect(session.data.privilegeList).not.toContain('merchant_feedback_reply');
      const own = await act('hk.owner', 'reply', made, { reply: 'Answering myself' });
      expect(own.status).toBe(Status.forbidden.code);
      // A company account still holding the key (granted before it was the platform's) meets the hook.
      const legacy = await act('hk.legacy', 'reply', made, { reply: 'Answering myself' });
      expect(legacy).toMatchObject({
        status: Status.forbidden.code,
        msgEn: 'Only the platform replies to merchant feedback',
      });
      const blank = await act('admin', 'reply', made, {});
      expect(blank.status).toBe(Status.invalidInput.code);
      expect(blank.errors?.map((error) => error.field)).toEqual(['reply']);

      const replied = await act('platform', 'reply', made, { reply: 'Set it in the member settings.' });
      expect(replied.data).toMatchObject({ status: 'replied', reply: 'Set it in the member settings.' });
      const [listed] = (await read('hk.owner', [made.id])).data;
      expect(listed?.reply).toBe('Set it in the member settings.');
      const firstAt = Date.parse(String(listed?.repliedAt));
      expect(Number.isNaN(firstAt)).toBe(false);

      // Once answered, what the company wrote stays as the platform read it.
      const changed = await api.callAs('hk.owner', 'PUT', '/merchant/feedback/modify', {
        ...replied.data,
        subject: 'Points (edited)',
      });
      expect(changed).toMatchObject({ status: Status.invalidTransition.code });
      const withdrawn = await api.callAs('hk.owner', 'DELETE', '/merchant/feedback', { id: made.id });
      expect(withdrawn.status).toBe(Status.invalidTransition.code);

      // The platform may correct its reply while the feedback is open: the time is the later reply's.
      const again = await act('admin', 'reply', replied.data, {
        reply: 'In the member settings, points validity.',
      });
      expect(again.data.status).toBe('replied');
      const [relisted] = (await read('admin', [made.id])).data;
      expect(Date.parse(String(relisted?.repliedAt))).toBeGreaterThanOrEqual(firstAt);

      const finished = await act('hk.owner', 'finish', again.data);
      expect(finished.data.status).toBe('finished');
      expect((await act('admin', 'reply', finished.data, { reply: 'Late' })).status).toBe(
        Status.invalidTransition.code,
      );
      expect((await act('hk.owner', 'finish', finished.data)).status).toBe(Status.invalidTransition.code);

      const { rows } = await api.db.query<{ action: string }>(
        `SELECT action FROM audit_log WHERE resource = 'merchantFeedback' AND record_id = $1 ORDER BY id`,
        [made.id],
      );
      expect(rows.map((row) => row.action)).toEqual(['create', 'reply', 'reply', 'finish']);
    });

    it('lets a company withdraw or change its feedback while it waits', async () => {
      const { data: made } = await write('hk.owner', { subject: 'Typo' });
      const changed = await api.callAs<Feedback>('hk.owner', 'PUT', '/merchant/feedback/modify', {
        ...made,
        subject: 'Typo fixed',
      });
      expect(changed.data).toMatchObject({ subject: 'Typo fixed', status: 'waiting' });
      expect((await api.callAs('hk.owner', 'DELETE', '/merchant/feedback', { id: made.id })).status).toBe(0);
    });
  });

  describe('customer feedback', () => {
    let otherShop: number;
    const list = (username: string, body: object = {}) =>
      api.callAs<CustomerFeedback[]>(username, 'PUT', '/feedback/customer', { ...DAYS, ...body });
    const idOf = async (posId: string) =>
      (
        await api.db.query<{ id: number }>(
          'SELECT id::int AS id FROM customer_feedback WHERE pos_feedback_id = $1',
          [posId],
        )
      ).rows[0]?.id ?? 0;
    const source = (companyId: number, shopId: number) => ({
      companyId,
      shopId,
      deviceId: null,
      timeZone: 'Asia/Hong_Kong',
    });

    beforeAll(async () => {
      const hk = await companyRecords(api.db, tenants.hk, 'fb');
      const kowloon = await companyRecords(api.db, tenants.kowloon, 'fb');
      otherShop = tenants.causeway;
      const deleted = {
        ...closedOrder(hk, 'FB-GONE', '2026-03-01T12:00:00+08:00'),
        deleted: true,
        operations: [{ kind: 'deleteOrder' as const, reason: 'Mistake', at: '2026-03-01T12:10:00+08:00' }],
      };
      const sent = [
        await ingestOrders(
          api.db,
          api.records,
          source(tenants.hk, tenants.central),
          [closedOrder(hk, 'FB-1', '2026-03-02T13:30:00+08:00'), deleted],
          NO_INGEST_PARTS,
        ),
        await ingestOrders(
          api.db,
          api.records,
          source(tenants.kowloon, tenants.mongkok),
          [closedOrder(kowloon, 'FB-K', '2026-03-02T13:30:00+08:00')],
          NO_INGEST_PARTS,
        ),
      ];
      for (const result of sent) expect(result.rejected).toEqual([]);
      const said = [
        await ingestFeedback(api.db, source(tenants.hk, tenants.central), [
          guestSaid('CF-1', { orderId: 'FB-1' }),
          guestSaid('CF-GONE', {
            orderId: 'FB-GONE',
            score: 5,
            dissatisfactions: [],
            at: '2026-03-01T12:30:00+08:00',
            updatedAt: '2026-03-01T12:30:00+08:00',
          }),
        ]),
        await ingestFeedback(api.db, source(tenants.hk, otherShop), [
          guestSaid('CF-CAUSEWAY', {
            score: 4,
            at: '2026-03-03T10:00:00+08:00',
            updatedAt: '2026-03-03T10:00:00+08:00',
          }),
        ]),
        await ingestFeedback(api.db, source(tenants.kowloon, tenants.mongkok), [
          guestSaid('CF-K', { orderId: 'FB-K' }),
        ]),
      ];
      for (const result of said) expect(result.rejected).toEqual([]);
    });

    it('lists the company’s feedback newest first, with its order and every §3 field', async () => {
      const answer = await list('hk.owner', { envLang: 'en' });
      expect(answer.status).toBe(0);
      expect(answer.count).toBe(3);
      expect(answer.data.map((row) => row.score)).toEqual([4, 2, 5]);
      expect(answer.data[1]).toMatchObject({
        shop: 'Central',
        channel: 'qrOrdering',
        score: 2,
        ratings: { food: 3, service: 1, environment: null, value: null },
        subject: 'Too slow',
        content: 'We waited forty minutes for noodles.',
        dissatisfactions: ['slowService'],
        leftAt: '2026-03-02T06:05:00.000Z',
        businessDate: '2026-03-02',
        status: 'waiting',
        reply: null,
        repliedAt: null,
        orderNo: 'N-FB-1',
        orderDeleted: false,
      });
      expect(answer.data[2]).toMatchObject({ orderNo: 'N-FB-GONE', orderDeleted: true });
      expect(answer.data[0]).toMatchObject({ orderNo: null, orderDeleted: null });
    });

    it('filters by shop, score, complaint, state and order number', async () => {
      const scores = async (body: object) => (await list('hk.owner', body)).data.map((row) => row.score);
      expect(await scores({ shopIds: [otherShop] })).toEqual([4]);
      expect(await scores({ score: 5 })).toEqual([5]);
      expect(await scores({ dissatisfaction: 'slowService' })).toEqual([4, 2]);
      expect(await scores({ orderNo: 'N-FB-GONE' })).toEqual([5]);
      expect(await scores({ status: 'finished' })).toEqual([]);
      const foreign = await list('hk.owner', { shopIds: [tenants.mongkok] });
      expect(foreign.errors?.map((error) => error.field)).toEqual(['shopIds']);
      const unknown = await list('hk.owner', { score: 6 });
      expect(unknown.status).toBe(Status.invalidInput.code);
    });

    it('keeps each caller to his companies and shops', async () => {
      expect((await list('kowloon.owner')).data.map((row) => row.orderNo)).toEqual(['N-FB-K']);
      expect((await list('hk.central')).data.map((row) => row.shopId)).toEqual([
        tenants.central,
        tenants.central,
      ]);
      const causeway = await idOf('CF-CAUSEWAY');
      const outOfShop = await api.callAs('hk.central', 'PUT', '/feedback/customer/reply', {
        id: causeway,
        reply: 'Sorry',
      });
      expect(outOfShop.status).toBe(Status.notFound.code);
      const outOfCompany = await api.callAs('kowloon.owner', 'PUT', '/feedback/customer/finish', {
        id: causeway,
      });
      expect(outOfCompany.status).toBe(Status.notFound.code);
      const nobody = await api.callAs('hk.nobody', 'PUT', '/feedback/customer', DAYS);
      expect(nobody.status).toBe(Status.forbidden.code);
    });

    it('replies, replies again and finishes, each in the audit trail, and refuses what follows', async () => {
      const id = await idOf('CF-1');
      const blank = await api.callAs('hk.central', 'PUT', '/feedback/customer/reply', { id, reply: '   ' });
      expect(blank.errors?.map((error) => error.field)).toEqual(['reply']);
      const replied = await api.callAs<CustomerFeedback>('hk.central', 'PUT', '/feedback/customer/reply', {
        id,
        reply: 'Sorry for the wait: the noodles are on us next time.',
      });
      expect(replied.data).toMatchObject({
        id,
        status: 'replied',
        reply: 'Sorry for the wait: the noodles are on us next time.',
      });
      expect(Number.isNaN(Date.parse(String(replied.data.repliedAt)))).toBe(false);
      const again = await api.callAs<CustomerFeedback>('hk.owner', 'PUT', '/feedback/customer/reply', {
        id,
        reply: 'Sorry for the wait.',
      });
      expect(again.data).toMatchObject({ status: 'replied', reply: 'Sorry for the wait.' });
      const finished = await api.callAs<CustomerFeedback>('hk.owner', 'PUT', '/feedback/customer/finish', {
        id,
      });
      expect(finished.data.status).toBe('finished');
      for (const [path, body] of [
        ['reply', { id, reply: 'Late' }],
        ['finish', { id }],
      ] as const) {
        const refused = await api.callAs(`hk.owner`, 'PUT', `/feedback/customer/${path}`, body);
        expect(refused.status).toBe(Status.invalidTransition.code);
      }
      const { rows } = await api.db.query<{ action: string; changes: Record<string, unknown> }>(
        `SELECT action, changes FROM audit_log WHERE resource = 'customerFeedback' AND record_id = $1 ORDER BY id`,
        [id],
      );
      expect(rows).toEqual([
        {
          action: 'reply',
          changes: {
            status: { before: 'waiting', after: 'replied' },
            reply: { before: null, after: 'Sorry for the wait: the noodles are on us next time.' },
          },
        },
        {
          action: 'reply',
          changes: {
            status: { before: 'replied', after: 'replied' },
            reply: {
              before: 'Sorry for the wait: the noodles are on us next time.',
              after: 'Sorry for the wait.',
            },
          },
        },
        { action: 'finish', changes: { status: { before: 'replied', after: 'finished' } } },
      ]);
    });

    it('keeps the merchant’s reply when the till sends a later version of the feedback', async () => {
      const id = await idOf('CF-GONE');
      await api.callAs('hk.owner', 'PUT', '/feedback/customer/reply', { id, reply: 'Thank you!' });
      const later = await ingestFeedback(api.db, source(tenants.hk, tenants.central), [
        guestSaid('CF-GONE', {
          orderId: 'FB-GONE',
          score: 4,
          content: 'Changed my mind a little.',
          dissatisfactions: [],
          at: '2026-03-01T12:30:00+08:00',
          updatedAt: '2026-03-01T13:00:00+08:00',
        }),
      ]);
      expect(later.accepted).toEqual([{ feedbackId: 'CF-GONE', outcome: 'updated' }]);
      const [row] = (await list('hk.owner', { orderNo: 'N-FB-GONE' })).data;
      expect(row).toMatchObject({
        score: 4,
        content: 'Changed my mind a little.',
        status: 'replied',
        reply: 'Thank you!',
      });
    });

    it('exports the feedback as a download task in the caller’s language', async () => {
      const started = await api.callAs<{ jobId: string }>('hk.owner', 'PUT', '/feedback/customer/export', {
        ...DAYS,
        envLang: 'en',
      });
      expect(started.status).toBe(0);
      const task = await exported(api, started.data.jobId);
      expect(task).toMatchObject({
        state: 'downloadable',
        title: 'feedback:export.task',
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
      const column = (header: string) => headers.indexOf(header);
      const cells = (header: string) =>
        [2, 3, 4].map((row) => sheet?.getRow(row).getCell(column(header)).value);
      // Oldest day first, moments on the shop's clocks, codes in words.
      expect(cells('Time')).toEqual(['2026-03-01 12:30', '2026-03-02 14:05', '2026-03-03 10:00']);
      expect(cells('Order deleted')).toEqual(['Yes', 'No', null]);
      expect(cells('Reply')).toEqual(['Thank you!', 'Sorry for the wait.', null]);
      expect(cells('Status')).toEqual(['Replied', 'Finished', 'Waiting']);
      expect(cells('Dissatisfaction details')).toEqual([null, 'slow service', 'slow service']);
    }, 90_000);
  });
});
