// The customer feedback's calls (docs/api.md "Customer feedback"): PUT /feedback/customer answers a
// page of it, PUT /feedback/customer/reply and /finish answer one, PUT /feedback/customer/export
// starts its export as a background job. Reading needs the page (its route's name), answering its
// action; every call reads and writes only the caller's companies and shops: a shop he does not
// reach is refused on `shopIds`, a feedback out of reach is not found.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import {
  actorOf,
  allow,
  askedDays,
  bodySchema,
  DAYS_PROPERTIES,
  filledString,
  ok,
  pageOf,
  PAGING_PROPERTIES,
  ROW_ID,
} from '../../engine/server';
import {
  FEEDBACK_STATUSES,
  REPLY_MAX_LENGTH,
  type CustomerFeedbackQuery,
} from '../../protocol/customer-feedback';
import { DISSATISFACTIONS, FEEDBACK_ASPECTS, FEEDBACK_CHANNELS, STARS } from '../../protocol/pos-feedback';
import type { ModuleContext } from '../app-module';
import { callerLanguage } from '../caller-language';
import { exportTenant } from '../sales/export-tenant';
import { answerFeedback, feedbackById, type FeedbackAnswer } from './customer-feedback-answers';
import { CUSTOMER_FEEDBACK_EXPORT, CUSTOMER_FEEDBACK_PAGE, EXPORT_COLUMNS } from './customer-feedback-export';
import { customerFeedbackPage, type CustomerFeedbackFilter } from './customer-feedback-list';

/** The reply and finish action of the page (schemas/feedback/privileges.json). */
export const CUSTOMER_FEEDBACK_REPLY = 'customer_feedback_reply';

type FeedbackBody = CustomerFeedbackQuery & { pageNumber?: number; pageSize?: number; envLang?: string };

const FILTER_PROPERTIES = {
  ...DAYS_PROPERTIES,
  status: { enum: [...FEEDBACK_STATUSES], title: 'feedback:fields.status' },
  score: { type: 'integer', minimum: STARS.min, maximum: STARS.max, title: 'feedback:customer.score' },
  dissatisfaction: { enum: [...DISSATISFACTIONS], title: 'feedback:customer.dissatisfactions' },
  orderNo: { type: 'string', minLength: 1, maxLength: 64, title: 'feedback:customer.orderNo' },
};
const LIST_BODY = bodySchema({ ...FILTER_PROPERTIES, ...PAGING_PROPERTIES }, ['from', 'to']);
const EXPORT_BODY = bodySchema(FILTER_PROPERTIES, ['from', 'to']);
const REPLY_BODY = bodySchema(
  { id: ROW_ID, reply: filledString(REPLY_MAX_LENGTH, 'feedback:fields.reply') },
  ['id', 'reply'],
);
const FINISH_BODY = bodySchema({ id: ROW_ID }, ['id']);

const READERS = allow({ kind: 'page', page: CUSTOMER_FEEDBACK_PAGE });
const ANSWERERS = allow({ kind: 'page', page: CUSTOMER_FEEDBACK_PAGE, action: CUSTOMER_FEEDBACK_REPLY });

const customerFeedbackPlugin: FastifyPluginAsync<ModuleContext> = async (
  app,
  { db, records, messages, schemas },
) => {
  const shops = schemas.byName.get('shop');
  if (!shops) throw new Error('feedback: no resource shop');

  /** The feedback the body asks for, within the caller's reach. */
  async function filterOf(request: FastifyRequest<{ Body: FeedbackBody }>): Promise<CustomerFeedbackFilter> {
    const { from, to, shopIds, pageNumber: _page, pageSize: _size, envLang: _lang, ...asked } = request.body;
    const days = await askedDays(db, actorOf(request), { from, to, ...(shopIds ? { shopIds } : {}) });
    return { ...asked, ...days, english: callerLanguage(request) === 'en' };
  }

  app.put<{ Body: FeedbackBody }>(
    '/feedback/customer',
    { ...READERS, schema: { body: LIST_BODY } },
    async (request) => {
      const { rows, count } = await customerFeedbackPage(
        db,
        shops,
        await filterOf(request),
        pageOf({ ...request.body }),
      );
      return ok(rows, count);
    },
  );

  /** Takes the answer in one transaction, then reads the feedback as the list shows it. */
  const answered = async (request: FastifyRequest<{ Body: { id: number } }>, answer: FeedbackAnswer) => {
    const { id } = request.body;
    await db.transaction((tx) => answerFeedback(tx, actorOf(request), id, answer));
    return ok(await feedbackById(db, shops, id, callerLanguage(request) === 'en'));
  };

  app.put<{ Body: { id: number; reply: string } }>(
    '/feedback/customer/reply',
    { ...ANSWERERS, schema: { body: REPLY_BODY } },
    (request) => answered(request, { action: 'reply', reply: request.body.reply.trim() }),
  );

  app.put<{ Body: { id: number } }>(
    '/feedback/customer/finish',
    { ...ANSWERERS, schema: { body: FINISH_BODY } },
    (request) => answered(request, { action: 'finish' }),
  );

  app.put<{ Body: FeedbackBody }>(
    '/feedback/customer/export',
    { ...READERS, schema: { body: EXPORT_BODY } },
    async (request) => {
      const { companies: _companies, shops: reached, ...filter } = await filterOf(request);
      const actor = actorOf(request);
      const tenant = await exportTenant(records, actor, reached);
      const language = callerLanguage(request);
      const word = (key: string) => messages.t(language, key);
      const values = Object.fromEntries([
        ...FEEDBACK_CHANNELS.map((channel) => [
          `channel.${channel}`,
          word(`reports:feedbackChannels.${channel}`),
        ]),
        ...FEEDBACK_STATUSES.map((status) => [`status.${status}`, word(`feedback:states.${status}`)]),
        ...DISSATISFACTIONS.map((code) => [
          `dissatisfaction.${code}`,
          word(`reports:dissatisfactions.${code}`),
        ]),
        ['yes', word('feedback:customer.yes')],
        ['no', word('feedback:customer.no')],
      ]);
      const headerKey = (key: string) =>
        (FEEDBACK_ASPECTS as readonly string[]).includes(key)
          ? `feedback:ratings.${key}`
          : `feedback:customer.${key}`;
      const headers = Object.fromEntries(EXPORT_COLUMNS.map(({ key }) => [key, word(headerKey(key))]));
      const jobId = await db.transaction((tx) =>
        app.jobs.startJob(tx, {
          kind: CUSTOMER_FEEDBACK_EXPORT,
          payload: {
            ...filter,
            companyId: tenant.companyId,
            shopIds: tenant.shopIds,
            texts: { sheet: word('feedback:export.sheet'), headers, values },
          },
          companyId: tenant.companyId,
          shopId: tenant.shopId,
          createdBy: actor.userId,
        }),
      );
      return ok({ jobId });
    },
  );
};

export default customerFeedbackPlugin;
