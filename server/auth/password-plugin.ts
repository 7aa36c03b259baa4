import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol/status';
import { BusinessError } from '../../engine/server/business-error';
import type { Database } from '../../engine/server/db/database';
import { ok } from '../../engine/server/envelope';
import { requireStrings } from '../../engine/server/require-fields';
import { sessionOf } from './auth-plugin';
import { verifyPassword } from '../../engine/server/passwords';
import { refuseWeakSecret, replaceOwnSecret } from './own-secret';
import { revokeUserSessions } from './sessions';

const wrongOldPassword = () =>
  new BusinessError(Status.invalidInput, {}, [{ field: 'oldPassword', key: 'validation:wrongPassword' }]);

/** The user menu's two password changes (core spec §2.4, §5): sign-in password and manager key. */
const passwordPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.put('/user/update/password', async (request) => {
    const { oldPassword, newPassword } = requireStrings(request.body, [
      'oldPassword',
      'newPassword',
    ] as const);
    const session = sessionOf(request);
    refuseWeakSecret('password', newPassword);
    if (!(await verifyPassword(session.user.data.password, oldPassword))) throw wrongOldPassword();
    await db.transaction(async (tx) => {
      await replaceOwnSecret(tx, session.user, 'password', newPassword);
      // Whoever knew the old password is signed out everywhere but here.
      await revokeUserSessions(tx, session.user.id, session.sessionId);
    });
    return ok(null);
  });

  app.put('/user/update/secondary/password', async (request) => {
    const session = sessionOf(request);
    if (session.user.data.accountType !== 'shopManager') throw new BusinessError(Status.forbidden);
    const body = (request.body ?? {}) as { oldPassword?: unknown };
    const { newPassword } = requireStrings(request.body, ['newPassword'] as const);
    refuseWeakSecret('secondaryPassword', newPassword);
    const current = session.user.data.secondaryPassword;
    // The first key is set without an old one; after that the old key must be given.
    if (
      current &&
      !(typeof body.oldPassword === 'string' && (await verifyPassword(current, body.oldPassword)))
    ) {
      throw wrongOldPassword();
    }
    await replaceOwnSecret(db, session.user, 'secondaryPassword', newPassword);
    return ok(null);
  });
};

export default passwordPlugin;
