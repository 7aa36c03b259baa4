// `POST {endpoint}/import` for every resource that declares `importable` (docs/api.md "Import"):
// the rows a spreadsheet held, checked and written in one transaction, with the answer streamed so
// the browser draws progress while the server works (engine/protocol/import.ts).
import { actorOf } from '../request-actor';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import {
  IMPORT_PROGRESS_EVERY,
  MAX_IMPORT_BODY_BYTES,
  MAX_IMPORT_PROBLEMS,
  MAX_IMPORT_ROWS,
  type ImportOutcome,
} from '../../protocol/import';
import { Status } from '../../protocol/status';
import { sizeLabel } from '../../protocol/uploads';
import type { CheckedSchemas } from '../../schema/catalogue';
import type { ResourceSchema } from '../../schema/resource';
import { BusinessError } from '../business-error';
import { errorAnswer } from '../error-answer';
import type { Database } from '../db/database';
import { failure, ok, translateProblems } from '../envelope';
import type { Messages } from '../messages';
import { objectBody } from '../object-body';
import { runImport } from './import-run';
import { optionalRowId } from './request-params';
import { allow } from '../route-access';
import type { ResourceService } from './resource-service';

export interface ImportPluginOptions {
  db: Database;
  schemas: CheckedSchemas;
  /** The engine, with the application's write hooks. */
  service: ResourceService;
  messages: Messages;
}

const refuse = (field: string, key: string, params: Record<string, number> = {}) =>
  new BusinessError(Status.invalidInput, {}, [{ field, key, label: `fields:${field}`, params }]);

/** The request's rows and mode, refused before anything runs when they are not what the call takes. */
function importRequest(body: unknown) {
  const request = objectBody(body);
  const rows = request.rows;
  if (!Array.isArray(rows) || rows.length === 0) throw refuse('rows', 'validation:required');
  if (rows.length > MAX_IMPORT_ROWS) throw refuse('rows', 'validation:maxItems', { limit: MAX_IMPORT_ROWS });
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row)))
    throw refuse('rows', 'validation:invalid');
  const tenant: { companyId?: number; shopId?: number } = {};
  const companyId = optionalRowId(request, 'companyId');
  const shopId = optionalRowId(request, 'shopId');
  if (companyId !== undefined) tenant.companyId = companyId;
  if (shopId !== undefined) tenant.shopId = shopId;
  return { rows: rows as Record<string, unknown>[], dryRun: request.dryRun === true, tenant };
}

const importPlugin: FastifyPluginAsync<ImportPluginOptions> = async (app, options) => {
  const { db, schemas, service, messages } = options;
  const importable = schemas.resources.filter((resource: ResourceSchema) => resource.importable);
  for (const resource of importable) {
    const route = {
      ...allow({ kind: 'resource', resource: resource.name, privilege: 'create' }),
      bodyLimit: MAX_IMPORT_BODY_BYTES,
    };
    app.post(`${resource.endpoint}/import`, route, async (request, reply) => {
      const actor = actorOf(request);
      const { rows, dryRun, tenant } = importRequest(request.body);
      // From here the answer is under way: its opening carries progress, its end the envelope.
      const answer = new PassThrough();
      void reply.type('application/json; charset=utf-8').send(answer);
      answer.write('{"progress":[0');
      let envelope;
      try {
        const { written, problems } = await runImport({
          db,
          schemas,
          service,
          resource,
          actor,
          rows,
          dryRun,
          tenant,
          onProgress: (done) => {
            if (done % IMPORT_PROGRESS_EVERY === 0 || done === rows.length) answer.write(`,${done}`);
          },
        });
        const listed = problems.slice(0, MAX_IMPORT_PROBLEMS);
        const errors = translateProblems(
          messages,
          request,
          listed.map((entry) => entry.problem),
        );
        const outcome: ImportOutcome = {
          total: rows.length,
          written,
          dryRun,
          problemCount: problems.length,
          problems: errors.map((error, i) => ({ ...error, row: listed[i]?.row ?? 0 })),
        };
        envelope =
          problems.length === 0
            ? ok(outcome)
            : failure(messages, request, Status.invalidInput, {}, [], outcome);
      } catch (error) {
        envelope = errorAnswer(error, request, messages, sizeLabel(MAX_IMPORT_BODY_BYTES)).envelope;
      }
      answer.end(`],${JSON.stringify(envelope).slice(1)}`);
      return reply;
    });
  }
};

export default importPlugin;
