// Issue 12's crash test: the real server (`npm start`) is killed with SIGKILL while it generates a
// coupon of 10,000 codes, between two of its batches' commits, and started again; the generation
// ends with exactly 10,000 unique codes numbered 1 to 10,000 (none lost, none made twice), the
// coupon created and its sheets a PDF of every page.
import { PDFDocument } from 'pdf-lib';
import type { BackgroundJobStatus } from '../../engine/protocol/background-job';
import type { CouponSheetValue } from '../../protocol/coupon-sheet';
import { CODE_BATCH } from '../../server/coupons/coupon-code-batches';
import { sheetPageCount } from '../../server/coupons/coupon-sheet';
import { freePort, waitUntilReady } from './support/child-server';
import { validFixtures } from './support/resource-fixtures';
import {
  call,
  killHard,
  restartableServer,
  signIn,
  stopCleanly,
  watchJob,
} from './support/restartable-server';
import { testEngines } from './support/test-database';

const QUANTITY = 10_000;

describe.each(testEngines())('a coupon’s generation across a SIGKILL and a restart [%s]', (engine) => {
  const server = restartableServer(engine, 'server/main.ts');
  const fixture = validFixtures('coupon')[0]?.record ?? {};

  it('ends with exactly 10,000 unique codes, none lost or doubled, and every sheet', async () => {
    await server.prepare();
    const port = await freePort();
    const first = server.serve(port);
    await waitUntilReady(port, first);
    const token = await signIn(port);
    const made = await call<{ id: number }>(port, token, 'POST', '/coupon', {
      ...fixture,
      name: 'Crash test',
      quantity: QUANTITY,
    });
    await call(port, token, 'PUT', '/coupon/generate', { id: made.id });
    // The generation's job, as the coupon's screen finds it.
    const [generating] = await call<{ sheet: CouponSheetValue }[]>(port, token, 'PUT', '/coupon', {
      id: made.id,
    });
    const jobId = generating?.sheet.job as string;
    // Killed as soon as a batch of codes has committed, while the rest are still to be made.
    const midway = await watchJob(port, jobId, (job) => job.done >= CODE_BATCH, 20);
    await killHard(first);
    expect(midway).toMatchObject({ state: 'running' });
    expect(midway.done).toBeLessThan(QUANTITY);

    const second = server.serve(port);
    await waitUntilReady(port, second);
    const ended = await watchJob(
      port,
      jobId,
      (job: BackgroundJobStatus) => job.state !== 'running' && job.state !== 'queued',
    );
    const pages = sheetPageCount(QUANTITY);
    expect(ended).toMatchObject({ state: 'done', done: QUANTITY + pages, total: QUANTITY + pages });
    const [coupon] = await call<{ generationStatus: string }[]>(port, await signIn(port), 'PUT', '/coupon', {
      id: made.id,
    });
    expect(coupon?.generationStatus).toBe('created');
    expect(await stopCleanly(second)).toBe(0);

    const db = await server.open();
    try {
      const { rows } = await db.query<Record<string, number>>(
        `SELECT count(*)::int AS codes, count(DISTINCT code)::int AS distinct_codes,
                count(DISTINCT seq)::int AS numbers, min(seq) AS first, max(seq) AS last
           FROM coupon_code WHERE coupon_id = $1`,
        [made.id],
      );
      expect(rows[0]).toEqual({
        codes: QUANTITY,
        distinct_codes: QUANTITY,
        numbers: QUANTITY,
        first: 1,
        last: QUANTITY,
      });
      const sheet = await db.query<{ pdf: Uint8Array }>('SELECT pdf FROM coupon_sheet WHERE coupon_id = $1', [
        made.id,
      ]);
      expect((await PDFDocument.load(sheet.rows[0]?.pdf ?? new Uint8Array())).getPageCount()).toBe(pages);
    } finally {
      await db.close();
    }
  }, 300_000);
});
