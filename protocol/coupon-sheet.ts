// What a coupon's `sheet` field holds (computed by the server as it reads the coupon): the coupon,
// its generation status and its latest generation job, so its screen shows the job's progress, then
// the download of its sheets.
export interface CouponSheetValue {
  coupon: number;
  status: 'notCreated' | 'creating' | 'created' | 'downloaded';
  /** The latest generation job's id; null before the first generation. */
  job: string | null;
}

export const couponSheetPath = (couponId: number): string => `/coupon/sheet/${couponId}`;
export const couponSheetFile = (couponId: number): string => `coupon-${couponId}.pdf`;
