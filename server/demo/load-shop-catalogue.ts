// Reads what the demo order generator needs of one shop from its company's live records: the
// generated orders name only ids that exist, as a real point of sale's would.
import type { Region } from '../../engine/schema';
import type { Queryable } from '../../engine/server';
import { OPERATION_KINDS, type OperationKind } from '../../protocol/pos-order';
import { minutesOf } from '../../protocol/zoned-time';
import {
  DEFAULT_OPENING_HOURS,
  POS_METHOD_OF,
  type CatalogueItem,
  type OpeningPeriod,
  type ShopCatalogue,
} from './order-catalogue';

/** Coupon codes the generator draws from: enough for variety, few enough to read at once. */
const COUPON_SAMPLE = 500;
/** Members the generator names, the earliest sign-ups: a demo company's all, not a bench's million. */
const MEMBER_SAMPLE = 10_000;

type Data = Record<string, unknown>;
interface Row {
  id: number;
  data: Data;
}

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function periodsOf(value: unknown): { start: number; end: number }[] {
  if (!Array.isArray(value)) return [];
  return (value as Data[]).flatMap((period) => {
    const start = text(period.start);
    const end = text(period.end);
    return start && end ? [{ start: minutesOf(start), end: minutesOf(end) }] : [];
  });
}

function openingHoursOf(shop: Data): OpeningPeriod[] {
  const hours = Array.isArray(shop.openingHours) ? (shop.openingHours as Data[]) : [];
  const periods = hours.flatMap((period) => {
    const weekday = period.weekday;
    return typeof weekday === 'number'
      ? periodsOf([period])
          .filter(({ start, end }) => end > start)
          .map(({ start, end }) => ({ weekday, start, end }))
      : [];
  });
  return periods.length > 0 ? periods : DEFAULT_OPENING_HOURS;
}

async function live(db: Queryable, table: string, companyId: number, where = '', params: unknown[] = []) {
  const { rows } = await db.query<Row>(
    `SELECT id, data FROM ${table} WHERE company_id = $1 AND deleted_at IS NULL ${where} ORDER BY id`,
    [companyId, ...params],
  );
  return rows;
}

async function menuItems(db: Queryable, companyId: number, shopId: number): Promise<CatalogueItem[]> {
  const categories = new Map(
    (await live(db, 'res_category', companyId)).map((row) => [row.id, row.data] as const),
  );
  const sold = `AND coalesce(data->>'status', 'available') = 'available'`;
  const dishes = await live(db, 'res_dish', companyId, sold);
  const combos = await live(db, 'res_combo_dish', companyId, sold);
  const items = [
    ...dishes.map((row) => ({ kind: 'dish' as const, row })),
    ...combos.map((row) => ({ kind: 'combo' as const, row })),
  ];
  return items.flatMap(({ kind, row }) => {
    const price = typeof row.data.price === 'number' ? Math.round(row.data.price * 100) : undefined;
    const name = text(row.data.name);
    const categoryId = typeof row.data.categoryId === 'number' ? row.data.categoryId : undefined;
    const category = categoryId === undefined ? undefined : categories.get(categoryId);
    // A category kept to some branches sells its dishes only there.
    const branches = category ? numbers(category.shopIds) : [];
    if (price === undefined || !name || (branches.length > 0 && !branches.includes(shopId))) return [];
    return [
      {
        kind,
        id: row.id,
        name,
        price,
        ...(category ? { categoryId, categoryName: text(category.name) } : {}),
        sceneIds: numbers(row.data.sceneIds),
      },
    ];
  });
}

/** One shop's catalogue, in its own time zone if its record names one, else the deployment's `timeZone`. */
export async function loadShopCatalogue(
  db: Queryable,
  companyId: number,
  shopId: number,
  timeZone: string,
  region: Region,
): Promise<ShopCatalogue> {
  const [shop] = await live(db, 'res_shop', companyId, 'AND id = $2', [shopId]);
  if (!shop) throw new Error(`demo orders: no shop ${shopId} in company ${companyId}`);
  const scenes = (await live(db, 'res_scene', companyId)).map((row) => ({
    id: row.id,
    validDays: numbers(row.data.validDays),
    periods: periodsOf(row.data.timePeriods),
  }));
  const paymentMethods = (await live(db, 'res_payment_method', companyId)).flatMap((row) => {
    const method = POS_METHOD_OF[text(row.data.method) ?? ''];
    return method ? [{ methodId: row.id, method }] : [];
  });
  const servers = await live(
    db,
    'res_user',
    companyId,
    `AND data->>'accountType' = 'waiter' AND data->'shopPrivilegeList' @> to_jsonb($2::int)`,
    [shopId],
  );
  // A shop's tables are the rows of its table areas (the floor plan).
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT t->>'name' AS name FROM res_table_area a, jsonb_array_elements(coalesce(a.data->'tables', '[]')) t
      WHERE a.company_id = $1 AND a.shop_id = $2 AND a.deleted_at IS NULL ORDER BY a.id`,
    [companyId, shopId],
  );
  const reasons = (await live(db, 'res_order_operation_reason', companyId)).flatMap((row) => {
    const reason = text(row.data.reason);
    const appliesTo = (Array.isArray(row.data.appliesTo) ? row.data.appliesTo : []).filter(
      (kind): kind is OperationKind => OPERATION_KINDS.includes(kind as OperationKind),
    );
    return reason ? [{ id: row.id, reason, appliesTo }] : [];
  });
  const { rows: coupons } = await db.query<{ code: string }>(
    `SELECT c.code FROM coupon_code c
       JOIN res_coupon k ON k.id = c.coupon_id AND k.company_id = c.company_id AND k.deleted_at IS NULL
      WHERE c.company_id = $1 ORDER BY c.coupon_id, c.seq LIMIT ${COUPON_SAMPLE}`,
    [companyId],
  );
  const { rows: members } = await db.query<{ id: number; signedUpAt: string }>(
    `SELECT id, floor(extract(epoch FROM created_at) * 1000)::text AS "signedUpAt" FROM res_member
      WHERE company_id = $1 AND deleted_at IS NULL AND data->>'accountStatus' = 'active'
      ORDER BY created_at, id LIMIT ${MEMBER_SAMPLE}`,
    [companyId],
  );
  return {
    companyId,
    shopId,
    timeZone: text(shop.data.timeZone) ?? timeZone,
    region,
    openingHours: openingHoursOf(shop.data),
    items: await menuItems(db, companyId, shopId),
    scenes,
    paymentMethods,
    serverIds: servers.map((row) => row.id),
    tables: tables.map((row) => row.name),
    reasons,
    couponCodes: coupons.map((row) => row.code),
    members: members.map((row) => ({ id: row.id, signedUpAt: Number(row.signedUpAt) })),
  };
}
