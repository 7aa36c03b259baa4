// What the demo's members are offered (issue 24): a daily breakfast coupon for the Silver level and a
// month-end one for Gold, handed out by the distribution job once the server runs, and a top-up gift
// coupon, each giving one of the demo's printed cash coupons (seed-coupons.ts). Written through the
// resource service as the membership coupon screen writes them.
import type { CheckedSchemas } from '../../engine/schema';
import type { Actor, Queryable, ResourceService } from '../../engine/server';

/** The demo levels' ids, lowest first (seed-members.ts DEMO_MEMBER_LEVELS). */
export type DemoLevelIds = readonly number[];

const membershipCoupons = (levels: DemoLevelIds, couponId: number) => [
  {
    name: '銀卡早餐券',
    name_en: 'Silver breakfast',
    type: 'membership',
    couponId,
    memberLevelId: levels[1],
    distributionRule: 'daily',
    distributionTime: '07:00',
    usage: 'single',
    expirationDays: 1,
    status: 'enabled',
  },
  {
    name: '金卡月尾回饋券',
    name_en: 'Gold month-end thank-you',
    type: 'membership',
    couponId,
    memberLevelId: levels[2],
    distributionRule: 'monthly',
    distributionDay: 31,
    distributionTime: '10:00',
    usage: 'single',
    expirationDays: 30,
    status: 'enabled',
  },
  {
    name: '充值禮券',
    name_en: 'Top-up gift',
    type: 'topUp',
    couponId,
    usage: 'single',
    expirationDays: 90,
    status: 'enabled',
  },
];

/** The company's first printed coupon (the smallest), which the demo's offers give. */
async function firstCoupon(tx: Queryable, companyId: number): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM res_coupon WHERE company_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    [companyId],
  );
  return rows[0]?.id;
}

/** Seeds the offers within the members' seeding transaction `tx`. */
export async function seedMemberOffers(
  tx: Queryable,
  service: ResourceService,
  schemas: CheckedSchemas,
  companyId: number,
  levels: DemoLevelIds,
  actor: Actor,
): Promise<void> {
  const couponId = await firstCoupon(tx, companyId);
  if (couponId === undefined) return;
  const resource = schemas.byName.get('memberCoupon');
  if (!resource) throw new Error('demo offers: no resource memberCoupon');
  for (const record of membershipCoupons(levels, couponId))
    await service.createWithin(tx, resource, actor, { ...record, companyId });
}
