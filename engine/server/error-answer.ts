// How a thrown error becomes its answer, in one place: a BusinessError its own status, headers and
// field problems; a declared schema's refusal status 1 on its fields; Fastify's own refusals their
// transport codes; anything else status 500 with the request id, logged, and none of its internals.
// The envelope plugin's error handler sends it; the import, whose answer is already under way when
// a row fails, writes its envelope at the end of the stream.
import type { FastifyError, FastifyRequest } from 'fastify';
import type { Envelope } from '../protocol/envelope';
import { Status, type StatusEntry } from '../protocol/status';
import { BusinessError } from './business-error';
import { failure } from './envelope';
import type { Messages } from './messages';
import { validationProblems } from './validation-problems';

export interface ErrorAnswer {
  http: number;
  headers: Record<string, string>;
  envelope: Envelope;
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

/** The answer to `error`; `bodyLimitLabel` names the body limit a too-large body broke. */
export function errorAnswer(
  error: unknown,
  request: FastifyRequest,
  messages: Messages,
  bodyLimitLabel: string,
): ErrorAnswer {
  const answer = (entry: StatusEntry, envelope: Envelope, headers: Record<string, string> = {}) => ({
    http: entry.http,
    headers,
    envelope,
  });
  if (error instanceof BusinessError) {
    const { entry, params, fields, messageKey, headers } = error;
    return answer(entry, failure(messages, request, entry, params, fields, null, messageKey), headers);
  }
  // Anything may be thrown; only an object can be one of Fastify's refusals.
  const fastifyError = (typeof error === 'object' && error !== null ? error : {}) as FastifyError;
  const problems = validationProblems(fastifyError, request);
  if (problems)
    return answer(Status.invalidInput, failure(messages, request, Status.invalidInput, {}, problems));
  const entry = frameworkEntry(fastifyError);
  if (entry) {
    request.log.info({ err: error }, 'request refused');
    return answer(entry, failure(messages, request, entry, { limit: bodyLimitLabel }));
  }
  request.log.error({ err: error }, 'unexpected error');
  const requestId = { requestId: request.id };
  return answer(Status.internal, failure(messages, request, Status.internal, requestId, [], requestId));
}
