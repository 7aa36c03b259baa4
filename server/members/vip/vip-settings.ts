// The company's VIP offer and renewal reminder as the server reads them (schemas/members
// vip-settings.json, vip-renewal-reminder.json): the saved record over the declared defaults.
import type { SystemRecords } from '../../../engine/server';
import type { VipDuration } from '../../../protocol/vip';
import { companySettings } from '../../shop-settings';

export interface VipOffer {
  /** What a renewal costs, in cents: the discounted price where set, else the price; null while no price is saved. */
  price: number | null;
  duration: VipDuration;
}

export interface VipReminder {
  enabled: boolean;
  subject: string;
  content: string;
  daysInAdvance: number;
}

const priceOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export async function vipOffer(records: SystemRecords, companyId: number): Promise<VipOffer> {
  const settings = await companySettings(records, 'vipSettings', companyId);
  return {
    price: priceOrNull(settings.discountedPrice) ?? priceOrNull(settings.price),
    duration: settings.duration as VipDuration,
  };
}

export async function vipReminder(records: SystemRecords, companyId: number): Promise<VipReminder> {
  const settings = await companySettings(records, 'vipRenewalReminder', companyId);
  return {
    enabled: settings.enabled === true,
    subject: typeof settings.subject === 'string' ? settings.subject : '',
    content: typeof settings.content === 'string' ? settings.content : '',
    daysInAdvance: settings.daysInAdvance as number,
  };
}
