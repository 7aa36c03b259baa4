import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Database } from '../engine/server/db/database';
import envelopePlugin from '../engine/server/envelope-plugin';
import { clientErrorAnswer } from '../engine/server/client-errors';
import { frameworkErrorAnswer } from '../engine/server/framework-errors';
import { MAX_PARAM_LENGTH } from '../engine/server/transport-limits';
import inputGuardPlugin from '../engine/server/input-guard-plugin';
import { loadMessages, type Messages } from '../engine/server/messages';
import openApiPlugin from '../engine/server/openapi/openapi-plugin';
import { ROUTE_VALIDATION } from '../engine/server/route-schema';
import importPlugin from '../engine/server/resources/import-plugin';
import { registerComputedSql } from '../engine/server/resources/computed-fields';
import resourcePlugin from '../engine/server/resources/resource-plugin';
import { ResourceService } from '../engine/server/resources/resource-service';
import schemaPlugin from '../engine/server/resources/schema-plugin';
import jobsPlugin from '../engine/server/jobs/jobs-plugin';
import livePlugin from '../engine/server/live/live-plugin';
import { LiveTopics } from '../engine/server/live/live-topics';
import bookingPublicPlugin from './reservations/booking-public-plugin';
import preferencesPlugin from './preferences/preferences-plugin';
import type { CheckedSchemas } from '../engine/schema/catalogue';
import { schemasInRegion } from '../engine/schema/regional-fields';
import companyMappingPlugin from './accounts/company-mapping-plugin';
import managerKeyPlugin from './accounts/manager-key-plugin';
import ownAccountPlugin from './accounts/own-account-plugin';
import pushRecipientsPlugin from './accounts/push-recipients-plugin';
import tenantOptionsPlugin from './accounts/tenant-options-plugin';
import unlockPlugin from './accounts/unlock-plugin';
import { lockedSql } from './auth/account-lock';
import { loadProductSchemas } from './schemas';
import { resourceHooks } from './resource-hooks';
import authPlugin from './auth/auth-plugin';
import passwordPlugin from './auth/password-plugin';
import type { ServerConfig } from './config';
import healthPlugin from './system/health-plugin';
import systemPlugin from './system/system-plugin';
import filesPlugin from './uploads/files-plugin';
import uploadPlugin from './uploads/upload-plugin';
import { clientIsBuilt, clientPlugin, spaFallback } from './web/client-plugin';
import invitationPlugin from './account-mail/invitation-plugin';
import registrationPlugin from './account-mail/registration-plugin';
import resetPlugin from './account-mail/reset-plugin';
import setupPlugin from './setup/setup-plugin';
import mailPlugin from './mail/mail-plugin';
import posAuthorizationPlugin from './pos/pos-authorization-plugin';
import couponSheetPlugin from './payments/coupon-sheet-plugin';
import reportPlugin from '../engine/server/reports/report-plugin';
import { REPORT_FACTS } from './sales/report-facts';
import { loadProductReports } from './sales/product-reports';
import salesRecordsPlugin from './sales/sales-records-plugin';
import queueBoardPlugin from './queues/queue-board-plugin';
import queuePublicPlugin from './queues/queue-public-plugin';
import { callerLanguage } from './caller-language';
import { couponSheetSql } from './payments/coupon-sheet-value';
import deviceKeyPlugin from './sales/device-key-plugin';
import { keyHintSql, keyIssuedAtSql, keyStateSql, lastUsedAtSql } from './sales/device-keys';
import posIngestPlugin from './sales/pos-ingest-plugin';
import bookingUrlPlugin from './reservations/booking-url-plugin';
import { bookingUrlSql } from './reservations/booking-tokens';
import { shopTimeSql } from './reservations/shop-time';
import displayPublicPlugin from './display/display-public-plugin';
import tokenRoutesPlugin from '../engine/server/resources/token-route';
import pickupBoardPlugin from './display/pickup-board-plugin';
import { DISPLAY_SETTINGS, PICKUP_BOARD_PRIVILEGE } from './display/pickup-privileges';
import posPickupPlugin from './display/pos-pickup-plugin';
import { PICKUP_TOPIC } from '../protocol/pickup-numbers';
import { BOARD_PRIVILEGES } from '../protocol/queue-answers';
import { QUEUE_TICKET_TOPIC } from '../protocol/queue-tickets';
import { createMailer } from './mail/mailer';
import packageJson from '../package.json';
import type { SecretKeyring } from '../engine/server/secrets/secret-keyring';
import { resolveKeyring } from './secrets/keyring-source';

export const API_PREFIX = '/pro-api';

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

/** The whole server, one capability per register call; used by `npm start` and by the tests. */
export async function buildApp({
  db,
  config,
  schemas,
  log = true,
  trustProxy = false,
  onRoute,
  keyring = resolveKeyring(config),
}: AppOptions): Promise<FastifyInstance> {
  const messages: Messages = loadMessages(config.localesDir);
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
  // Before every other route, so the document sees them all.
  await app.register(openApiPlugin, {
    prefix: API_PREFIX,
    version: packageJson.version,
    schemas: checked,
    messages,
  });
  await app.register(healthPlugin, { db, messages });
  await app.register(authPlugin, { db, config, prefix: API_PREFIX });
  await app.register(systemPlugin, { prefix: API_PREFIX, config });
  // The accounts' `locked` column reads the lock table the engine does not know.
  registerComputedSql('accountLocked', lockedSql);
  // A coupon's sheets: its status and latest generation job, which the job table holds.
  registerComputedSql('couponSheet', couponSheetSql);
  // A point-of-sale device's key, kept in its own table (migrations/0015).
  registerComputedSql('posDeviceKeyState', keyStateSql);
  registerComputedSql('posDeviceKeyHint', keyHintSql);
  registerComputedSql('posDeviceKeyIssuedAt', keyIssuedAtSql);
  registerComputedSql('posDeviceLastUsedAt', lastUsedAtSql);
  // A shop's booking URL (migrations/0024) and a reservation's moment on the shop's clock.
  registerComputedSql('reservationBookingUrl', bookingUrlSql);
  registerComputedSql('reservationShopTime', shopTimeSql(config.timeZone));
  await app.register(schemaPlugin, { prefix: API_PREFIX, schemas: checked });
  // Before the plugins whose writes start jobs: they reach the queue as `app.jobs`.
  await app.register(jobsPlugin, { prefix: API_PREFIX, db, work: config.jobWorkers });
  const service = new ResourceService(db, checked, {
    hooks: resourceHooks(checked, app.jobs, config.timeZone),
    countLimit: config.listCountLimit,
    keyring,
    warn: (error) => app.log.warn({ err: error }, 'reading a list’s page anchors failed'),
  });
  // A list's anchors are read after its page is answered: a closing server lets them finish.
  app.addHook('onClose', () => service.listsSettled());
  await app.register(resourcePlugin, { prefix: API_PREFIX, schemas: checked, service });
  const liveTopics = new LiveTopics();
  liveTopics.registerResources(checked.resources);
  // The pickup numbers' own table (migrations/0025): heard by whoever may read a shop's board.
  liveTopics.register({ name: PICKUP_TOPIC, privilege: PICKUP_BOARD_PRIVILEGE });
  // A queue's tickets (migrations/0026): heard by whoever may read the shop's board.
  liveTopics.register({ name: QUEUE_TICKET_TOPIC, privilege: BOARD_PRIVILEGES.read });
  await app.register(livePlugin, {
    prefix: API_PREFIX,
    db,
    schemas: checked,
    topics: liveTopics,
    heartbeatMs: config.liveHeartbeatSeconds * 1000,
    callerNow: (request) => app.callerNow(request),
  });
  await app.register(importPlugin, { prefix: API_PREFIX, db, schemas: checked, service, messages });
  await app.register(preferencesPlugin, { prefix: API_PREFIX, db });
  await app.register(passwordPlugin, { prefix: API_PREFIX, db });
  const accounts = { prefix: API_PREFIX, db, schemas: checked, service };
  await app.register(unlockPlugin, accounts);
  await app.register(managerKeyPlugin, { ...accounts, config });
  await app.register(companyMappingPlugin, accounts);
  await app.register(tenantOptionsPlugin, accounts);
  await app.register(ownAccountPlugin, accounts);
  await app.register(pushRecipientsPlugin, accounts);
  await app.register(setupPlugin, accounts);
  const mailer = createMailer(db, config, messages, app.log);
  await app.register(mailPlugin, { ...accounts, mailer });
  const mailing = { ...accounts, config, mailer };
  await app.register(registrationPlugin, mailing);
  await app.register(resetPlugin, mailing);
  await app.register(invitationPlugin, mailing);
  await app.register(posAuthorizationPlugin, { prefix: API_PREFIX, db, config });
  await app.register(couponSheetPlugin, { prefix: API_PREFIX, db, schemas: checked });
  await app.register(deviceKeyPlugin, accounts);
  await app.register(posIngestPlugin, { prefix: API_PREFIX, db, config, messages });
  await app.register(bookingUrlPlugin, { prefix: API_PREFIX, db, schemas: checked });
  await app.register(bookingPublicPlugin, { prefix: API_PREFIX, db, schemas: checked, service, config });
  await app.register(reportPlugin, {
    prefix: API_PREFIX,
    db,
    facts: REPORT_FACTS,
    reports: loadProductReports(config, checked, messages),
    pages: checked.pages,
    messages,
    language: callerLanguage,
    timeZone: config.timeZone,
  });
  await app.register(salesRecordsPlugin, { prefix: API_PREFIX, db, messages });
  const display = { prefix: API_PREFIX, db, schemas: checked };
  await app.register(pickupBoardPlugin, display);
  await app.register(posPickupPlugin, display);
  await app.register(displayPublicPlugin, { ...display, config });
  const queuing = { prefix: API_PREFIX, db, schemas: checked, config };
  await app.register(queueBoardPlugin, queuing);
  await app.register(queuePublicPlugin, queuing);
  // The public addresses of a shop's queue page and pickup screen, each recreated by its own call.
  await app.register(tokenRoutesPlugin, {
    ...accounts,
    routes: [
      { path: '/queue/settings/token', resource: 'queueSettings', field: 'guestToken' },
      { path: '/display/settings/token', resource: DISPLAY_SETTINGS, field: 'displayToken' },
    ],
  });
  await app.register(uploadPlugin, { prefix: API_PREFIX, config });
  await app.register(filesPlugin, { config });
  if (withClient) await app.register(clientPlugin, { clientDir: config.clientDir });
  return app;
}
