import { SECONDARY_PASSWORD_PATTERN } from '../../protocol/secondary-password';
import { Status } from '../../engine/protocol';
import { BusinessError } from '../../engine/server';
import type { ResourceService } from '../../engine/server';
import type { Account } from './user-record';
import type { Region } from '../../engine/schema';
import { accountResourceOf } from '../accounts/account-resource';

export type SecretField = 'password' | 'secondaryPassword';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * A new secret's own rule, whichever call sets it (a change, a mailed reset): a password has at
 * least 8 characters, a manager key exactly six digits (business spec §5). Refused on `newPassword`.
 */
export function refuseWeakSecret(field: SecretField, plain: string): void {
  if (field === 'password' && plain.length < MIN_PASSWORD_LENGTH)
    throw new BusinessError(Status.invalidInput, {}, [
      { field: 'newPassword', key: 'validation:passwordLength', params: { limit: MIN_PASSWORD_LENGTH } },
    ]);
  if (field === 'secondaryPassword' && !SECONDARY_PASSWORD_PATTERN.test(plain))
    throw new BusinessError(Status.invalidInput, {}, [{ field: 'newPassword', key: 'validation:sixDigits' }]);
}

/**
 * Replaces one secret of an account, changed by its holder (signed in, or proven by a mailed link):
 * a change of his record through the resource service, which hashes it, moves its version and
 * writes the audit trail without the value, the holder as the one who made it.
 */
export async function replaceOwnSecret(
  service: ResourceService,
  region: Region,
  account: Pick<Account, 'id' | 'data'>,
  field: SecretField,
  plain: string,
): Promise<void> {
  const records = service.system(region, { companies: 'all', shops: 'all' }, account.id);
  const resource = accountResourceOf(records.schemas, account.data.accountType);
  if (!resource) throw new Error(`no resource holds accounts of the type ${account.data.accountType}`);
  await records.replaceSecret(resource.name, account.id, field, plain);
}
