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

/** The declared defaults of a resource's fields: what a field left out reads as. */
function defaultsOf(schemas: CheckedSchemas, name: string): Record<string, unknown> {
  const resource = schemas.byName.get(name);
  if (!resource) throw new Error(`queues: no resource ${name}`);
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
  const settings = { ...defaultsOf(schemas, 'queueSettings'), ...(row.settings ?? {}) };
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

type StoredQueue = { id: number; companyId: number; shopId: number; data: Record<string, unknown> };

/** A queue as stored, each field it leaves out at its declared default (a queue made by a call sends only some). */
function queueOf(defaults: Record<string, unknown>, row: StoredQueue): QueueRow {
  const data = { ...defaults, ...row.data };
  const text = (name: string) => (typeof data[name] === 'string' ? (data[name] as string) : '');
  const whole = (name: string) => (typeof data[name] === 'number' ? (data[name] as number) : 0);
  return {
    id: row.id,
    companyId: row.companyId,
    shopId: row.shopId,
    name: text('name'),
    nameEn: text('name_en'),
    prefix: text('prefix'),
    capacity: whole('capacity'),
    averageWaitMinutes: whole('averageWaitMinutes'),
    phoneRequired: data.phoneRequired === true,
    broadcastLanguage: data.broadcastLanguage === 'english' ? 'english' : 'cantonese',
    offlineQueuing: data.offlineQueuing === true,
    scanToQueue: data.scanToQueue === true,
    showOrder: whole('showOrder'),
    enabled: data.enabled === true,
  };
}

const QUEUE_ROW = `SELECT id, company_id AS "companyId", shop_id AS "shopId", data FROM res_queue`;

/** The shop's live queues in display order, enabled or not. */
export async function queuesOfShop(
  db: Queryable,
  schemas: CheckedSchemas,
  shopId: number,
): Promise<QueueRow[]> {
  const { rows } = await db.query<StoredQueue>(
    `${QUEUE_ROW} WHERE shop_id = $1 AND deleted_at IS NULL ORDER BY coalesce((data->>'showOrder')::int, 0), id`,
    [shopId],
  );
  const defaults = defaultsOf(schemas, 'queue');
  return rows.map((row) => queueOf(defaults, row));
}

/** A ticket's queue as it stands, deleted or not: a guest keeps his number if the queue goes. */
export async function queueOfTicket(
  db: Queryable,
  schemas: CheckedSchemas,
  ticket: { queueId: number; companyId: number },
): Promise<QueueRow | undefined> {
  const { rows } = await db.query<StoredQueue>(`${QUEUE_ROW} WHERE id = $1 AND company_id = $2`, [
    ticket.queueId,
    ticket.companyId,
  ]);
  return rows[0] && queueOf(defaultsOf(schemas, 'queue'), rows[0]);
}

/** The shop's business day at `instant`: the date on its own clock. */
export function businessDayOf(shop: Pick<QueueShop, 'timeZone'>, instant: number): string {
  return wallClock(instant, shop.timeZone).date;
}

/** A name in the reader's language: the English twin for English readers, when there is one. */
export function nameIn(english: boolean, name: string, nameEn: string): string {
  return english && nameEn !== '' ? nameEn : name;
}
