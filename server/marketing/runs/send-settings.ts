// A company's send management (schemas/marketing/send-management.json) as the sender reads it.
import type { SystemRecords } from '../../../engine/server';
import { companySettings } from '../../shop-settings';
import type { MarketingChannel } from '../task-record';
import type { QuietHours } from './quiet-hours';

export interface SendSettings {
  perSecond: Record<MarketingChannel, number>;
  quietHours: QuietHours | null;
  /** At most `cap` marketing messages a member gets on one channel in `days` days. */
  frequency: { cap: number; days: number };
}

export async function sendSettings(records: SystemRecords, companyId: number): Promise<SendSettings> {
  const saved = await companySettings(records, 'sendManagement', companyId);
  const number = (field: string) => Number(saved[field]);
  return {
    perSecond: {
      email: number('emailPerSecond'),
      sms: number('smsPerSecond'),
      wallet: number('walletPerSecond'),
    },
    quietHours:
      saved.quietHours === true ? { from: String(saved.quietFrom), until: String(saved.quietUntil) } : null,
    frequency: { cap: number('frequencyCap'), days: number('frequencyDays') },
  };
}
