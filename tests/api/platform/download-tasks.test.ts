// The download tasks list (business §4: processing, downloadable, failed) through GET /pro-api/jobs
// on both engines, proven by a coupon's sheets: the generation is listed as processing, then
// downloadable with the sheets' path, named after the coupon as it is named at the time of reading;
// a generation that fails is listed failed with its reason; nobody outside the company's whole reach
// sees either; and bad paging is refused on its field.
import type { DownloadTask } from '../../../engine/protocol/download-task';
import { Status } from '../../../engine/protocol/status';
import { couponSheetFile, couponSheetPath } from '../../../protocol/coupon-sheet';
import { COUPON_GENERATION } from '../../../server/payments/coupon-generation-job';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import { validFixtures } from '../support/resource-fixtures';
import { demoTenants } from '../support/tenants';

type Coupon = { id: number; version: number };

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const tasksOf = async (api: ApiHarness, username: string, query = '') => {
  const answer = await api.callAs<DownloadTask[]>(username, 'GET', `/jobs${query}`);
  expect(answer.status).toBe(Status.ok.code);
  return answer;
};

/** The task as hk.owner's list shows it once it is no longer processing. */
async function ended(api: ApiHarness, id: string): Promise<DownloadTask> {
  for (let poll = 0; poll < 600; poll += 1) {
    const task = (await tasksOf(api, 'hk.owner', '?pageSize=50')).data.find((each) => each.id === id);
    if (task && task.state !== 'processing') return task;
    await pause(100);
  }
  throw new Error(`task ${id} did not end in a minute`);
}

describeOnEachDatabase('the download tasks list', (api) => {
  const fixture = validFixtures('coupon')[0]?.record ?? {};
  const newCoupon = async (name: string) =>
    (await api.callAs<Coupon>('hk.owner', 'POST', '/coupon', { ...fixture, name, quantity: 1_210 })).data;
  let generated: Coupon;
  let jobId: string;

  it('lists a coupon’s generation as processing, then downloadable with its sheets’ path', async () => {
    generated = await newCoupon('下載任務測試券');
    expect(
      (await api.callAs<Coupon>('hk.owner', 'PUT', '/coupon/generate', { id: generated.id })).status,
    ).toBe(0);
    const [first] = (await tasksOf(api, 'hk.owner')).data;
    jobId = first?.id ?? '';
    expect(first).toMatchObject({
      kind: COUPON_GENERATION,
      title: 'payments:sheet.task',
      subject: '下載任務測試券',
      state: 'processing',
      file: null,
      finishedAt: null,
    });
    const done = await ended(api, jobId);
    expect(done).toMatchObject({
      state: 'downloadable',
      reason: null,
      file: { path: couponSheetPath(generated.id), name: couponSheetFile(generated.id) },
    });
    expect(done.done).toBe(done.total);
  }, 90_000);

  it('names the task after the coupon as it is named now, and serves its file at the path', async () => {
    const [coupon] = (await api.callAs<Coupon[]>('hk.owner', 'PUT', '/coupon', { id: generated.id })).data;
    const renamed = await api.callAs('hk.owner', 'PUT', '/coupon/modify', {
      id: generated.id,
      version: coupon?.version,
      name: '改名後的券',
    });
    expect(renamed.status).toBe(Status.ok.code);
    const task = (await tasksOf(api, 'hk.owner')).data.find((each) => each.id === jobId);
    expect(task?.subject).toBe('改名後的券');
    const sheet = await api.app.inject({
      method: 'GET',
      url: `/pro-api${task?.file?.path ?? ''}`,
      headers: { 'x-token': await api.signIn('hk.owner') },
    });
    expect(sheet.headers['content-type']).toBe('application/pdf');
  });

  it('shows the task only to callers who reach the whole company', async () => {
    for (const username of ['kowloon.owner', 'kowloon.mk', 'hk.central']) {
      const answer = await tasksOf(api, username);
      expect(answer.data.map((task) => task.id)).not.toContain(jobId);
    }
    const admin = await tasksOf(api, 'admin');
    expect(admin.data.map((task) => task.id)).toContain(jobId);
  });

  it('lists a generation that failed with its reason, newest first, a page at a time', async () => {
    // A generation job for a coupon nobody asked to generate: every attempt refuses it.
    const idle = await newCoupon('未生成的券');
    const { hk } = await demoTenants(api.db);
    const failing = await api.db.transaction((tx) =>
      api.app.jobs.startJob(tx, { kind: COUPON_GENERATION, payload: { couponId: idle.id }, companyId: hk }),
    );
    expect(await ended(api, failing)).toMatchObject({
      subject: '未生成的券',
      state: 'failed',
      reason: 'payments:errors.couponNotGenerating',
      file: null,
    });
    const first = await tasksOf(api, 'hk.owner', '?pageNumber=1&pageSize=1');
    const second = await tasksOf(api, 'hk.owner', '?pageNumber=2&pageSize=1');
    expect(first.count).toBe(2);
    expect([first.data[0]?.id, second.data[0]?.id]).toEqual([failing, jobId]);
  }, 90_000);

  it('refuses bad paging on the field, in the caller’s words', async () => {
    const refusals: [string, string, string][] = [
      ['?pageNumber=0', 'pageNumber', 'Page number cannot be less than 1'],
      ['?pageSize=1.5', 'pageSize', 'Page size has the wrong format'],
      ['?pageNumber=two', 'pageNumber', 'Page number has the wrong format'],
      ['?pageSize=-3', 'pageSize', 'Page size has the wrong format'],
      ['?pageNumber=99999999999', 'pageNumber', 'Page number cannot be more than 2147483647'],
    ];
    for (const [query, field, msgEn] of refusals) {
      const answer = await api.callAs('hk.owner', 'GET', `/jobs${query}`);
      expect(answer).toMatchObject({ status: Status.invalidInput.code, errors: [{ field, msgEn }] });
      expect(answer.errors?.[0]?.msg).not.toBe('');
    }
  });
});
