// The SMS and email credits screen's calls (business §2 `sms_email_credits`, docs/api.md): what a
// company holds on each channel and each channel's history, for whoever may open the screen, over
// the companies he reaches; and a top-up, the platform's alone (the credits are bought from it).
import type { FastifyPluginAsync } from 'fastify';
import {
  actorOf,
  allow,
  bodySchema,
  BusinessError,
  callerKeySchema,
  filledString,
  ok,
  pageOf,
  PAGING_PROPERTIES,
  ROW_ID,
} from '../../engine/server';
import { Status } from '../../engine/protocol';
import {
  CREDIT_CHANNELS,
  MAX_CREDIT_REASON_LENGTH,
  MAX_CREDIT_TOP_UP,
  type CreditHistory,
  type CreditHistoryQuery,
  type CreditTopUp,
  type CreditTopUpBody,
  type MessageCredits,
} from '../../protocol/message-credits';
import { callerCompany } from '../caller-company';
import type { ModuleContext } from '../app-module';
import { creditBalances, creditHistory, topUpCredits } from './message-credits';

/** The screen's route name, which is also the privilege that opens it (schemas/navigation.json). */
export const CREDITS_PAGE = 'sms_email_credits';

const COMPANY = { ...ROW_ID, title: 'members:credits.company' };
const CHANNEL = { type: 'string', enum: [...CREDIT_CHANNELS], title: 'members:credits.channel' };

const BALANCES_BODY = bodySchema({ companyId: COMPANY });
const HISTORY_BODY = bodySchema({ companyId: COMPANY, channel: CHANNEL, ...PAGING_PROPERTIES }, ['channel']);
const TOP_UP_BODY = bodySchema(
  {
    companyId: COMPANY,
    channel: CHANNEL,
    credits: { type: 'integer', minimum: 1, maximum: MAX_CREDIT_TOP_UP, title: 'members:credits.credits' },
    reason: filledString(MAX_CREDIT_REASON_LENGTH, 'members:credits.reason'),
    key: callerKeySchema('members:fields.requestKey'),
  },
  ['companyId', 'channel', 'credits', 'reason', 'key'],
);

const messageCreditsPlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, config, service }) => {
  const records = service.system(config.region);
  const screen = allow({ kind: 'page', page: CREDITS_PAGE });

  app.put<{ Body: { companyId?: number } }>(
    '/member/credits',
    { ...screen, schema: { body: BALANCES_BODY } },
    async (request) => {
      const companyId = callerCompany(actorOf(request), request.body.companyId, 'members:credits.company');
      return ok<MessageCredits>({ companyId, balances: await creditBalances(db, companyId) });
    },
  );

  app.put<{ Body: CreditHistoryQuery }>(
    '/member/credits/history',
    { ...screen, schema: { body: HISTORY_BODY } },
    async (request) => {
      const companyId = callerCompany(actorOf(request), request.body.companyId, 'members:credits.company');
      const page = pageOf(request.body as unknown as Record<string, unknown>);
      return ok<CreditHistory>(await creditHistory(db, records, companyId, request.body.channel, page));
    },
  );

  app.post<{ Body: CreditTopUpBody }>(
    '/member/credits/top-up',
    { ...allow({ kind: 'platform' }), schema: { body: TOP_UP_BODY } },
    async (request) => {
      const actor = actorOf(request);
      callerCompany(actor, request.body.companyId, 'members:credits.company');
      const [company] = await records.matching('company', {}, {}, [request.body.companyId]);
      if (!company) throw new BusinessError(Status.notFound);
      return ok<CreditTopUp>(await topUpCredits(db, request.body, actor.userId));
    },
  );
};

export default messageCreditsPlugin;
