import type { SystemRecords } from '../../engine/server';

/**
 * Business spec §4: a merchant is pending until the platform approves it. Its accounts (the owner
 * who registered it first of all) sign in only once it is approved; platform accounts belong to no
 * merchant and are never held back.
 */
export async function merchantApproved(records: SystemRecords, companyId: number | null): Promise<boolean> {
  if (companyId === null) return true;
  const company = await records.find('company', companyId);
  return company?.status !== 'pending' && company?.status !== 'rejected';
}
