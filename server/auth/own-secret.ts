import { SECONDARY_PASSWORD_PATTERN } from '../../protocol/secondary-password';
import { Status } from '../../engine/protocol/status';
import { BusinessError } from '../../engine/server/business-error';
import type { Queryable } from '../../engine/server/db/database';
import { hashPassword } from '../../engine/server/passwords';
import { writeAudit } from '../../engine/server/resources/audit';
import type { Account } from './user-record';

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
 * Replaces one secret of an account by its argon2id hash, changed by its holder (signed in, or
 * proven by a mailed link), and records the change on the audit trail without the value.
 */
export async function replaceOwnSecret(
  db: Queryable,
  account: Pick<Account, 'id' | 'company_id'>,
  field: SecretField,
  plain: string,
): Promise<void> {
  await db.query(
    `UPDATE res_user SET data = jsonb_set(data, $1::text[], $2::jsonb), version = version + 1,
       updated_at = now(), updated_by = $3 WHERE id = $3`,
    [[field], JSON.stringify(await hashPassword(plain)), account.id],
  );
  await writeAudit(db, {
    resource: 'user',
    recordId: account.id,
    action: 'update',
    actorId: account.id,
    companyId: account.company_id,
    shopId: null,
    changes: { [field]: { changed: true } },
  });
}
