// What a shop's queuing runs on (business §3 "Queue"): its queue settings (the declared defaults
// until a manager saves them) and its live queues, read from the resources' own tables
// (schemas/queues), with the shop's name and time zone: a ticket's business day is the date on the
// shop's own clock.
import type { CheckedSchemas } from '../../engine/schema/catalogue';
import { settingsDefaults } from '../../engine/schema/settings-record';
import type { Queryable } from '../../engine/server/db/database';
import { wallClock } from '../../protocol/wall-clock';
import type { BroadcastLanguage } from '../../protocol/broadcast';

export interface QueueSettingsValues {
  enabled: boolean;
  selfService: boolean;
  maxPartySize: number;
  callRepeat: number;
  guestNotice: string;
}

export interface QueueRow {
  id: number;
  companyId: number;
  shopId: number;
  name: string;
  nameEn: string;
  prefix: string;
  capacity: number;
  averageWaitMinutes: number;
  phoneRequired: boolean;
  broadcastLanguage: BroadcastLanguage;
  offlineQueuing: boolean;
  scanToQueue: boolean;
  showOrder: number;
  enabled: boolean;
}

export interface QueueShop {
  companyId: number;
  shopId: number;
  name: string;
  nameEn: string;
  timeZone: string;
  settings: QueueSettingsValues;
}

const SETTINGS = 'queueSettings';

/** The settings a shop that saved none runs on: the schema's defaults. */
function defaultSettings(schemas: CheckedSchemas): Record<string, unknown> {
  const resource = schemas.byName.get(SETTINGS);
  if (!resource) throw new Error('queues: no resource queueSettings');
  return settingsDefaults(resource);
}

/** A live shop of a live company, with its queue settings; undefined when there is none. */
export async function queueShop(
  db: Queryable,
  schemas: CheckedSchemas,
  shopId: number,
  defaultTimeZone: string,
): Promise<QueueShop | undefined> {
  const { rows } = await db.query<{
    companyId: number;
    name: string | null;
    nameEn: string | null;
    timeZone: string | null;
    settings: Record<string, unknown> | null;
  }>(
    `SELECT s.company_id AS "companyId", s.data->>'name' AS name, s.data->>'name_en' AS "nameEn",
            NULLIF(s.data->>'timeZone', '') AS "timeZone", q.data AS settings
       FROM res_shop s
       JOIN res_company c ON c.id = s.company_id AND c.deleted_at IS NULL
       LEFT JOIN res_queue_settings q ON q.shop_id = s.id AND q.deleted_at IS NULL
      WHERE s.id = $1 AND s.deleted_at IS NULL`,
    [shopId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const settings = { ...defaultSettings(schemas), ...(row.settings ?? {}) };
  return {
    companyId: row.companyId,
    shopId,
    name: row.name ?? '',
    nameEn: row.nameEn ?? '',
    timeZone: row.timeZone ?? defaultTimeZone,
    settings: {
      enabled: settings.enabled === true,
      selfService: settings.selfService === true,
      maxPartySize: Number(settings.maxPartySize),
      callRepeat: Number(settings.callRepeat),
      guestNotice: typeof settings.guestNotice === 'string' ? settings.guestNotice : '',
    },
  };
}

const QUEUE_COLUMNS = `id, company_id AS "companyId", shop_id AS "shopId", data->>'name' AS name,
  coalesce(data->>'name_en', '') AS "nameEn", data->>'prefix' AS prefix,
  (data->>'capacity')::int AS capacity, coalesce((data->>'averageWaitMinutes')::int, 0) AS "averageWaitMinutes",
  coalesce((data->>'phoneRequired')::boolean, false) AS "phoneRequired",
  coalesce(data->>'broadcastLanguage', 'cantonese') AS "broadcastLanguage",
  coalesce((data->>'offlineQueuing')::boolean, false) AS "offlineQueuing",
  coalesce((data->>'scanToQueue')::boolean, false) AS "scanToQueue",
  coalesce((data->>'showOrder')::int, 0) AS "showOrder",
  coalesce((data->>'enabled')::boolean, false) AS enabled`;

/** The shop's live queues in display order, enabled or not. */
export async function queuesOfShop(db: Queryable, shopId: number): Promise<QueueRow[]> {
  const { rows } = await db.query<QueueRow>(
    `SELECT ${QUEUE_COLUMNS} FROM res_queue WHERE shop_id = $1 AND deleted_at IS NULL
      ORDER BY coalesce((data->>'showOrder')::int, 0), id`,
    [shopId],
  );
  return rows;
}

/** The shop's business day at `instant`: the date on its own clock. */
export function businessDayOf(shop: Pick<QueueShop, 'timeZone'>, instant: number): string {
  return wallClock(instant, shop.timeZone).date;
}

/** A name in the reader's language: the English twin for English readers, when there is one. */
export function nameIn(english: boolean, name: string, nameEn: string): string {
  return english && nameEn !== '' ? nameEn : name;
}
