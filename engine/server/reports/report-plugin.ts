// PUT /pro-api/report/{name} (docs/api.md "Reports"): runs a declared report over the caller's
// companies and shops; PUT /pro-api/report/{name}/export answers the same question as a
// spreadsheet. The caller needs the privilege of the route the report opens on, checked before the
// body is even read; the report's name picks a checked declaration, never SQL.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../protocol/status';
import type { PageRoute } from '../../schema/page-routes';
import { attachment } from '../attachment';
import { BusinessError } from '../business-error';
import type { Queryable } from '../db/database';
import { ok } from '../envelope';
import { momentWriter } from '../exports/moment-text';
import { XLSX_MEDIA_TYPE } from '../exports/xlsx-writer';
import type { Language, Messages } from '../messages';
import { actorOf } from '../request-actor';
import { allow } from '../route-access';
import { fileAnswer } from '../route-answers';
import { paramsSchema } from '../route-schema';
import { reportFile, type ReportAnswer, type ReportBody } from '../../protocol/report';
import { REPORT_BODY, reportAsk, type ReportAsk } from './report-request';
import { runReport } from './report-run';
import type { FactSources, ReportDeclaration } from './report-types';
import { writeReportBook } from './report-workbook';
import { shopNames } from './shop-names';

export interface ReportPluginOptions {
  db: Queryable;
  facts: FactSources;
  reports: ReadonlyMap<string, ReportDeclaration>;
  /** The navigation's page routes: a report's privilege is its route's. */
  pages: readonly PageRoute[];
  /** The caller's language as the application reads it from a request: an export's words, and labels. */
  messages: Messages;
  language(request: FastifyRequest): Language;
  /** The restaurants' time zone, an export's freshness stamp is written in and the facts' `{today}` read on. */
  timeZone: string;
}

const REPORT_IN_PATH = paramsSchema({ name: { type: 'string', pattern: '^[a-z][a-zA-Z0-9_]{0,63}$' } }, [
  'name',
]);

type ReportRequest = FastifyRequest<{ Params: { name: string }; Body: ReportBody }>;

const reportPlugin: FastifyPluginAsync<ReportPluginOptions> = async (app, options) => {
  const { db, facts, reports, pages, messages } = options;
  const routes = new Map(pages.map((page) => [page.name, page]));
  // A report is the page of its name: whoever may open the page may run it, each over his own
  // reach; anyone else hears "forbidden" before his body is weighed (route-access.ts).
  for (const report of reports.values())
    if (report.route !== report.name || !routes.has(report.route))
      throw new Error(`report ${report.name}: its route must be the page of its own name`);
  const schema = { params: REPORT_IN_PATH, body: REPORT_BODY };
  const access = allow({ kind: 'page', page: { param: 'name' } });
  const exportAccess = allow({ kind: 'page', page: { param: 'name' } }, fileAnswer(XLSX_MEDIA_TYPE));

  /** The question checked and answered. */
  async function answerTo(request: ReportRequest): Promise<{ ask: ReportAsk; answer: ReportAnswer }> {
    const report = reports.get(request.params.name);
    if (!report) throw new BusinessError(Status.notFound);
    const ask = await reportAsk(
      db,
      actorOf(request),
      report,
      request.body,
      options.language(request) === 'en',
    );
    return { ask, answer: await runReport(db, facts, report, ask, { timeZone: options.timeZone }) };
  }

  app.put<{ Params: { name: string }; Body: ReportBody }>(
    '/report/:name',
    {
      ...access,
      schema,
      // The time the server spent on the call, from the request read to the answer serialized, so
      // a benchmark (or a browser's devtools) can tell it from the network's (docs/api.md "Reports").
      onSend: async (_request, reply, payload) => {
        reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
        return payload;
      },
    },
    async (request) => ok<ReportAnswer>((await answerTo(request)).answer),
  );

  // Answered in the call itself, the file written as it is sent: a report is bounded (its parts'
  // rows, a top-N's limit, a year of days at most), so unlike the sales records' export it needs
  // no background job and no file kept. A refusal is the usual envelope, since the file's first
  // byte leaves only once the report has run.
  app.put<{ Params: { name: string }; Body: ReportBody }>(
    '/report/:name/export',
    { ...exportAccess, schema },
    async (request, reply) => {
      const { ask, answer } = await answerTo(request);
      const language = options.language(request);
      const moment = momentWriter(options.timeZone);
      const stream = new PassThrough();
      const scope = { shops: await shopNames(db, ask.shops, ask.english) };
      const words = {
        t: (key: string, params?: Record<string, string | number>) => messages.t(language, key, params),
        moment: (iso: string) => moment(iso) ?? iso,
      };
      writeReportBook(stream, answer, scope, words).catch((error: unknown) =>
        stream.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      return reply
        .type(XLSX_MEDIA_TYPE)
        .header('content-disposition', attachment(reportFile(answer.name, answer.from, answer.to)))
        .send(stream);
    },
  );
};

export default reportPlugin;
