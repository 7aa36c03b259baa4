// What a shop's queuing runs on (business §3 "Queue"): its queue settings (the declared defaults
// until a manager saves them) and its live queues, read from the resources' own tables
// (schemas/queues), with the shop's name and time zone: a ticket's business day is the date on the
// shop's own clock.
import { settingsDefaults } from '../../engine/schema';
import type { ApiRecord, SystemRecords } from '../../engine/server';
import { shopSettings, textOf } from '../shop-settings';
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

/** A live shop of a live company, with its queue settings; undefined when there is none. */
export async function queueShop(
  records: SystemRecords,
  shopId: number,
  defaultTimeZone: string,
): Promise<QueueShop | undefined> {
  const found = await shopSettings(records, 'queueSettings', shopId);
  if (!found) return undefined;
  const { shop, settings } = found;
  return {
    companyId: Number(shop.companyId),
    shopId,
    name: textOf(shop.name),
    nameEn: textOf(shop.name_en),
    timeZone: textOf(shop.timeZone) || defaultTimeZone,
    settings: {
      enabled: settings.enabled === true,
      selfService: settings.selfService === true,
      maxPartySize: Number(settings.maxPartySize),
      callRepeat: Number(settings.callRepeat),
      guestNotice: textOf(settings.guestNotice),
    },
  };
}

/** A queue as stored, each field it leaves out at its declared default (a queue made by a call sends only some). */
function queueOf(defaults: Record<string, unknown>, record: ApiRecord): QueueRow {
  const data = { ...defaults, ...record };
  const text = (name: string) => (typeof data[name] === 'string' ? (data[name] as string) : '');
  const whole = (name: string) => (typeof data[name] === 'number' ? (data[name] as number) : 0);
  return {
    id: record.id,
    companyId: Number(record.companyId),
    shopId: Number(record.shopId),
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

/** The shop's live queues in display order, enabled or not. */
export async function queuesOfShop(records: SystemRecords, shopId: number): Promise<QueueRow[]> {
  const defaults = settingsDefaults(records.resource('queue'));
  const queues = (await records.matching('queue', { shopId })).map((record) => queueOf(defaults, record));
  return queues.sort((a, b) => a.showOrder - b.showOrder || a.id - b.id);
}

/** A ticket's queue as it stands, deleted or not: a guest keeps his number if the queue goes. */
export async function queueOfTicket(
  records: SystemRecords,
  ticket: { queueId: number; companyId: number },
): Promise<QueueRow | undefined> {
  const [record] = await records.matching(
    'queue',
    { companyId: ticket.companyId },
    { deletedToo: true },
    ticket.queueId,
  );
  return record && queueOf(settingsDefaults(records.resource('queue')), record);
}

/** The shop's business day at `instant`: the date on its own clock. */
export function businessDayOf(shop: Pick<QueueShop, 'timeZone'>, instant: number): string {
  return wallClock(instant, shop.timeZone).date;
}

/** A name in the reader's language: the English twin for English readers, when there is one. */
export function nameIn(english: boolean, name: string, nameEn: string): string {
  return english && nameEn !== '' ? nameEn : name;
}
