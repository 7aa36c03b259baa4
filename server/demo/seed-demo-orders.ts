// The demo companies' recent trading (issue 13 item 3): the last few months of orders, ending now,
// for every shop of each demo company that sells a menu, so home and the reports open on data. A
// company that already holds orders is left alone, so a second start adds nothing; its floor
// (servers, tables, reasons) is seeded first when it has no servers yet, its coupons when it has no
// coupon codes, and its members when it keeps no members or levels (seed-members.ts), with a few VIP
// memberships sold over the last year (seed-vip-renewals.ts). The orders go through the members
// module's step of the ingest, as a till's do, so the members they name earn their points and levels
// by the same code (issue 23 item 7). Its marketing comes last, naming the points the orders earned
// (demo-marketing.ts).
import type { CheckedSchemas, Region } from '../../engine/schema';
import type { Database } from '../../engine/server';
import { DEMO_COMPANIES } from './demo-data';
import { ingestShopOrders, inProcessSink } from './ingest-shop-orders';
import { loadShopCatalogue } from './load-shop-catalogue';
import { seedCoupons } from './seed-coupons';
import { seedDemoMarketing } from './demo-marketing';
import { seedFloor } from './seed-floor';
import { seedMembers } from './seed-members';
import { seedVipRenewals } from './seed-vip-renewals';
import { orderPoints } from '../members/order-points';
import { orderMemberSnapshots } from '../membership-analysis/order-member-snapshots';
import { memberVisits } from '../membership-analysis/member-facts-visits';
import { NO_INGEST_PARTS } from '../sales/ingest-orders';
import { addDays, zonedDate } from '../../protocol/zoned-time';
import { demoService } from './demo-service';

export interface DemoOrderSettings {
  /** Business days of orders, ending today; 0 seeds none. */
  days: number;
  timeZone: string;
  region: Region;
}

/** A quiet café's weekday: ninety days of two shops stay a few thousand orders each. */
export const DEMO_ORDERS_PER_DAY = 30;
export const DEMO_ORDER_SEED = 'demo';

interface DemoCompanyState {
  id: number;
  shopIds: number[];
  hasMenu: boolean;
  hasOrders: boolean;
  hasServers: boolean;
  hasCouponCodes: boolean;
  hasMembers: boolean;
}

async function demoCompanies(db: Database): Promise<DemoCompanyState[]> {
  const { rows } = await db.query<DemoCompanyState>(
    `SELECT c.id,
            coalesce((SELECT array_agg(s.id ORDER BY s.id) FROM res_shop s
                       WHERE s.company_id = c.id AND s.deleted_at IS NULL), '{}') AS "shopIds",
            EXISTS (SELECT 1 FROM res_dish d WHERE d.company_id = c.id AND d.deleted_at IS NULL) AS "hasMenu",
            EXISTS (SELECT 1 FROM sales_order o WHERE o.company_id = c.id) AS "hasOrders",
            EXISTS (SELECT 1 FROM res_user u WHERE u.company_id = c.id AND u.deleted_at IS NULL
                       AND u.data->>'accountType' = 'waiter') AS "hasServers",
            EXISTS (SELECT 1 FROM coupon_code k WHERE k.company_id = c.id) AS "hasCouponCodes",
            EXISTS (SELECT 1 FROM res_member m WHERE m.company_id = c.id AND m.deleted_at IS NULL)
              OR EXISTS (SELECT 1 FROM res_member_level l WHERE l.company_id = c.id AND l.deleted_at IS NULL)
              AS "hasMembers"
       FROM res_company c
      WHERE c.deleted_at IS NULL AND c.data->>'subdomain' = ANY($1::text[])
      ORDER BY c.id`,
    [DEMO_COMPANIES.map((company) => company.subdomain)],
  );
  return rows;
}

/** Seeds the demo orders; answers how many were created. */
export async function seedDemoOrders(
  db: Database,
  schemas: CheckedSchemas,
  settings: DemoOrderSettings,
  now = Date.now(),
): Promise<number> {
  if (settings.days <= 0) return 0;
  const to = zonedDate(now, settings.timeZone);
  const range = {
    from: addDays(to, 1 - settings.days),
    to,
    now,
    seed: DEMO_ORDER_SEED,
    ordersPerDay: DEMO_ORDERS_PER_DAY,
  };
  let created = 0;
  const records = demoService(db, schemas).system(settings.region);
  for (const company of await demoCompanies(db)) {
    if (!company.hasMenu || company.hasOrders) continue;
    if (!company.hasServers)
      await db.transaction((tx) => seedFloor(db, tx, schemas, company.id, company.shopIds));
    if (!company.hasCouponCodes) await seedCoupons(db, schemas, company.id);
    if (!company.hasMembers) {
      await seedMembers(db, schemas, company.id, company.shopIds.length, settings, now);
      await seedVipRenewals(db, records, company.id, settings.timeZone, now);
    }
    for (const shopId of company.shopIds) {
      const shop = await loadShopCatalogue(db, company.id, shopId, settings.timeZone, settings.region);
      const sink = inProcessSink(db, records, shop, {
        ...NO_INGEST_PARTS,
        steps: [orderMemberSnapshots, orderPoints, memberVisits],
      });
      created += (await ingestShopOrders(sink, shop, range)).created;
    }
    await seedDemoMarketing(db, schemas, company.id, settings, now);
  }
  return created;
}
