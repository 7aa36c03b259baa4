// PUT /pro-api/report/{name} (docs/api.md "Reports"): runs a declared report over the caller's
// companies and shops. The caller needs the privilege of the route the report opens on, checked
// before the body is even read; the report's name picks a checked declaration, never SQL.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../protocol/status';
import type { PageRoute } from '../../schema/page-routes';
import { BusinessError } from '../business-error';
import type { Queryable } from '../db/database';
import { ok } from '../envelope';
import { actorOf } from '../request-actor';
import { mayOpenPage } from '../resources/actor';
import { paramsSchema } from '../route-schema';
import type { ReportAnswer, ReportBody } from '../../protocol/report';
import { REPORT_BODY, reportAsk } from './report-request';
import { runReport } from './report-run';
import type { FactSources, ReportDeclaration } from './report-types';

export interface ReportPluginOptions {
  prefix: string;
  db: Queryable;
  facts: FactSources;
  reports: ReadonlyMap<string, ReportDeclaration>;
  /** The navigation's page routes: a report's privilege is its route's. */
  pages: readonly PageRoute[];
}

const REPORT_IN_PATH = paramsSchema({ name: { type: 'string', pattern: '^[a-z][a-zA-Z0-9_]{0,63}$' } }, [
  'name',
]);

const reportPlugin: FastifyPluginAsync<ReportPluginOptions> = async (app, { db, facts, reports, pages }) => {
  const routes = new Map(pages.map((page) => [page.name, page]));

  app.put<{ Params: { name: string }; Body: ReportBody }>(
    '/report/:name',
    {
      schema: { params: REPORT_IN_PATH, body: REPORT_BODY },
      // Who may run it is settled before the body is weighed: a caller without the privilege hears
      // "forbidden" whatever he sent, and an unknown report is "not found".
      preValidation: async (request) => {
        const actor = actorOf(request);
        const report = reports.get(request.params.name);
        const route = report && routes.get(report.route);
        if (!report || !route) throw new BusinessError(Status.notFound);
        if (!mayOpenPage(actor, route)) throw new BusinessError(Status.forbidden);
      },
      // The time the server spent on the call, from the request read to the answer serialized, so
      // a benchmark (or a browser's devtools) can tell it from the network's (docs/api.md "Reports").
      onSend: async (_request, reply, payload) => {
        reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
        return payload;
      },
    },
    async (request) => {
      const actor = actorOf(request);
      // preValidation found it; a map does not lose it between the two.
      const report = reports.get(request.params.name);
      if (!report) throw new BusinessError(Status.notFound);
      const ask = await reportAsk(db, actor, report, request.body);
      return ok<ReportAnswer>(await runReport(db, facts, report, ask));
    },
  );
};

export default reportPlugin;
