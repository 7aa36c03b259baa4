// The sales records' calls (docs/api.md "Sales records"): PUT /sales/record answers a page of them,
// PUT /sales/record/export starts their export as a background job. Both need the records' page
// privilege (its navigation route's name) and read only the caller's companies and shops: a shop
// he does not reach is refused on `shopIds`, never quietly dropped.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import {
  actorOf,
  allow,
  askedDays,
  bodySchema,
  DAYS_PROPERTIES,
  ok,
  pageOf,
  PAGING_PROPERTIES,
} from '../../engine/server';
import type { AskedDays } from '../../engine/server';
import { ORDER_TYPES, PAYMENT_METHODS, LINE_KINDS, type OrderType } from '../../protocol/pos-order';
import { callerLanguage } from '../caller-language';
import { exportTenant } from './export-tenant';
import { EXPORT_COLUMNS, SALES_RECORD_PRIVILEGE, SALES_RECORDS_EXPORT } from './sales-records-export';
import type { SalesRecordFilter } from './sales-records';
import { SALES_STATUSES } from '../../protocol/sales-record';
import { salesRecordPage } from './sales-records';
import type { ModuleContext } from '../app-module';

interface RecordsBody extends AskedDays {
  type?: OrderType;
  search?: string;
  pageNumber?: number;
  pageSize?: number;
}

const FILTER_PROPERTIES = {
  ...DAYS_PROPERTIES,
  type: { enum: [...ORDER_TYPES], title: 'sales:record.type' },
  search: { type: 'string', minLength: 1, maxLength: 64, title: 'sales:record.search' },
};
const RECORDS_BODY = bodySchema({ ...FILTER_PROPERTIES, ...PAGING_PROPERTIES }, ['from', 'to']);
const EXPORT_BODY = bodySchema(FILTER_PROPERTIES, ['from', 'to']);

// The records' page, each caller over his own reach.
const READERS = allow({ kind: 'page', page: SALES_RECORD_PRIVILEGE });

const salesRecordsPlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, records, messages }) => {
  const shops = records.resource('shop');
  /** The records the body asks for, within the caller's reach, once he may read them at all. */
  async function filterOf(request: FastifyRequest<{ Body: RecordsBody }>): Promise<SalesRecordFilter> {
    const body = request.body;
    const days = await askedDays(db, actorOf(request), body);
    return {
      ...days,
      english: callerLanguage(request) === 'en',
      ...(body.type ? { type: body.type } : {}),
      ...(body.search?.trim() ? { search: body.search.trim() } : {}),
    };
  }

  app.put<{ Body: RecordsBody }>(
    '/sales/record',
    { ...READERS, schema: { body: RECORDS_BODY } },
    async (request) => {
      const { records: page, count } = await salesRecordPage(
        db,
        shops,
        await filterOf(request),
        pageOf({ ...request.body }),
      );
      return ok(page, count);
    },
  );

  app.put<{ Body: RecordsBody }>(
    '/sales/record/export',
    { ...READERS, schema: { body: EXPORT_BODY } },
    async (request) => {
      const filter = await filterOf(request);
      const actor = actorOf(request);
      const tenant = await exportTenant(records, actor, filter.shops);
      const language = callerLanguage(request);
      const word = (key: string) => messages.t(language, key);
      const values = Object.fromEntries([
        ...ORDER_TYPES.map((type) => [type, word(`reports:orderTypes.${type}`)]),
        ...PAYMENT_METHODS.map((method) => [method, word(`reports:paymentMethods.${method}`)]),
        ...LINE_KINDS.map((kind) => [kind, word(`reports:lineKinds.${kind}`)]),
        ['deleted', word('sales:record.deleted')],
        ...SALES_STATUSES.map((status) => [`status.${status}`, word(`sales:statuses.${status}`)]),
      ]);
      const headers = Object.fromEntries(EXPORT_COLUMNS.map(({ key }) => [key, word(`sales:record.${key}`)]));
      const jobId = await db.transaction((tx) =>
        app.jobs.startJob(tx, {
          kind: SALES_RECORDS_EXPORT,
          payload: {
            companyId: tenant.companyId,
            shopIds: tenant.shopIds,
            from: filter.from,
            to: filter.to,
            ...(filter.search ? { search: filter.search } : {}),
            ...(filter.type ? { type: filter.type } : {}),
            english: filter.english,
            texts: { sheet: word('sales:export.sheet'), headers, values },
          },
          companyId: tenant.companyId,
          shopId: tenant.shopId,
          createdBy: actor.userId,
        }),
      );
      return ok({ jobId });
    },
  );
};

export default salesRecordsPlugin;
