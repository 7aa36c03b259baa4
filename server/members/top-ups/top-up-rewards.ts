// What a top-up gives besides the amount paid in (top-up.ts): the option's reward coupons, held to
// their type, state and volume, given as held coupons; its monetary and point rewards as the gift's
// ledger postings.
import type { ApiRecord, LedgerPosting, Queryable, SystemRecords } from '../../../engine/server';
import { invalid } from '../../../engine/server';
import type { TopUpCoupon } from '../../../protocol/top-ups';
import { grantCoupons } from '../coupon-grants';
import type { MemberLedgerAccount } from '../member-ledger';

const DAY = 86_400_000;

/** A refusal of the top-up naming its option. */
export const optionRefused = (key: string) =>
  invalid([{ field: 'optionId', key, label: 'topUps:fields.option' }]);

/**
 * The option's reward coupons, in its order: each a live, enabled top-up coupon (a membership coupon
 * of type topUp, which no schedule hands out), or the top-up is refused. The option's lookup cannot
 * be narrowed to them in its schema, so this is where a membership coupon chosen there is held back.
 */
export async function rewardCoupons(records: SystemRecords, companyId: number, option: ApiRecord) {
  const ids = option.couponReward === true ? ((option.couponIds as number[] | undefined) ?? []) : [];
  if (ids.length === 0) return [];
  const found = await records.matching('memberCoupon', { companyId }, {}, ids);
  return ids.map((id) => {
    const coupon = found.find((record) => record.id === id);
    if (coupon?.type !== 'topUp' || coupon.status !== 'enabled')
      throw optionRefused('topUps:messages.rewardCouponUnavailable');
    return coupon;
  });
}

/**
 * Refuses the top-up when a reward coupon with a volume (the most handed out in all) has none left:
 * counted under each coupon's lock, taken in id order, so top-ups racing for its last one count one
 * after the other.
 */
export async function holdVolumes(
  tx: Queryable,
  companyId: number,
  coupons: readonly ApiRecord[],
): Promise<void> {
  const capped = coupons
    .filter((coupon) => typeof coupon.volume === 'number')
    .sort((a, b) => (a.id as number) - (b.id as number));
  for (const coupon of capped) {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('member_coupon_volume'), $1)", [coupon.id]);
    const { rows } = await tx.query<{ given: string }>(
      'SELECT count(*) AS given FROM held_coupon WHERE company_id = $1 AND member_coupon_id = $2',
      [companyId, coupon.id],
    );
    if (Number(rows[0]?.given ?? 0) >= (coupon.volume as number))
      throw optionRefused('topUps:messages.rewardCouponGone');
  }
}

/** The gift's postings: the monetary reward and the point reward, each when the option gives one. */
export function giftPostings(
  memberId: number,
  money: number,
  points: number,
  pointsExpireAt: Date | null,
): LedgerPosting<MemberLedgerAccount>[] {
  return [
    ...(money > 0
      ? [
          { account: 'balance' as const, member: memberId, amount: money, type: 'topUpGift' },
          { account: 'storedValueGifted' as const, amount: -money, type: 'topUpGift' },
        ]
      : []),
    ...(points > 0
      ? [
          {
            account: 'points' as const,
            member: memberId,
            amount: points,
            type: 'topUpGift',
            expiresAt: pointsExpireAt,
          },
          { account: 'pointsIssued' as const, amount: -points, type: 'topUpGift' },
        ]
      : []),
  ];
}

/**
 * Gives the member the reward coupons as held coupons (origin topUp), each once under its key
 * (`topUp:<ledger key>:<n>`), good for its days from `now`; answers them as the top-up tells them.
 */
export async function giveCoupons(
  tx: Queryable,
  companyId: number,
  memberId: number,
  key: string,
  coupons: readonly ApiRecord[],
  now: Date,
): Promise<TopUpCoupon[]> {
  const given = coupons.map((coupon) => ({
    memberCouponId: coupon.id as number,
    couponId: coupon.couponId as number,
    name: coupon.name as string,
    singleUse: coupon.usage === 'single',
    expiresAt: new Date(now.getTime() + (coupon.expirationDays as number) * DAY),
  }));
  await grantCoupons(
    tx,
    companyId,
    given.map(({ memberCouponId, couponId, singleUse, expiresAt }, i) => ({
      origin: 'topUp',
      key: `topUp:${key}:${i}`,
      memberId,
      couponId,
      memberCouponId,
      singleUse,
      issuedAt: now,
      expiresAt,
    })),
  );
  return given.map((coupon) => ({ ...coupon, expiresAt: coupon.expiresAt.toISOString() }));
}
