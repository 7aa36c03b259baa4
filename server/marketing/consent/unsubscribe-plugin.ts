// The unsubscribe calls, without a session (docs/api.md "Unsubscribe"): the page reads whom its link
// names and whether he is still subscribed, and its button withdraws; a mail client's one-click
// unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form to the same address. Opening
// the page changes nothing, since link scanners open links; a repeated withdrawal is no change. A
// token that does not verify is "not found" and counts against the caller's address, as on the other
// public pages.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../../engine/protocol';
import { bodySchema, BusinessError, ok, paramsSchema, PUBLIC_ROUTE } from '../../../engine/server';
import type { UnsubscribeView } from '../../../protocol/consent';
import { companyNameIn } from '../../accounts/names-in-language';
import type { ModuleContext } from '../../app-module';
import { recordFailure } from '../../auth/login-throttle';
import { publicKeys, refuseWhileLocked } from '../../auth/public-throttle';
import { callerLanguage } from '../../caller-language';
import { consentOf } from './consent-reads';
import { setConsent } from './consent';
import {
  ONE_CLICK_PATH,
  readUnsubscribeToken,
  TOKEN_MAX_LENGTH,
  type UnsubscribeTarget,
} from './unsubscribe-link';

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

const FORM = 'application/x-www-form-urlencoded';
const TOKEN_PATH = paramsSchema({ token: { type: 'string', maxLength: TOKEN_MAX_LENGTH } }, ['token']);
// RFC 8058 §3.1: the mail client's body; the page sends {}.
const ONE_CLICK_BODY = bodySchema({
  'List-Unsubscribe': { type: 'string', enum: ['One-Click'], title: 'consent:unsubscribe.oneClick' },
});
const PUBLIC_FORM = { ...PUBLIC_ROUTE, config: { ...PUBLIC_ROUTE.config, bodyTypes: [FORM] } };

const unsubscribePlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, records, config }) => {
  // Only these routes read a form, and only a short one.
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_request, text, done) => {
    done(null, Object.fromEntries(new URLSearchParams(text as string)));
  });

  /** The member the token names, still a member of its company; "not found" otherwise. */
  const targetOf = async (request: TokenRequest): Promise<UnsubscribeTarget> => {
    const keys = publicKeys('unsubscribe', request.ip, request.ip);
    await refuseWhileLocked(db, keys);
    const target = readUnsubscribeToken(config, request.params.token);
    const [member] = target
      ? await records.matching('member', { companyId: target.companyId }, {}, [target.memberId])
      : [];
    if (target && member) return target;
    await recordFailure(db, keys, config.throttle);
    throw BusinessError.because(Status.notFound, 'consent:unsubscribe.notFound');
  };
  const view = async (request: FastifyRequest, target: UnsubscribeTarget): Promise<UnsubscribeView> => ({
    companyName: await companyNameIn(records, target.companyId, callerLanguage(request)),
    channel: target.channel,
    subscribed: (await consentOf(db, target.companyId, target.memberId))[target.channel] === true,
  });

  app.get<{ Params: { token: string } }>(
    `${ONE_CLICK_PATH}:token`,
    { ...PUBLIC_ROUTE, schema: { params: TOKEN_PATH } },
    async (request) => ok<UnsubscribeView>(await view(request, await targetOf(request))),
  );

  app.post<{ Params: { token: string } }>(
    `${ONE_CLICK_PATH}:token`,
    { ...PUBLIC_FORM, schema: { params: TOKEN_PATH, body: ONE_CLICK_BODY } },
    async (request) => {
      const target = await targetOf(request);
      await setConsent(db, { ...target, granted: false, how: 'unsubscribeLink', by: null });
      return ok<UnsubscribeView>(await view(request, target));
    },
  );
};

export default unsubscribePlugin;
