// The coupon generation job (business §4, issue 12 item 5): the coupon's codes in batches, each
// batch committing with the job's progress (coupon-code-batches.ts), then its sheets as a PDF, kept
// with the coupon marked created in one transaction. The progress counts the codes, then the pages.
// Killed at any point and run again, it makes exactly the codes still missing and renders the
// sheets again from the stored codes; a coupon regenerated or deleted meanwhile ends the job. Its
// jobs are download tasks: the coupon's sheets, named after the coupon as it is named now.
import type { Queryable } from '../../engine/server/db/database';
import { JobRefusal } from '../../engine/server/jobs/job-refusal';
import { registerJob, type JobContext, type JobDownload } from '../../engine/server/jobs/job-registry';
import { couponSheetFile, couponSheetPath } from '../../protocol/coupon-sheet';
import { couponCodes, generateCouponCodes } from '../coupons/coupon-code-batches';
import { couponSheetPdf, sheetPageCount, type SheetOrientation } from '../coupons/coupon-sheet';
import { COUPON_TABLE, moveCoupon } from './coupon-state';

export const COUPON_GENERATION = 'couponGeneration';

export interface CouponGenerationPayload {
  couponId: number;
}

interface CouponRow {
  company_id: number;
  data: { name?: string; quantity?: number; orientation?: SheetOrientation; generationStatus?: string };
}

/** The coupon as the job needs it, or the reason it is no longer this job's to generate. */
async function couponToGenerate(db: Queryable, couponId: number): Promise<CouponRow> {
  const { rows } = await db.query<CouponRow>(
    `SELECT company_id, data FROM ${COUPON_TABLE} WHERE id = $1 AND deleted_at IS NULL`,
    [couponId],
  );
  const coupon = rows[0];
  if (!coupon) throw new JobRefusal('payments:errors.couponGone');
  if (coupon.data.generationStatus !== 'creating')
    throw new JobRefusal('payments:errors.couponNotGenerating');
  return coupon;
}

const sheetsDownload: JobDownload<CouponGenerationPayload> = {
  title: 'payments:sheet.task',
  async subjects(payloads, db) {
    const { rows } = await db.query<{ id: number; name: string | null }>(
      `SELECT id, data->>'name' AS name FROM ${COUPON_TABLE} WHERE id = ANY($1::int[]) AND deleted_at IS NULL`,
      [payloads.map((payload) => payload.couponId)],
    );
    const names = new Map(rows.map((row) => [row.id, row.name]));
    return payloads.map((payload) => names.get(payload.couponId) ?? null);
  },
  file: ({ couponId }) => ({ path: couponSheetPath(couponId), name: couponSheetFile(couponId) }),
};

/** One attempt at a coupon's generation: its codes, then its sheets, then the coupon marked created. */
export async function generateCoupon({
  db,
  jobId,
  payload,
  progress,
  signal,
}: JobContext<CouponGenerationPayload>): Promise<{ codes: number; pages: number }> {
  const { couponId } = payload;
  const coupon = await couponToGenerate(db, couponId);
  const quantity = coupon.data.quantity ?? 0;
  const pages = sheetPageCount(quantity);
  const total = quantity + pages;
  await generateCouponCodes(db, { couponId, companyId: coupon.company_id, quantity }, async (tx, done) => {
    // A server stopping lets the batch in hand commit, then the next attempt goes on from there.
    if (signal.aborted) throw new Error('jobs:errors.stopped');
    await progress(done, total, tx);
  });
  const pdf = await couponSheetPdf({
    name: coupon.data.name ?? '',
    codes: await couponCodes(db, couponId),
    orientation: coupon.data.orientation ?? 'vertical',
    onPage: (page) => progress(quantity + page, total),
  });
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO coupon_sheet (coupon_id, company_id, job_id, pages, pdf) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (coupon_id) DO UPDATE SET job_id = $3, pages = $4, pdf = $5, created_at = now()`,
      [couponId, coupon.company_id, jobId, pages, Buffer.from(pdf)],
    );
    if (!(await moveCoupon(tx, couponId, 'creating', 'created', null)))
      throw new JobRefusal('payments:errors.couponNotGenerating');
  });
  return { codes: quantity, pages };
}

registerJob<CouponGenerationPayload>(COUPON_GENERATION, generateCoupon, { download: sheetsDownload });
