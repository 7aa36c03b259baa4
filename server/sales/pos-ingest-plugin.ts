// The point of sale's own calls (docs/api.md "Point-of-sale ingest"): POST /pos/orders, POST
// /pos/clock-events and POST /pos/feedback. They carry no session: the device's key in `Authorization: Bearer <key>` is
// the credential, checked before the body is read, and everything is written under the key's shop
// and company, never the body's. Each order, event or feedback is answered alone: accepted with its outcome,
// or rejected with its translated field errors.
import { MAX_BATCH } from '../../protocol/pos-order';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bodySchema, ok, ROW_ID, translateProblems } from '../../engine/server';
import type { FieldError } from '../../engine/protocol';
import { deviceAuth, DEVICE_ROUTE } from './device-auth';

import { ingestClockEvents } from './ingest-clock-events';
import { ingestFeedback } from './ingest-feedback';
import type { IngestProblem } from './ingest-problems';
import { ingestOrders, type IngestSource } from './ingest-orders';
import { ORDER_COUPON_CODES } from './order-coupon-codes';
import { ORDER_INGEST_STEPS } from './order-ingest-steps';
import type { ModuleContext } from '../app-module';

// 500 orders with their lines run to a few megabytes of JSON; the app's default limit is 1 MiB.
const BODY_LIMIT_BYTES = 16 * 1024 * 1024;

const batchBody = (list: 'orders' | 'events' | 'feedback') =>
  bodySchema(
    {
      shopId: { ...ROW_ID, title: 'sales:fields.shopId' },
      [list]: { type: 'array', minItems: 1, maxItems: MAX_BATCH, title: `sales:fields.${list}` },
    },
    ['shopId', list],
  );

const posIngestPlugin: FastifyPluginAsync<ModuleContext> = async (
  app,
  { db, records, config, messages, kit },
) => {
  const devices = deviceAuth(db, records);

  /** Where the batch goes: the key's shop, which must be the one the device believes it is in. */
  const sourceOf = (request: FastifyRequest<{ Body: { shopId: number } }>): IngestSource => {
    const device = devices.deviceIn(request, request.body.shopId);
    return {
      companyId: device.companyId,
      shopId: device.shopId,
      deviceId: device.deviceId,
      // The shop's own clocks, else the deployment's (docs/api.md "Point-of-sale ingest").
      timeZone: device.timeZone ?? config.timeZone,
    };
  };

  const translated = <T extends { errors: IngestProblem[] }>(request: FastifyRequest, rejected: T[]) =>
    rejected.map((entry): Omit<T, 'errors'> & { errors: FieldError[] } => ({
      ...entry,
      errors: translateProblems(messages, request, entry.errors),
    }));

  const route = { ...DEVICE_ROUTE, bodyLimit: BODY_LIMIT_BYTES, onRequest: devices.authenticate };

  app.post<{ Body: { shopId: number; orders: unknown[] } }>(
    '/pos/orders',
    { ...route, schema: { body: batchBody('orders') } },
    async (request) => {
      const result = await ingestOrders(db, records, sourceOf(request), request.body.orders, {
        steps: kit.extensions(ORDER_INGEST_STEPS),
        couponCodes: kit.extensions(ORDER_COUPON_CODES),
      });
      return ok({ accepted: result.accepted, rejected: translated(request, result.rejected) });
    },
  );

  app.post<{ Body: { shopId: number; events: unknown[] } }>(
    '/pos/clock-events',
    { ...route, schema: { body: batchBody('events') } },
    async (request) => {
      const result = await ingestClockEvents(db, records, sourceOf(request), request.body.events);
      return ok({ accepted: result.accepted, rejected: translated(request, result.rejected) });
    },
  );

  app.post<{ Body: { shopId: number; feedback: unknown[] } }>(
    '/pos/feedback',
    { ...route, schema: { body: batchBody('feedback') } },
    async (request) => {
      const result = await ingestFeedback(db, sourceOf(request), request.body.feedback);
      return ok({ accepted: result.accepted, rejected: translated(request, result.rejected) });
    },
  );
};

export default posIngestPlugin;
