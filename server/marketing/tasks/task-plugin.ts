// A marketing task's calls beyond its record's (business §5): `POST /marketing/task/estimate` answers
// the count and the cost of the draft on the form before it is saved, and `POST /marketing/task/preview`
// mails the message to an address, as a member of the recipients would get it (a saved task by `id`,
// or the form's draft). Both are the company's own: the caller names it or has only one, and reaches it.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../../engine/protocol';
import { actorOf, allow, BusinessError, ok, ROW_ID, SqlParams, type Queryable } from '../../../engine/server';
import type { TaskEstimate } from '../../../protocol/marketing';
import { zonedDate } from '../../../protocol/zoned-time';
import type { ModuleContext } from '../../app-module';
import { callerCompany } from '../../caller-company';
import { zoneOf } from '../../members/coupon-distribution';
import { filterConditions, membersRelation } from '../recipients';
import { isUnwritten } from '../runs/delivery';
import { composerFor } from '../runs/run-composer';
import { estimateTask, type TaskDraft } from '../task-estimate';
import { draftOf } from '../task-record';
import { draftBody } from './task-body';

export const ESTIMATE_PATH = '/marketing/task/estimate';
export const PREVIEW_PATH = '/marketing/task/preview';

type DraftCall = TaskDraft & { companyId?: number };
type PreviewCall = Partial<DraftCall> & { id?: number; email: string };

const EMAIL = { type: 'string', format: 'email', maxLength: 254, title: 'marketing:fields.previewEmail' };

/** The first member the draft's filter finds, whose values the preview is written with. */
async function sampleMember(
  q: Queryable,
  members: string,
  companyId: number,
  draft: TaskDraft,
  today: string,
): Promise<number | undefined> {
  const params = new SqlParams();
  const where = [`m.company_id = ${params.add(companyId)}`, ...filterConditions(draft, params, today)];
  const { rows } = await q.query<{ id: number }>(
    `SELECT m.id FROM ${members} m WHERE ${where.join(' AND ')} ORDER BY m.id LIMIT 1`,
    params.values,
  );
  return rows[0]?.id;
}

const taskPlugin: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  const { db, config, schemas, records, messages, mailer } = context;
  const task = schemas.byName.get('marketingTask');
  if (!task) throw new Error('the marketing module needs its task schema');
  const members = membersRelation(records);
  const todayOf = async (companyId: number) =>
    zonedDate(Date.now(), await zoneOf(db, records, companyId, config.timeZone));

  app.post<{ Body: DraftCall }>(
    ESTIMATE_PATH,
    {
      ...allow({ kind: 'resource', resource: task.name, privilege: 'read' }),
      schema: { body: draftBody(task, {}, []) },
    },
    async (request) => {
      const companyId = callerCompany(actorOf(request), request.body.companyId, 'marketing:fields.company');
      const estimate = await estimateTask(
        db,
        { records, messages, region: config.region },
        companyId,
        request.body,
        await todayOf(companyId),
      );
      return ok<TaskEstimate>(estimate);
    },
  );

  app.post<{ Body: PreviewCall }>(
    PREVIEW_PATH,
    {
      ...allow({ kind: 'resource', resource: task.name, privilege: 'create' }),
      schema: {
        body: {
          ...draftBody(task, { id: { ...ROW_ID, title: 'marketing:fields.id' }, email: EMAIL }, ['email']),
          required: ['email'],
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, email } = request.body;
      const saved = id === undefined ? undefined : (await context.service.query(task, actor, { id })).rows[0];
      if (id !== undefined && !saved) throw new BusinessError(Status.notFound);
      const draft = (saved ? draftOf(saved) : request.body) as TaskDraft;
      if (!Array.isArray(draft.channels) || draft.channels.length === 0)
        throw new BusinessError(Status.invalidInput, {}, [
          { field: 'channels', key: 'validation:required', label: 'marketing:fields.channels' },
        ]);
      const companyId = saved
        ? Number(saved.companyId)
        : callerCompany(actor, request.body.companyId, 'marketing:fields.company');
      const memberId = await sampleMember(db, members, companyId, draft, await todayOf(companyId));
      if (memberId === undefined)
        throw BusinessError.because(Status.notFound, 'marketing:errors.noMemberToPreview');
      const composer = await composerFor(
        { records, config, messages, zoneOf: (q, company) => zoneOf(q, records, company, config.timeZone) },
        db,
        { companyId, taskId: Number(saved?.id ?? 0), occurrence: 'preview' },
        // Whatever its channels, the preview is the email of its text.
        { ...draft, channels: ['email'] },
        { to: email },
      );
      const claimed = [{ memberId, cost: 0, attempts: 1 }];
      const message = (await composer.compose(db, 'email', claimed)).get(memberId);
      if (!message) throw BusinessError.because(Status.notFound, 'marketing:errors.noMemberToPreview');
      if (isUnwritten(message))
        throw new BusinessError(Status.invalidInput, {}, [
          {
            field: 'content',
            key: 'emailTemplates:messages.template',
            label: 'marketing:fields.content',
            params: { problem: message.failed },
          },
        ]);
      const sent = await mailer.sendWritten({
        purpose: 'marketingPreview',
        to: email,
        language: message.language,
        subject: message.subject || draft.subject || '',
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        sender: { name: message.senderName },
      });
      if (sent.error !== null)
        throw BusinessError.because(Status.unavailable, 'marketing:errors.previewNotSent');
      return ok({ email });
    },
  );
};

export default taskPlugin;
