// A shop's (or a company's) settings record as the server reads it for the shop's own pages (a queue page, a pickup
// screen, a booking page): the shop must be live and of a live company, and each setting stands at
// its declared default until the shop saves its own. Shared by the modules whose public pages open
// by a token kept in such a record.
import { settingsDefaults } from '../engine/schema';
import type { ApiRecord, SystemRecords } from '../engine/server';

export interface ShopSettings {
  shop: ApiRecord;
  /** The saved settings over the declared defaults. */
  settings: Record<string, unknown>;
}

/** The shop, when it is live and its company too. */
export async function liveShop(records: SystemRecords, shopId: number): Promise<ApiRecord | undefined> {
  const shop = await records.find('shop', shopId);
  return shop && (await records.find('company', Number(shop.companyId))) ? shop : undefined;
}

/** The live shop of a live company with its `resource` settings; undefined when either is gone. */
export async function shopSettings(
  records: SystemRecords,
  resource: string,
  shopId: number,
): Promise<ShopSettings | undefined> {
  const shop = await liveShop(records, shopId);
  if (!shop) return undefined;
  const [saved] = await records.matching(resource, { shopId });
  return { shop, settings: { ...settingsDefaults(records.resource(resource)), ...saved } };
}

/** The live shop whose `resource` settings hold `token` in `field`; undefined for an unknown or recreated one. */
export async function shopSettingsOfToken(
  records: SystemRecords,
  resource: string,
  field: string,
  token: string,
): Promise<ShopSettings | undefined> {
  const [saved] = await records.matching(resource, { [field]: token });
  return saved && shopSettings(records, resource, Number(saved.shopId));
}

/** A text a record holds, or empty. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A company's `resource` settings record: what it saved over the declared defaults. */
export async function companySettings(
  records: SystemRecords,
  resource: string,
  companyId: number,
): Promise<Record<string, unknown>> {
  const [saved] = await records.matching(resource, { companyId });
  return { ...settingsDefaults(records.resource(resource)), ...saved };
}
