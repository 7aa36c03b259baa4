// What the demo's members are offered (issue 24): a daily breakfast coupon for the Silver level and a
// month-end one for Gold, handed out by the distribution job once the server runs; two top-up options,
// the first with a gift coupon; a points store of a coupon and a posted mug, switched on; stamp cards
// of a stamp per HK$100, switched on; a yearly VIP with its reminder a week ahead. The coupons give one
// of the demo's printed cash coupons (seed-coupons.ts). Written through the resource service as the
// screens write them, so their rules and hooks hold.
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

/** The company's one record of `resource`, saved over its defaults as its settings screen saves it. */
const settingsOf = (resource: string, record: object) => ({ resource, record });

const topUpOptions = (giftCouponId: number) => [
  {
    name: '儲值 $500 送 $50',
    name_en: 'Top up $500, get $50',
    amount: 50_000,
    monetaryReward: 5_000,
    pointReward: 50,
    couponReward: true,
    couponIds: [giftCouponId],
    status: 'enabled',
  },
  {
    name: '儲值 $1,000 送 $120',
    name_en: 'Top up $1,000, get $120',
    amount: 100_000,
    monetaryReward: 12_000,
    pointReward: 0,
    couponReward: false,
    status: 'enabled',
  },
];

const storeEntries = (couponId: number) => [
  {
    resource: 'storeCoupon',
    record: {
      name: '積分換 $10 現金券',
      name_en: '$10 cash coupon for points',
      description: '100 積分換一張下午茶現金券。',
      couponIds: [couponId],
      requiredPoints: 100,
      usage: 'single',
      expirationDays: 30,
      status: 'enabled',
    },
  },
  {
    resource: 'storeItem',
    record: {
      name: '品牌保溫杯',
      name_en: 'Brand travel mug',
      description: '不鏽鋼保溫杯，郵寄到府。',
      requiredPoints: 300,
      stock: 50,
      invalid: false,
      posted: true,
      status: 'enabled',
    },
  },
];

const settings = (couponId: number) => [
  settingsOf('memberSettings', { pointsStoreEnabled: true, stampEnabled: true }),
  settingsOf('itemPostage', { postage: 3_000 }),
  settingsOf('stampSetting', {
    stampsPerCard: 8,
    method: 'byAmount',
    centsPerStamp: 10_000,
    minimumCents: 0,
    rewardCouponId: couponId,
    rewardName: '集印滿卡禮券',
    rewardUsage: 'single',
    rewardExpirationDays: 30,
  }),
  settingsOf('vipSettings', {
    details: '全年九五折，生日月送甜品一份。',
    price: 38_800,
    discountedPrice: 28_800,
    duration: 'yearly',
  }),
  settingsOf('vipRenewalReminder', {
    enabled: true,
    subject: '您的 VIP 會籍即將到期',
    content: '{{ name }} 您好，您的 VIP 會籍將於 {{ vipUntil }} 到期，歡迎續會。',
    daysInAdvance: 7,
  }),
];

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
  const resource = (name: string) => {
    const found = schemas.byName.get(name);
    if (!found) throw new Error(`demo offers: no resource ${name}`);
    return found;
  };
  const within = service.within(tx);
  const create = async (name: string, record: object) =>
    (await within.create(resource(name), actor, { ...record, companyId })).id;
  let giftCouponId = 0;
  for (const record of membershipCoupons(levels, couponId)) {
    const id = await create('memberCoupon', record);
    if (record.type === 'topUp') giftCouponId = id;
  }
  for (const record of topUpOptions(giftCouponId)) await create('topUpOption', record);
  for (const entry of storeEntries(couponId)) await create(entry.resource, entry.record);
  for (const { resource: name, record } of settings(couponId))
    await within.saveOne(resource(name), actor, { ...record, companyId, version: 0 });
}
