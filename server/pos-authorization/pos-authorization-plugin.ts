// Authorizing a point-of-sale provider (core spec §2.1 /clover_authorization_result, issue 11 item 6)
// as an OAuth round trip: a company's owner starts it and is sent to the provider's authorize page
// with a fresh state; the provider sends his browser back to our public result page, which posts
// what the provider put in the address. That call is public, so only a state issued to a signed-in
// owner records anything, once, within 15 minutes (docs/architecture.md).
import type { FastifyPluginAsync } from 'fastify';
import { allow, bodySchema, ok, PUBLIC_ROUTE, writeAudit } from '../../engine/server';
import type { Database } from '../../engine/server';
import {
  POS_PROVIDERS,
  type PosAnswer,
  type PosAuthorizationResult,
  type PosAuthorizationStanding,
  type PosAuthorizationStart,
  type PosProvider,
} from '../../protocol/pos-authorization';
import { companyNameIn } from '../accounts/names-in-language';
import { sessionOf } from '../auth/auth-plugin';
import { recordFailure } from '../auth/login-throttle';
import { publicKeys, refuseWhileLocked } from '../auth/public-throttle';
import { findActiveUser } from '../auth/user-record';
import type { ServerConfig } from '../config';
import { callerLanguage } from '../caller-language';
import { callersCompany, ownedCompany } from './company-owner';
import { findPending, latestAnswers, recordAnswer, startAuthorization } from './pos-authorizations';
import { authorizeAddress, providerApp, type ProviderConfig } from './pos-providers';
import { ANSWER_BODY, posLabel, posRefusal, providerAnswer } from './provider-answer';
import type { ModuleContext } from '../app-module';

export interface PosAuthorizationOptions {
  db: Database;
  config: ProviderConfig & Pick<ServerConfig, 'throttle'>;
}

const START_BODY = bodySchema(
  { provider: { type: 'string', enum: [...POS_PROVIDERS], title: posLabel('provider') } },
  ['provider'],
);

// A company's owner alone (company-owner.ts): an account's kind, which no privilege grants.
const OWNERS = allow({ kind: 'signedIn' });

/** Unknown, expired and already answered are one thing to the page's reader: start again. */
const deadState = () => posRefusal('state', 'pos:errors.stateDead');

const posAuthorizationPlugin: FastifyPluginAsync<ModuleContext> = async (
  app,
  { db, config, records, accountSource },
) => {
  app.post<{ Body: { provider: PosProvider } }>(
    '/pos/authorization/start',
    { ...OWNERS, schema: { body: START_BODY } },
    async (request) => {
      const companyId = callersCompany(request);
      const { provider } = request.body;
      const setUp = providerApp(config, provider);
      if (!setUp) throw posRefusal('provider', 'pos:errors.notConfigured');
      const requestedBy = sessionOf(request).user.id;
      const state = await startAuthorization(db, { companyId, provider, requestedBy });
      return ok<PosAuthorizationStart>({ state, authorizeUrl: authorizeAddress(setUp, state) });
    },
  );

  app.post<{ Body: PosAnswer }>(
    '/pos/authorization/result',
    { ...PUBLIC_ROUTE, schema: { body: ANSWER_BODY } },
    async (request) => {
      const answer = providerAnswer(request.body);
      // Dead states count against the caller's address only, as dead mailed links do (open-link.ts).
      const keys = publicKeys('posAuthorizationState', request.ip, request.ip);
      await refuseWhileLocked(db, keys);
      const pending = await findPending(db, request.body.state ?? '');
      const requester = pending && (await findActiveUser(db, accountSource, pending.requestedBy));
      // An owner who has since left the company (deleted, disabled, another role) authorizes nothing.
      if (!pending || !requester || ownedCompany(requester) !== pending.companyId) {
        await recordFailure(db, keys, config.throttle);
        throw deadState();
      }
      await db.transaction(async (tx) => {
        if (!(await recordAnswer(tx, pending.id, answer))) throw deadState();
        await writeAudit(tx, {
          resource: 'posAuthorization',
          recordId: pending.id,
          action: answer.outcome === 'authorized' ? 'authorize' : 'refuse',
          // The provider answers the owner who started it: the state was issued to him alone.
          actorId: pending.requestedBy,
          companyId: pending.companyId,
          shopId: null,
          changes: {
            provider: { after: pending.provider },
            outcome: { after: answer.outcome },
            ...(answer.merchantId === null ? {} : { merchantId: { after: answer.merchantId } }),
            ...(answer.reason === null ? {} : { reason: { after: answer.reason } }),
          },
        });
      });
      return ok<PosAuthorizationResult>({
        outcome: answer.outcome,
        provider: pending.provider,
        ...(answer.reason === null ? {} : { reason: answer.reason }),
        companyName: await companyNameIn(records, pending.companyId, callerLanguage(request)),
      });
    },
  );

  app.get('/pos/authorization', OWNERS, async (request) =>
    ok<PosAuthorizationStanding[]>(await latestAnswers(db, callersCompany(request))),
  );
};

export default posAuthorizationPlugin;
