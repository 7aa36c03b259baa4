// The failures Fastify answers before any route or hook runs (an address it cannot decode, a path
// parameter longer than the router takes): Fastify's `frameworkErrors` option hands them here so
// they leave as envelopes with the request id, like every other answer (issue 10 item 1).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '../protocol/status';
import { failure } from './envelope';
import type { Messages } from './messages';

export function frameworkErrorAnswer(messages: Messages) {
  return (error: { code?: string }, request: FastifyRequest, reply: FastifyReply): void => {
    const entry = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? Status.uriTooLong : Status.badRequest;
    request.log.info({ err: error }, 'request refused');
    void reply
      .code(entry.http)
      .header('x-request-id', request.id)
      .send(failure(messages, request, entry));
  };
}
