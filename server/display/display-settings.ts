// A shop's pickup display settings (schemas/display/pickup-display-settings.json) as the display's
// calls use them: each field at its declared default until the shop saves its own, and the shop a
// display token opens. Read from the settings' own table, as the screen has no session to read
// them through the resource calls.
import type { ResourceSchema } from '../../engine/schema/resource';
import { settingsDefaults } from '../../engine/schema/settings-record';
import type { Queryable } from '../../engine/server/db/database';
import { tableName } from '../../engine/server/resources/naming';
import type { BroadcastLanguage } from '../../protocol/pickup-numbers';

export interface DisplaySettings {
  themeColour: string;
  autoDisappearMinutes: number;
  broadcastLanguage: BroadcastLanguage;
  repeatCount: number;
  media: string[];
}

/** A live shop of a live company, with its display settings. */
export interface DisplayShop {
  companyId: number;
  shopId: number;
  name: string;
  nameEn: string;
  settings: DisplaySettings;
}

interface ShopRow {
  companyId: number;
  shopId: number;
  name: string | null;
  nameEn: string | null;
  settings: Record<string, unknown> | null;
}

/** The stored settings over the declared defaults, typed. */
function settingsOf(resource: ResourceSchema, stored: Record<string, unknown> | null): DisplaySettings {
  const data = { ...settingsDefaults(resource), ...(stored ?? {}) };
  return {
    themeColour: String(data.themeColour),
    autoDisappearMinutes: Number(data.autoDisappearMinutes),
    broadcastLanguage: data.broadcastLanguage === 'english' ? 'english' : 'cantonese',
    repeatCount: Number(data.repeatCount),
    media: Array.isArray(data.media) ? data.media.map(String) : [],
  };
}

const shopSelect = (resource: ResourceSchema, where: string) => `
  SELECT s.company_id AS "companyId", s.id AS "shopId", s.data->>'name' AS name,
         s.data->>'name_en' AS "nameEn", d.data AS settings
    FROM res_shop s
    JOIN res_company c ON c.id = s.company_id AND c.deleted_at IS NULL
    LEFT JOIN ${tableName(resource)} d ON d.shop_id = s.id AND d.deleted_at IS NULL
   WHERE s.deleted_at IS NULL AND ${where}`;

const displayShopOf = (resource: ResourceSchema, row: ShopRow | undefined): DisplayShop | undefined =>
  row && {
    companyId: row.companyId,
    shopId: row.shopId,
    name: row.name ?? '',
    nameEn: row.nameEn ?? '',
    settings: settingsOf(resource, row.settings),
  };

/** The live shop's display settings; undefined when the shop (or its company) is gone. */
export async function displayShop(
  db: Queryable,
  resource: ResourceSchema,
  shopId: number,
): Promise<DisplayShop | undefined> {
  const { rows } = await db.query<ShopRow>(shopSelect(resource, 's.id = $1'), [shopId]);
  return displayShopOf(resource, rows[0]);
}

/** The live shop whose screen `token` opens; undefined for an unknown or recreated token. */
export async function displayShopOfToken(
  db: Queryable,
  resource: ResourceSchema,
  token: string,
): Promise<DisplayShop | undefined> {
  const { rows } = await db.query<ShopRow>(shopSelect(resource, `d.data->>'displayToken' = $1`), [token]);
  return displayShopOf(resource, rows[0]);
}
