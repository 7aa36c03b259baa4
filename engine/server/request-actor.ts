// Who is calling, set once per request: the application resolves it with the session (server/auth)
// and every route reads it here. The engine knows nothing of users, only that a request may carry
// an actor; a public route's request carries none.
import type { FastifyRequest } from 'fastify';
import { Status } from '../protocol/status';
import { BusinessError } from './business-error';
import type { Actor } from './resources/actor';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The request's actor; a route that needs one and finds none answers "sign in again" (status 4). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new BusinessError(Status.sessionExpired);
  return request.actor;
}
