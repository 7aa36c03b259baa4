// The membership module's overall settings as the server reads them (schemas/members
// member-settings.json): the company's saved record over the declared defaults, so a company that
// saved nothing runs on the defaults its screen shows.
import { settingsDefaults } from '../../engine/schema';
import type { SystemRecords } from '../../engine/server';

export interface MemberSettings {
  /** How long earned points last, in months; 0: they never expire. */
  pointsValidMonths: number;
  /** The months of earned points a member's level is reckoned from. */
  levelWindowMonths: number;
}

export async function memberSettings(records: SystemRecords, companyId: number): Promise<MemberSettings> {
  const [saved] = await records.matching('memberSettings', { companyId });
  const settings = { ...settingsDefaults(records.resource('memberSettings')), ...saved };
  return {
    pointsValidMonths: settings.pointsValidMonths as number,
    levelWindowMonths: settings.levelWindowMonths as number,
  };
}
