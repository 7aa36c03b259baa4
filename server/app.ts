// The whole server: the platform every module stands on (platform.ts), then the business modules,
// each one Fastify plugin bringing all it adds (app-module.ts). Adding a module is its own folders
// and one line in MODULES. Used by `npm start` and by the tests.
import type { FastifyInstance } from 'fastify';
import accounts from './accounts/accounts-module';
import analytics from './analytics/analytics-module';
import type { AppModule } from './app-module';
import comments from './comments/comments-module';
import companies from './companies/companies-module';
import delivery from './delivery/delivery-module';
import feedback from './feedback/feedback-module';
import events from './events/events-module';
import members from './members/members-module';
import marketing from './marketing/marketing-module';
import membershipAnalysis from './membership-analysis/membership-analysis-module';
import pickupDisplay from './pickup-display/pickup-display-module';
import payments from './payments/payments-module';
import { API_PREFIX, buildPlatform, type AppOptions } from './platform';
import posAuthorization from './pos-authorization/pos-authorization-module';
import queues from './queues/queues-module';
import reservations from './reservations/reservations-module';
import sales from './sales/sales-module';

export { API_PREFIX, type AppOptions } from './platform';

/** The business modules, in the order they register. */
export const MODULES: readonly AppModule[] = [
  accounts,
  companies,
  payments,
  sales,
  analytics,
  queues,
  pickupDisplay,
  reservations,
  posAuthorization,
  // Before members: its ingest step fixes a member's level as his order found it, before the
  // members module's step moves him up for that order.
  membershipAnalysis,
  members,
  marketing,
  events,
  feedback,
  comments,
  delivery,
];

export async function buildApp(
  options: AppOptions & { modules?: readonly AppModule[] },
): Promise<FastifyInstance> {
  const { app, context } = await buildPlatform(options);
  for (const module of [...MODULES, ...(options.modules ?? [])])
    await app.register(module, { ...context, prefix: API_PREFIX });
  return app;
}
