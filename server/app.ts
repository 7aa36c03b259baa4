// The whole server: the platform every module stands on (platform.ts), then the business modules,
// each one Fastify plugin bringing all it adds (app-module.ts). Adding a module is its own folders
// and one line in MODULES. Used by `npm start` and by the tests.
import type { FastifyInstance } from 'fastify';
import accounts from './accounts/accounts-module';
import analytics from './analytics/analytics-module';
import type { AppModule } from './app-module';
import companies from './companies/companies-module';
import members from './members/members-module';
import marketing from './marketing/marketing-module';
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
  members,
  marketing,
];

export async function buildApp(
  options: AppOptions & { modules?: readonly AppModule[] },
): Promise<FastifyInstance> {
  const { app, context } = await buildPlatform(options);
  for (const module of [...MODULES, ...(options.modules ?? [])])
    await app.register(module, { ...context, prefix: API_PREFIX });
  return app;
}
