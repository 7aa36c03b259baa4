// A points-store entry as the redemption and the member's page read it (schemas/members
// store-coupon.json, store-item.json), and the company's store settings: the points store's switch
// (member-settings.json `pointsStoreEnabled`) and an item's postage (item-postage.json). An item's
// `invalid` flag keeps it on show as no longer redeemable; a `disabled` status takes it off show.
import { companySettings } from '../../shop-settings';
import type { ApiRecord, SystemRecords } from '../../../engine/server';
import type { StoreKind } from '../../../protocol/points-store';

/** The declared resource of each kind of entry. */
export const STORE_RESOURCES = { item: 'storeItem', coupon: 'storeCoupon' } as const satisfies Record<
  StoreKind,
  string
>;

export interface StoreEntry {
  kind: StoreKind;
  id: number;
  companyId: number;
  name: string;
  requiredPoints: number;
  /** Its stock; null: unlimited. */
  stock: number | null;
  enabled: boolean;
  /** Shown but not redeemable (items only). */
  invalid: boolean;
  /** An item posted to the member, whose postage the balance pays. */
  posted: boolean;
  /** A coupon entry's payments coupons, how often each may be used and for how many days. */
  couponIds: number[];
  singleUse: boolean;
  expirationDays: number;
}

export function storeEntry(kind: StoreKind, record: ApiRecord): StoreEntry {
  return {
    kind,
    id: record.id as number,
    companyId: record.companyId as number,
    name: record.name as string,
    requiredPoints: record.requiredPoints as number,
    stock: typeof record.stock === 'number' ? record.stock : null,
    enabled: record.status === 'enabled',
    invalid: record.invalid === true,
    posted: record.posted === true,
    couponIds: Array.isArray(record.couponIds) ? (record.couponIds as number[]) : [],
    singleUse: record.usage !== 'unlimited',
    expirationDays: typeof record.expirationDays === 'number' ? record.expirationDays : 0,
  };
}

/** The company's live entry of the kind, or undefined (another company's is not found). */
export async function findEntry(
  records: SystemRecords,
  companyId: number,
  kind: StoreKind,
  id: number,
): Promise<StoreEntry | undefined> {
  const [record] = await records.matching(STORE_RESOURCES[kind], { companyId }, {}, id);
  return record ? storeEntry(kind, record) : undefined;
}

export interface StoreSettings {
  open: boolean;
  /** Cents a posted item's redemption takes from the balance. */
  postage: number;
}

export async function storeSettings(records: SystemRecords, companyId: number): Promise<StoreSettings> {
  const members = await companySettings(records, 'memberSettings', companyId);
  const postage = await companySettings(records, 'itemPostage', companyId);
  return {
    open: members.enabled === true && members.pointsStoreEnabled === true,
    postage: typeof postage.postage === 'number' ? postage.postage : 0,
  };
}

/** The postage an entry's redemption takes. */
export const postageOf = (entry: StoreEntry, settings: StoreSettings): number =>
  entry.posted ? settings.postage : 0;
