// The coupon's generation rules inside its writes (business §4, §8): a coupon whose codes are being
// made cannot be edited, and a downloaded one can be neither edited nor generated again ("the coupon
// has been downloaded and cannot be re-edited or regenerated"). Generating starts the generation job
// in the action's own transaction, after the codes of an earlier generation are dropped, so the
// coupon is "creating" exactly when a job of its own is on its way.
import { Status } from '../../engine/protocol';
import { BusinessError } from '../../engine/server';
import type { ApiRecord, JobQueue, Queryable, WriteHooks } from '../../engine/server';
import { COUPON_GENERATION, type CouponGenerationPayload } from './coupon-generation-job';
import { latestGenerationJob } from './coupon-sheet-value';

export const COUPON_DOWNLOADED = 'payments:errors.couponDownloaded';
export const COUPON_GENERATING = 'payments:errors.couponGenerating';

/**
 * Whether the coupon's codes are being made now: it is creating and its latest job has not ended
 * failed (a failed generation leaves it to be generated again).
 */
async function isGenerating(tx: Queryable, coupon: ApiRecord): Promise<boolean> {
  if (coupon.generationStatus !== 'creating') return false;
  const { rows } = await tx.query<{ state: string }>(
    `SELECT state FROM background_job WHERE id = ${latestGenerationJob('$1')}`,
    [String(coupon.id)],
  );
  return rows[0]?.state !== 'failed';
}

/** Refuses a change of a coupon being generated or already downloaded, with the spec's reason. */
async function refuseWhileLocked(tx: Queryable, coupon: ApiRecord): Promise<void> {
  if (coupon.generationStatus === 'downloaded')
    throw BusinessError.because(Status.invalidTransition, COUPON_DOWNLOADED);
  if (await isGenerating(tx, coupon))
    throw BusinessError.because(Status.invalidTransition, COUPON_GENERATING);
}

export function couponHooks(jobs: JobQueue | null): WriteHooks {
  return {
    async beforeModify({ tx }, _value, before) {
      await refuseWhileLocked(tx, before);
    },
    async beforeDelete({ tx }, coupons) {
      for (const coupon of coupons)
        if (await isGenerating(tx, coupon))
          throw BusinessError.because(Status.invalidTransition, COUPON_GENERATING);
    },
    async beforeAction({ tx }, action, _value, before) {
      if (action === 'generate') await refuseWhileLocked(tx, before);
    },
    async afterAction({ tx, actor }, action, coupon) {
      if (action !== 'generate') return;
      await tx.query('DELETE FROM coupon_code WHERE coupon_id = $1', [coupon.id]);
      await tx.query('DELETE FROM coupon_sheet WHERE coupon_id = $1', [coupon.id]);
      // Where no queue runs (the demo's seeding) the caller runs the generation's attempt itself.
      await jobs?.startJob(tx, {
        kind: COUPON_GENERATION,
        payload: { couponId: coupon.id } satisfies CouponGenerationPayload,
        companyId: coupon.companyId as number,
        createdBy: actor.userId,
      });
    },
  };
}
