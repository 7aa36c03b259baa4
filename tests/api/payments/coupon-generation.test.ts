// A coupon's generation end to end through the API (issue 12 item 5, business §4): Generate starts a
// background job in the action's transaction; the job makes the codes and the sheets and marks the
// coupon created; the download answers a real PDF and marks it downloaded, after which editing and
// generating again are refused with the spec's message. Another company's owner finds no sheet.
import { PDFDocument } from 'pdf-lib';
import type { BackgroundJobStatus } from '../../../engine/protocol/background-job';
import { sheetPageCount } from '../../../server/coupons/sheet-pages';
import { drawnText, pageContent } from '../../support/pdf-content';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import { validFixtures } from '../support/resource-fixtures';

const QUANTITY = 1_210;
const DOWNLOADED = 'The coupon has been downloaded and cannot be re-edited or regenerated';

type Coupon = { id: number; version: number; generationStatus: string };

/** The coupon's latest generation job, once it has ended. */
async function finishedJob(api: ApiHarness, couponId: number): Promise<BackgroundJobStatus> {
  const { rows } = await api.db.query<{ id: string }>(
    `SELECT id FROM background_job WHERE payload->>'couponId' = $1 ORDER BY created_at DESC LIMIT 1`,
    [String(couponId)],
  );
  const id = rows[0]?.id as string;
  const progress: number[] = [];
  for (let tries = 0; tries < 1200; tries += 1) {
    const job = (await api.callAs<BackgroundJobStatus>('hk.owner', 'GET', `/jobs/${id}`)).data;
    if (job.state === 'done' || job.state === 'failed')
      return { ...job, result: { ...(job.result as object), progress } };
    progress.push(job.done);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error('the generation did not end in two minutes');
}

describeOnEachDatabase('a coupon’s generation', (api) => {
  const fixture = validFixtures('coupon')[0]?.record ?? {};
  let coupon: Coupon;
  const sheet = async (username: string) =>
    api.app.inject({
      method: 'GET',
      url: `/pro-api/coupon/sheet/${coupon.id}`,
      headers: { 'x-token': await api.signIn(username) },
    });

  it('generates the codes and the sheets as a job, and marks the coupon created', async () => {
    const made = await api.callAs<Coupon>('hk.owner', 'POST', '/coupon', {
      ...fixture,
      name: '生成測試券',
      quantity: QUANTITY,
    });
    expect(made).toMatchObject({ status: 0, data: { generationStatus: 'notCreated' } });
    const started = await api.callAs<Coupon>('hk.owner', 'PUT', '/coupon/generate', { id: made.data.id });
    expect(started).toMatchObject({ status: 0, data: { generationStatus: 'creating' } });
    coupon = started.data;
    // Being generated, it cannot be edited.
    const busy = await api.callAs('hk.owner', 'PUT', '/coupon/modify', {
      id: coupon.id,
      version: coupon.version,
      name: 'x',
    });
    expect(busy.status).toBe(8);
    const job = await finishedJob(api, coupon.id);
    expect(job).toMatchObject({
      state: 'done',
      done: QUANTITY + sheetPageCount(QUANTITY),
      total: QUANTITY + sheetPageCount(QUANTITY),
    });
    const { rows } = await api.db.query<{ count: number; distinct: number }>(
      'SELECT count(*)::int AS count, count(DISTINCT code)::int AS distinct FROM coupon_code WHERE coupon_id = $1',
      [coupon.id],
    );
    expect(rows[0]).toEqual({ count: QUANTITY, distinct: QUANTITY });
    const read = await api.callAs<Coupon[]>('hk.owner', 'PUT', '/coupon', { id: coupon.id });
    expect(read.data[0]?.generationStatus).toBe('created');
  });

  it('hides the sheet from another company, and answers its owner a real PDF', async () => {
    expect(JSON.parse((await sheet('kowloon.owner')).body)).toMatchObject({ status: 2 });
    const answer = await sheet('hk.owner');
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="coupon-${coupon.id}.pdf"`);
    const pdf = await PDFDocument.load(answer.rawPayload);
    expect(pdf.getPageCount()).toBe(sheetPageCount(QUANTITY));
    const { rows } = await api.db.query<{ code: string }>(
      'SELECT code FROM coupon_code WHERE coupon_id = $1 ORDER BY seq LIMIT 1',
      [coupon.id],
    );
    expect(pageContent(pdf.getPage(0))).toContain(drawnText(rows[0]?.code as string));
  });

  it('refuses editing and generating a downloaded coupon, with the spec’s message', async () => {
    const [read] = (await api.callAs<Coupon[]>('hk.owner', 'PUT', '/coupon', { id: coupon.id })).data;
    expect(read?.generationStatus).toBe('downloaded');
    const edit = await api.callAs('hk.owner', 'PUT', '/coupon/modify', {
      id: coupon.id,
      version: read?.version,
      name: 'x',
    });
    expect(edit).toMatchObject({ status: 8, msgEn: DOWNLOADED });
    const again = await api.callAs('hk.owner', 'PUT', '/coupon/generate', { id: coupon.id });
    expect(again).toMatchObject({ status: 8, msgEn: DOWNLOADED });
    const { rows } = await api.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE resource = 'coupon' AND record_id = $1 ORDER BY id`,
      [coupon.id],
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'generate', 'generated', 'download']);
  });
});
