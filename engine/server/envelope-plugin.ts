import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Status } from '../protocol/status';
import { errorAnswer } from './error-answer';
import { failure } from './envelope';
import type { Messages } from './messages';

export interface EnvelopePluginOptions {
  messages: Messages;
  bodyLimitLabel: string;
  /** Called for an unknown path before the 404 envelope; answers true when it replied (SPA fallback). */
  onUnknownPath?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
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
    const { http, headers, envelope } = errorAnswer(error, request, messages, options.bodyLimitLabel);
    return reply.code(http).headers(headers).send(envelope);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (options.onUnknownPath && (await options.onUnknownPath(request, reply))) return reply;
    return reply.code(Status.routeNotFound.http).send(failure(messages, request, Status.routeNotFound));
  });
};

export default fp(envelopePlugin, { name: 'envelope' });
