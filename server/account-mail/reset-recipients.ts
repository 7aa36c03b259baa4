// Whom a forgotten password or manager key is mailed to: the accounts a request names, by username
// or by address. A merchant's own address with no account on it cannot reset anything (business
// spec §5 "Password reset is impossible if the company has no bound account").
import type { CheckedSchemas } from '../../engine/schema';
import type { SystemRecords } from '../../engine/server';
import { accountResources } from '../accounts/account-resource';
import { isActive, type AccountData, type AccountType } from '../auth/user-record';

export interface ResetRecipient {
  id: number;
  username: string;
  email: string;
}

/** `username`: that account; `email`: the accounts with that address, or a username that is it. */
export type RecipientLookup = { username: string } | { email: string };

/** The live, enabled accounts of the given types that the lookup names and that have an address. */
export async function findRecipients(
  records: SystemRecords,
  schemas: CheckedSchemas,
  lookup: RecipientLookup,
  accountTypes: readonly AccountType[],
): Promise<ResetRecipient[]> {
  const named = 'email' in lookup ? lookup.email.trim() : lookup.username.trim();
  const found = new Map<number, ResetRecipient>();
  for (const resource of accountResources(schemas)) {
    const byName = resource.fields.username
      ? await records.matching(resource.name, { username: named }, { caseless: ['username'] })
      : [];
    const byEmail =
      'email' in lookup && resource.fields.email
        ? await records.matching(resource.name, { email: named }, { caseless: ['email'] })
        : [];
    for (const account of [...byName, ...byEmail]) {
      const email = typeof account.email === 'string' ? account.email : '';
      const data = account as unknown as AccountData;
      if (email !== '' && accountTypes.includes(data.accountType) && isActive({ data }))
        found.set(account.id, { id: account.id, username: String(account.username), email });
    }
  }
  return [...found.values()].sort((a, b) => a.id - b.id);
}

/** Whether the address is a live merchant's own. */
export async function isMerchantAddress(records: SystemRecords, email: string): Promise<boolean> {
  return (await records.matching('company', { email: email.trim() }, { caseless: ['email'] })).length > 0;
}
