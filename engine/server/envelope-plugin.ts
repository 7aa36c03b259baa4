import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Status, type StatusEntry } from '../protocol/status';
import { BusinessError } from './business-error';
import { failure } from './envelope';
import type { Messages } from './messages';
import { validationProblems } from './validation-problems';

export interface EnvelopePluginOptions {
  messages: Messages;
  bodyLimitLabel: string;
  /** Called for an unknown path before the 404 envelope; answers true when it replied (SPA fallback). */
  onUnknownPath?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

// Fastify's own failures, mapped onto the status table by their error codes.
const FRAMEWORK_ERRORS: Record<string, StatusEntry> = {
  FST_ERR_CTP_INVALID_JSON_BODY: Status.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: Status.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: Status.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: Status.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: Status.badRequest,
};

function frameworkEntry(error: FastifyError): StatusEntry | undefined {
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return known;
  // A body the JSON parser rejects surfaces as a SyntaxError carrying HTTP 400.
  if (error instanceof SyntaxError && error.statusCode === 400) return Status.malformedJson;
  if (error.statusCode === 405) return Status.methodNotAllowed;
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return Status.badRequest;
  return undefined;
}

/** Every answer, failures included, leaves as an envelope; no stack trace ever reaches the caller. */
const envelopePlugin: FastifyPluginAsync<EnvelopePluginOptions> = async (app, options) => {
  const { messages } = options;

  // A call without a body is read as an empty object, as the hand checks read it, so a declared
  // schema names each missing field instead of refusing the body as a whole.
  app.addHook('preValidation', async (request) => {
    if (request.body == null && request.routeOptions.schema?.body) request.body = {};
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BusinessError) {
      return reply
        .code(error.entry.http)
        .headers(error.headers)
        .send(failure(messages, request, error.entry, error.params, error.fields, null, error.messageKey));
    }
    const problems = validationProblems(error, request);
    if (problems)
      return reply
        .code(Status.invalidInput.http)
        .send(failure(messages, request, Status.invalidInput, {}, problems));
    const entry = frameworkEntry(error);
    if (entry) {
      request.log.info({ err: error }, 'request refused');
      return reply
        .code(entry.http)
        .send(failure(messages, request, entry, { limit: options.bodyLimitLabel }));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(Status.internal.http)
      .send(
        failure(messages, request, Status.internal, { requestId: request.id }, [], { requestId: request.id }),
      );
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (options.onUnknownPath && (await options.onUnknownPath(request, reply))) return reply;
    return reply.code(Status.routeNotFound.http).send(failure(messages, request, Status.routeNotFound));
  });
};

export default fp(envelopePlugin, { name: 'envelope' });
