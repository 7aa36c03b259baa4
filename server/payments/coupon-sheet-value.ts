// The coupon's computed `sheet` field (protocol/coupon-sheet.ts), as SQL over the coupon's row: its
// id, its generation status and its latest generation job, found through the job table's index on
// the coupon (migration 0013), so a list of coupons reads it in the same statement.
import { COUPON_GENERATION } from './coupon-generation-job';

/** The id of the latest generation job of the coupon whose id (as text) `couponId` is, or null. */
export const latestGenerationJob = (couponId: string): string =>
  `(SELECT j.id FROM background_job j WHERE j.kind = '${COUPON_GENERATION}'
      AND j.payload->>'couponId' = ${couponId} ORDER BY j.created_at DESC LIMIT 1)`;

export const couponSheetSql = (row: string): string =>
  `jsonb_build_object('coupon', ${row}.id, 'status', ${row}.data->>'generationStatus', 'job',
    ${latestGenerationJob(`${row}.id::text`)}::text)`;
