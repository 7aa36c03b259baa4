// What every module of the app stands on, started before them: the envelope and input guards, the
// route access check, the API's description, health, sign-in and sessions, the engine's resources,
// jobs, live updates and imports, the caller's own settings, mail, uploads and the built client.
// Answers the app and the context its modules are handed (app-module.ts).
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { schemasInRegion } from '../engine/schema';
import type { CheckedSchemas } from '../engine/schema';
import {
  accessPlugin,
  clientErrorAnswer,
  detailListPlugin,
  envelopePlugin,
  frameworkErrorAnswer,
  importPlugin,
  inputGuardPlugin,
  jobsPlugin,
  livePlugin,
  loadMessages,
  MAX_PARAM_LENGTH,
  ModuleKit,
  openApiPlugin,
  PageCache,
  resourcePlugin,
  ResourceService,
  ROUTE_VALIDATION,
  schemaPlugin,
} from '../engine/server';
import type { Database, SecretKeyring } from '../engine/server';
import packageJson from '../package.json';
import type { ModuleContext } from './app-module';
import authPlugin from './auth/auth-plugin';
import passwordPlugin from './auth/password-plugin';
import { accountSource } from './auth/user-record';
import type { ServerConfig } from './config';
import mailPlugin from './mail/mail-plugin';
import { createMailer } from './mail/mailer';
import preferencesPlugin from './preferences/preferences-plugin';
import { loadProductSchemas } from './schemas';
import { resolveKeyring } from './secrets/keyring-source';
import healthPlugin from './system/health-plugin';
import systemPlugin from './system/system-plugin';
import filesPlugin from './uploads/files-plugin';
import uploadPlugin from './uploads/upload-plugin';
import { clientIsBuilt, clientPlugin, spaFallback } from './web/client-plugin';

export const API_PREFIX = '/pro-api';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's resource service, with its modules' hooks and computed values (tests and benchmarks read through it). */
    resources: ResourceService;
  }
}

export interface AppOptions {
  db: Database;
  config: ServerConfig;
  /** The checked resource schemas, every region's rules; loaded from config.schemasDir when not given. */
  schemas?: CheckedSchemas;
  /** false silences the log (tests); otherwise structured JSON at config.logLevel. */
  log?: boolean;
  trustProxy?: boolean;
  /** Sees every route as it is registered (the authorization matrix proves it covers them all). */
  onRoute?: (route: RouteOptions) => void;
  /** The keys encrypted fields are sealed with; resolved from the configuration when not given. */
  keyring?: SecretKeyring;
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/** The app with its platform registered, and what its modules are handed. */
export async function buildPlatform({
  db,
  config,
  schemas,
  log = true,
  trustProxy = false,
  onRoute,
  keyring = resolveKeyring(config),
}: AppOptions): Promise<{ app: FastifyInstance; context: ModuleContext }> {
  const messages = loadMessages(config.localesDir);
  const app = Fastify({
    logger: log ? { level: config.logLevel } : false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy,
    frameworkErrors: frameworkErrorAnswer(messages),
    clientErrorHandler: clientErrorAnswer(messages),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    ajv: ROUTE_VALIDATION,
    // Keep a balancer's request id when it sends a sane one, so one id follows the request everywhere.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const withClient = clientIsBuilt(config.clientDir);
  await app.register(envelopePlugin, {
    messages,
    bodyLimitLabel: `${Math.round(config.bodyLimitBytes / 1024)} KB`,
    ...(withClient ? { onUnknownPath: spaFallback(API_PREFIX) } : {}),
  });
  await app.register(inputGuardPlugin);
  // The rules of this server's region (a phone number's digits): served to the forms and enforced alike.
  const checked = schemasInRegion(schemas ?? loadProductSchemas(config), config.region);
  // What the modules add (hooks, computed values, jobs, live topics), read by the parts below as
  // they work, and sealed once the app is ready.
  const kit = new ModuleKit(checked);
  app.addHook('onReady', async () => kit.seal());
  const pages = new PageCache();
  const service = new ResourceService(db, checked, {
    hooks: kit.hookTable,
    computed: kit.computedProviders,
    countLimit: config.listCountLimit,
    keyring,
    pages,
    warn: (error) => app.log.warn({ err: error }, 'reading a list’s page anchors failed'),
  });
  // Pages are kept once the modules have said what their computed values read. Without the database
  // (readiness then answers 503) nothing is kept and every list is read from it, as before.
  app.addHook('onReady', () =>
    pages.open(db, service.computed.watchedTables()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'list pages are not kept in memory: the table changes cannot be heard');
    }),
  );
  app.addHook('onClose', () => pages.close());
  // A list's anchors are read after its page is answered: a closing server lets them finish.
  app.addHook('onClose', () => service.listsSettled());
  app.decorate('resources', service);
  const records = service.system(config.region);
  const accountReads = accountSource(checked);
  // Before every route, so every route under the API is seen to declare who may call it.
  await app.register(accessPlugin, { apiPrefix: API_PREFIX, schemas: checked });
  // Before every other route, so the document sees them all.
  await app.register(openApiPlugin, {
    prefix: API_PREFIX,
    version: packageJson.version,
    schemas: checked,
    messages,
  });
  await app.register(healthPlugin, { db, messages });
  await app.register(authPlugin, { db, config, prefix: API_PREFIX, accounts: accountReads, records });
  await app.register(systemPlugin, { prefix: API_PREFIX, config });
  await app.register(schemaPlugin, { prefix: API_PREFIX, schemas: checked });

  // Before the modules whose writes start jobs: they reach the queue as `app.jobs`.
  await app.register(jobsPlugin, {
    prefix: API_PREFIX,
    db,
    work: config.jobWorkers,
    concurrency: config.jobConcurrency,
    kinds: kit.jobKinds,
  });
  await app.register(resourcePlugin, { prefix: API_PREFIX, schemas: checked, service });
  await app.register(detailListPlugin, {
    prefix: API_PREFIX,
    db,
    schemas: checked,
    service,
    providers: kit.detailListProviders,
  });
  await app.register(livePlugin, {
    prefix: API_PREFIX,
    db,
    schemas: checked,
    topics: kit.topics,
    heartbeatMs: config.liveHeartbeatSeconds * 1000,
    callerNow: (request) => app.callerNow(request),
  });
  await app.register(importPlugin, { prefix: API_PREFIX, db, schemas: checked, service, messages });
  await app.register(preferencesPlugin, { prefix: API_PREFIX, db });
  await app.register(passwordPlugin, { prefix: API_PREFIX, db, service, region: config.region });
  const mailer = createMailer(db, config, messages, app.log);
  await app.register(mailPlugin, { prefix: API_PREFIX, db, mailer });
  await app.register(uploadPlugin, { prefix: API_PREFIX, config });
  await app.register(filesPlugin, { config });
  if (withClient) await app.register(clientPlugin, { clientDir: config.clientDir });
  const context: ModuleContext = {
    db,
    config,
    schemas: checked,
    service,
    records,
    accountSource: accountReads,
    messages,
    mailer,
    kit,
    jobs: app.jobs,
  };
  return { app, context };
}
