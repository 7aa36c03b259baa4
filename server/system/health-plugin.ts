import type { FastifyPluginAsync } from 'fastify';
import { failure, ok, PUBLIC_ROUTE } from '../../engine/server';
import type { Database, Messages } from '../../engine/server';
import { Status } from '../../engine/protocol';

export interface HealthPluginOptions {
  db: Database;
  messages: Messages;
}

/** Liveness (the process answers) and readiness (the database answers), for a load balancer. */
const healthPlugin: FastifyPluginAsync<HealthPluginOptions> = async (app, { db, messages }) => {
  app.get('/healthz', PUBLIC_ROUTE, async () => ok({ alive: true }));

  app.get('/readyz', PUBLIC_ROUTE, async (request, reply) => {
    try {
      await db.query('SELECT 1');
      return ok({ database: db.engine });
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.code(Status.unavailable.http).send(failure(messages, request, Status.unavailable));
    }
  });
};

export default healthPlugin;
