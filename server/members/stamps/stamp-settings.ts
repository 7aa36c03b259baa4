// The company's stamp card as the ingest reads it (schemas/members/stamp-setting.json): null while
// the membership settings' stamp switch is off, or while the stamp setting names no reward coupon (a
// card needs its reward, and the coupon has no default), so no stamps are earned or taken back then.
// The reward shows its own name, else its coupon's.
import type { SystemRecords } from '../../../engine/server';
import type { StampRule } from './stamp-rule';

export interface StampReward {
  couponId: number;
  name: string;
  singleUse: boolean;
  expirationDays: number;
}

export interface StampSettings {
  rule: StampRule;
  stampsPerCard: number;
  reward: StampReward;
}

const DAY = 24 * 60 * 60 * 1000;

/** When a reward given at `issuedAt` expires: its days (of 24 hours) later. */
export const rewardExpiry = (reward: StampReward, issuedAt: Date): Date =>
  new Date(issuedAt.getTime() + reward.expirationDays * DAY);

function ruleOf(saved: Record<string, unknown>): StampRule {
  const minimumCents = Number(saved.minimumCents ?? 0);
  if (saved.method === 'byDish') {
    const dishIds = Array.isArray(saved.dishIds) ? saved.dishIds.map(Number) : [];
    return { method: 'byDish', minimumCents, dishIds: new Set(dishIds) };
  }
  return { method: 'byAmount', minimumCents, centsPerStamp: Number(saved.centsPerStamp) };
}

export async function stampSettings(
  records: SystemRecords,
  companyId: number,
): Promise<StampSettings | null> {
  const [membership] = await records.matching('memberSettings', { companyId });
  // Both switches' defaults: the module on, its stamps off.
  if (membership?.enabled === false || membership?.stampEnabled !== true) return null;
  const [saved] = await records.matching('stampSetting', { companyId });
  if (typeof saved?.rewardCouponId !== 'number') return null;
  const name =
    typeof saved.rewardName === 'string' && saved.rewardName.trim() !== '' ? saved.rewardName : undefined;
  // The coupon itself cannot be deleted while it is the reward (the schema's reference refuses it).
  const coupon = name ? undefined : await records.matching('coupon', { companyId }, {}, saved.rewardCouponId);
  const rewardName = name ?? coupon?.[0]?.name;
  if (typeof rewardName !== 'string') return null;
  return {
    rule: ruleOf(saved),
    stampsPerCard: Number(saved.stampsPerCard),
    reward: {
      couponId: saved.rewardCouponId,
      name: rewardName,
      singleUse: saved.rewardUsage !== 'unlimited',
      expirationDays: Number(saved.rewardExpirationDays),
    },
  };
}
