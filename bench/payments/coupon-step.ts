// Step 8, a coupon's generation (issue 12) on each engine, through the real server and its API as the
// demo owner hk.owner: a coupon of 10,000 codes is created, Generate starts its background job, and
// the job's progress is read every 100 ms. The job counts the codes first, then the sheets' pages, so
// the moment its progress passes the quantity ends the codes (codes per second) and the moment it
// ends ends the PDF (seconds for its pages).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BackgroundJobStatus } from '../../engine/protocol';
import type { CouponSheetValue } from '../../protocol/coupon-sheet';
import { sheetPageCount } from '../../server/coupons/sheet-pages';
import { apiCall as call } from '../support/api-call';
import { withBrigadeOn } from '../support/brigade-server';
import { onEngine, pgliteEngine, postgresEngine, type EngineOutcome } from '../support/engines';
import { demoAccount, signIn } from '../support/sign-in';
import { ROOT_DIR } from '../../server/config';

export const COUPON_QUANTITY = 10_000;
const OWNER = demoAccount('hk.owner');
const POLL_MS = 100;
// A physical cash coupon from the schema's own fixtures, with the bench's quantity.
const FIXTURE = JSON.parse(
  readFileSync(
    join(ROOT_DIR, 'schemas', 'payments', 'fixtures', 'valid', 'coupon-cash-dine-in.json'),
    'utf8',
  ),
) as { record: Record<string, unknown> };
// Far above a slow run (under a minute), so only a stuck job reaches it.
const JOB_LIMIT_MS = 10 * 60_000;

export interface CouponFigures {
  quantity: number;
  pages: number;
  /** From Generate answered to the last code committed. */
  codesSeconds: number;
  codesPerSecond: number;
  /** From the last code committed to the job's end: the PDF drawn and kept. */
  pdfSeconds: number;
  pdfBytes: number;
  /** From the Generate call to the job's end. */
  totalSeconds: number;
}

export type CouponOutcome = EngineOutcome<CouponFigures>;

async function generateOnce(baseUrl: string): Promise<CouponFigures> {
  const { token } = await signIn(baseUrl, JSON.stringify(OWNER));
  const coupon = await call<{ id: number }>(baseUrl, token, 'POST', '/coupon', {
    ...FIXTURE.record,
    name: 'Bench coupon',
    quantity: COUPON_QUANTITY,
  });
  const started = Date.now();
  await call(baseUrl, token, 'PUT', '/coupon/generate', { id: coupon.id });
  // The generation's job, as the coupon's screen finds it.
  const [generating] = await call<{ sheet: CouponSheetValue }[]>(baseUrl, token, 'PUT', '/coupon', {
    id: coupon.id,
  });
  const jobId = generating?.sheet.job;
  if (!jobId) throw new Error('Generate answered no job');
  let codesDone: number | undefined;
  for (;;) {
    const job = await call<BackgroundJobStatus>(baseUrl, token, 'GET', `/jobs/${jobId}`);
    if (codesDone === undefined && job.done >= COUPON_QUANTITY) codesDone = Date.now();
    if (job.state === 'failed') throw new Error(`the generation failed: ${job.reason ?? 'no reason'}`);
    if (job.state === 'done') break;
    if (Date.now() - started > JOB_LIMIT_MS) throw new Error('the generation did not end in ten minutes');
    await new Promise((wait) => setTimeout(wait, POLL_MS));
  }
  const ended = Date.now();
  const codesAt = codesDone ?? ended;
  const sheet = await fetch(`${baseUrl}/pro-api/coupon/sheet/${coupon.id}`, {
    headers: { 'x-token': token },
  });
  if (sheet.headers.get('content-type') !== 'application/pdf') throw new Error('the sheet is not a PDF');
  const pdfBytes = (await sheet.arrayBuffer()).byteLength;
  const codesSeconds = (codesAt - started) / 1000;
  return {
    quantity: COUPON_QUANTITY,
    pages: sheetPageCount(COUPON_QUANTITY),
    codesSeconds,
    codesPerSecond: COUPON_QUANTITY / codesSeconds,
    pdfSeconds: (ended - codesAt) / 1000,
    pdfBytes,
    totalSeconds: (ended - started) / 1000,
  };
}

export async function runCouponStep(): Promise<CouponOutcome[]> {
  const outcomes: CouponOutcome[] = [];
  for (const create of [pgliteEngine, postgresEngine]) {
    outcomes.push(
      await onEngine(create, (engine) => withBrigadeOn(engine, (server) => generateOnce(server.url))),
    );
  }
  return outcomes;
}
