import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol/status';
import { BusinessError } from '../../engine/server/business-error';
import type { Database, Queryable } from '../../engine/server/db/database';
import { writeAudit } from '../../engine/server/resources/audit';
import { ok } from '../../engine/server/envelope';
import { requireStrings } from '../../engine/server/require-fields';
import { sessionOf } from './auth-plugin';
import type { Account } from './user-record';
import { hashPassword, verifyPassword } from '../../engine/server/passwords';

export const MIN_PASSWORD_LENGTH = 8;
const SIX_DIGITS = /^\d{6}$/;

// One secret of the caller's own account replaced by its hash, and the change on the audit trail.
async function replaceOwnSecret(
  db: Queryable,
  account: Account,
  field: string,
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

const fieldError = (field: string, key: string, params?: Record<string, number>) =>
  new BusinessError(Status.invalidInput, {}, [{ field, key, ...(params ? { params } : {}) }]);

/** The user menu's two password changes (core spec §2.4, §5): sign-in password and manager key. */
const passwordPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.put('/user/update/password', async (request) => {
    const { oldPassword, newPassword } = requireStrings(request.body, [
      'oldPassword',
      'newPassword',
    ] as const);
    const session = sessionOf(request);
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      throw fieldError('newPassword', 'validation:passwordLength', { limit: MIN_PASSWORD_LENGTH });
    }
    if (!(await verifyPassword(session.user.data.password, oldPassword)))
      throw fieldError('oldPassword', 'validation:wrongPassword');
    await db.transaction(async (tx) => {
      await replaceOwnSecret(tx, session.user, 'password', newPassword);
      // Whoever knew the old password is signed out everywhere but here.
      await tx.query(
        'UPDATE user_session SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL',
        [session.user.id, session.sessionId],
      );
    });
    return ok(null);
  });

  app.put('/user/update/secondary/password', async (request) => {
    const session = sessionOf(request);
    if (session.user.data.accountType !== 'shopManager') throw new BusinessError(Status.forbidden);
    const body = (request.body ?? {}) as { oldPassword?: unknown };
    const { newPassword } = requireStrings(request.body, ['newPassword'] as const);
    if (!SIX_DIGITS.test(newPassword)) throw fieldError('newPassword', 'validation:sixDigits');
    const current = session.user.data.secondaryPassword;
    // The first key is set without an old one; after that the old key must be given.
    if (
      current &&
      !(typeof body.oldPassword === 'string' && (await verifyPassword(current, body.oldPassword)))
    ) {
      throw fieldError('oldPassword', 'validation:wrongPassword');
    }
    await replaceOwnSecret(db, session.user, 'secondaryPassword', newPassword);
    return ok(null);
  });
};

export default passwordPlugin;
