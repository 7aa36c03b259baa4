// The membership module's overall settings as the server reads them (schemas/members
// member-settings.json): the company's saved record over the declared defaults, so a company that
// saved nothing runs on the defaults its screen shows.
import { settingsDefaults } from '../../engine/schema';
import type { SystemRecords } from '../../engine/server';
import type { MailSender } from '../mail/smtp-delivery';
import { shiftMonths } from './calendar-months';

const filledOrUndefined = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export interface MemberSettings {
  /** The module's own switch: off, the company runs no membership. */
  enabled: boolean;
  /** Members hold a balance (stored value): off, nothing tops it up. */
  balanceEnabled: boolean;
  /** The ways a member may sign in on his own page (`emailPassword`, `phoneCode`, …). */
  signInMethods: string[];
  /** How long earned points last, in months; 0: they never expire. */
  pointsValidMonths: number;
  /** The months of earned points a member's level is reckoned from. */
  levelWindowMonths: number;
  /** Whom the mail to its members comes from; the server's own sender where unset. */
  emailSender: MailSender;
}

export async function memberSettings(records: SystemRecords, companyId: number): Promise<MemberSettings> {
  const [saved] = await records.matching('memberSettings', { companyId });
  const settings = { ...settingsDefaults(records.resource('memberSettings')), ...saved };
  return {
    enabled: settings.enabled === true,
    balanceEnabled: settings.balanceEnabled === true,
    signInMethods: settings.signInMethods as string[],
    pointsValidMonths: settings.pointsValidMonths as number,
    levelWindowMonths: settings.levelWindowMonths as number,
    emailSender: {
      name: filledOrUndefined(settings.emailSenderName),
      address: filledOrUndefined(settings.emailSenderAddress),
    },
  };
}

/** When points earned by an order closed at `closedAt` expire: `validMonths` later, or never (0). */
export function pointsExpiry(closedAt: string | Date, validMonths: number): Date | null {
  return validMonths === 0 ? null : shiftMonths(new Date(closedAt), validMonths);
}
