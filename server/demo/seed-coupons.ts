// The demo's coupons (business §4): a company that sells but has no coupon codes gets two printed
// cash coupons, generated as the coupon screen's Generate generates them (the codes, the sheets, the
// coupon marked created), so the demo orders redeem real codes and the coupon report has data.
import { randomUUID } from 'node:crypto';
import type { CheckedSchemas } from '../../engine/schema/catalogue';
import type { Database } from '../../engine/server/db/database';
import { systemActor } from '../../engine/server/resources/actor';
import { ResourceService } from '../../engine/server/resources/resource-service';
import { generateCoupon } from '../payments/coupon-generation-job';
import { moveCoupon } from '../payments/coupon-state';
import { resourceHooks } from '../resource-hooks';

/** Codes printed of each: the demo orders redeem a sample of them. */
const PRINTED = 200;

const DEMO_COUPONS = [
  { name: '下午茶 $10 現金券', value: 10, minSpendToUse: 50, showOrder: 1 },
  { name: '晚市 $30 現金券', value: 30, minSpendToUse: 200, showOrder: 2 },
].map((coupon) => ({
  ...coupon,
  type: 'cash',
  quantity: PRINTED,
  distributionType: 'physical',
  validityType: 'afterDistribution',
  validForDays: 30,
  validWeekdays: [1, 2, 3, 4, 5, 6, 7],
  dineIn: true,
  takeAway: true,
  minSpendToDistribute: 0,
  roundingMode: 'none',
  noCashExchange: true,
  terms: '每張賬單限用一張。',
  orientation: 'vertical',
}));

export async function seedCoupons(db: Database, schemas: CheckedSchemas, companyId: number): Promise<void> {
  const service = new ResourceService(db, schemas, { hooks: resourceHooks(schemas) });
  const resource = schemas.byName.get('coupon');
  if (!resource) throw new Error('demo coupons: no resource coupon');
  for (const coupon of DEMO_COUPONS) {
    const couponId = await db.transaction(async (tx) => {
      const { id } = await service.createWithin(tx, resource, systemActor('hk'), { ...coupon, companyId });
      await moveCoupon(tx, id, 'notCreated', 'creating', null);
      return id;
    });
    // The generation job's own attempt, run here rather than queued: the orders seeded next need
    // the codes, and a seeding runs before the server's job queue does.
    await generateCoupon({
      db,
      jobId: randomUUID(),
      payload: { couponId },
      done: 0,
      progress: () => Promise.resolve(),
      signal: new AbortController().signal,
    });
  }
}
