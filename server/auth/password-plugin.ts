import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol';
import {
  allow,
  bodySchema,
  boundedString,
  BusinessError,
  filledString,
  ok,
  verifyPassword,
} from '../../engine/server';
import type { Database, ResourceService } from '../../engine/server';
import { sessionOf } from './auth-plugin';
import { refuseWeakSecret, replaceOwnSecret } from './own-secret';
import { revokeUserSessions } from './sessions';
import type { Region } from '../../engine/schema';
import { PASSWORD_LENGTH } from '../../protocol/text-lengths';

const wrongOldPassword = () =>
  new BusinessError(Status.invalidInput, {}, [{ field: 'oldPassword', key: 'validation:wrongPassword' }]);

interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

const passwordChange = bodySchema(
  { oldPassword: filledString(PASSWORD_LENGTH), newPassword: filledString(PASSWORD_LENGTH) },
  ['oldPassword', 'newPassword'],
);
const keyChange = bodySchema(
  { oldPassword: boundedString(PASSWORD_LENGTH), newPassword: filledString(PASSWORD_LENGTH) },
  ['newPassword'],
);

// Each changes the caller's own secret.
const SIGNED_IN = allow({ kind: 'signedIn' });

/** The user menu's two password changes (core spec §2.4, §5): sign-in password and manager key. */
export interface PasswordPluginOptions {
  db: Database;
  service: ResourceService;
  region: Region;
}

const passwordPlugin: FastifyPluginAsync<PasswordPluginOptions> = async (app, { db, service, region }) => {
  app.put<{ Body: PasswordChange }>(
    '/user/update/password',
    { ...SIGNED_IN, schema: { body: passwordChange } },
    async (request) => {
      const { oldPassword, newPassword } = request.body;
      const session = sessionOf(request);
      refuseWeakSecret('password', newPassword);
      if (!(await verifyPassword(session.user.data.password, oldPassword))) throw wrongOldPassword();
      await db.transaction(async (tx) => {
        await replaceOwnSecret(service.within(tx), region, session.user, 'password', newPassword);
        // Whoever knew the old password is signed out everywhere but here.
        await revokeUserSessions(tx, session.user.id, session.sessionId);
      });
      return ok(null);
    },
  );

  app.put<{ Body: { oldPassword?: string; newPassword: string } }>(
    '/user/update/secondary/password',
    // Only a store manager holds a manager key: anyone else is refused below.
    { ...SIGNED_IN, schema: { body: keyChange } },
    async (request) => {
      const session = sessionOf(request);
      if (session.user.data.accountType !== 'shopManager') throw new BusinessError(Status.forbidden);
      const { oldPassword, newPassword } = request.body;
      refuseWeakSecret('secondaryPassword', newPassword);
      const current = session.user.data.secondaryPassword;
      // The first key is set without an old one; after that the old key must be given.
      if (current && !(oldPassword !== undefined && (await verifyPassword(current, oldPassword))))
        throw wrongOldPassword();
      await replaceOwnSecret(service, region, session.user, 'secondaryPassword', newPassword);
      return ok(null);
    },
  );
};

export default passwordPlugin;
