// A template's preview with a chosen member (issue 25 item 1): `POST /marketing/emailTemplate/preview`
// renders the saved template `id`, or the form's unsaved `subject` and `content` over it, with the
// member's values, and answers `{ subject, html, text }` as he would receive it. The caller reads
// templates; the template is found within his reach and the member within his reach and in the
// template's company, so another company's member is not found. Nothing is sent or stored.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../../engine/protocol';
import {
  actorOf,
  allow,
  bodySchema,
  boundedString,
  BusinessError,
  ok,
  recordProperties,
  ROW_ID,
  type ApiRecord,
} from '../../../engine/server';
import type { ResourceSchema } from '../../../engine/schema';
import type { ModuleContext } from '../../app-module';
import { callerLanguage } from '../../caller-language';
import { templateFieldProblem, templateProblems } from './email-template-hooks';
import {
  compileEmail,
  renderEmail,
  TemplateRenderError,
  type CompiledEmail,
  type EmailText,
  type MergeValues,
  type RenderedEmail,
} from './email-render';
import { memberMergeValues } from './merge-values';
import { templateCache } from './template-cache';

const PREVIEW_PATH = '/marketing/emailTemplate/preview';

interface PreviewBody {
  id?: number;
  /** Null, as absent, is the saved template's. */
  subject?: string | null;
  content?: string | null;
  memberId: number;
  couponCode?: string;
}

/** The body: the form's subject and content as the schema bounds them, the member, a coupon's code. */
const previewBody = (templates: ResourceSchema) =>
  bodySchema(
    {
      id: { ...ROW_ID, title: 'emailTemplates:fields.id' },
      ...recordProperties(templates, ['subject', 'content']),
      memberId: { ...ROW_ID, title: 'emailTemplates:fields.memberId' },
      couponCode: boundedString(100, 'emailTemplates:fields.couponCode'),
    },
    ['memberId'],
  );

const notFound = () => new BusinessError(Status.notFound);

/** The text to render: the form's where it sent some, the saved template's otherwise. */
function previewText(body: PreviewBody, saved: ApiRecord | undefined): EmailText {
  const subject = body.subject ?? saved?.subject;
  const content = body.content ?? saved?.content;
  const missing = Object.entries({ subject, content }).filter(([, text]) => typeof text !== 'string');
  if (missing.length > 0)
    throw new BusinessError(
      Status.invalidInput,
      {},
      missing.map(([field]) => ({
        field,
        key: 'validation:required',
        label: `emailTemplates:fields.${field}`,
      })),
    );
  return { subject: String(subject), content: String(content) };
}

/** The saved version from the cache; text the form has not saved yet, parsed for this preview alone. */
function compiledFor(body: PreviewBody, saved: ApiRecord | undefined, text: EmailText): CompiledEmail {
  if (saved && body.subject == null && body.content == null)
    return templateCache.compiled({
      ...text,
      id: saved.id,
      version: saved.version,
      companyId: Number(saved.companyId),
    });
  const problems = templateProblems(text);
  if (problems.length > 0) throw new BusinessError(Status.invalidInput, {}, problems);
  return compileEmail(text);
}

/** The mail; a template that runs past its limits is refused on its field, as one that cannot be read. */
async function rendered(compiled: CompiledEmail, values: MergeValues): Promise<RenderedEmail> {
  try {
    return await renderEmail(compiled, values);
  } catch (error) {
    if (!(error instanceof TemplateRenderError)) throw error;
    throw new BusinessError(Status.invalidInput, {}, [templateFieldProblem(error.field, error.problem)]);
  }
}

const previewPlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, schemas, service, records }) => {
  const templates = schemas.byName.get('emailTemplate');
  if (!templates) throw new Error('the marketing module needs its email template schema');

  app.post<{ Body: PreviewBody }>(
    PREVIEW_PATH,
    {
      ...allow({ kind: 'resource', resource: templates.name, privilege: 'read' }),
      schema: { body: previewBody(templates) },
    },
    async (request) => {
      const { body } = request;
      const actor = actorOf(request);
      const saved =
        body.id === undefined ? undefined : (await service.query(templates, actor, { id: body.id })).rows[0];
      if (body.id !== undefined && !saved) throw notFound();
      const reach = service.system(
        actor.region,
        { companies: actor.companies, shops: actor.shops },
        actor.userId,
      );
      const member = await reach.find('member', body.memberId);
      if (!member || (saved && member.companyId !== saved.companyId)) throw notFound();
      const companyId = Number(member.companyId);
      const text = previewText(body, saved);
      const compiled = compiledFor(body, saved, text);
      const values = await memberMergeValues(db, records, companyId, [member.id], {
        region: actor.region,
        language: callerLanguage(request),
      });
      return ok<RenderedEmail>(
        await rendered(compiled, {
          ...values.get(member.id),
          couponCode: body.couponCode ?? '',
          unsubscribeUrl: '',
        }),
      );
    },
  );
};

export default previewPlugin;
