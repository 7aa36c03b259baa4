// The coupon generation job (business §4, issue 12 item 5): the coupon's codes in batches, each
// batch committing with the job's progress (coupon-code-batches.ts), then its sheets as a PDF, kept
// with the coupon marked created in one transaction. The progress counts the codes, then the pages.
// Killed at any point and run again, it makes exactly the codes still missing and renders the
// sheets again from the stored codes; a coupon regenerated or deleted meanwhile ends the job. The
// coupon is marked created by its state machine's system action `generated`. Its
// jobs are download tasks: the coupon's sheets, named after the coupon as it is named now.
import { Status } from '../../engine/protocol';
import { BusinessError, JobRefusal } from '../../engine/server';
import type { ApiRecord, JobContext, JobDownload, ModuleKit, SystemRecords } from '../../engine/server';
import { couponSheetFile, couponSheetPath } from '../../protocol/coupon-sheet';
import { couponCodes, generateCouponCodes } from '../coupons/coupon-code-batches';
import { sheetPageCount } from '../coupons/sheet-pages';

export const COUPON_GENERATION = 'couponGeneration';

export interface CouponGenerationPayload {
  couponId: number;
}

const COUPON = 'coupon';

/** The coupon as the job needs it, or the reason it is no longer this job's to generate. */
async function couponToGenerate(records: SystemRecords, couponId: number): Promise<ApiRecord> {
  const coupon = await records.find(COUPON, couponId);
  if (!coupon) throw new JobRefusal('payments:errors.couponGone');
  if (coupon.generationStatus !== 'creating') throw new JobRefusal('payments:errors.couponNotGenerating');
  return coupon;
}

/** The job's handler and its download task, reading and marking coupons through `records`. */
export function couponGeneration(records: SystemRecords) {
  const download: JobDownload<CouponGenerationPayload> = {
    title: 'payments:sheet.task',
    async subjects(payloads) {
      const ids = payloads.map((payload) => payload.couponId);
      const { rows } = await records.list(COUPON, { ids, pageSize: ids.length });
      const names = new Map(rows.map((row) => [row.id, typeof row.name === 'string' ? row.name : null]));
      return payloads.map((payload) => names.get(payload.couponId) ?? null);
    },
    file: ({ couponId }) => ({ path: couponSheetPath(couponId), name: couponSheetFile(couponId) }),
  };

  /** One attempt at a coupon's generation: its codes, then its sheets, then the coupon marked created. */
  async function generate({
    db,
    jobId,
    payload,
    progress,
    signal,
  }: JobContext<CouponGenerationPayload>): Promise<{ codes: number; pages: number }> {
    const { couponId } = payload;
    const coupon = await couponToGenerate(records, couponId);
    const companyId = Number(coupon.companyId);
    const quantity = typeof coupon.quantity === 'number' ? coupon.quantity : 0;
    const pages = sheetPageCount(quantity);
    const total = quantity + pages;
    await generateCouponCodes(db, { couponId, companyId, quantity }, async (tx, done) => {
      // A server stopping lets the batch in hand commit, then the next attempt goes on from there.
      if (signal.aborted) throw new Error('jobs:errors.stopped');
      await progress(done, total, tx);
    });
    // pdf-lib and its font kit load when a sheet is drawn, not with every server.
    const { couponSheetPdf } = await import('../coupons/coupon-sheet');
    const pdf = await couponSheetPdf({
      name: typeof coupon.name === 'string' ? coupon.name : '',
      codes: await couponCodes(db, couponId),
      orientation: coupon.orientation === 'horizontal' ? 'horizontal' : 'vertical',
      onPage: (page) => progress(quantity + page, total),
    });
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO coupon_sheet (coupon_id, company_id, job_id, pages, pdf) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (coupon_id) DO UPDATE SET job_id = $3, pages = $4, pdf = $5, created_at = now()`,
        [couponId, companyId, jobId, pages, Buffer.from(pdf)],
      );
      // The coupon regenerated or settled meanwhile is no longer this job's to mark.
      await records
        .within(tx)
        .transition(COUPON, 'generated', couponId)
        .catch((error: unknown) => {
          if (error instanceof BusinessError && error.entry === Status.invalidTransition)
            throw new JobRefusal('payments:errors.couponNotGenerating');
          throw error;
        });
    });
    return { codes: quantity, pages };
  }

  return { generate, download };
}

/** Defines the generation's job kind on the app's kit (payments-module.ts). */
export function defineCouponGeneration(kit: ModuleKit, records: SystemRecords): void {
  const { generate, download } = couponGeneration(records);
  kit.job<CouponGenerationPayload>(COUPON_GENERATION, generate, { download });
}
