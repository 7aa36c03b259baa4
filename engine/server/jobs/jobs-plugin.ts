// The background jobs' capability in an app server: the queue starts with the server (its workers
// too, unless this server only starts jobs), stops when the server closes, and a job's state, or the
// list of download tasks, is read by a caller who reaches its company (and its shop, for a shop's
// job); to anyone else the job does not exist.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { JOB_ID_PATTERN, type BackgroundJobStatus } from '../../protocol/background-job';
import { Status } from '../../protocol/status';
import { BusinessError } from '../business-error';
import type { Database } from '../db/database';
import { ok } from '../envelope';
import { actorOf } from '../request-actor';
import { can } from '../resources/actor';
import { attachment } from '../attachment';
import { fileAnswer } from '../route-answers';
import { pageOfQuery } from '../resources/request-params';
import { allow } from '../route-access';
import { PAGING_QUERY_PROPERTIES, paramsSchema } from '../route-schema';
import { readDownloadTasks } from './download-tasks';
import { visibleTo } from './job-reach';
import { readJobFile } from './job-files';
import type { JobKinds } from './job-registry';

import { findJobRow, type JobRow } from './job-rows';
import { JobQueue } from './job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts background jobs inside a write's transaction (docs/schemas.md "Background jobs"). */
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  prefix: string;
  db: Database;
  /** false: this server starts jobs but leaves running them to others. */
  work: boolean;
  /** How many jobs this server runs at once. */
  concurrency: number;
  /** The app's kinds of job, which its modules define as they register. */
  kinds: JobKinds;
}

const JOB_IN_PATH = paramsSchema({ id: { type: 'string', pattern: JOB_ID_PATTERN, title: 'jobs:id' } }, [
  'id',
]);

const PAGE_IN_QUERY = paramsSchema(PAGING_QUERY_PROPERTIES);

// Anyone signed in asks after his own jobs: a job beyond his reach does not exist for him.
const SIGNED_IN = allow({ kind: 'signedIn' });

function statusOf(job: JobRow): BackgroundJobStatus {
  return {
    id: job.id,
    kind: job.kind,
    state: job.state,
    done: job.done,
    total: job.total,
    reason: job.reason,
    result: job.result,
    createdAt: job.created_at.toISOString(),
    finishedAt: job.finished_at?.toISOString() ?? null,
  };
}

const jobsPlugin: FastifyPluginAsync<JobsPluginOptions> = async (
  app,
  { prefix, db, work, concurrency, kinds },
) => {
  const queue = new JobQueue(db, {
    work,
    concurrency,
    kinds,
    onError: (error) => app.log.error({ err: error }, 'background job queue'),
  });
  await queue.start();
  app.decorate('jobs', queue);
  // Workers start once every module has defined its kinds.
  app.addHook('onReady', () => queue.work());
  app.addHook('onClose', () => queue.stop());

  app.get<{ Querystring: { pageNumber?: string; pageSize?: string } }>(
    `${prefix}/jobs`,
    { ...SIGNED_IN, schema: { querystring: PAGE_IN_QUERY } },
    async (request) => {
      const { tasks, count } = await readDownloadTasks(
        db,
        kinds,
        actorOf(request),
        pageOfQuery(request.query),
      );
      return ok(tasks, count);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${prefix}/jobs/:id`,
    { ...SIGNED_IN, schema: { params: JOB_IN_PATH } },
    async (request) => {
      const job = await findJobRow(db, request.params.id);
      if (!job || !visibleTo(actorOf(request), job)) throw new BusinessError(Status.notFound);
      return ok(statusOf(job));
    },
  );

  // A finished job's kept file, to whoever may see the job and holds its kind's privilege.
  app.get<{ Params: { id: string } }>(
    `${prefix}/jobs/:id/file`,
    // The kinds' kept files, read as the document is built: the modules define their kinds after this route.
    {
      ...allow({ kind: 'signedIn' }, { answers: () => fileAnswer(...kinds.keptMediaTypes()).answers }),
      schema: { params: JOB_IN_PATH },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const job = await findJobRow(db, request.params.id);
      if (!job || !visibleTo(actor, job)) throw new BusinessError(Status.notFound);
      const privilege = kinds.download(job.kind)?.privilege;
      if (privilege !== undefined && !can(actor, privilege)) throw new BusinessError(Status.forbidden);
      const file = job.state === 'done' ? await readJobFile(db, job.id) : undefined;
      if (!file) throw BusinessError.because(Status.notFound, 'jobs:errors.noFile');
      return reply
        .type(file.mediaType)
        .header('content-disposition', attachment(file.name))
        .send(file.content);
    },
  );
};

// Not encapsulated: the app and its other plugins reach `app.jobs`.
export default fp(jobsPlugin, { name: 'background-jobs' });
