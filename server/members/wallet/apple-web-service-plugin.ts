// Apple's pass web service (Wallet's "Adding a Web Service to Update Passes"), which the passes name
// as their `webServiceURL`: a device registers for a pass's updates and unregisters, asks which of
// its passes changed since its last tag, fetches a pass's latest version, and sends its error log.
// The calls about a pass carry its own token (`Authorization: ApplePass <token>`), checked with its
// serial and its company's pass type; anything else is 401, as Apple expects, and learns nothing.
// A pass registers at most MAX_DEVICES_PER_PASS devices (more are 403), and devices' logs are kept
// at debug, counted and cut short: these calls are public.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { allow, bodySchema, fileAnswer, paramsSchema, type JsonSchema } from '../../../engine/server';
import { PKPASS_MEDIA_TYPE } from '../../../protocol/wallet';
import type { ModuleContext } from '../../app-module';
import {
  devicePassesChanged,
  passWithToken,
  registerDevice,
  unregisterDevice,
  type IssuedPass,
} from './wallet-passes';
import { APPLE_SERVICE_PATH, type WalletService } from './wallet-service';

/** Apple's answers: an empty JSON object where it reads none, or no body at all (statuses below). */
const EMPTY_ANSWER = { answers: { 'application/json': { type: 'object', maxProperties: 0 } } };
const NO_BODY: Record<string, JsonSchema> = {};
const SERIALS_ANSWER = {
  answers: {
    'application/json': {
      type: 'object',
      required: ['serialNumbers', 'lastUpdated'],
      properties: {
        serialNumbers: { type: 'array', items: { type: 'string' } },
        lastUpdated: { type: 'string' },
      },
    },
  },
};

const APPLE_CREDENTIAL = {
  name: 'applePassToken',
  scheme: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'wallet:appleToken',
  },
};

/** A call about one pass, with its own token, refused with 401 as Apple expects; `more` is its answers. */
const appleRoute = (
  statuses: Record<string, Record<string, JsonSchema>>,
  more: { answers: Record<string, JsonSchema> } = EMPTY_ANSWER,
) =>
  allow(
    { kind: 'public' },
    {
      ...more,
      statuses,
      credential: APPLE_CREDENTIAL,
    },
  );

// Each with an example of Apple's own form, for the document and for callers trying the calls.
const DEVICE = {
  type: 'string',
  maxLength: 128,
  pattern: '^[A-Za-z0-9]+$',
  title: 'wallet:device',
  examples: ['a1b2c3d4e5f6'],
};
const PASS_TYPE = {
  type: 'string',
  maxLength: 255,
  pattern: '^pass\\.[A-Za-z0-9][A-Za-z0-9.-]*$',
  title: 'wallet:fields.applePassTypeId',
  examples: ['pass.com.example.members'],
};
const SERIAL = {
  type: 'string',
  maxLength: 36,
  pattern: '^[0-9a-f-]{36}$',
  title: 'wallet:serial',
  examples: ['0b5c8e4e-3f7a-4d2b-9c1e-6a7f8b9c0d1e'],
};
const REGISTRATION = paramsSchema({ device: DEVICE, passType: PASS_TYPE, serial: SERIAL }, [
  'device',
  'passType',
  'serial',
]);
const DEVICE_PASSES = paramsSchema({ device: DEVICE, passType: PASS_TYPE }, ['device', 'passType']);
// The tag this service issues: a change's milliseconds, 13 digits until the year 2286. A longer one
// is no date PostgreSQL reads, so it is refused with the other bad input.
const SINCE = paramsSchema({
  passesUpdatedSince: {
    type: 'string',
    maxLength: 13,
    pattern: '^[0-9]{1,13}$',
    title: 'wallet:since',
    examples: ['1764374400'],
  },
});
const PASS = paramsSchema({ passType: PASS_TYPE, serial: SERIAL }, ['passType', 'serial']);
const PUSH_TOKEN = bodySchema(
  { pushToken: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9]+$', title: 'wallet:pushToken' } },
  ['pushToken'],
);
/** What one device log call writes: its first lines, cut short. */
const LOGGED_LINES = 3;
const LOGGED_CHARACTERS = 200;
const LOG = bodySchema(
  {
    logs: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 2000 }, title: 'wallet:logs' },
  },
  ['logs'],
);

interface PassParams {
  passType: string;
  serial: string;
}

const appleTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const found = typeof header === 'string' ? /^ApplePass (\S{16,128})$/.exec(header) : null;
  return found?.[1];
};

const appleWebServicePlugin: FastifyPluginAsync<ModuleContext & { wallet: WalletService }> = async (
  app,
  { db, wallet },
) => {
  /** The pass the call names and proves, in a company that offers Apple passes of that type. */
  const provenPass = async (request: FastifyRequest<{ Params: PassParams }>) => {
    const token = appleTokenOf(request);
    const pass = token ? await passWithToken(db, request.params.serial, token) : undefined;
    const settings = pass ? await wallet.settings(pass.companyId) : null;
    const apple = settings?.apple;
    if (!pass || !settings || !apple || apple.passTypeId !== request.params.passType) return undefined;
    return { pass, settings: { ...settings, apple } };
  };
  const unauthorized = (reply: FastifyReply) => reply.code(401).send();
  const done = (reply: FastifyReply, status = 200) =>
    status === 200 ? reply.send({}) : reply.code(status).send();

  app.post<{ Params: PassParams & { device: string }; Body: { pushToken: string } }>(
    `${APPLE_SERVICE_PATH}/v1/devices/:device/registrations/:passType/:serial`,
    {
      ...appleRoute({ '201': NO_BODY, '401': NO_BODY, '403': NO_BODY }),
      schema: { params: REGISTRATION, body: PUSH_TOKEN },
    },
    async (request, reply) => {
      const proven = await provenPass(request);
      if (!proven) return unauthorized(reply);
      const outcome = await registerDevice(db, proven.pass, request.params.device, request.body.pushToken);
      // Beyond MAX_DEVICES_PER_PASS: refused, so one token cannot grow the table and the pushes.
      return done(reply, { created: 201, renewed: 200, full: 403 }[outcome]);
    },
  );

  app.delete<{ Params: PassParams & { device: string } }>(
    `${APPLE_SERVICE_PATH}/v1/devices/:device/registrations/:passType/:serial`,
    { ...appleRoute({ '401': NO_BODY }), schema: { params: REGISTRATION } },
    async (request, reply) => {
      const proven = await provenPass(request);
      if (!proven) return unauthorized(reply);
      await unregisterDevice(db, proven.pass, request.params.device);
      return done(reply);
    },
  );

  // No pass token here: the device names itself, and learns only the serials it registered.
  app.get<{ Params: { device: string; passType: string }; Querystring: { passesUpdatedSince?: string } }>(
    `${APPLE_SERVICE_PATH}/v1/devices/:device/registrations/:passType`,
    {
      ...allow({ kind: 'public' }, { ...SERIALS_ANSWER, statuses: { '204': NO_BODY } }),
      schema: { params: DEVICE_PASSES, querystring: SINCE },
    },
    async (request, reply) => {
      const tag = request.query.passesUpdatedSince;
      const changed = await devicePassesChanged(
        db,
        request.params.device,
        tag ? new Date(Number(tag)) : undefined,
      );
      const ofType: { serial: string; changedAt: Date }[] = [];
      for (const row of changed) {
        const settings = await wallet.settings(row.companyId);
        if (settings?.apple?.passTypeId === request.params.passType) ofType.push(row);
      }
      const last = ofType.at(-1);
      if (!last) return reply.code(204).send();
      return {
        serialNumbers: ofType.map(({ serial }) => serial),
        lastUpdated: String(last.changedAt.getTime()),
      };
    },
  );

  app.get<{ Params: PassParams }>(
    `${APPLE_SERVICE_PATH}/v1/passes/:passType/:serial`,
    {
      ...appleRoute({ '304': NO_BODY, '401': NO_BODY }, fileAnswer(PKPASS_MEDIA_TYPE)),
      schema: { params: PASS },
    },
    async (request, reply) => {
      const proven = await provenPass(request);
      if (!proven) return unauthorized(reply);
      if (notModifiedSince(request, proven.pass)) return reply.code(304).send();
      const content = await wallet.content(proven.settings, proven.pass, proven.pass.language);
      if (!content) return unauthorized(reply);
      const file = await wallet.applePass(proven.settings, proven.pass, content);
      return reply
        .type(PKPASS_MEDIA_TYPE)
        .header('last-modified', proven.pass.changedAt.toUTCString())
        .send(file);
    },
  );

  app.post<{ Body: { logs: string[] } }>(
    `${APPLE_SERVICE_PATH}/v1/log`,
    { ...allow({ kind: 'public' }, EMPTY_ANSWER), schema: { body: LOG } },
    async (request, reply) => {
      const { logs } = request.body;
      request.log.debug(
        {
          walletLogLines: logs.length,
          walletLog: logs.slice(0, LOGGED_LINES).map((line) => line.slice(0, LOGGED_CHARACTERS)),
        },
        'Apple Wallet device log',
      );
      return done(reply);
    },
  );
};

/** Whether the device's copy (its If-Modified-Since) is as new as the pass: HTTP dates are whole seconds. */
function notModifiedSince(request: FastifyRequest, pass: IssuedPass): boolean {
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(pass.changedAt.getTime() / 1000) * 1000 <= since;
}

export default appleWebServicePlugin;
