// A request Node's HTTP parser refuses (headers over its limit, a request line it cannot read, a
// request that never finished) never reaches Fastify: Node hands the socket to `clientErrorHandler`,
// which answers here with the envelope and a request id, as every other refusal is answered, instead
// of Fastify's own body (issue 22 item 7). No header was read, so the message is in the default
// Chinese and English.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Status, type StatusEntry } from '../protocol/status';
import { failure } from './envelope';
import type { Messages } from './messages';

// Node's parser errors by code; any other one is a request that could not be read.
const CLIENT_ERRORS: Record<string, StatusEntry> = {
  HPE_HEADER_OVERFLOW: Status.headersTooLarge,
  ERR_HTTP_REQUEST_TIMEOUT: Status.requestTimeout,
};

/** The HTTP answer to a refused request: status line, headers and the envelope. */
export function clientErrorResponse(messages: Messages, code: string | undefined, requestId: string): string {
  const entry = (code && CLIENT_ERRORS[code]) || Status.badRequest;
  const body = JSON.stringify(failure(messages, { headers: {} }, entry));
  return [
    `HTTP/1.1 ${entry.http} ${STATUS_CODES[entry.http]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `x-request-id: ${requestId}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Fastify's `clientErrorHandler`: the envelope for every request Node's parser refused. */
export function clientErrorAnswer(messages: Messages) {
  return function answer(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
    // A connection the client reset, or one already closed, has no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const requestId = randomUUID();
    this.log.info({ err: error, requestId }, 'request refused by the HTTP parser');
    if (socket.writable) socket.end(clientErrorResponse(messages, error.code, requestId));
    else socket.destroy(error);
  };
}
