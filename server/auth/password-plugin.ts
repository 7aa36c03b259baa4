import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol/status';
import { BusinessError } from '../../engine/server/business-error';
import type { Database } from '../../engine/server/db/database';
import { ok } from '../../engine/server/envelope';
import { requireStrings } from '../../engine/server/require-fields';
import { sessionOf } from './auth-plugin';
import { hashPassword, verifyPassword } from './passwords';

export const MIN_PASSWORD_LENGTH = 8;
const SIX_DIGITS = /^\d{6}$/;

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
    if (!(await verifyPassword(session.user.password_hash, oldPassword)))
      throw fieldError('oldPassword', 'validation:wrongPassword');
    await db.transaction(async (tx) => {
      await tx.query('UPDATE app_user SET password_hash = $1, updated_at = now() WHERE id = $2', [
        await hashPassword(newPassword),
        session.user.id,
      ]);
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
    if (!session.user.shop_manager) throw new BusinessError(Status.forbidden);
    const body = (request.body ?? {}) as { oldPassword?: unknown };
    const { newPassword } = requireStrings(request.body, ['newPassword'] as const);
    if (!SIX_DIGITS.test(newPassword)) throw fieldError('newPassword', 'validation:sixDigits');
    const { rows } = await db.query<{ secondary_password_hash: string | null }>(
      'SELECT secondary_password_hash FROM app_user WHERE id = $1',
      [session.user.id],
    );
    const current = rows[0]?.secondary_password_hash;
    // The first key is set without an old one; after that the old key must be given.
    if (
      current &&
      !(typeof body.oldPassword === 'string' && (await verifyPassword(current, body.oldPassword)))
    ) {
      throw fieldError('oldPassword', 'validation:wrongPassword');
    }
    await db.query('UPDATE app_user SET secondary_password_hash = $1, updated_at = now() WHERE id = $2', [
      await hashPassword(newPassword),
      session.user.id,
    ]);
    return ok(null);
  });
};

export default passwordPlugin;
