import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  allow,
  bodySchema,
  BusinessError,
  filledString,
  isSessionless,
  ok,
  PUBLIC_ROUTE,
  verifyPassword,
} from '../../engine/server';
import type { Actor, Database, SystemRecords } from '../../engine/server';
import fp from 'fastify-plugin';
import { Status } from '../../engine/protocol';
import type { SignInAnswer, UserInfo } from '../../engine/protocol';
import { AccountStatus } from '../../protocol/account-status';
import type { ServerConfig } from '../config';
import { clearLock, countWrongPassword, isLocked } from './account-lock';
import { clearUsername, recordFailure, refuseLockedSignIn } from './login-throttle';
import { merchantApproved } from './merchant-approval';
import { accountActor } from './actor';
import { openSessionStore } from './session-store';
import { createSession, revokeSession, type ActiveSession, type SessionPolicy } from './sessions';
import { findUserByUsername, isActive, toUserInfo, type AccountSource } from './user-record';
import { EMAIL_LENGTH, PASSWORD_LENGTH } from '../../protocol/text-lengths';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
  }
  interface FastifyInstance {
    /** The request's caller as of now, its session looked up again (a long stream's, say); null once it ended. */
    callerNow(request: FastifyRequest): Promise<Actor | null>;
  }
}

interface Credentials {
  username: string;
  password: string;
}

const credentials = bodySchema(
  { username: filledString(EMAIL_LENGTH), password: filledString(PASSWORD_LENGTH) },
  ['username', 'password'],
);

const SIGNED_IN = allow({ kind: 'signedIn' });

export interface AuthPluginOptions {
  db: Database;
  config: Pick<
    ServerConfig,
    'sessionIdleHours' | 'sessionMaxDays' | 'sessionCacheSeconds' | 'sessionCacheSize' | 'throttle' | 'region'
  >;
  prefix: string;
  accounts: AccountSource;
  records: SystemRecords;
}

/** The signed-in session of a request that passed the session hook. */
export function sessionOf(request: { session: ActiveSession | null }): ActiveSession {
  if (!request.session) throw new BusinessError(Status.sessionExpired);
  return request.session;
}

/** Sign-in, sign-out and the session check every other /pro-api call passes through. */
const authPlugin: FastifyPluginAsync<AuthPluginOptions> = async (
  app,
  { db, config, prefix, accounts, records },
) => {
  const policy: SessionPolicy = { idleHours: config.sessionIdleHours, maxDays: config.sessionMaxDays };
  const sessions = await openSessionStore(db, accounts, policy, {
    ttlMs: config.sessionCacheSeconds * 1000,
    maxEntries: config.sessionCacheSize,
  });
  app.addHook('onClose', () => sessions.close());
  app.decorateRequest('session', null);
  app.decorateRequest('actor', null);

  const sessionOfRequest = (request: FastifyRequest) => {
    const token = request.headers['x-token'];
    return typeof token === 'string' && token !== '' ? sessions.find(token) : undefined;
  };
  app.decorate('callerNow', async (request: FastifyRequest) => {
    const session = await sessionOfRequest(request);
    return session ? accountActor(session.user, config.region) : null;
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404 || isSessionless(request.routeOptions.config.access) || !request.url.startsWith(prefix))
      return;
    const session = await sessionOfRequest(request);
    if (!session) throw new BusinessError(Status.sessionExpired);
    request.session = session;
    // Once per request: every route reads the caller from here (engine/server/request-actor.ts).
    request.actor = accountActor(session.user, config.region);
  });

  app.put<{ Body: Credentials }>(
    `${prefix}/login`,
    { ...PUBLIC_ROUTE, schema: { body: credentials } },
    async (request) => {
      const input = request.body;
      const keys = { username: input.username.trim(), address: request.ip };
      await refuseLockedSignIn(db, keys);
      const user = await findUserByUsername(db, accounts, keys.username);
      if (!(await verifyPassword(user?.data.password, input.password)) || !user) {
        await recordFailure(db, keys, config.throttle);
        if (user) await countWrongPassword(db, user.id);
        throw new BusinessError(AccountStatus.badCredentials);
      }
      // Said only after the right password, so a guesser learns nothing about the account.
      if (!isActive(user)) throw new BusinessError(AccountStatus.accountDisabled);
      if (!(await merchantApproved(records, user.company_id)))
        throw new BusinessError(AccountStatus.merchantNotApproved);
      if (await isLocked(db, user.id)) throw new BusinessError(AccountStatus.accountLocked);
      await clearLock(db, user.id);
      await clearUsername(db, keys);
      const token = await createSession(db, user.id, policy, {
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return ok<SignInAnswer>({ token, userInfo: toUserInfo(user) });
    },
  );

  // No parameter: a browser's body carries only its language.
  app.put(`${prefix}/logout`, { ...SIGNED_IN, schema: { body: bodySchema({}) } }, async (request) => {
    await revokeSession(db, sessionOf(request).sessionId);
    return ok(null);
  });

  app.get(`${prefix}/user/info`, SIGNED_IN, async (request) =>
    ok<UserInfo>(toUserInfo(sessionOf(request).user)),
  );
};

export default fp(authPlugin, { name: 'auth' });
